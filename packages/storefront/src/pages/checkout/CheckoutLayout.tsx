import { CHECKOUT_STEPS, checkoutStepOf } from "@treadkit/core/checkout";
import { Link, Outlet, useLoaderData, useLocation } from "react-router";
import type { CheckoutData } from "./data";

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
  const { cart } = useLoaderData() as CheckoutData;
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
