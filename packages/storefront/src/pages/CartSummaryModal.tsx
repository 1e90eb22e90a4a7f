import { useStore } from "@nanostores/react";
import { cartQuantityEvent } from "@treadkit/core/analytics";
import {
  cartCount,
  cartLineTotalInCents,
  coversEveryTire,
  DELIVERY_DELAY_MESSAGE,
  dealAlert,
  deliveryMayBeDelayed,
  isCouponDenied,
  showRoadHazardCheckbox,
} from "@treadkit/core/cart";
import { checkoutStepHref, isCheckoutPath } from "@treadkit/core/checkout";
import { formatCents } from "@treadkit/core/money";
import { quantityOptions } from "@treadkit/core/widget";
import { Dialog } from "@treadkit/ui/Dialog";
import { Skeleton } from "@treadkit/ui/design";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { analytics } from "../analytics";
import { $cartOpen, afterEmptiedCheckout, type StorefrontCart } from "../cart";
import { CartNotices } from "./CartNotices";
import { CartAmountRows, MadeIn } from "./checkout/CartLines";
import { FormAlert } from "./checkout/TextField";

type Notice = { kind: "info" | "error"; text: string } | null;

/** Runs a cart change, turning a thrown failure into the message the shopper reads. */
async function attempt(change: () => Promise<unknown>, onError: (text: string) => void) {
  try {
    await change();
    return true;
  } catch (failure) {
    onError(failure instanceof Error ? failure.message : String(failure));
    return false;
  }
}

