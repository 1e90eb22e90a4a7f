import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/databases";
import { tireInStock } from "../testing/fixtures";

/** Text the database cannot keep is refused at the door, with 400, on every route. */
describe("bad text and out-of-range ids", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const refused = { errorMessage: expect.stringMatching(/not allowed/), code: "INVALID_TEXT" };

  it("refuses a NUL byte in a body, a query or a key, and stores nothing", async () => {
    const cart = await send("POST", "/api/cart-summary", {
      productId: tire,
      quantity: { front: 4 },
      vehicleYear: "\u0000",
    });
    expect([cart.statusCode, cart.json()]).toEqual([400, refused]);
    const contact = await send("POST", "/api/v1/contact/email", {
      name: "Ana",
      email: "ana@example.com",
      message: "a\u0000b",
    });
    expect(contact.statusCode).toBe(400);
    const search = await send("GET", "/api/search-typeahead?queryText=mi%00ch");
    expect([search.statusCode, search.json()]).toEqual([400, refused]);
    const key = await send("PUT", `/api/cart-summary?cartId=${crypto.randomUUID()}`, {
      "zip\u0000": "33301",
    });
    expect(key.statusCode).toBe(400);
    const sso = await send("GET", "/oidc/auth?client_id=%00&response_type=code");
    expect(sso.statusCode).toBe(400);
  });

  it("refuses a lone surrogate half", async () => {
    const response = await send("POST", "/api/cart-summary", {
      productId: tire,
      quantity: { front: 4 },
      vehicleMake: "Ford\uD800",
    });
    expect(response.statusCode).toBe(400);
    // A whole emoji (a surrogate pair) is fine.
    const emoji = await send("POST", "/api/cart-summary", {
      productId: tire,
      quantity: { front: 4 },
      vehicleMake: "Ford 🚙",
    });
    expect(emoji.statusCode).toBe(201);
  });

  it.each([
    "/api/installers/2147483648/schedule",
    "/api/catalog/products/2147483648",
    "/api/installers/99999999999/schedule",
    "/api/catalog/products?vehicleId=2147483648",
  ])("answers 4xx, not 5xx, for an id past the integer range: %s", async (url) => {
    const response = await send("GET", url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("still finds the largest id an integer holds, as not found", async () => {
    const response = await send("GET", "/api/installers/2147483647/schedule");
    expect(response.statusCode).toBe(404);
  });
});

describe("unknown body fields", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  it("refuses a field no route knows, with its name, and stores nothing", async () => {
    const tire = await tireInStock(ctx.app);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      payload: { productId: tire, quantity: { front: 4 } },
    });
    const cartId = created.json().siteCart.id;
    const unknown = await ctx.app.inject({
      method: "PUT",
      url: `/api/cart-summary?cartId=${cartId}`,
      payload: { foo: 1 },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { errorMessage: "Unknown body field: foo", code: "VALIDATION_ERROR" },
    ]);
    // A price sent with an add to cart is refused, not used.
    const priced = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      payload: { productId: tire, quantity: { front: 4 }, price: 1 },
    });
    expect(priced.statusCode).toBe(400);
    const shipping = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      payload: { shippingOption: "installer", installerId: "1", admin: true },
    });
    expect(shipping.statusCode).toBe(400);
    expect(shipping.json().errorMessage).toMatch(/admin/);
  });
});
