import { trigramSimilarity, trigrams } from "@treadkit/core/search";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

type Group = {
  label: string;
  siteSearchResultList: { label: string; type: string; action: unknown }[];
};

describe.each(testDatabaseKinds())("GET /api/search-typeahead on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const search = async (query: Record<string, string>) => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/search-typeahead", query });
    return { status: response.statusCode, body: response.json() };
  };
  const labels = (body: { siteSearchResultGroupList: Group[] }, group: string) =>
    body.siteSearchResultGroupList
      .find((g) => g.label === group)
      ?.siteSearchResultList.map((i) => i.label) ?? [];

  it("finds a size as typed and links to its page", async () => {
    const { status, body } = await search({ queryText: "2255017" });
    expect(status).toBe(200);
    const sizes = body.siteSearchResultGroupList.find((g: Group) => g.label === "Tire sizes");
    expect(sizes.siteSearchResultList[0]).toMatchObject({
      label: "225/50R17",
      type: "text",
      action: { type: "link", link: { href: "/tire-sizes/225-50r17" } },
    });
  });

  it("completes a partial size from its digits", async () => {
    const { body } = await search({ queryText: "225/5" });
    expect(labels(body, "Tire sizes")).toContain("225/50R17");
    expect(labels(body, "Tire sizes").every((label: string) => label.startsWith("225/5"))).toBe(
      true,
    );
  });

  it("finds brands as image items and product lines by brand and name", async () => {
    const { body } = await search({ queryText: "miche" });
    const brands = body.siteSearchResultGroupList.find((g: Group) => g.label === "Brands");
    expect(brands.siteSearchResultList[0]).toMatchObject({
      label: "Michelin",
      type: "image",
      action: { type: "link", link: { href: "/brands/michelin-tires" } },
    });
    expect(labels(body, "Product lines")).toContain("Michelin Defender2");
  });

  it.each([
    ["2020 toyota camry", "2020 Toyota Camry", "/vehicles/toyota/camry/2020"],
    ["toyota camry 2020", "2020 Toyota Camry", "/vehicles/toyota/camry/2020"],
    ["camry 2020", "2020 Toyota Camry", "/vehicles/toyota/camry/2020"],
    ["camry", "Toyota Camry", "/vehicles/toyota/camry"],
    ["f150", "Ford F-150", "/vehicles/ford/f-150"],
    ["F-150", "Ford F-150", "/vehicles/ford/f-150"],
    ["ford f 150", "Ford F-150", "/vehicles/ford/f-150"],
    ["ford f150", "Ford F-150", "/vehicles/ford/f-150"],
    ["chevy silverado", "Chevrolet Silverado 1500", "/vehicles/chevrolet/silverado-1500"],
  ])(
    "finds the vehicle of %j first, in any order, with or without its year",
    async (text, label, href) => {
      const { status, body } = await search({ queryText: text });
      expect(status).toBe(200);
      const vehicles = body.siteSearchResultGroupList.find((g: Group) => g.label === "Vehicles");
      expect(vehicles?.siteSearchResultList[0]).toMatchObject({
        label,
        action: { type: "link", link: { href } },
      });
    },
  );

  it("keeps an LT size's LT and leads to the size's light-truck tires", async () => {
    const { body } = await search({ queryText: "LT265/70R17" });
    const sizes = body.siteSearchResultGroupList.find((g: Group) => g.label === "Tire sizes");
    expect(sizes?.siteSearchResultList[0]).toMatchObject({
      label: "LT265/70R17",
      detailLabel: "Light truck (LT)",
      action: { type: "link", link: { href: "/tire-sizes/265-70r17?lightTruck=true" } },
    });
  });

  it.each([
    ["michelin pilot sprot", "Product lines", "Michelin Pilot Sport"],
    ["bridgstone", "Brands", "Bridgestone"],
    ["pirreli", "Brands", "Pirelli"],
  ])("forgives a typo: %j finds %s %j first", async (text, group, first) => {
    const { body } = await search({ queryText: text });
    expect(labels(body, group)[0]).toMatch(new RegExp(`^${first}`));
    // The first result overall is the one Enter goes to.
    expect(body.siteSearchResultGroupList[0].label).toBe(group);
  });

  it("scores a misspelling as pg_trgm's similarity() does, for every brand and line name", async () => {
    const typed = [
      "bridgstone",
      "michelin pilot sprot",
      "pirreli",
      "goodyer eagle",
      "BFGoodrich K02",
    ];
    for (const text of typed) {
      const result = await ctx.database.db.execute(
        sql`select name, similarity(lower(name), lower(${text})) as score from (
          select b.name || ' ' || l.name as name from product_lines l join brands b on b.id = l.brand_id
          union all select name from brands) names`,
      );
      const rows = (result as unknown as { rows: { name: string; score: number }[] }).rows;
      expect(rows.length).toBeGreaterThan(300);
      for (const row of rows) {
        expect(
          trigramSimilarity(trigrams(row.name), trigrams(text)),
          `${row.name} ~ ${text}`,
        ).toBeCloseTo(Number(row.score), 5);
      }
    }
  });

  it("offers no misspellings for a text it understood as typed", async () => {
    // "toyota" is a make; the brand Toyo is only a near spelling of it.
    const { body } = await search({ queryText: "toyota" });
    expect(labels(body, "Vehicles")[0]).toMatch(/^Toyota /);
    expect(labels(body, "Brands")).toEqual([]);
    const renegade = await search({ queryText: "jeep renegade" });
    expect(labels(renegade.body, "Vehicles")).toEqual(["Jeep Renegade"]);
    expect(labels(renegade.body, "Product lines")).toEqual([]);
  });

  it("finds no vehicle in a year it was not sold in", async () => {
    const { body } = await search({ queryText: "1999 camry", queryType: "vehicle" });
    expect(labels(body, "Vehicles")).toEqual([]);
  });

  it("finds tire types and categories by name", async () => {
    const { body } = await search({ queryText: "season" });
    expect(labels(body, "Categories")).toEqual(["All Season"]);
    const trucks = await search({ queryText: "truck", queryType: "tireType" });
    expect(labels(trucks.body, "Tire types")).toEqual(["Light Truck"]);
  });

  it("restricts results to the query type asked for, and counts them", async () => {
    const { body } = await search({ queryText: "p", queryType: "brand" });
    expect(body.siteSearchResultGroupList.map((g: Group) => g.label)).toEqual(["Brands"]);
    const count = body.siteSearchResultGroupList[0].siteSearchResultList.length;
    expect(body.resultMetadata.pagination.total).toBe(count);
  });

  it("answers nothing for empty text", async () => {
    const { status, body } = await search({ queryText: "   " });
    expect(status).toBe(200);
    expect(body).toEqual({
      resultMetadata: { pagination: { total: 0 } },
      siteSearchResultGroupList: [],
    });
  });

  it("matches SQL and LIKE metacharacters literally and stores nothing", async () => {
    for (const queryText of ["%", "_", "'; drop table brands; --", "(.*)+$", "\\"]) {
      const { status, body } = await search({ queryText });
      expect(status).toBe(200);
      expect(body.resultMetadata.pagination.total).toBe(0);
    }
    expect(
      (await search({ queryText: "Michelin" })).body.resultMetadata.pagination.total,
    ).toBeGreaterThan(0);
  });

  it.each([
    [{ queryText: "x".repeat(10_000) }, "Search text must be at most 100 characters"],
    [
      { queryText: "michelin", queryType: "colour" },
      /^queryType must be one of brand, brandAndProductLine/,
    ],
    [{ queryText: "michelin", sort: "asc" }, "Unknown query field: sort"],
  ])("refuses bad input with a 400 and a clear message", async (query, message) => {
    const { status, body } = await search(query as Record<string, string>);
    expect(status).toBe(400);
    if (typeof message === "string") expect(body.errorMessage).toBe(message);
    else expect(body.errorMessage).toMatch(message);
  });
});

describe("catalogue response cache", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  it("answers a repeated catalogue request from the cache with the same body", async () => {
    const url = "/api/search-typeahead?queryText=cache-probe-miche";
    const first = await ctx.app.inject({ method: "GET", url });
    const second = await ctx.app.inject({ method: "GET", url });
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(first.headers["cache-control"]).toBe(
      "public, max-age=60, s-maxage=60, stale-while-revalidate=60",
    );
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toContain("application/json");
  });

  it("never caches errors or requests that carry a session", async () => {
    const bad = "/api/search-typeahead?queryText=x&queryType=nope";
    await ctx.app.inject({ method: "GET", url: bad });
    expect((await ctx.app.inject({ method: "GET", url: bad })).headers["x-cache"]).toBeUndefined();
    const url = "/api/search-typeahead?queryText=session-probe";
    const headers = { "x-user-session-id": "00000000-0000-4000-8000-000000000000" };
    await ctx.app.inject({ method: "GET", url, headers });
    expect(
      (await ctx.app.inject({ method: "GET", url, headers })).headers["x-cache"],
    ).toBeUndefined();
  });
});
