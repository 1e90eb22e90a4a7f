import { CART_ID_COOKIE, CART_QTY_COOKIE } from "@treadkit/core/cart";
import { parseTireSize } from "@treadkit/core/catalog";
import { createClient } from "@treadkit/core/client";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import { createTireMakerStore, LINE_PAGE_SIZE, type LineSize } from "@treadkit/core/widget";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { injectFetch } from "../../web/inject-fetch";
import { brands, productLines, products } from "../catalog/catalog.schema";

/** Rim, then width, then aspect ratio (flotation sizes after metric ones): a size chart's order. */
function sizeKey(label: string): number[] {
  const size = parseTireSize(label);
  if (!size) throw new Error(`not a size: ${label}`);
  return size.kind === "flotation"
    ? [size.rimDiameter, 1, size.width, size.diameter]
    : [size.rimDiameter, 0, size.width, size.aspectRatio];
}

/** True when no size comes before the one listed ahead of it. */
function inSizeOrder(sizes: readonly LineSize[]): boolean {
  const keys = sizes.map((size) => sizeKey(size.size));
  return keys.every((key, i) => {
    const before = keys[i - 1] ?? key;
    const first = key.findIndex((part, j) => part !== before[j]);
    return first < 0 || (key[first] ?? 0) > (before[first] ?? 0);
  });
}

