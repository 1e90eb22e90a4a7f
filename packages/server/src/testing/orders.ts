import { randomUUID } from "node:crypto";
import type { Order } from "@treadkit/core/order";
import type { App } from "../app";
import type { TestBrowser } from "./accounts";

/** A valid ship-to-me delivery in Fort Lauderdale (ZIP 33301). */
export const HOME = {
  shippingOption: "home",
  firstName: "Ana",
  lastName: "Diaz",
  addressLine1: "100 Las Olas Blvd",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  phone: "9545550100",
  email: "ana@example.com",
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON, as inject's json() gives them.
type Call = (method: "GET" | "POST", url: string, payload?: object, key?: string) => Promise<any>;

/** The API called as a client would, every call with `headers`; a refusal throws. */
function callerOf(app: App, headers: Record<string, string> = {}): Call {
  return async (method, url, payload, key) => {
    const response = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...headers, ...(key ? { "idempotency-key": key } : {}) },
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json();
  };
}

/** A pay-later provider's approved charge, to pay with instead of a card. */
export type TestCharge = { method: "affirm" | "resolve" | "klarna"; chargeId: string };

/**
 * Places the cart for its own quote, as the review step does: by card with a fresh copy of the
 * nonce, or with the pay-later charge given.
 */
async function placeByCard(
  call: Call,
  cartId: string,
  nonce = "fake-valid-visa-nonce",
  charge?: TestCharge,
) {
  const paymentMethod = charge?.method ?? "credit";
  const { quote } = await call(
    "GET",
    `/api/checkout/quote?cartId=${cartId}&paymentMethod=${paymentMethod}`,
  );
  const placed = await call(
    "POST",
    "/api/checkout/orders",
    {
      cartId,
      paymentMethod,
      payload: charge ? { chargeId: charge.chargeId } : { nonce: `${nonce}:${randomUUID()}` },
      expectedTotalInCents: quote.amounts.totalInCents,
    },
    `test-key-${randomUUID()}`,
  );
  return placed.order as Order;
}

/**
 * An order placed through the API: `quantity` of the tire shipped home to ZIP 33301 for
 * ana@example.com, paid with a fresh sandbox Visa nonce (nonces are single-use), or a fresh copy
 * of the sandbox nonce given.
 */
export async function placeTestOrder(
  app: App,
  productId: string,
  options: {
    quantity?: number;
    roadHazard?: boolean;
    nonce?: string;
    /** Sent with every call, e.g. a signed-in member's cookie. */
    headers?: Record<string, string>;
    /** Paid with this pay-later charge instead of a card. */
    charge?: TestCharge;
    /** A billing address given before paying (one with a PO number, say). */
    billing?: object;
  } = {},
): Promise<Order> {
  const call = callerOf(app, options.headers);
  const cart = (
    await call("POST", "/api/cart-summary", {
      productId,
      quantity: { front: options.quantity ?? 4 },
      zip: HOME.zip,
      ...(options.roadHazard ? { shouldAddCoverage: true } : {}),
    })
  ).siteCart;
  await call("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, HOME);
  if (options.billing)
    await call("POST", `/api/checkout/cart-billing?cartId=${cart.id}`, options.billing);
  // The total to expect is the order's own quote, as the review step asks for it.
  return placeByCard(call, cart.id, options.nonce, options.charge);
}

/** A new cart of four of the tire in the browser, shipped home (HOME); returns its id. */
export async function shippedCart(browser: TestBrowser, productId: string): Promise<string> {
  const added = await browser.request("POST", "/api/cart-summary", {
    json: { productId, quantity: { front: 4 }, zip: HOME.zip },
  });
  if (added.status !== 201 && added.status !== 200)
    throw new Error(`add to cart: ${added.status} ${added.body}`);
  const cartId = added.json().siteCart.id as string;
  const shipped = await browser.request("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
    json: HOME,
  });
  if (shipped.status !== 200) throw new Error(`cart shipping: ${shipped.status} ${shipped.body}`);
  return cartId;
}

/** The shopper's own billing address, in Miami: another ZIP than the shop's. */
export const BILLING = {
  firstName: "Ana",
  lastName: "Diaz",
  addressLine1: "200 Biscayne Blvd",
  city: "Miami",
  state: "FL",
  zip: "33132",
  phone: "9545550100",
  email: "ana@example.com",
};

/**
 * An order of four of the tire installed at the first shop near ZIP 33301, at its first free
 * time, billed to BILLING; paid with a fresh sandbox Visa nonce.
 */
export async function placeInstalledTestOrder(app: App, productId: string): Promise<Order> {
  const call = callerOf(app);
  const shop = (await call("GET", "/api/installers?userZip=33301&mobileInstall=false&limit=1"))
    .siteInstallers.siteInstallerList[0];
  const cart = (
    await call("POST", "/api/cart-summary", {
      productId,
      quantity: { front: 4 },
      zip: HOME.zip,
      installerId: shop.installerId,
    })
  ).siteCart;
  await call("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, {
    shippingOption: "installer",
    installerId: shop.installerId,
  });
  const days = (await call("GET", `/api/installers/${shop.installerId}/schedule`))
    .siteInstallerSchedule.scheduleDays as {
    slots: { isSlotAvailable: boolean; date: string; slotTime: string; isDropOff: boolean }[];
  }[];
  const slot = days.flatMap((d) => d.slots).find((s) => s.isSlotAvailable);
  if (!slot) throw new Error(`installer ${shop.installerId} has no free time`);
  await call("POST", `/api/checkout/cart-appointment?cartId=${cart.id}`, {
    installerId: shop.installerId,
    date: slot.date,
    slotTime: slot.slotTime,
    isDropOff: slot.isDropOff,
  });
  await call("POST", `/api/checkout/cart-billing?cartId=${cart.id}`, BILLING);
  return placeByCard(call, cart.id);
}
