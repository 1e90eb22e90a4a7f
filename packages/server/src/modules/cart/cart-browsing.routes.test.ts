import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";

/** A cart started in a browser takes the ZIP and the shop the shopper chose while browsing. */
describe.each(testDatabaseKinds())("a cart started while browsing, on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const add = async (cookie: string | null, body: object = {}) => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      payload: { productId: tire, quantity: { front: 4 }, ...body },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(response.statusCode).toBe(201);
    return response.json().siteCart;
  };
  const quote = async (query: string) => {
    const response = await ctx.app.inject({
      url: `/api/catalog/products/${tire}/installed-set?${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("takes the header's ZIP and the product page's shop, and charges its out-the-door total", async () => {
    const page = await quote("userZip=78704");
    const cart = await add("USER_ZIP=78704");
    expect(cart.zip).toBe("78704");
    expect(cart.installerDetails?.installerId).toBe(page.installer.installerId);
    expect(cart.cartSummary.tax).not.toBeNull();
    expect(cart.cartSummary.salesTaxInCents).toBe(page.salesTaxInCents);
    expect(cart.cartSummary.totalInCents).toBe(page.totalInCents);
    const summary = (await ctx.app.inject({ url: `/api/cart-summary?cartId=${cart.id}` })).json()
      .siteCart;
    expect(summary.zip).toBe("78704");
    // Nothing is held or delivered for it: the shopper still chooses at checkout.
    expect(summary.cartShippingAddressPresent).toBe(false);
  });

  it("starts at the shop the shopper chose, first in checkout's list", async () => {
    const near = (
      await ctx.app.inject({ url: "/api/installers?userZip=78704&mobileInstall=false&limit=3" })
    ).json().siteInstallers.siteInstallerList as { installerId: string }[];
    const chosen = near[near.length - 1]?.installerId;
    expect(chosen).toBeDefined();
    const page = await quote(`userZip=78704&installerId=${chosen}`);
    const cart = await add(`USER_ZIP=78704; SELECTED_SHOP=${chosen}`);
    expect(cart.installerDetails?.installerId).toBe(chosen);
    expect(cart.cartSummary.totalInCents).toBe(page.totalInCents);
  });

  it("keeps a ZIP the add to cart names, and starts no shop for a browser that chose none", async () => {
    expect((await add("USER_ZIP=78704", { zip: "33301" })).zip).toBe("33301");
    const plain = await add(null);
    expect(plain.zip).toBeNull();
    expect(plain.installerDetails).toBeNull();
  });
});
