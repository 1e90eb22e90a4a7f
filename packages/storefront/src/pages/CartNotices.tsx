import {
  priceChangedNotice,
  SHOP_REMOVED_DETAIL,
  SHOP_REMOVED_MESSAGE,
  type SiteCart,
} from "@treadkit/core/cart";

/**
 * The cart's notices of checkout.md §8 that stay until the shopper has seen them: a tire whose
 * price moved since it was added, and the shop taken off because it cannot install the tires.
 * "OK" tells the server they were seen (acknowledgeNotices).
 */
export function CartNotices({ cart, onSeen }: { cart: SiteCart; onSeen(): void }) {
  const prices = cart.siteProducts
    .map((product) => priceChangedNotice(product))
    .filter((text): text is string => text !== null);
  if (!cart.shopRemoved && prices.length === 0) return null;
  return (
    <div className="checkout-notice cart-notices" role="note" aria-label="Changes to your cart">
      {cart.shopRemoved ? (
        <p>
          <strong>{SHOP_REMOVED_MESSAGE}</strong> {SHOP_REMOVED_DETAIL}
        </p>
      ) : null}
      {prices.length > 0 ? (
        <>
          <p>
            <strong>Price changed</strong>
          </p>
          <ul>
            {prices.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="button button--quiet" onClick={onSeen}>
        OK
      </button>
    </div>
  );
}
