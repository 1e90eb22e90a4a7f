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
import { Dialog } from "@treadkit/ui/Dialog";
import { type MouseEvent, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { useClient } from "../../context";
import { FormAlert } from "./TextField";

/** Once seen in a visit, the recommendation is not shown again (checkout.md §4). */
const RECOMMENDATION_SEEN_KEY = "treadkit:tire-recommendation-seen";

function recommendationSeen(): boolean {
  try {
    return sessionStorage.getItem(RECOMMENDATION_SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

function markRecommendationSeen() {
  try {
    sessionStorage.setItem(RECOMMENDATION_SEEN_KEY, "1");
  } catch {
    // Storage blocked: the recommendation may show once more; nothing else depends on it.
  }
}

/**
 * Moves every coverable tire of the cart to `choice`'s plan, or takes coverage off (null). Saves
 * go one after another, so the server ends on the shopper's last choice.
 */
export function useCoverage(cart: SiteCart) {
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
 * The tire-recommendation modal before payment: with one year of coverage or none chosen, it
 * offers the longest plan the cart can take; either answer goes on to payment.
 */
function Recommendation({
  cart,
  best,
  onClose,
  onDone,
}: {
  cart: SiteCart;
  /** The plan offered (core coverageToRecommend); null while the modal is closed. */
  best: CoverageChoice | null;
  onClose(): void;
  onDone(): void;
}) {
  const { save, error, saving } = useCoverage(cart);
  return (
    <Dialog
      open={best !== null}
      title="Protect your new tires"
      closeLabel="Close, stay on this page"
      onClose={onClose}
    >
      {best ? (
        <>
          <p>
            Nails, potholes and glass end more tires than wear does. Road hazard protection repairs
            or replaces a damaged tire: {best.plan.label}.
          </p>
          <p>
            <strong>{coverageTotalText(best)}</strong>
          </p>
        </>
      ) : null}
      <FormAlert message={error} />
      <div className="installer-choices__actions">
        {best ? (
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() =>
              void save(best).then((saved) => {
                if (saved) onDone();
              })
            }
          >
            Add {best.plan.months}-month protection
          </button>
        ) : null}
        <button type="button" className="button button--quiet" onClick={onDone}>
          No thanks, continue to payment
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The checkout button towards payment (checkout.md §4): a link that works before the page is
 * hydrated, which first shows the recommendation when the rule says so.
 */
export function ContinueToPayment({
  cart,
  userType = "none",
}: {
  cart: SiteCart;
  userType?: string;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [offer, setOffer] = useState<CoverageChoice | null>(null);
  const href = checkoutStepHref("/checkout/payments", search, { cartId: cart.id });
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const best = coverageToRecommend(cart, { userType, alreadySeen: recommendationSeen() });
    if (!best) return;
    event.preventDefault();
    markRecommendationSeen();
    setOffer(best);
  };
  return (
    <>
      <Link className="button" to={href} onClick={follow}>
        Continue to payment
      </Link>
      <Recommendation
        cart={cart}
        best={offer}
        onClose={() => setOffer(null)}
        onDone={() => {
          setOffer(null);
          navigate(href);
        }}
      />
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
                <strong>{choice.plan.months} months</strong>: {choice.plan.label}
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