function PromoCodes({ cart, onNotice }: { cart: StorefrontCart; onNotice(n: Notice): void }) {
  const id = useId();
  const current = useStore(cart.$cart);
  const [code, setCode] = useState("");
  const [denied, setDenied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const quantity = cartCount(current?.siteProducts ?? []);
  // A refusal answered the cart as it was: once its tires change, the coupon's own line says
  // whether it applies now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on each change of quantity.
  useEffect(() => setDenied(null), [quantity]);
  if (!current) return null;
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setDenied(null);
    const outcome = await cart.applyPromoCode(code);
    setBusy(false);
    if (outcome.status === "denied") setDenied(outcome.message);
    else {
      setCode("");
      onNotice({
        kind: "info",
        text: `Promo code applied: ${formatCents(outcome.discountInCents)} off`,
      });
    }
  };
  const coupons = current.siteCartCoupons;
  return (
    <div className="cart-promo">
      {coupons.length > 0 ? (
        <ul className="cart-promo__applied" aria-label="Your promo codes">
          {coupons.map((coupon) => {
            // A coupon outside its quantity range stays on the cart with its deal alert (§5).
            const alert = isCouponDenied(coupon)
              ? coupon.errorDescription
              : dealAlert(coupon, quantity);
            return (
              <li key={coupon.couponId}>
                <span>
                  <strong>{coupon.promoCode}</strong>
                  {alert ? "" : `: ${formatCents(coupon.discountInCents)} off`}
                </span>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() =>
                    void attempt(
                      () => cart.removePromoCode(coupon.promoCode),
                      (text) => onNotice({ kind: "error", text }),
                    )
                  }
                >
                  Remove<span className="visually-hidden"> promo code {coupon.promoCode}</span>
                </button>
                {alert ? <p className="checkout-notice">{alert}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <form className="cart-promo__form" noValidate onSubmit={(event) => void apply(event)}>
        <label htmlFor={`${id}-code`}>Promo code</label>
        <input
          id={`${id}-code`}
          name="promoCode"
          value={code}
          autoComplete="off"
          aria-invalid={denied ? true : undefined}
          aria-describedby={denied ? `${id}-denied` : undefined}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <button type="submit" className="button button--quiet" disabled={busy}>
          Apply
        </button>
        {denied ? (
          <p id={`${id}-denied`} className="form-error" role="alert">
            {denied}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/**
 * The cart summary modal (checkout.md §2): the cart's tires with their quantities and removal,
 * promo codes with denied-coupon and deal-alert messages, road hazard where the checkout offers
 * it, the totals and the way to checkout. With no tires left it is the empty-cart modal.
 * Loaded on first open.
 */
export default function CartSummaryModal({ cart }: { cart: StorefrontCart }) {
  const open = useStore($cartOpen);
  const current = useStore(cart.$cart);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const onCheckout = isCheckoutPath(pathname);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (!open) return;
    setNotice(null);
    setLoading(true);
    void attempt(cart.refresh, (text) => setNotice({ kind: "error", text })).finally(() =>
      setLoading(false),
    );
  }, [open, cart]);

  const products = current?.siteProducts ?? [];
  const error = (text: string) => setNotice({ kind: "error", text });
  // A checkout page shows the same cart: it reloads its figures after each change made here.
  const change = async (run: () => Promise<unknown>) => {
    const done = await attempt(run, error);
    if (done && onCheckout) await revalidator.revalidate();
    return done;
  };

  const setQuantity = async (productId: string, quantity: number) => {
    const line = products.find((p) => p.productId === productId);
    setNotice(null);
    const done = await change(() => cart.setQuantity(productId, quantity));
    if (!done || !line) return;
    const event = cartQuantityEvent(line, quantity);
    if (event) analytics.track(event);
    if (quantity === 0) {
      setNotice({ kind: "info", text: `${line.brand.label} ${line.name} removed from your cart` });
    }
  };

  const roadHazard =
    current !== null &&
    showRoadHazardCheckbox({
      pathname,
      userType: "none",
      products,
      offered: current.roadHazardOffered,
    });
  const empty = !loading && products.length === 0;
  const close = () => {
    $cartOpen.set(false);
    if (!empty || !onCheckout) return;
    const to = afterEmptiedCheckout(search, document.referrer, window.location.origin);
    if (to) void navigate(to);
  };

  return (
    <Dialog
      open={open}
      title={empty ? "Your cart is empty" : "Your cart"}
      closeLabel="Close cart"
      className="dialog--wide cart-modal"
      onClose={close}
    >
      <p className="visually-hidden" role="status">
        {loading ? "Loading your cart…" : notice?.kind === "info" ? notice.text : ""}
      </p>
      <FormAlert message={notice?.kind === "error" ? notice.text : null} />
      {/* The first open, before the cart has come: its shape, not an empty box. */}
      {loading && products.length === 0 ? <Skeleton lines={4} label={null} /> : null}
      {empty ? (
        <div>
          <p>There are no tires in your cart yet.</p>
          <button type="button" className="button" onClick={close}>
            Continue shopping
          </button>
        </div>
      ) : null}
      {current && products.length > 0 ? (
        <>
          {current.vehicle ? (
            <p className="checkout-lines__vehicle">{`For your ${current.vehicle}`}</p>
          ) : null}
          <ul className="checkout-lines" aria-label="Tires in your cart">
            {products.map((product) => {
              const label = `${product.brand.label} ${product.name} ${product.size}`;
              const selectId = `cart-qty-${product.productId}`;
              return (
                <li key={product.productId}>
                  <span className="checkout-lines__name">{label}</span>
                  <span className="cart-line__quantity">
                    <label htmlFor={selectId} className="visually-hidden">
                      Quantity of {label}
                    </label>
                    <select
                      id={selectId}
                      value={product.quantity}
                      onChange={(event) =>
                        void setQuantity(product.productId, Number(event.currentTarget.value))
                      }
                    >
                      {quantityOptions(product.quantity).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>{" "}
                    × {formatCents(product.price.salePriceInCents)}
                  </span>
                  <span className="checkout-lines__total">
                    {formatCents(cartLineTotalInCents(product))}
                  </span>
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => void setQuantity(product.productId, 0)}
                  >
                    Remove<span className="visually-hidden"> {label}</span>
                  </button>
                  <MadeIn product={product} />
                </li>
              );
            })}
          </ul>
          {deliveryMayBeDelayed(products) ? (
            <p className="checkout-notice">{DELIVERY_DELAY_MESSAGE}</p>
          ) : null}
          <CartNotices
            cart={current}
            onSeen={() => void change(() => cart.update({ acknowledgeNotices: true }))}
          />
          {roadHazard ? (
            <label className="cart-road-hazard">
              <input
                type="checkbox"
                checked={coversEveryTire(products)}
                onChange={(event) => {
                  const covered = event.currentTarget.checked;
                  void change(() => cart.setRoadHazard({ covered }));
                }}
              />{" "}
              Road hazard protection for every tire
            </label>
          ) : null}
          <PromoCodes cart={cart} onNotice={setNotice} />
          <CartAmountRows cart={current} inviteToSignUp />
          <Link
            className="button"
            to={checkoutStepHref("/checkout/shipping", search, { cartId: current.id })}
            onClick={() => $cartOpen.set(false)}
          >
            Checkout
          </Link>
        </>
      ) : null}
    </Dialog>
  );
}
