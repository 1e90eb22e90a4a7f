import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireOutOfStock } from "../../testing/fixtures";

describe.each(testDatabaseKinds())("cart-summary on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  type Product = {
    productId: string;
    availability: string;
    priceList: { salePriceInCents: number }[];
  };
  let inStock: Product[];
  let outOfStock: Pick<Product, "productId">;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    inStock = listing.siteCatalogProducts.filter(
      (p: Product) => p.availability === "ProductStatusAvailable",
    );
    outOfStock = { productId: await tireOutOfStock(ctx.app) };
  });
  afterAll(async () => ctx?.close());

  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) => {
    const response = await ctx.app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const price = (p: Product | undefined) => p?.priceList[0]?.salePriceInCents ?? 0;

  it("creates a cart with an unguessable id, priced from the catalogue; a price sent is refused", async () => {
    const [tire] = inStock;
    const priced = await call("POST", "/api/cart-summary", {
      productId: tire?.productId,
      quantity: { front: 4 },
      price: 1,
      salePriceInCents: 1,
      zip: "33301",
    });
    expect(priced.status).toBe(400);
    expect(priced.body.errorMessage).toBe("Unknown body field: price, salePriceInCents");
    const { status, body } = await call("POST", "/api/cart-summary", {
      productId: tire?.productId,
      quantity: { front: 4 },
      zip: "33301",
    });
    expect(status).toBe(201);
    const cart = body.siteCart;
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.cartUuid).not.toBe(cart.id);
    expect(cart.siteProducts).toHaveLength(1);
    expect(cart.siteProducts[0]).toMatchObject({
      productId: tire?.productId,
      quantity: 4,
      price: { salePriceInCents: price(tire) },
    });
    // Estimated at the shopper's ZIP, Fort Lauderdale: Florida's 6% and Broward's 1%, on the
    // tires only; Florida's $1.00 fee per new tire, not taxed.
    const tax = Math.floor((4 * price(tire) * 70_000 + 500_000) / 1_000_000);
    expect(cart.cartSummary).toEqual({
      quantity: 4,
      productsInCents: 4 * price(tire),
      installationInCents: 0,
      roadHazardInCents: 0,
      discountInCents: 0,
      signUpOfferInCents: 0,
      shippingInCents: 0,
      federalExciseTaxInCents: 0,
      salesTaxInCents: tax,
      tireFeeInCents: 400,
      tax: { state: "FL", ratePpm: 70_000, exempt: false },
      totalInCents: 4 * price(tire) + tax + 400,
    });
    expect(cart.zip).toBe("33301");
    expect(cart.coreShipHandlingMode).toBe(1);
  });

  it("adds installation for the chosen shop, per installable tire", async () => {
    const installers = (await call("GET", "/api/installers?userZip=33301&limit=1")).body
      .siteInstallers.siteInstallerList;
    const shop = installers[0];
    const [tire] = inStock;
    const { body } = await call("POST", "/api/cart-summary", {
      productId: tire?.productId,
      quantity: { front: 4 },
      installerId: shop.installerId,
    });
    expect(body.siteCart.installerDetails).toEqual({
      installerId: shop.installerId,
      website: shop.website,
    });
    expect(body.siteCart.cartSummary.installationInCents).toBe(
      shop.installationCostFor4TiresInCents,
    );
    const removed = await call("PUT", `/api/cart-summary?cartId=${body.siteCart.id}`, {
      removeInstallerId: shop.installerId,
    });
    expect(removed.body.siteCart.installerDetails).toBeNull();
    expect(removed.body.siteCart.cartSummary.installationInCents).toBe(0);
  });

  it("puts a staggered pair in one cart: front and rear products", async () => {
    const [front, rear] = inStock;
    const { body } = await call("POST", "/api/cart-summary", {
      productId: front?.productId,
      rearProductId: rear?.productId,
      quantity: { front: 2, rear: 2 },
    });
    const lines = body.siteCart.siteProducts.map((p: { productId: string; quantity: number }) => [
      p.productId,
      p.quantity,
    ]);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        [front?.productId, 2],
        [rear?.productId, 2],
      ]),
    );
  });

  it("lists a staggered pair front first, whichever has the lower id, on a new cart and an old one", async () => {
    // The rear has the lower id: lines added in one instant must not fall back to the id's order.
    const byId = [...inStock].sort((a, b) => Number(a.productId) - Number(b.productId));
    const [rear, other, front] = [byId[0], byId[1], byId[byId.length - 1]];
    const ids = (cart: { siteProducts: { productId: string }[] }) =>
      cart.siteProducts.map((p) => p.productId);
    for (let run = 0; run < 5; run += 1) {
      const made = await call("POST", "/api/cart-summary", {
        productId: front?.productId,
        rearProductId: rear?.productId,
        quantity: { front: 2, rear: 2 },
      });
      expect(ids(made.body.siteCart)).toEqual([front?.productId, rear?.productId]);

      const started = await call("POST", "/api/cart-summary", {
        productId: other?.productId,
        quantity: { front: 4 },
      });
      const added = await call("POST", `/api/cart-summary?cartId=${started.body.siteCart.id}`, {
        productId: front?.productId,
        rearProductId: rear?.productId,
        quantity: { front: 2, rear: 2 },
      });
      expect(ids(added.body.siteCart)).toEqual([
        other?.productId,
        front?.productId,
        rear?.productId,
      ]);
    }
  });

  it("changes quantities, adds a new item, removes a line and deletes the cart", async () => {
    const [a, b] = inStock;
    const created = (
      await call("POST", "/api/cart-summary", { productId: a?.productId, quantity: { front: 4 } })
    ).body.siteCart;
    const url = `/api/cart-summary?cartId=${created.id}`;
    const added = await call("PUT", url, {
      itemId: b?.productId,
      itemQuantity: 2,
      isNewItem: true,
    });
    expect(added.body.siteCart.cartSummary.quantity).toBe(6);
    const changed = await call("PUT", url, { itemId: a?.productId, itemQuantity: 2 });
    expect(changed.body.siteCart.cartSummary.quantity).toBe(4);
    const removed = await call("PUT", url, { itemId: a?.productId, itemQuantity: 0 });
    expect(
      removed.body.siteCart.siteProducts.map((p: { productId: string }) => p.productId),
    ).toEqual([b?.productId]);
    expect((await call("DELETE", url)).status).toBe(204);
    expect(await call("GET", url)).toEqual({
      status: 404,
      body: { errorMessage: "Cart not found", code: "CART_NOT_FOUND" },
    });
    expect((await call("DELETE", url)).status).toBe(404);
  });

  it("takes the shopper's ZIP after the cart exists, and refuses one that is not a US ZIP", async () => {
    const created = (
      await call("POST", "/api/cart-summary", {
        productId: inStock[0]?.productId,
        quantity: { front: 4 },
      })
    ).body.siteCart;
    expect(created.zip).toBeNull();
    // Each line says today's availability, for the delivery-delay notice.
    expect(created.siteProducts[0].availability).toBe("ProductStatusAvailable");
    const url = `/api/cart-summary?cartId=${created.id}`;
    expect((await call("PUT", url, { zip: "33301-1234" })).body.siteCart.zip).toBe("33301");
    const refused = await call("PUT", url, { zip: "3330" });
    expect(refused.status).toBe(400);
    expect((await call("GET", url)).body.siteCart.zip).toBe("33301");
  });

  it("refuses what cannot be sold and stores nothing", async () => {
    const noQuantity = await call("POST", "/api/cart-summary", {
      productId: inStock[0]?.productId,
      quantity: { front: 0, rear: 0 },
    });
    expect(noQuantity).toMatchObject({
      status: 400,
      body: { errorMessage: "Choose at least one tire" },
    });
    const soldOut = await call("POST", "/api/cart-summary", {
      productId: outOfStock.productId,
      quantity: { front: 4 },
    });
    expect(soldOut).toMatchObject({
      status: 409,
      body: { errorMessage: "This tire is out of stock" },
    });
    const unknown = await call("POST", "/api/cart-summary", {
      productId: "999999",
      quantity: { front: 4 },
    });
    expect(unknown.status).toBe(404);
    const tooMany = await call("POST", "/api/cart-summary", {
      productId: inStock[0]?.productId,
      quantity: { front: 21 },
    });
    expect(tooMany.body.errorMessage).toBe("At most 20 tires of one kind per order");
    const badEmail = await call("POST", "/api/cart-summary", {
      productId: inStock[0]?.productId,
      quantity: { front: 4 },
      email: "x@",
    });
    expect(badEmail.body.errorMessage).toBe("valid email required");
  });

  it("refuses a cart id that is not one, and an item that is not in the cart", async () => {
    expect((await call("GET", "/api/cart-summary?cartId=1")).body.errorMessage).toBe(
      "cartId must be a cart id",
    );
    const created = (
      await call("POST", "/api/cart-summary", {
        productId: inStock[0]?.productId,
        quantity: { front: 4 },
      })
    ).body.siteCart;
    const other = await call("PUT", `/api/cart-summary?cartId=${created.id}`, {
      itemId: inStock[1]?.productId,
      itemQuantity: 2,
    });
    expect(other).toMatchObject({
      status: 404,
      body: { errorMessage: "That tire is not in the cart" },
    });
  });
});
