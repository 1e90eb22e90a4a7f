import { FINANCING_MONTHS } from "@treadkit/core/catalog";
import { ZIP_MESSAGE } from "@treadkit/core/validation";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts, slotHolds } from "../../db/schema";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";

/** The out-the-door price of a set of four installed, against the cart that buys it. */
describe.each(testDatabaseKinds())("installed-set quote on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let productId: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    productId = await tireInStock(ctx.app, "225-50r17");
  });
  afterAll(async () => ctx?.close());

  const quote = async (query: string, id = productId) => {
    const response = await ctx.app.inject({
      url: `/api/catalog/products/${id}/installed-set?${query}`,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const stored = async () => {
    const db = ctx.database.db;
    const [c] = await db.select({ n: count() }).from(carts);
    const [i] = await db.select({ n: count() }).from(cartItems);
    const [h] = await db.select({ n: count() }).from(slotHolds);
    return [c?.n, i?.n, h?.n];
  };

  it.each(["78704", "33301", "10001"])(
    "equals, cent for cent, the cart of four installed at the same shop near %s",
    async (zip) => {
      const before = await stored();
      const { status, body } = await quote(`userZip=${zip}`);
      expect(status).toBe(200);
      expect(await stored()).toEqual(before);

      const added = await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: {
          productId,
          quantity: { front: 4 },
          installerId: body.installer.installerId,
          zip,
        },
      });
      expect(added.statusCode).toBe(201);
      const summary = added.json().siteCart.cartSummary;
      expect(body).toMatchObject({
        quantity: 4,
        productsInCents: summary.productsInCents,
        installationInCents: summary.installationInCents,
        discountInCents: summary.discountInCents,
        shippingInCents: summary.shippingInCents,
        tireFeeInCents: summary.tireFeeInCents,
        salesTaxInCents: summary.salesTaxInCents,
        totalInCents: summary.totalInCents,
      });
      expect(body.installationInCents).toBeGreaterThan(0);
      expect(body.taxKnown).toBe(summary.tax !== null);
      expect(body.financing).toEqual({
        months: FINANCING_MONTHS,
        monthlyInCents: Math.ceil(summary.totalInCents / FINANCING_MONTHS),
      });
    },
  );

  it("takes the shop the shopper chose, and refuses one that is not near", async () => {
    const nearest = (await quote("userZip=78704")).body.installer;
    const installers = await ctx.app.inject({
      url: "/api/installers?userZip=78704&limit=4&sort=distance",
    });
    const other = installers
      .json()
      .siteInstallers.siteInstallerList.map((i: { installerId: string }) => i.installerId)
      .find((id: string) => id !== nearest.installerId);
    expect(other).toBeDefined();
    const chosen = await quote(`userZip=78704&installerId=${other}`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.installer.installerId).toBe(other);
    expect(chosen.body.installer.distanceMiles).toBeGreaterThanOrEqual(nearest.distanceMiles);

    // A shop in Florida is not near Austin.
    const florida = (await quote("userZip=33301")).body.installer.installerId;
    const far = await quote(`userZip=78704&installerId=${florida}`);
    expect(far.status).toBe(404);
  });

  it("answers bad input with a 4xx and the reason, and stores nothing", async () => {
    const before = await stored();
    const malformed = await quote("userZip=0000");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorMessage).toContain(ZIP_MESSAGE);
    expect((await quote("userZip=00000")).status).toBe(404);
    expect((await quote("userZip=78704", "999999999")).status).toBe(404);
    expect((await quote("userZip=78704&installerId=abc")).status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
