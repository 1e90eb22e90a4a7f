import { DEFAULT_SITE_GLOBALS } from "@treadkit/core/site";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { setSiteGlobals } from "./site.service";

describe.each(testDatabaseKinds())("site routes on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  it("reports health with the database in use", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    // The process that answered, for telling processes apart behind a load balancer.
    expect(response.json()).toEqual({ ok: true, db: kind, pid: process.pid });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts the store's tires, brands, shops and reviews from the data, for the trust signals", async () => {
    const { db } = ctx.database;
    const one = async (query: ReturnType<typeof sql>) =>
      Number(
        ((await db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]?.n,
      );
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/site/stats" });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.tires).toBe(
      await one(sql`select count(*) as n from products where discontinued_at is null`),
    );
    expect(stats.shops).toBe(await one(sql`select count(*) as n from installers`));
    expect(stats.brands).toBeGreaterThan(1);
    expect(stats.longestWarrantyMiles).toBe(
      await one(sql`select max(warranty_miles) as n from product_lines`),
    );
    const reviews = await one(sql`select count(*) as n from reviews where status = 'published'`);
    expect(stats.reviews?.count ?? 0).toBe(reviews);
    if (stats.reviews) expect(stats.reviews.average).toBeGreaterThanOrEqual(1);
  });

  it("serves the site globals with the spec's payment-type discounts by default", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/site/globals" });
    expect(response.statusCode).toBe(200);
    const { siteGlobals } = response.json();
    expect(siteGlobals.paymentTypeDiscountInPercentage).toEqual({
      affirm: 10,
      katapult: 10,
      klarna: 10,
      synchrony: 0,
    });
    expect(siteGlobals).toEqual(DEFAULT_SITE_GLOBALS);
  });

  it("merges the operator's stored overrides over the defaults", async () => {
    await setSiteGlobals(ctx.database.db, {
      siteTheme: "blackFriday",
      paymentTypeDiscountInPercentage: { affirm: 5, katapult: 10, klarna: 10, synchrony: 0 },
    });
    const { siteGlobals } = (
      await ctx.app.inject({ method: "GET", url: "/api/v1/site/globals" })
    ).json();
    expect(siteGlobals.siteTheme).toBe("blackFriday");
    expect(siteGlobals.paymentTypeDiscountInPercentage.affirm).toBe(5);
    expect(siteGlobals.coreShipHandlingMode).toBe(DEFAULT_SITE_GLOBALS.coreShipHandlingMode);
  });

  it("rejects unknown query fields on globals", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/site/globals?debug=1" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorMessage: "Unknown query field: debug",
      code: "VALIDATION_ERROR",
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it("publishes an OpenAPI document generated from the zod schemas", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/installers",
        "/api/v1/site/globals",
        "/api/catalog/products",
        "/api/health",
      ]),
    );
  });

  it("sends security headers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe.each(testDatabaseKinds())("menu and notifications on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  it("builds the browse menu from the catalogue, per channel", async () => {
    const consumer = (
      await ctx.app.inject({ method: "GET", url: "/api/v1/site/menu?channel=consumer" })
    ).json();
    const titles = consumer.siteMenuBrowseList.map((s: { title: string }) => s.title);
    expect(titles).toEqual([
      "Shop by brand",
      "Shop by type",
      "Shop by category",
      "Popular tire sizes",
      "Deals",
    ]);
    const brandLinks = consumer.siteMenuBrowseList[0].links.map((l: { href: string }) => l.href);
    expect(brandLinks).toContain("/brands/michelin-tires");
    expect(consumer.siteMenuLearn[0].title).toBe("Learn");
    const shop = (
      await ctx.app.inject({ method: "GET", url: "/api/menu?channel=simpleShop" })
    ).json();
    expect(shop.siteMenuLearn).toEqual([]);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/v1/site/menu?channel=tv" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe(
      "channel must be one of consumer, simpleShop, employeePortal",
    );
  });

  it("serves the notification banners", async () => {
    const { notifications } = (
      await ctx.app.inject({ method: "GET", url: "/api/v1/site/notifications" })
    ).json();
    expect(notifications[0]).toMatchObject({
      id: "free-shipping",
      type: "banner",
      persistent: true,
    });
  });
});
