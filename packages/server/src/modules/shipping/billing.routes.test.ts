import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

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
});
