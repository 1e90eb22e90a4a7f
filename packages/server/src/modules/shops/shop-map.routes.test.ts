import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { PIN_GAP, spreadPins } from "./shop-map";

/** Where each pin's head stands, in the order the pins are numbered. */
function pinSpots(svg: string): [number, number][] {
  return [...svg.matchAll(/translate\(([-\d.]+) ([-\d.]+)\)"><path[^>]*\/><text[^>]*>(\d+)</g)]
    .map((m) => ({ n: Number(m[3]), at: [Number(m[1]), Number(m[2])] as [number, number] }))
    .sort((a, b) => a.n - b.n)
    .map((pin) => pin.at);
}

const apart = (spots: [number, number][]) =>
  spots.every((a, i) =>
    spots.slice(i + 1).every((b) => Math.hypot(a[0] - b[0], a[1] - b[1]) >= PIN_GAP - 0.2),
  );

/** The offline map of an urban area's shops, drawn from the bundled US boundaries. */
// One app for the file's suites: a template copy of the shipped data set.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp("pglite");
});
afterAll(async () => ctx?.close());

describe("urban area shop map", () => {
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

  it("keeps every pin's number clear of the others", async () => {
    const svg = (await ctx.app.inject({ url: "/media/maps/tire-shops/austin-tx.svg" })).body;
    expect(apart(pinSpots(svg))).toBe(true);
  });
});

describe("pins spread apart", () => {
  it("leaves pins that do not touch where they are, and moves a crowded one the least", () => {
    expect(
      spreadPins([
        [100, 100],
        [200, 200],
      ]),
    ).toEqual([
      [100, 100],
      [200, 200],
    ]);
    const crowd: [number, number][] = [
      [300, 200],
      [302, 201],
      [299, 203],
      [301, 199],
    ];
    const spots = spreadPins(crowd);
    expect(spots[0]).toEqual([300, 200]);
    expect(apart(spots)).toBe(true);
    for (const [i, [x, y]] of spots.entries()) {
      const [px, py] = crowd[i] ?? [0, 0];
      expect(Math.hypot(x - px, y - py)).toBeLessThanOrEqual(PIN_GAP * 2 + 0.01);
    }
  });
});

describe("map of the shops nearest a ZIP code", () => {
  it("pins the all-shops list's shops with its numbers, clear of one another", async () => {
    const listed = (
      await ctx.app.inject({ url: "/api/installers?userZip=78704&limit=10&source=home" })
    ).json().siteInstallers.siteInstallerList;
    expect(listed.length).toBe(10);
    const map = await ctx.app.inject({ url: "/media/maps/shops-near/78704.svg" });
    expect(map.statusCode).toBe(200);
    expect(map.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(map.body).toContain(
      "<title>Map of the 10 tire shops nearest 78704 (Austin, TX), numbered as listed</title>",
    );
    const spots = pinSpots(map.body);
    expect(spots).toHaveLength(10);
    expect(apart(spots)).toBe(true);
    // Pin n marks the n-th listed shop: where the pins' shops stand (a moved pin's line starts
    // at its shop) lies east, west, north and south of one another as the shops do.
    const shops = [
      ...map.body.matchAll(
        /<g>(?:<line x1="([-\d.]+)" y1="([-\d.]+)"[^>]*\/><circle[^>]*\/>)?<g transform="translate\(([-\d.]+) ([-\d.]+)\)"><path[^>]*\/><text[^>]*>(\d+)</g,
      ),
    ]
      .map((m) => ({ n: Number(m[5]), x: Number(m[1] ?? m[3]), y: Number(m[2] ?? m[4]) }))
      .sort((a, b) => a.n - b.n);
    type Listed = { geolocation: { latitude: number; longitude: number } };
    const places = listed.map((shop: Listed) => shop.geolocation);
    for (let i = 0; i < places.length; i++) {
      for (let j = i + 1; j < places.length; j++) {
        const [a, b, pa, pb] = [places[i], places[j], shops[i], shops[j]];
        if (!a || !b || !pa || !pb) throw new Error("a pin for every listed shop");
        if (Math.abs(a.longitude - b.longitude) > 0.003)
          expect(Math.sign(pa.x - pb.x)).toBe(Math.sign(a.longitude - b.longitude));
        if (Math.abs(a.latitude - b.latitude) > 0.003)
          expect(Math.sign(pa.y - pb.y)).toBe(-Math.sign(a.latitude - b.latitude));
      }
    }
  });

  it("answers a ZIP code it does not know, or no ZIP code, with a 4xx", async () => {
    expect((await ctx.app.inject({ url: "/media/maps/shops-near/00000.svg" })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ url: "/media/maps/shops-near/7870.svg" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: "/media/maps/shops-near/78704.png" })).statusCode).toBe(
      400,
    );
  });
});
