import { CART_ID_COOKIE } from "@treadkit/core/cart";
import { SELECTED_SHOP_COOKIE } from "@treadkit/core/shops";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";
import { zipCodes } from "../geo/geo.schema";
import { installers } from "../installers/installers.schema";

type Summary = { company: string; shopCode: string; distance: number; isMobileInstall: boolean };

describe.each(testDatabaseKinds())("tire-shop pages' API on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("lists the states with shops by name, each with its cities and counts", async () => {
    const response = await get("/api/tire-shops");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const names = body.states.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    // Texas as the database has it: its shops counted city by city.
    const rows = await ctx.database.db
      .select({ city: installers.city })
      .from(installers)
      .where(eq(installers.state, "TX"));
    const perCity = new Map<string, number>();
    for (const { city } of rows) perCity.set(city, (perCity.get(city) ?? 0) + 1);
    const texas = body.states.find((s: { code: string }) => s.code === "TX");
    expect(texas).toMatchObject({ name: "Texas", count: rows.length });
    const cities = texas.areas.map((a: { city: string }) => a.city);
    expect(cities).toEqual([...cities].sort((a: string, b: string) => a.localeCompare(b)));
    expect(
      texas.areas.map((a: { city: string; count: number }) => [a.city, a.count]).sort(),
    ).toEqual([...perCity].sort());
    // Austin has the two named partner shops among its own.
    const austin = texas.areas.find((a: { slug: string }) => a.slug === "austin-tx");
    expect(austin).toEqual({
      slug: "austin-tx",
      city: "Austin",
      state: "TX",
      count: perCity.get("Austin"),
    });
    expect(austin.count).toBeGreaterThanOrEqual(2);
    const sum = body.states.reduce((n: number, s: { count: number }) => n + s.count, 0);
    expect(body.total).toBe(sum);
    expect(body.total).toBe((await ctx.database.db.select().from(installers)).length);
  });

  it("lists an urban area's shops nearest the city's centre first", async () => {
    const response = await get("/api/tire-shops/areas/fort-lauderdale-fl");
    expect(response.statusCode).toBe(200);
    const { area, shops } = response.json() as { area: { city: string }; shops: Summary[] };
    expect(area).toMatchObject({ city: "Fort Lauderdale", state: "FL", stateName: "Florida" });
    // Shops of the neighbouring cities are near enough to be listed too.
    expect(shops.map((s) => s.company)).toEqual(
      expect.arrayContaining(["Las Olas Tire & Auto", "Hollywood Auto Care"]),
    );
    const distances = shops.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(shops.some((s) => s.company === "Lakeview Tire & Wheel")).toBe(false);
  });

  it("answers 404 for a city without shops near it, or not in the state", async () => {
    // North Platte, Nebraska is a city of the ZIP data, some 200 miles from the nearest shop;
    // Austin is not in Florida.
    const [northPlatte] = await ctx.database.db
      .select()
      .from(zipCodes)
      .where(and(eq(zipCodes.state, "NE"), eq(zipCodes.city, "North Platte")));
    expect(northPlatte).toBeDefined();
    for (const slug of ["north-platte-ne", "austin-fl"]) {
      const response = await get(`/api/tire-shops/areas/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().errorMessage).toBe("We have no tire shops in or near this city yet");
    }
  });

  it("answers 400 for an urban area that is not a city and state slug", async () => {
    for (const slug of ["austin", "Austin-TX", "austin_tx"]) {
      const response = await get(`/api/tire-shops/areas/${slug}`);
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().errorMessage).toMatch(/city and state slug/);
    }
  });

  it("gives a shop's detail by its code, in any letter case", async () => {
    const response = await get("/api/tire-shops/shops/tx-aus-008");
    expect(response.statusCode).toBe(200);
    const shop = response.json();
    expect(shop).toMatchObject({
      shopCode: "TX-AUS-008",
      company: "South Congress Tire",
      city: "Austin",
      state: "TX",
      phone: "5125550143",
      isElectricOptimized: true,
      isMobileInstall: false,
      serviceRadiusMiles: null,
      installationCostFor4TiresInCents: 8_400,
      certificationList: [{ logo: "ev", type: "EV Certified" }],
    });
    expect(shop.openingHours).toHaveLength(7);
    expect(shop.promotionList[0].label).toBe("Free rotation with EV tires");
    expect(shop.firstAvailableDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("gives a mobile installer's service radius", async () => {
    const shop = (await get("/api/tire-shops/shops/TX-AUS-009")).json();
    expect(shop).toMatchObject({ isMobileInstall: true, serviceRadiusMiles: 5 });
  });

  it("answers 404 for an unknown shop code and 400 for one that is not a code", async () => {
    const unknown = await get("/api/tire-shops/shops/XX-NOPE-999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorMessage: "Shop not found", code: "INSTALLER_NOT_FOUND" });
    const bad = await get("/api/tire-shops/shops/not%20a%20code");
    expect(bad.statusCode).toBe(400);
  });

  describe("POST /tire-shops/select", () => {
    const select = (payload: string, cookie?: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/tire-shops/select",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          ...(cookie ? { cookie } : {}),
        },
        payload,
      });

    it("stores the selected shop and returns to the shop's page", async () => {
      const detail = (await get("/api/tire-shops/shops/TX-AUS-008")).json();
      const response = await select("shopCode=TX-AUS-008");
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        "/tire-shops/shop/south-congress-tire-austin-tx/TX-AUS-008",
      );
      const cookie = response.cookies.find((c) => c.name === SELECTED_SHOP_COOKIE);
      expect(cookie?.value).toBe(detail.installerId);
      expect(cookie?.path).toBe("/");
    });

    it("takes a shop by installer id from the all-shops modal and returns to that page", async () => {
      const detail = (await get("/api/tire-shops/shops/TX-AUS-008")).json();
      const response = await select(
        `installerId=${detail.installerId}&returnTo=${encodeURIComponent("/brands?sort=name")}`,
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/brands?sort=name");
      expect(response.cookies.find((c) => c.name === SELECTED_SHOP_COOKIE)?.value).toBe(
        detail.installerId,
      );
      // With no ZIP code of their own yet, the shopper is placed at the shop.
      expect(response.cookies.find((c) => c.name === "USER_ZIP")?.value).toBe(detail.zip);
      const placed = await select(`installerId=${detail.installerId}`, "USER_ZIP=33137");
      expect(placed.cookies.some((c) => c.name === "USER_ZIP")).toBe(false);
      expect((await select("installerId=99999999")).statusCode).toBe(404);
      expect((await select("returnTo=%2F")).statusCode).toBe(400);
    });

    it("makes the shop the installer of the browser's cart", async () => {
      const cartId = await newCart(ctx.app, await tireInStock(ctx.app), "78704");
      const detail = (await get("/api/tire-shops/shops/TX-AUS-008")).json();
      const response = await select("shopCode=TX-AUS-008", `${CART_ID_COOKIE}=${cartId}`);
      expect(response.statusCode).toBe(303);
      const cart = (await get(`/api/cart-summary?cartId=${cartId}`)).json().siteCart;
      expect(cart.installerDetails?.installerId).toBe(detail.installerId);
    });

    it("refuses an unknown shop, a bad code and a post from another site, storing nothing", async () => {
      const unknown = await select("shopCode=XX-NOPE-999");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain("Shop not found");
      const bad = await select("shopCode=%3Cscript%3E");
      expect(bad.statusCode).toBe(400);
      const foreign = await ctx.app.inject({
        method: "POST",
        url: "/tire-shops/select",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "cross-site",
        },
        payload: "shopCode=TX-AUS-008",
      });
      expect(foreign.statusCode).toBe(403);
      for (const response of [unknown, bad, foreign]) {
        expect(response.cookies.some((c) => c.name === SELECTED_SHOP_COOKIE)).toBe(false);
      }
    });
  });
});
