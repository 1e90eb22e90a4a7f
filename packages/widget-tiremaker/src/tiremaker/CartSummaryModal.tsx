import { useStore } from "@nanostores/react";
import type { SiteCart } from "@treadkit/core/cart";
import { formatCents } from "@treadkit/core/money";
import { SIGN_UP_OFFER_LABEL } from "@treadkit/core/sign-up-offer";
import { salesTaxLabel, tireFeeLabel } from "@treadkit/core/tax";
import { locksPageScroll, quantityOptions, type TireMakerStore } from "@treadkit/core/widget";
import { adoptPartStyles } from "@treadkit/ui/shadow";
import { type MouseEvent, useEffect, useId, useRef } from "react";
import { cartModalCss } from "./cart-modal-styles";

export type CartSummaryModalProps = {
  store: TireMakerStore;
  storeOrigin: string;
  /** Called as the checkout link is followed; return false to stay on the page. */
  onCheckout(href: string, cartId: string): boolean;
  /** Called once the dialog has closed, to give focus back. */
  onClosed(): void;
};

function Totals({ cart, installer }: { cart: SiteCart; installer: string | null }) {
  const s = cart.cartSummary;
  const rows: [string, number][] = [[`Tires (${s.quantity})`, s.productsInCents]];
  if (cart.installerDetails) {
    rows.push([`Installation${installer ? ` at ${installer}` : ""}`, s.installationInCents]);
  }
  if (s.roadHazardInCents > 0) rows.push(["Road hazard coverage", s.roadHazardInCents]);
  if (s.discountInCents > 0) rows.push(["Discount", -s.discountInCents]);
  if (s.signUpOfferInCents > 0) rows.push([SIGN_UP_OFFER_LABEL, -s.signUpOfferInCents]);
  if (s.shippingInCents > 0) rows.push(["Shipping", s.shippingInCents]);
  if (s.federalExciseTaxInCents > 0) rows.push(["Federal excise tax", s.federalExciseTaxInCents]);
  if (s.tireFeeInCents > 0) rows.push([tireFeeLabel(s.tax), s.tireFeeInCents]);
  if (s.tax) rows.push([salesTaxLabel(s.tax, { estimate: true }), s.salesTaxInCents]);
  return (
    <dl className="tk-tm-totals">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatCents(cents)}</dd>
        </div>
      ))}
      <div className="tk-tm-totals__total">
        <dt>Total</dt>
        <dd>{formatCents(s.totalInCents)}</dd>
      </div>
    </dl>
  );
}

/**
 * The cart summary modal: a native <dialog> shown with showModal(), so it sits in the top layer,
 * keeps focus inside and closes on Escape. Its content is the server's siteCart; removing the last
 * tire turns it into the empty-cart modal in place. Loaded on first open (a lazy chunk).
 */
export default function CartSummaryModal({
  store,
  storeOrigin,
  onCheckout,
  onClosed,
}: CartSummaryModalProps) {
  const open = useStore(store.$cartOpen);
  const cart = useStore(store.cart.$cart);
  const state = useStore(store.$cartState);
  const notice = useStore(store.$notice);
  const busy = useStore(store.$busy);
  const installer = useStore(store.$installer);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    adoptPartStyles(dialog, cartModalCss);
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open || !locksPageScroll(window.innerWidth)) return;
    // Mobile only: the page behind must not scroll under the shopper's finger.
    const page = document.documentElement;
    const previous = page.style.overflow;
    page.style.overflow = "hidden";
    return () => {
      page.style.overflow = previous;
    };
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape and close() both end in "close"; the store follows the dialog, then focus returns.
    const closed = () => {
      if (store.$cartOpen.get()) store.closeCart();
      onClosed();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [store, onClosed]);

  const products = cart?.siteProducts ?? [];
  const href = store.checkoutHref(storeOrigin);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || !cart || !onCheckout(href, cart.id)) event.preventDefault();
  };

  return (
    <dialog ref={dialogRef} className="tk-tm-dialog" aria-labelledby={`${id}-title`}>
      <div className="tk-tm-dialog__head">
        <h2 id={`${id}-title`}>{products.length > 0 ? "Your cart" : "Your cart is empty"}</h2>
        <button type="button" className="tk-tm-close" onClick={() => store.closeCart()}>
          <span aria-hidden="true">×</span>
          <span className="tk-visually-hidden">Close cart</span>
        </button>
      </div>
      <p className="tk-tm-live" role="status">
        {state.status === "loading"
          ? "Loading your cart…"
          : notice?.kind === "info"
            ? notice.text
            : ""}
      </p>
      {state.status === "error" ? (
        <p className="tk-field-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {notice?.kind === "error" ? (
        <p className="tk-field-error" role="alert">
          {notice.text}
        </p>
      ) : null}

      {state.status !== "loading" && products.length === 0 ? (
        <div className="tk-tm-empty">
          <p>There are no tires in your cart yet.</p>
          <p>Choose a line and a size on this page to add them.</p>
          <button type="button" className="tk-tm-primary" onClick={() => store.closeCart()}>
            Continue shopping
          </button>
        </div>
      ) : null}

      {cart && products.length > 0 ? (
        <>
          <ul className="tk-tm-cart-lines" aria-label="Tires in your cart">
            {products.map((product) => {
              const label = `${product.brand.label} ${product.name} ${product.size}`;
              return (
                <li key={product.productId} className="tk-tm-cart-line">
                  <div>
                    <strong>
                      {product.brand.label} {product.name}
                    </strong>
                    <div>{product.size}</div>
                    <div className="tk-tm-hint">
                      {formatCents(product.price.salePriceInCents)} per tire
                    </div>
                  </div>
                  <div className="tk-tm-cart-line__actions">
                    <label htmlFor={`${id}-${product.productId}`}>
                      Quantity<span className="tk-visually-hidden"> of {label}</span>
                    </label>
                    <select
                      id={`${id}-${product.productId}`}
                      value={product.quantity}
                      disabled={busy}
                      onChange={(event) =>
                        void store.changeQuantity(
                          product.productId,
                          Number(event.currentTarget.value),
                        )
                      }
                    >
                      {quantityOptions(product.quantity).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className="tk-tm-link"
                      disabled={busy}
                      onClick={() => void store.changeQuantity(product.productId, 0)}
                    >
                      Remove<span className="tk-visually-hidden"> {label}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {cart.installerDetails ? null : (
            <p className="tk-tm-hint">
              No installer chosen yet: choose one on this page, or at checkout.
            </p>
          )}
          <Totals cart={cart} installer={installer?.company ?? null} />
          {href ? (
            <a className="tk-tm-primary tk-tm-checkout" href={href} target="_top" onClick={follow}>
              Check out
            </a>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
