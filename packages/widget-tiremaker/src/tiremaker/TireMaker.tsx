import { useStore } from "@nanostores/react";
import { cartBadge } from "@treadkit/core/cart";
import type { TireMakerStore } from "@treadkit/core/widget";
import { lazyPart, usePreload } from "@treadkit/ui/lazy-part";
import { useCallback, useRef, useState } from "react";
import { BrandCatalog } from "./BrandCatalog";

// The modal is fetched on first open: most visitors never open the cart, so its code stays out
// of the bundle the brand's page loads.
const CartSummaryModal = lazyPart(() => import("./CartSummaryModal"));

// The brand's lines lead; the size finder and the shops near a ZIP come under them, a chunk of
// their own fetched as the widget mounts, alongside the lines. They arrive under what is already
// drawn (the element holds their space, embed.ts), so nothing moves when they do.
const UnderTheLines = lazyPart<{ store: TireMakerStore }>(() =>
  import("./UnderTheLines").then((module) => ({ default: module.UnderTheLines })),
);

export type TireMakerProps = {
  store: TireMakerStore;
  /** The storefront that checkout hands off to. */
  storeOrigin: string;
  /** Called as checkout is followed; return false to stay on the page. */
  onCheckout(href: string, cartId: string): boolean;
};

/** The element that had focus, looking inside shadow roots (the widget's own included). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The tire-maker widget's content: the brand's lines and sizes with add to cart, a size finder,
 * installers near a ZIP, and a cart button that opens the cart summary modal. Notices are announced.
 */
export function TireMaker({ store, storeOrigin, onCheckout }: TireMakerProps) {
  const brandName = useStore(store.$brandName);
  const count = useStore(store.$cartCount);
  const open = useStore(store.$cartOpen);
  const notice = useStore(store.$notice);
  const opened = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const cartButton = useRef<HTMLButtonElement>(null);
  opened.current ||= open;
  usePreload(UnderTheLines);
  // Each press of Cart is an attempt: a modal that did not load is asked for again.
  const [cartPresses, setCartPresses] = useState(0);

  const openCart = () => {
    opener.current = deepActiveElement();
    setCartPresses((count) => count + 1);
    void store.openCart();
  };
  // Focus goes back where it was when the modal opened; after the hash opened it, to the button.
  const restoreFocus = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : cartButton.current;
    opener.current = null;
    target?.focus();
  }, []);

  const badge = cartBadge(count);
  return (
    <div className="tk-tm">
      <header className="tk-tm-head">
        <h2>{brandName} tires, installed near you</h2>
        <button
          ref={cartButton}
          type="button"
          className="tk-tm-cart"
          aria-haspopup="dialog"
          onClick={openCart}
        >
          Cart
          <span className="tk-tm-cart__badge" aria-hidden="true">
            {badge}
          </span>
          <span className="tk-visually-hidden">
            , {count} {count === 1 ? "tire" : "tires"}
          </span>
        </button>
      </header>
      <p className="tk-tm-live" role="status">
        {!open && notice?.kind === "info" ? notice.text : ""}
      </p>
      {!open && notice?.kind === "error" ? (
        <p className="tk-field-error" role="alert">
          {notice.text}
        </p>
      ) : null}
      <BrandCatalog store={store} />
      <UnderTheLines store={store} />
      {opened.current ? (
        <CartSummaryModal
          attempt={cartPresses}
          store={store}
          storeOrigin={storeOrigin}
          onCheckout={onCheckout}
          onClosed={restoreFocus}
        />
      ) : null}
    </div>
  );
}
