import { MAX_LINE_QUANTITY } from "@treadkit/core/cart";
import {
  FINANCING_MONTHS,
  INSTALLED_SET_PRODUCTS_MESSAGE,
  INSTALLED_SET_QUANTITY_MESSAGE,
  MAX_INSTALLED_SET_PRODUCTS,
} from "@treadkit/core/catalog";
import { ZIP_MESSAGE } from "@treadkit/core/validation";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { productLines, products } from "../catalog/catalog.schema";
import { promotions } from "../deals/deals.schema";
import { slotHolds } from "../schedule/schedule.schema";
import { userSessions } from "../session/session.schema";
import { cartItems, carts } from "./cart.schema";

/** The out-the-door price of a set of four installed, against the cart that buys it. */
describe.each(testDatabaseKinds())("installed-set quote on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let productId: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    productId = await tireInStock(ctx.app, "225-50r17");
  });
  afterAll(async () => ctx?.close());

  const quote = async (query: string, id = productId, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      url: `/api/catalog/products/${id}/installed-set?${query}`,
      headers,
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

  type Set = {
    productId: string;
    quantity: number;
    totalInCents: number;
    discountInCents: number;
    installer: { installerId: string };
  };
  const quoteMany = async (query: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      url: `/api/catalog/installed-sets?${query}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** The cart of four of a tire installed at a shop, as the shopper would make it. */
  const cartOf = async (id: string, installerId: string, zip: string) => {
    const added = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      payload: { productId: id, quantity: { front: 4 }, installerId, zip },
    });
    expect(added.statusCode).toBe(201);
    return added.json().siteCart.cartSummary;
  };

  it("prices a listing's page at once, each set as its own cart charges it, storing nothing", async () => {
    const listing = (
      await ctx.app.inject({ url: "/api/catalog/products?size=225-50r17&pageSize=24" })
    ).json();
    const ids: string[] = listing.siteCatalogProducts.map(
      (p: { productId: string }) => p.productId,
    );
    expect(ids.length).toBeGreaterThan(10);
    // Deals running now on two of the tires: one off the tires of a line, one off a brand's
    // installation (the data set's own automatic deal is on road hazard, which a new set lacks).
    const db = ctx.database.db;
    const [first, second] = await db
      .select({ lineId: productLines.id, brandId: productLines.brandId })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .where(inArray(products.id, ids.slice(0, 2).map(Number)));
    const deals = await db
      .insert(promotions)
      .values([
        {
          title: "Test: $40 off four",
          discountType: "Flat Amount",
          target: "tires",
          amount: 40,
          productLineId: first?.lineId,
          minCartQuantity: 4,
        },
        {
          title: "Test: half-price installation",
          discountType: "Percentage",
          target: "installation",
          amount: 50,
          brandId: second?.brandId,
        },
      ])
      .returning({ id: promotions.id });
    try {
      await pricesAsCarts(listing.siteCatalogProducts);
    } finally {
      await db.delete(promotions).where(
        inArray(
          promotions.id,
          deals.map((d) => d.id),
        ),
      );
    }
  });

  /** The sets of a page of tires, each against the cart of it. */
  async function pricesAsCarts(tires: { productId: string; availability: string }[]) {
    const ids = tires.map((tire) => tire.productId);
    const before = await stored();
    const { status, body } = await quoteMany(`userZip=78704&productIds=${ids.join(",")}`);
    expect(status).toBe(200);
    expect(await stored()).toEqual(before);
    const sets: Set[] = body.installedSets;
    const priced = sets.map((set) => set.productId);
    const sold = tires
      .filter((tire) => tire.availability !== "ProductStatusOutOfStock")
      .map((tire) => tire.productId);
    expect(priced.sort()).toEqual([...sold].sort());

    // Every set the carts would discount, and a few that they would not, against the cart.
    const installerId = body.installedSets[0].installer.installerId;
    const checked = [
      ...sets.filter((set) => set.discountInCents > 0),
      ...sets.filter((set) => set.discountInCents === 0).slice(0, 3),
    ];
    expect(checked.filter((set) => set.discountInCents > 0).length).toBeGreaterThan(1);
    for (const set of checked) {
      const summary = await cartOf(set.productId, installerId, "78704");
      expect({ productId: set.productId, total: set.totalInCents }).toEqual({
        productId: set.productId,
        total: summary.totalInCents,
      });
      expect(set.discountInCents).toBe(summary.discountInCents);
    }
  }

  it("leaves out a tire the cart would not sell, and the single quote says why", async () => {
    const db = ctx.database.db;
    const [unsold] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.availability, "ProductStatusOutOfStock"))
      .limit(1);
    expect(unsold).toBeDefined();
    const id = String(unsold?.id);
    const { body } = await quoteMany(`userZip=78704&productIds=${productId},${id}`);
    expect(body.installedSets.map((set: Set) => set.productId)).toEqual([productId]);
    const single = await quote("userZip=78704", id);
    expect(single.status).toBe(409);
    expect(single.body.code).toBe("OUT_OF_STOCK");
  });

  it("refuses a bad list of tires with the reason, and stores nothing", async () => {
    const before = await stored();
    const tooMany = Array.from({ length: MAX_INSTALLED_SET_PRODUCTS + 1 }, (_, i) => i + 1);
    for (const list of ["", "abc", `${productId},x`, "99999999999", tooMany.join(",")]) {
      const { status, body } = await quoteMany(`userZip=78704&productIds=${list}`);
      expect({ list, status }).toEqual({ list, status: 400 });
      expect(body.errorMessage).toContain(INSTALLED_SET_PRODUCTS_MESSAGE);
    }
    expect((await quoteMany("userZip=78704")).status).toBe(400);
    expect((await quoteMany(`userZip=00000&productIds=${productId}`)).status).toBe(404);
    // An unknown tire is not priced; the others are.
    const mixed = await quoteMany(`userZip=78704&productIds=999999999,${productId}`);
    expect(mixed.body.installedSets.map((set: Set) => set.productId)).toEqual([productId]);
    expect(await stored()).toEqual(before);
  });

  it("quotes the number of tires asked for, as the cart of that many charges this buyer", async () => {
    // A buyer with their own prices (special-order: 12% off the tires), quoted and carted alike.
    const [session] = await ctx.database.db
      .insert(userSessions)
      .values({ customerType: "special_order" })
      .returning();
    const headers = { "x-user-session-id": session?.id ?? "" };
    const installers = await ctx.app.inject({
      url: "/api/installers?userZip=33301&limit=2&sort=distance",
    });
    const shopId: string = installers.json().siteInstallers.siteInstallerList[1].installerId;
    for (const quantity of [1, 2, 7]) {
      const before = await stored();
      const where = `userZip=33301&installerId=${shopId}&quantity=${quantity}`;
      const single = await quote(where, productId, headers);
      const many = await quoteMany(`${where}&productIds=${productId}`, headers);
      expect(single.status).toBe(200);
      expect(many.status).toBe(200);
      const [set] = many.body.installedSets as Set[];
      expect(set).toMatchObject({ quantity, totalInCents: single.body.totalInCents });
      expect(single.body).toMatchObject({ quantity, installer: { installerId: shopId } });
      expect(await stored()).toEqual(before);

      const added = await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        headers,
        payload: { productId, quantity: { front: quantity }, installerId: shopId, zip: "33301" },
      });
      expect(added.statusCode).toBe(201);
      const summary = added.json().siteCart.cartSummary;
      expect(single.body).toMatchObject({
        productsInCents: summary.productsInCents,
        installationInCents: summary.installationInCents,
        tireFeeInCents: summary.tireFeeInCents,
        salesTaxInCents: summary.salesTaxInCents,
        totalInCents: summary.totalInCents,
      });
      expect(single.body.salesTaxInCents).toBeGreaterThan(0);
    }
    // The buyer's own prices are in the quote: a retail shopper pays more for the same set.
    const retail = await quote(`userZip=33301&installerId=${shopId}&quantity=2`);
    const own = await quote(`userZip=33301&installerId=${shopId}&quantity=2`, productId, headers);
    expect(retail.body.productsInCents).toBeGreaterThan(own.body.productsInCents);
  });

  it("defaults to four, and refuses a quantity the cart would not take with the reason", async () => {
    expect((await quote("userZip=78704")).body.quantity).toBe(4);
    const before = await stored();
    for (const quantity of ["0", String(MAX_LINE_QUANTITY + 1), "2.5", "four", "-4", ""]) {
      const single = await quote(`userZip=78704&quantity=${quantity}`);
      const many = await quoteMany(`userZip=78704&productIds=${productId}&quantity=${quantity}`);
      for (const { status, body } of [single, many]) {
        expect({ quantity, status }).toEqual({ quantity, status: 400 });
        expect(body.errorMessage).toContain(INSTALLED_SET_QUANTITY_MESSAGE);
      }
    }
    const most = await quote(`userZip=78704&quantity=${MAX_LINE_QUANTITY}`);
    expect(most.status).toBe(200);
    expect(most.body.quantity).toBe(MAX_LINE_QUANTITY);
    expect(await stored()).toEqual(before);
  });
});
