import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotions } from "../modules/deals/deals.schema";
import { reviews } from "../modules/reviews/reviews.schema";
import { testClock } from "../testing/clock";
import { createTestApp } from "../testing/databases";
import { lastFallSale, salesSeason, seedPromotions } from "./promotions";
import { seedReviews } from "./reviews";

type Listed = { slug: string; theme: string; isActive: boolean; endsAt: string | null };

const SEASONAL = [
  "black-friday-early-access-continental",
  "black-friday-20-off-pirelli",
  "cyber-monday-100-off-goodyear",
  "tax-time-tire-sale",
];

/**
 * The seeded sales, deals and reviews are dated from the day the data is loaded: a store loaded
 * in any year has running deals, and its Black Friday and Cyber Monday pages mean that year's.
 */
describe.each([
  // A March day in the past: tax time is on, Black Friday is that November's.
  {
    asOf: "2024-03-10T15:00:00Z",
    running: "tax-time-tire-sale",
    fall: 2023,
    blackFriday: "2024-11-29",
  },
  // Black Friday of a year ahead: the Pirelli sale runs, Cyber Monday follows on the Monday.
  {
    asOf: "2031-11-28T17:00:00Z",
    running: "black-friday-20-off-pirelli",
    fall: 2030,
    blackFriday: "2031-11-28",
  },
  // After Cyber Monday: next year's season, the fall sale just ended.
  { asOf: "2029-12-15T12:00:00Z", running: null, fall: 2029, blackFriday: "2030-11-29" },
])("seed dated as of $asOf", ({ asOf, running, fall, blackFriday }) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const clock = testClock(new Date(asOf));
    ctx = await createTestApp("pglite", { clock, web: true });
    // The test database was seeded as of TEST_NOW: seed its sales and reviews again as of asOf.
    const db = ctx.database.db;
    await db.delete(promotions);
    await db.delete(reviews);
    await seedPromotions(db, clock());
    await seedReviews(db, clock());
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("always has deals running, and the season's sale when it is on", async () => {
    const deals = (await get("/api/tire-deals")).json().deals as Listed[];
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((d) => d.isActive)).toBe(true);
    const slugs = deals.map((d) => d.slug);
    expect(slugs).toContain("50-off-a-set-of-four");
    for (const seasonal of SEASONAL) {
      if (seasonal === running) expect(slugs).toContain(seasonal);
      else expect(slugs).not.toContain(seasonal);
    }
  });

  it("dates Black Friday and Cyber Monday on that season's Thanksgiving weekend", async () => {
    const season = salesSeason(ctx.clock());
    expect(season.blackFriday.toISOString().slice(0, 10)).toBe(blackFriday);
    const [pirelli] = await ctx.database.db
      .select({ startsAt: promotions.startsAt, endsAt: promotions.endsAt })
      .from(promotions)
      .where(eq(promotions.slug, "black-friday-20-off-pirelli"));
    expect(pirelli?.startsAt?.toISOString().slice(0, 10)).toBe(blackFriday);
    const cyber = await get("/api/tire-deals/cyber-monday-100-off-goodyear");
    const monday = new Date(`${blackFriday}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + 3);
    expect(cyber.json().startsAt.slice(0, 10)).toBe(monday.toISOString().slice(0, 10));
    // The season's sale has not ended yet on the day the data is loaded.
    expect(new Date(cyber.json().endsAt).getTime()).toBeGreaterThan(ctx.clock().getTime());
  });

  it("ends the fall sale before the day the data is loaded, named by its year", async () => {
    expect(lastFallSale(ctx.clock()).year).toBe(fall);
    const deal = (await get(`/api/tire-deals/fall-sale-${fall}`)).json();
    expect(deal).toMatchObject({ promoCode: `FALL${fall}`, isActive: false });
    expect(new Date(deal.endsAt).getTime()).toBeLessThan(ctx.clock().getTime());
  });

  it("renders the Black Friday page with that year's sale, or the deals that are on", async () => {
    const page = await get("/tire-deals/black-friday-sale");
    expect(page.statusCode).toBe(200);
    if (running === "black-friday-20-off-pirelli") {
      expect(page.body).toContain("20% off Pirelli tires");
      expect(page.body).not.toContain("sale is not on right now");
    } else {
      expect(page.body).toContain("sale is not on right now");
      expect(page.body).toContain("$50 off a set of four");
    }
  });

  it("dates every review before the day the data is loaded, newest within a few years", async () => {
    const rows = await ctx.database.db.select({ createdAt: reviews.createdAt }).from(reviews);
    expect(rows.length).toBeGreaterThan(0);
    const now = ctx.clock().getTime();
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeLessThan(now);
      expect(now - row.createdAt.getTime()).toBeLessThan(4 * 365 * 86_400_000);
    }
  });
});

describe("the seeded sales as of the tests' day", () => {
  it("keeps each sale's own dates apart: early access, the weekend, Cyber Monday", () => {
    const season = salesSeason(new Date("2026-11-20T15:00:00Z"));
    expect(season.earlyAccess.toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(season.blackFriday.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(season.cyberMonday.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(season.afterCyberMonday.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(season.taxTime.toISOString()).toBe("2027-02-01T00:00:00.000Z");
  });

  it("does not list a promotion twice", async () => {
    const ctx = await createTestApp("pglite");
    try {
      const rows = await ctx.database.db
        .select({ slug: promotions.slug })
        .from(promotions)
        .where(inArray(promotions.slug, SEASONAL));
      expect(rows.map((r) => r.slug).sort()).toEqual([...SEASONAL].sort());
    } finally {
      await ctx.close();
    }
  });
});
