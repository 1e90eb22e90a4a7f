import { deliveryLabel } from "@treadkit/core/analytics";
import { CART_ID_COOKIE } from "@treadkit/core/cart";
import { CHECKOUT_STEPS, checkoutStepOf } from "@treadkit/core/checkout";
import { cookieValue } from "@treadkit/core/platform";
import { savedDelivery } from "@treadkit/core/shipping";
import { useEffect, useRef } from "react";
import { Link, Outlet, useLoaderData, useLocation } from "react-router";
import { analytics } from "../../analytics";
import { loadStorefrontCart } from "../../cart";
import { useClient } from "../../context";
import type { CheckoutData } from "./data";

/** "Checkout step viewed" (checkout.md §7) once per step the shopper arrives at. */
function useStepViewed({ cart, cartId, shipping }: CheckoutData) {
  const { pathname } = useLocation();
  const step = checkoutStepOf(pathname);
  const total = cart?.cartSummary.totalInCents ?? 0;
  const delivery = deliveryLabel(shipping && savedDelivery(shipping));
  // One event per step: a new delivery or total on the same step is not a new view.
  const latest = useRef({ delivery, total });
  latest.current = { delivery, total };
  useEffect(() => {
    if (!step || !cartId) return;
    analytics.track({
      name: "checkout_step_viewed",
      step,
      cartId,
      delivery: latest.current.delivery,
      totalInCents: latest.current.total,
      currency: "USD",
    });
  }, [step, cartId]);
}

/**
 * A cart handed over in the checkout link (a widget's Checkout: `?cartId=…`) becomes the browser's
 * cart: its cookies, so that leaving checkout keeps it, and the header's badge and cart.
 */
function useAdoptedCart({ cart, cartId }: CheckoutData) {
  const client = useClient();
  useEffect(() => {
    if (!cart || !cartId || cookieValue(document.cookie, CART_ID_COOKIE) === cartId) return;
    void loadStorefrontCart(client).then((store) => store.adopt(cart));
  }, [client, cart, cartId]);
}

/** Shipping, Coverage, Payment and Review order, the current one marked for screen readers. */
function CheckoutProgress() {
  const { pathname } = useLocation();
  const current = checkoutStepOf(pathname);
  const at = CHECKOUT_STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label="Checkout progress" className="checkout-progress">
      <ol>
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step.key}
            aria-current={index === at ? "step" : undefined}
            className={index < at ? "done" : undefined}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The checkout's frame: its progress, then the step; with no cart, the empty-cart state. */
export function CheckoutLayout() {
  const data = useLoaderData() as CheckoutData;
  const { cart } = data;
  useStepViewed(data);
  useAdoptedCart(data);
  if (!cart) {
    return (
      <section className="checkout checkout--empty" aria-labelledby="empty-cart">
        <h1 id="empty-cart">Your cart is empty</h1>
        <p>Find tires by size or vehicle, and they will be waiting here.</p>
        <Link to="/" className="button">
          Continue shopping
        </Link>
      </section>
    );
  }
  return (
    <div className="checkout">
      <CheckoutProgress />
      <Outlet />
    </div>
  );
}
