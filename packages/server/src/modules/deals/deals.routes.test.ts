import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { promotions } from "./deals.schema";

type Listed = { slug: string; theme: string; isActive: boolean; endsAt: string | null };

const DAY = 86_400_000;

describe.each(testDatabaseKinds())("tire deals' API on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const now = ctx.clock().getTime();
    await ctx.database.db.insert(promotions).values([
      {
        promoCode: "TESTRUNNING",
        slug: "test-running-black-friday",
        theme: "blackFriday",
        title: "Test Black Friday deal",
        discountType: "Percentage",
        amount: 25,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
      },
      {
        promoCode: "TESTENDED",
        slug: "test-ended-cyber-monday",
        theme: "cyberMonday",
        title: "Test ended Cyber Monday deal",
        discountType: "Flat Amount",
        amount: 40,
        startsAt: new Date(now - 3 * DAY),
        endsAt: new Date(now - DAY),
      },
      {
        promoCode: "TESTLATER",
        slug: "test-not-yet-last-chance",
        theme: "lastChance",
        title: "Test deal that has not started",
        discountType: "Percentage",
        amount: 5,
        startsAt: new Date(now + DAY),
      },
    ]);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  const slugsOf = (deals: Listed[]) => deals.map((d) => d.slug);

  it("lists the published deals running now, those ending soonest first", async () => {
    const response = await get("/api/tire-deals");
    expect(response.statusCode).toBe(200);
    const deals = response.json().deals as Listed[];
    const slugs = slugsOf(deals);
    expect(slugs).toContain("test-running-black-friday");
    expect(slugs).toContain("free-installation");
    expect(slugs).not.toContain("test-ended-cyber-monday");
    expect(slugs).not.toContain("test-not-yet-last-chance");
    expect(slugs).not.toContain("fall-sale-2025");
    expect(deals.every((d) => d.isActive)).toBe(true);
    // The soonest end leads; deals without an end come last.
    expect(slugs[0]).toBe("test-running-black-friday");
    const open = deals.findIndex((d) => d.endsAt === null);
    expect(deals.slice(open).every((d) => d.endsAt === null)).toBe(true);
  });

  it("keeps coupons without a slug off the deals pages", async () => {
    const deals = (await get("/api/tire-deals")).json().deals as { promoCode: string | null }[];
    expect(deals.some((d) => d.promoCode === "TAKE10")).toBe(false);
  });

  it("lists one theme's deals", async () => {
    const deals = (await get("/api/tire-deals?theme=blackFriday")).json().deals as Listed[];
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((d) => d.theme === "blackFriday")).toBe(true);
    expect(slugsOf(deals)).toContain("test-running-black-friday");
    const none = (await get("/api/tire-deals?theme=cyberWeekend")).json().deals;
    expect(none).toEqual([]);
  });

  it("refuses an unknown theme or field with 400", async () => {
    const theme = await get("/api/tire-deals?theme=springSale");
    expect(theme.statusCode).toBe(400);
    expect(theme.json().errorMessage).toMatch(/theme takes one of/);
    expect((await get("/api/tire-deals?brand=michelin")).statusCode).toBe(400);
  });

  it("gives a deal by its slug, with its brand and discount", async () => {
    const response = await get("/api/tire-deals/michelin-buy-3-get-1-free");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: "michelin-buy-3-get-1-free",
      promoType: "coupon",
      promoCode: "MICHELIN4",
      discountType: "Buy3Get1",
      brand: { slug: "michelin", label: "Michelin" },
      line: null,
      isActive: true,
    });
    const automatic = (await get("/api/tire-deals/free-road-hazard-bridgestone")).json();
    expect(automatic).toMatchObject({ promoType: "automatic", target: "roadHazard" });
  });

  it("gives an ended deal as not active", async () => {
    const deal = (await get("/api/tire-deals/test-ended-cyber-monday")).json();
    expect(deal).toMatchObject({ isActive: false, theme: "cyberMonday", amount: 40 });
  });

  it("answers 404 for an unknown or unpublished deal and 400 for a bad slug", async () => {
    const unknown = await get("/api/tire-deals/no-such-deal");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errorMessage: "This deal does not exist",
      code: "DEAL_NOT_FOUND",
    });
    expect((await get("/api/tire-deals/Not_A_Slug")).statusCode).toBe(400);
  });
});
