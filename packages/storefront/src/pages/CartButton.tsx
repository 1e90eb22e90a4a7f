import { useStore } from "@nanostores/react";
import { cartBadge, quoteOpensCart, RETRIEVE_QUOTE_COOKIE } from "@treadkit/core/cart";
import { cartCountFromCookie } from "@treadkit/core/checkout";
import { cookieStorage } from "@treadkit/core/platform";
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import {
  $cartOpen,
  $storefrontCart,
  hashOpensCart,
  loadStorefrontCart,
  type StorefrontCart,
} from "../cart";
import { useClient } from "../context";

const CartSummaryModal = lazy(() => import("./CartSummaryModal"));

function Badge({ count }: { count: number }) {
  const badge = cartBadge(count);
  return (
    <>
      <span className="visually-hidden">{`Cart, ${count} ${count === 1 ? "tire" : "tires"}`}</span>
      <span className="cart-button__badge" aria-hidden="true">
        {badge}
      </span>
    </>
  );
}

/**
 * The count from the browser's cart store once it holds the cart; before that (or once the cart
 * is gone) the count the store keeps in the cart cookie.
 */
function LiveBadge({ cart }: { cart: StorefrontCart }) {
  const known = useStore(cart.$cart);
  const count = useStore(cart.$cartCount);
  return <Badge count={known ? count : cartCountFromCookie(document.cookie)} />;
}

/**
 * The header's cart button with its badge: the count the server read from the cart cookie until
 * the browser's cart store knows better. It opens the cart summary modal, as do the #cart anchor,
 * the cart_summary_modal_open=true hash flag and, on a phone, a quote just retrieved.
 */
export function CartButton({ serverCount }: { serverCount: number }) {
  const client = useClient();
  const cart = useStore($storefrontCart);
  const open = useStore($cartOpen);
  const { hash } = useLocation();

  useEffect(() => {
    if (hashOpensCart(hash)) $cartOpen.set(true);
  }, [hash]);
  // A quote retrieved from its e-mail opens the cart on a phone; the flag is for the arrival only.
  useEffect(() => {
    const cookies = cookieStorage(document, { maxAgeS: 0 });
    const retrieved = cookies.get(RETRIEVE_QUOTE_COOKIE);
    if (retrieved === null) return;
    cookies.remove(RETRIEVE_QUOTE_COOKIE);
    if (quoteOpensCart(retrieved, window.innerWidth)) $cartOpen.set(true);
  }, []);
  useEffect(() => {
    if (open) void loadStorefrontCart(client);
  }, [open, client]);

  return (
    <>
      <button
        type="button"
        className="cart-button"
        aria-haspopup="dialog"
        onClick={() => $cartOpen.set(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.4 2H1v2h3.2Z"
          />
        </svg>
        {cart ? <LiveBadge cart={cart} /> : <Badge count={serverCount} />}
      </button>
      {cart ? (
        <Suspense fallback={null}>
          <CartSummaryModal cart={cart} />
        </Suspense>
      ) : null}
    </>
  );
}
