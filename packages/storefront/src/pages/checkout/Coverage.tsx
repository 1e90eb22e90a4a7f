import {
  type CoverageChoice,
  cartCoverageOption,
  coverageChoices,
  coverageToRecommend,
  coverageTotalText,
  putCart,
  type SiteCart,
} from "@treadkit/core/cart";
import { checkoutStepHref } from "@treadkit/core/checkout";
import { formatCents } from "@treadkit/core/money";
import { useRef, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { useClient } from "../../context";
import { FormAlert } from "./TextField";

/**
 * Moves every coverable tire of the cart to `choice`'s plan, or takes coverage off (null). Saves
 * go one after another, so the server ends on the shopper's last choice.
 */
function useCoverage(cart: SiteCart) {
  const client = useClient();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const put = async (choice: CoverageChoice | null): Promise<boolean> => {
    const result = await putCart(
      client,
      cart.id,
      choice
        ? { isGroupRoadHazard: true, trcUuid: choice.plan.trcUuid }
        : { isGroupRoadHazard: false },
    );
    if (!result.isSuccess) setError(result.error.message);
    await revalidator.revalidate();
    return result.isSuccess;
  };
  const save = (choice: CoverageChoice | null): Promise<boolean> => {
    setSaving(true);
    setError(null);
    const saved = queue.current.then(() => put(choice));
    queue.current = saved;
    return saved.finally(() => {
      if (queue.current === saved) setSaving(false);
    });
  };
  return { save, error, saving };
}

/**
 * The tire recommendation (checkout.md §4), as a choice beside the button rather than a modal in
 * its way: with one year of coverage or none chosen, it offers the longest plan the cart can
 * take. Adding it keeps the shopper on the step, with the totals updated.
 */
function CoverageOffer({ cart, userType = "none" }: { cart: SiteCart; userType?: string }) {
  const { save, error, saving } = useCoverage(cart);
  const [added, setAdded] = useState<string | null>(null);
  const best = coverageToRecommend(cart, { userType, alreadySeen: false });
  if (!best) {
    return added ? (
      <p className="checkout-hint" role="status">
        {added}
      </p>
    ) : null;
  }
  return (
    <section className="coverage-offer" aria-labelledby="coverage-offer-title">
      <h2 id="coverage-offer-title">Protect your new tires</h2>
      <p>
        Nails, potholes and glass end more tires than wear does. Road hazard protection repairs or
        replaces a damaged tire: {best.plan.label}.
      </p>
      <p>
        <strong>{coverageTotalText(best)}</strong>
      </p>
      <FormAlert message={error} />
      <button
        type="button"
        className="button button--secondary"
        disabled={saving}
        onClick={() =>
          void save(best).then((saved) => {
            if (saved) setAdded(`${best.plan.months}-month protection added.`);
          })
        }
      >
        Add {best.plan.months}-month protection
      </button>
    </section>
  );
}

/**
 * The checkout button towards payment (checkout.md §4): a plain link, working before the page
 * is hydrated; with `offer`, the coverage recommendation sits above it as a choice.
 */
export function ContinueToPayment({
  cart,
  userType = "none",
  offer = false,
}: {
  cart: SiteCart;
  userType?: string;
  offer?: boolean;
}) {
  const [search] = useSearchParams();
  const href = checkoutStepHref("/checkout/payments", search, { cartId: cart.id });
  return (
    <>
      {offer ? <CoverageOffer cart={cart} userType={userType} /> : null}
      <Link className="button" to={href}>
        Continue to payment
      </Link>
    </>
  );
}

type CoverageKey = ReturnType<typeof cartCoverageOption>;

/** The coverage plans as radio buttons, each priced for the cart, with "No coverage". */
export function CoveragePlans({ cart }: { cart: SiteCart }) {
  const choices = coverageChoices(cart.siteProducts);
  const saved = cartCoverageOption(cart.siteProducts);
  const { save, error, saving } = useCoverage(cart);
  // The choice shows at once; the cart (and its prices) follow when the server has it.
  const [pending, setPending] = useState<CoverageKey | undefined>(undefined);
  const latest = useRef(0);
  const current = pending === undefined ? saved : pending;
  const choose = (choice: CoverageChoice | null) => {
    const turn = ++latest.current;
    setPending(choice?.plan.key ?? null);
    // Only the last choice clears: an earlier answer arriving late must not show its plan again.
    void save(choice).finally(() => {
      if (turn === latest.current) setPending(undefined);
    });
  };
  const protectedByMaker = cart.siteProducts.filter((p) => p.roadHazardState === 2);
  if (!cart.roadHazardOffered) {
    return <p>Road hazard coverage is not offered on this account.</p>;
  }
  return (
    <>
      {protectedByMaker.length > 0 ? (
        <p className="checkout-hint">
          Already protected by their maker:{" "}
          {protectedByMaker.map((p) => `${p.brand.label} ${p.name}`).join(", ")}.
        </p>
      ) : null}
      {choices.length > 0 ? (
        <fieldset className="pickup-choices" aria-busy={saving}>
          <legend>Road hazard protection</legend>
          <label className="pickup-choice">
            <input
              type="radio"
              name="coverage"
              checked={current === null}
              onChange={() => choose(null)}
            />
            <span>No coverage</span>
          </label>
          {choices.map((choice) => (
            <label key={choice.plan.key} className="pickup-choice">
              <input
                type="radio"
                name="coverage"
                checked={current === choice.plan.key}
                onChange={() => choose(choice)}
              />
              <span>
                <strong>{choice.plan.months} months</strong> {choice.plan.terms}
                <br />
                {formatCents(choice.totalInCents)} for your tires
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormAlert message={error} />
    </>
  );
}