// The tire-maker widget's core store against the real server, in partner widget mode.
describe("tire-maker store against the server", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  /** Michelin's tires on sale, per line, as the database holds them. */
  const michelinTires = () =>
    ctx.database.db
      .select({
        id: products.id,
        line: productLines.slug,
        lineName: productLines.name,
        availability: products.availability,
      })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(eq(brands.slug, "michelin"), isNull(products.discontinuedAt)));

  function store(brand = "Michelin", storage = memoryStorage(), linePageSize?: number) {
    const requests: URL[] = [];
    const serve = injectFetch(ctx.app);
    const fetch: typeof globalThis.fetch = async (input, init) => {
      requests.push(new URL(input instanceof Request ? input.url : String(input)));
      return serve(input, init);
    };
    const logger = { error: () => {}, warn: () => {} };
    const client = createClient({
      baseUrls: { main: "http://shop.test/api" },
      platform: createPlatform({ fetch, storage, logger }),
    });
    return {
      tm: createTireMakerStore(client, { brand, storage, logger, linePageSize }),
      storage,
      requests,
    };
  }

  /** Chooses the n-th size of a line that can be ordered (some are out of stock or on request). */
  async function chooseOrderable(tm: ReturnType<typeof store>["tm"], line: string, n = 0) {
    await tm.loadLines();
    await tm.chooseLine(line);
    const sizes = tm.$sizes.get();
    const size = sizes.status === "done" ? sizes.data.sizes.filter((s) => s.canAdd)[n] : undefined;
    if (!size) throw new Error(`no orderable size ${n} in ${line}`);
    tm.chooseSize(size.productId);
    return size;
  }

  const cartRow = async (id: string) =>
    (await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${id}` })).json()
      .siteCart;

  it("lists the brand's lines, by name or slug, and a line's sizes smallest rim first", async () => {
    const tires = await michelinTires();
    const { tm } = store("michelin");
    await tm.loadLines();
    expect(tm.$brandName.get()).toBe("Michelin");
    // Every line with tires on sale, by name, each with its number of tires.
    const perLine = new Map<string, { slug: string; name: string; sizeCount: number }>();
    for (const tire of tires) {
      const line = perLine.get(tire.line) ?? { slug: tire.line, name: tire.lineName, sizeCount: 0 };
      line.sizeCount += 1;
      perLine.set(tire.line, line);
    }
    expect(perLine.size).toBeGreaterThan(1);
    expect(tm.$lines.get()).toEqual({
      status: "done",
      data: [...perLine.values()].sort((a, b) => a.name.localeCompare(b.name)),
    });

    await tm.chooseLine("pilot-sport-4s");
    const sizes = tm.$sizes.get();
    if (sizes.status !== "done") throw new Error(`sizes ${sizes.status}`);
    const line = tires.filter((tire) => tire.line === "pilot-sport-4s");
    expect(sizes.data.total).toBe(line.length);
    expect(sizes.data.sizes).toHaveLength(Math.min(line.length, LINE_PAGE_SIZE));
    expect(new Set(sizes.data.sizes.map((s) => s.size)).size).toBeGreaterThan(1);
    expect(inSizeOrder(sizes.data.sizes)).toBe(true);
    // A price in cents, except for a tire sold on request, which has none.
    const availability = new Map(line.map((tire) => [String(tire.id), tire.availability]));
    for (const size of sizes.data.sizes) {
      const onRequest = availability.get(size.productId) === "ProductStatusCallForPricing";
      if (onRequest) expect(size.priceInCents).toBeNull();
      else expect(Number.isInteger(size.priceInCents)).toBe(true);
    }
  });

  it("lists a long line page by page, in size order, without repeating a size", async () => {
    const line = (await michelinTires()).filter((tire) => tire.line === "defender2");
    const pageSize = 30;
    const pages = Math.ceil(line.length / pageSize);
    expect(pages).toBeGreaterThan(2);
    const { tm } = store("michelin", memoryStorage(), pageSize);
    await tm.loadLines();
    await tm.chooseLine("defender2");
    const first = tm.$sizes.get();
    if (first.status !== "done") throw new Error(`sizes ${first.status}`);
    expect(first.data).toMatchObject({ total: line.length, page: 1 });
    expect(first.data.sizes).toHaveLength(pageSize);
    expect(tm.$hasMoreSizes.get()).toBe(true);
    for (let page = 2; page <= pages; page++) {
      await tm.moreSizes();
      const shown = tm.$sizes.get();
      if (shown.status !== "done") throw new Error(`sizes ${shown.status}`);
      expect(shown.data.page).toBe(page);
      expect(shown.data.sizes).toHaveLength(Math.min(line.length, page * pageSize));
      expect(inSizeOrder(shown.data.sizes)).toBe(true);
    }
    const all = tm.$sizes.get();
    if (all.status !== "done") throw new Error(`sizes ${all.status}`);
    // Every tire of the line once: the line has one tire per size.
    const ids = all.data.sizes.map((s) => Number(s.productId));
    expect(ids.sort((a, b) => a - b)).toEqual(line.map((tire) => tire.id).sort((a, b) => a - b));
    expect(new Set(all.data.sizes.map((s) => s.size)).size).toBe(line.length);
    expect(tm.$hasMoreSizes.get()).toBe(false);
    await tm.moreSizes();
    expect(tm.$sizes.get()).toEqual(all);
  });

  it("says so when the brand has no tires", async () => {
    const { tm } = store("Acme Rubber");
    await tm.loadLines();
    expect(tm.$lines.get()).toEqual({
      status: "error",
      message: "We could not find tires for Acme Rubber",
    });
  });

  it("refuses to add without a size, with a message", async () => {
    const { tm, requests } = store();
    await tm.loadLines();
    expect(await tm.addToCart()).toBe(false);
    expect(tm.$notice.get()).toEqual({ kind: "error", text: "Choose a size first" });
    expect(requests.some((url) => url.pathname.endsWith("/cart-summary"))).toBe(false);
  });

  it("creates the cart in partner mode: ZIP 33301, the tire-maker source, the chosen quantity", async () => {
    const { tm, storage } = store();
    const size = await chooseOrderable(tm, "defender2", 0);
    tm.setQuantity(2);
    expect(await tm.addToCart()).toBe(true);

    const cart = tm.cart.$cart.get();
    expect(cart?.zip).toBe("33301");
    expect(cart?.siteProducts).toMatchObject([{ productId: size.productId, quantity: 2 }]);
    expect(tm.$cartCount.get()).toBe(2);
    expect(storage.get(CART_QTY_COOKIE)).toBe("2");
    expect(tm.$notice.get()?.text).toBe(`Added 2 × Defender2 ${size.size} to your cart`);
    const href = new URL(tm.checkoutHref("https://shop.example") ?? "");
    expect(href.pathname).toBe("/checkout/shipping");
    expect(href.searchParams.get("cartId")).toBe(cart?.id);
    expect(href.searchParams.get("widgetSource")).toBe("tiremaker");
    expect(href.searchParams.get("widgetType")).toBe("manufacturer-widget");
    expect(href.searchParams.get("widgetSourceId")).toBe("michelin");
  });

  it("lists shops only near a ZIP and installs the cart's tires at the one chosen", async () => {
    const { tm, requests } = store();
    await chooseOrderable(tm, "defender2", 1);
    await tm.addToCart();

    await tm.installers.search("33301");
    const search = tm.installers.$installerSearch.get();
    if (search.status !== "done") throw new Error(`installers ${search.status}`);
    expect(search.installers.length).toBeGreaterThan(0);
    expect(search.installers.every((i) => !i.isMobileInstall)).toBe(true);
    const query = requests.find((url) => url.pathname.endsWith("/installers"))?.searchParams;
    expect(query?.get("mobileInstall")).toBe("false");

    const shop = search.installers[0];
    if (!shop) throw new Error("no shop");
    expect(await tm.chooseInstaller(shop)).toBe(true);
    const cart = tm.cart.$cart.get();
    expect(cart?.installerDetails?.installerId).toBe(shop.installerId);
    expect(cart?.cartSummary.installationInCents).toBeGreaterThan(0);
    expect(tm.$cartCount.get()).toBe(4);
    expect(tm.$installer.get()?.company).toBe(shop.company);
  });

  it("reads a cart from an earlier visit when the modal opens, and not before", async () => {
    const first = store();
    await chooseOrderable(first.tm, "crossclimate2", 0);
    expect(await first.tm.addToCart()).toBe(true);

    const later = store("michelin", first.storage);
    expect(later.tm.$cartCount.get()).toBe(4);
    expect(later.tm.cart.$cart.get()).toBeNull();
    await later.tm.cart.refresh();
    expect(later.requests).toHaveLength(0);
    await later.tm.openCart();
    expect(later.tm.$cartOpen.get()).toBe(true);
    expect(later.tm.cart.$cart.get()?.siteProducts).toHaveLength(1);
  });

  it("changes a quantity, and removing the last tire empties the cart with the modal still open", async () => {
    const { tm, storage } = store();
    const size = await chooseOrderable(tm, "defender2", 2);
    await tm.addToCart();
    const id = tm.cart.$cart.get()?.id ?? "";
    await tm.openCart();

    expect(await tm.changeQuantity(size.productId, 3)).toBe(true);
    expect(tm.$cartCount.get()).toBe(3);
    expect((await cartRow(id)).siteProducts[0].quantity).toBe(3);

    expect(await tm.changeQuantity(size.productId, 0)).toBe(true);
    expect(tm.cart.$cart.get()).toBeNull();
    expect(tm.$cartCount.get()).toBe(0);
    expect(storage.get(CART_ID_COOKIE)).toBeNull();
    expect(tm.$cartOpen.get()).toBe(true);
    expect(tm.checkoutHref("https://shop.example")).toBeNull();
  });

  it("refuses zero tires and a size that cannot be ordered, before any cart call", async () => {
    const { tm, requests } = store();
    await chooseOrderable(tm, "defender2", 0);
    tm.setQuantity(0);
    expect(await tm.addToCart()).toBe(false);
    expect(tm.$notice.get()).toEqual({ kind: "error", text: "Choose at least one tire" });
    const sizes = tm.$sizes.get();
    const unavailable = sizes.status === "done" ? sizes.data.sizes.find((s) => !s.canAdd) : null;
    if (!unavailable) throw new Error("every listed Defender2 size can be ordered");
    tm.chooseSize(unavailable.productId);
    tm.setQuantity(4);
    expect(await tm.addToCart()).toBe(false);
    expect(tm.$notice.get()?.text).toBe("This size cannot be ordered right now");
    expect(requests.some((url) => url.pathname.endsWith("/cart-summary"))).toBe(false);
  });

  it("shows a server refusal as the notice", async () => {
    const { tm } = store();
    await chooseOrderable(tm, "defender2", 0);
    tm.setQuantity(21);
    expect(await tm.addToCart()).toBe(false);
    expect(tm.$notice.get()).toEqual({
      kind: "error",
      text: "At most 20 tires of one kind per order",
    });
  });
});
