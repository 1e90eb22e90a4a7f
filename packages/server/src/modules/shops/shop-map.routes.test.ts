import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";

/** The offline map of an urban area's shops, drawn from the bundled US boundaries. */
describe("urban area shop map", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  it("draws one numbered pin per listed shop, over the area's counties and states", async () => {
    const area = (await ctx.app.inject({ url: "/api/tire-shops/areas/austin-tx" })).json();
    expect(area.shops.length).toBeGreaterThan(1);
    const map = await ctx.app.inject({ url: "/media/maps/tire-shops/austin-tx.svg" });
    expect(map.statusCode).toBe(200);
    expect(map.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    const svg = map.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`<title>Map of the ${area.shops.length} tire shops within`);
    // Pins are numbered 1..n, in the list's order.
    const numbers = [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
    expect(numbers.sort((a, b) => a - b)).toEqual(area.shops.map((_: unknown, i: number) => i + 1));
    // Land and the county lines near Austin were drawn, clipped to the view (a few kB, not the
    // whole country); the city is named at the centre.
    const [land, counties] = [...svg.matchAll(/<path d="([^"]*)"/g)].map((m) => m[1] ?? "");
    expect(land).toMatch(/^M/);
    expect((counties ?? "").split("M").length).toBeGreaterThan(3);
    expect(svg.length).toBeLessThan(150_000);
    expect(svg).toContain(">Austin</text>");
    // Every pin is inside the picture.
    for (const m of svg.matchAll(/translate\(([-\d.]+) ([-\d.]+)\)/g)) {
      const [x, y] = [Number(m[1]), Number(m[2])];
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(640);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(400);
    }
  });

  it("answers 404 for an area without shops, and 400 for a name that is no file", async () => {
    expect(
      (await ctx.app.inject({ url: "/media/maps/tire-shops/nowhere-zz.svg" })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: "/media/maps/tire-shops/..%2Fx.svg" })).statusCode).toBe(
      400,
    );
  });
});
