import { US_ZIP_MESSAGE } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";
import { cartBilling } from "./shipping.schema";

const billing = {
  firstName: "Ana",
  lastName: "Lee",
  addressLine1: "PO Box 77",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  phone: "954.555.0101",
  email: "ana@example.com",
  poNumber: "PO-1234",
};

/** Austin's 1100 S Lamar Blvd, on its own ZIP (78704) or on Manhattan's (10001). */
const LAMAR = { addressLine1: "1100 S Lamar Blvd", city: "Austin", state: "TX" };
const NOT_IN_TEXAS = "This ZIP code is in New York, not Texas. Please check the ZIP code and state";

describe.each(testDatabaseKinds())("cart billing on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let cartId: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    const tire = listing.siteCatalogProducts.find(
      (p: { availability: string }) => p.availability === "ProductStatusAvailable",
    );
    cartId = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: { productId: tire.productId, quantity: { front: 4 } },
      })
    ).json().siteCart.id;
  });
  afterAll(async () => ctx?.close());

  const call = (method: "GET" | "POST" | "PUT", body?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/checkout/cart-billing?cartId=${cartId}`,
      ...(body ? { payload: body as object } : {}),
    });

  it("stores the billing address (a PO box may bill) with the PO number and reads it back", async () => {
    expect((await call("GET")).statusCode).toBe(404);
    const saved = await call("POST", billing);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().siteCartBillingResponse).toMatchObject({
      addressLine1: "PO Box 77",
      phone: "9545550101",
      poNumber: "PO-1234",
    });
    const updated = await call("PUT", { ...billing, addressLine1: "1 Main St", poNumber: "" });
    expect(updated.json().siteCartBillingResponse).toMatchObject({
      addressLine1: "1 Main St",
      poNumber: null,
    });
    expect((await call("GET")).json().siteCartBillingResponse.addressLine1).toBe("1 Main St");
  });

  it("refuses an invalid billing address with the spec's messages", async () => {
    const response = await call("POST", { ...billing, email: "ana@" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("valid email required");
    expect((await call("GET")).json().siteCartBillingResponse.email).toBe("ana@example.com");
  });

  it("keeps the company name and PO number, and refuses over-long ones, storing nothing", async () => {
    const saved = await call("PUT", { ...billing, companyName: "Acme Fleet", poNumber: "PO-4471" });
    expect(saved.json().siteCartBillingResponse).toMatchObject({
      companyName: "Acme Fleet",
      poNumber: "PO-4471",
    });
    for (const [change, message] of [
      [{ poNumber: "p".repeat(41) }, "PO number can be at most 40 characters"],
      [{ companyName: "c".repeat(101) }, "Company name can be at most 100 characters"],
    ] as const) {
      const refused = await call("PUT", { ...billing, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessage).toBe(message);
    }
    expect((await call("GET")).json().siteCartBillingResponse).toMatchObject({
      companyName: "Acme Fleet",
      poNumber: "PO-4471",
    });
  });

  describe("the ZIP against the ZIP table", () => {
    let fresh: string;
    beforeAll(async () => {
      fresh = await newCart(ctx.app, await tireInStock(ctx.app), "78704");
    });
    const billingOf = (id: string) =>
      ctx.database.db.select().from(cartBilling).where(eq(cartBilling.cartId, id));
    const send = (method: "POST" | "PUT", id: string, body: object) =>
      ctx.app.inject({ method, url: `/api/checkout/cart-billing?cartId=${id}`, payload: body });

    it("refuses a ZIP of another state with 400 and its message, storing nothing", async () => {
      for (const method of ["POST", "PUT"] as const) {
        const response = await send(method, fresh, { ...billing, ...LAMAR, zip: "10001" });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errorMessage: NOT_IN_TEXAS, code: "ZIP_NOT_IN_STATE" });
      }
      expect(await billingOf(fresh)).toEqual([]);
    });

    it.each([["00000"], [""], ["99999"]])(
      "refuses ZIP %j with the spec's ZIP message, storing nothing",
      async (zip) => {
        const response = await send("POST", fresh, { ...billing, ...LAMAR, zip });
        expect(response.statusCode).toBe(400);
        expect(response.json().errorMessage).toBe(US_ZIP_MESSAGE);
        expect(await billingOf(fresh)).toEqual([]);
      },
    );

    it("takes the same street on its own ZIP, and keeps it when a change is refused", async () => {
      const saved = await send("POST", fresh, { ...billing, ...LAMAR, zip: "78704" });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().siteCartBillingResponse).toMatchObject({ ...LAMAR, zip: "78704" });
      const refused = await send("PUT", fresh, { ...billing, ...LAMAR, zip: "10001" });
      expect(refused.statusCode).toBe(400);
      expect((await billingOf(fresh))[0]).toMatchObject({ ...LAMAR, zip: "78704" });
    });

    it("bills a ZIP+4 as its ZIP, and a state written out as its code", async () => {
      const saved = await send("PUT", fresh, {
        ...billing,
        ...LAMAR,
        state: "Texas",
        zip: "78704-1234",
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().siteCartBillingResponse).toMatchObject({ state: "TX", zip: "78704" });
    });

    it("bills an APO address on a ZIP of its armed-forces state", async () => {
      const apo = { addressLine1: "PSC 802 Box 74", city: "APO", state: "AE", zip: "09499" };
      expect((await send("PUT", fresh, { ...billing, ...apo })).statusCode).toBe(200);
      const wrong = await send("PUT", fresh, { ...billing, ...apo, state: "AP" });
      expect(wrong.json().errorMessage).toBe(
        "This ZIP code is in Armed Forces Europe, not Armed Forces Pacific. Please check the ZIP code and state",
      );
    });
  });
});
