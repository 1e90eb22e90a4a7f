import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";

/** "Add to cart" as a plain form post (POST /cart/add), for pages whose script has not run. */
describe.each(testDatabaseKinds())("add to cart without a script on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/cart/add",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "shop.test",
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });

  it("makes a cart, sets its cookies and returns to the page with the cart open", async () => {
    const added = await post({
      productId: tire,
      quantity: "4",
      returnTo: "/tire-sizes/225-50r17?sort=name",
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/tire-sizes/225-50r17?sort=name#cart");
    const cookies = Object.fromEntries(added.cookies.map((c) => [c.name, c.value]));
    expect(cookies.CART_QTY).toBe("4");

    // A second add goes to the same cart.
    const again = await post(
      { productId: tire, quantity: "2", returnTo: "/" },
      { cookie: `CART_ID=${cookies.CART_ID}` },
    );
    expect(again.statusCode).toBe(303);
    const second = Object.fromEntries(again.cookies.map((c) => [c.name, c.value]));
    expect(second.CART_ID).toBe(cookies.CART_ID);
    expect(second.CART_QTY).toBe("6");
  });

  it("adds a staggered set: the front and the rear tire, on a new cart and on the browser's cart", async () => {
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    const [front, rear] = listing.siteCatalogProducts
      .filter((p: { availability: string }) => p.availability === "ProductStatusAvailable")
      .map((p: { productId: string }) => p.productId);
    const set = { productId: front, quantity: "2", rearProductId: rear, rearQuantity: "2" };
    const made = await post(set);
    expect(made.statusCode).toBe(303);
    const cookies = Object.fromEntries(made.cookies.map((c) => [c.name, c.value]));
    expect(cookies.CART_QTY).toBe("4");
    const again = await post(set, { cookie: `CART_ID=${cookies.CART_ID}` });
    const second = Object.fromEntries(again.cookies.map((c) => [c.name, c.value]));
    expect(second.CART_QTY).toBe("8");
    const cart = (
      await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${cookies.CART_ID}` })
    ).json();
    expect(
      cart.siteCart.siteProducts.map((p: { productId: string; quantity: number }) => [
        p.productId,
        p.quantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [front, 4],
        [rear, 4],
      ]),
    );
    expect(cart.siteCart.siteProducts).toHaveLength(2);
    const none = await post({ productId: front, quantity: "0", rearQuantity: "0" });
    expect(none.statusCode).toBe(400);
    expect(none.cookies).toEqual([]);
  });

  it("never sends the shopper off the site", async () => {
    const added = await post({ productId: tire, quantity: "4", returnTo: "https://evil.example/" });
    expect(added.headers.location).toBe("/#cart");
  });

  it("refuses a post from another site, and a tire that does not exist, with a page that says so", async () => {
    const foreign = await post(
      { productId: tire, quantity: "4" },
      { origin: "https://evil.example" },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toEqual([]);
    const crossSite = await post(
      { productId: tire, quantity: "4" },
      { "sec-fetch-site": "cross-site", origin: "null" },
    );
    expect(crossSite.statusCode).toBe(403);
    const ownPage = await post(
      { productId: tire, quantity: "4" },
      { "sec-fetch-site": "same-origin", origin: "null" },
    );
    expect(ownPage.statusCode).toBe(303);
    const unknown = await post({ productId: "999999999", quantity: "4" });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.headers["content-type"]).toContain("text/html");
    expect(unknown.body).toContain("We could not add this tire to your cart");
    expect(unknown.cookies).toEqual([]);
  });

  it("answers a malformed form with 400", async () => {
    expect((await post({ productId: "abc", quantity: "4" })).statusCode).toBe(400);
    expect((await post({ productId: tire, quantity: "0" })).statusCode).toBe(400);
  });
});
