import type { ReadableAtom } from "nanostores";
import { cartCount } from "../cart/rules";
import type { SiteCart } from "../cart/schemas";
import { type WidgetEventDetails, widgetEventType } from "./events";

/** A cart store as far as following other widgets needs it (the cart store, a widget's cart). */
type CartStore = {
  $cart: ReadableAtom<SiteCart | null>;
  follow(id: string | null): Promise<void>;
};
type CartUpdated = WidgetEventDetails["cart-updated"];

/** Whether the cart store holds the cart an event describes, as the event describes it. */
export function holdsCart(cart: CartStore, detail: CartUpdated): boolean {
  const own = cart.$cart.get();
  return (
    (own?.id ?? null) === detail.cartId &&
    cartCount(own?.siteProducts ?? []) === detail.count &&
    (own?.cartSummary.totalInCents ?? 0) === detail.totalInCents
  );
}

/**
 * Widgets on one page share the shopper's cart (one stored cart id): when another widget adds,
 * changes or empties it, this one takes the cart as it now is. A widget that already holds it as
 * described does nothing, so two widgets never answer each other for ever. Returns the stop.
 */
export function followOtherWidgetsCart(element: HTMLElement, cart: CartStore): () => void {
  const type = widgetEventType("cart-updated");
  const onUpdated = (event: Event) => {
    if (event.target === element) return;
    const detail = (event as CustomEvent<CartUpdated>).detail;
    if (!detail || holdsCart(cart, detail)) return;
    // A failure was told already (a widget's cart warns once); it must not reach the host page.
    cart.follow(detail.cartId).catch(() => undefined);
  };
  element.ownerDocument.addEventListener(type, onUpdated);
  return () => element.ownerDocument.removeEventListener(type, onUpdated);
}
