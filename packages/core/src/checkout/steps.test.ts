import { describe, expect, it } from "vitest";
import { cookieValue } from "../platform/cookies";
import {
  CHECKOUT_STEPS,
  cartCountFromCookie,
  checkoutCartId,
  checkoutStepHref,
  checkoutStepOf,
  isCheckoutPath,
  showsSiteFooter,
} from "./steps";

const CART = "0b7a2d9e-5c1f-4e8a-9d3b-2f6c8a1e4b70";

describe("checkout steps", () => {
  it("labels the progress Shipping, Coverage, Payment and Review order", () => {
    expect(CHECKOUT_STEPS.map((step) => step.label)).toEqual([
      "Shipping",
      "Coverage",
      "Payment",
      "Review order",
    ]);
  });

  it("counts any path beginning with /checkout as checkout", () => {
    expect(isCheckoutPath("/checkout/shipping")).toBe(true);
    expect(isCheckoutPath("/checkout")).toBe(true);
    expect(isCheckoutPath("/checkouts")).toBe(false);
    expect(isCheckoutPath("/tire-sizes")).toBe(false);
  });

  it("finds the step of a path, the payment type's page included", () => {
    expect(checkoutStepOf("/checkout/shipping")).toBe("shipping");
    expect(checkoutStepOf("/checkout/services/")).toBe("services");
    expect(checkoutStepOf("/checkout/payments/affirm")).toBe("payments");
    expect(checkoutStepOf("/checkout/order-summary")).toBe("review");
    expect(checkoutStepOf("/checkout/order-confirmation")).toBeNull();
  });
});

describe("checkoutStepHref", () => {
  it("carries the cart and the widget attribution, and nothing else", () => {
    const current = new URLSearchParams(
      `cartId=${CART}&widgetSource=installer&widgetType=installer-widget&widgetSourceId=7&utm=x`,
    );
    expect(checkoutStepHref("/checkout/payments", current)).toBe(
      `/checkout/payments?cartId=${CART}&widgetSource=installer&widgetType=installer-widget&widgetSourceId=7`,
    );
    expect(checkoutStepHref("/checkout/shipping", new URLSearchParams(), { cartId: CART })).toBe(
      `/checkout/shipping?cartId=${CART}`,
    );
    expect(checkoutStepHref("/checkout/shipping", new URLSearchParams())).toBe(
      "/checkout/shipping",
    );
  });
});

describe("checkoutCartId", () => {
  it("takes cartId from the query first, then the cart cookie", () => {
    const other = "1c2d3e4f-0000-4000-8000-000000000001";
    expect(checkoutCartId(new URLSearchParams(`cartId=${CART}`), `CART_ID=${other}`)).toBe(CART);
    expect(checkoutCartId(new URLSearchParams(), `a=1; CART_ID=${other}`)).toBe(other);
  });

  it("ignores what is not a cart id", () => {
    expect(checkoutCartId(new URLSearchParams("cartId=1%20or%201=1"), "CART_ID=abc")).toBeNull();
    expect(checkoutCartId(new URLSearchParams(), null)).toBeNull();
  });

  it("reads cookies by exact name", () => {
    expect(cookieValue("CART_ID_OLD=1; CART_ID=2", "CART_ID")).toBe("2");
    expect(cookieValue("x=%E0%A4%A", "x")).toBeNull();
  });

  it("reads the nav count from the cart cookie, 0 for none or for what is not a count", () => {
    expect(cartCountFromCookie("a=1; CART_QTY=6")).toBe(6);
    expect(cartCountFromCookie(null)).toBe(0);
    // Negative is kept: it hides the cart button.
    expect(cartCountFromCookie("CART_QTY=-2")).toBe(-2);
    expect(cartCountFromCookie("CART_QTY=2.5")).toBe(0);
    expect(cartCountFromCookie("CART_QTY=lots")).toBe(0);
  });
});

describe("the site footer", () => {
  it("is hidden on the checkout's steps and shown again once the order is placed", () => {
    for (const path of [
      "/checkout",
      "/checkout/shipping",
      "/checkout/services",
      "/checkout/payments",
      "/checkout/payments/paypal",
      "/checkout/order-summary",
    ])
      expect(showsSiteFooter(path), path).toBe(false);
    for (const path of [
      "/",
      "/tire-sizes/225-50r17",
      "/checkouts",
      "/checkout/order-confirmation",
      "/checkout/shipping-confirmation",
      "/checkout/confirm-order/6f1c2a52-6a43-4f7e-9b0c-3f0d8f2b9a10",
    ])
      expect(showsSiteFooter(path), path).toBe(true);
    expect(showsSiteFooter("/checkout/order-confirmation/extra")).toBe(false);
  });
});
