import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ATTRIBUTION_COOKIE } from "@treadkit/core/widget";
import { DEFAULT_DESCRIPTION } from "@treadkit/storefront";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts } from "../modules/cart/cart.schema";
import { products } from "../modules/catalog/catalog.schema";
import { createTestApp } from "../testing/databases";
import { UNSTOCKED_SIZE } from "../testing/fixtures";
import { htmlText } from "../testing/html";

/** "$89.99" for 8999 cents. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

// Server rendering reads the database through the API; PGlite is enough here, the API tests
// cover PostgreSQL.
describe("storefront server rendering", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("renders a size page with its tires and prices in the HTML", async () => {
    const response = await get("/tire-sizes/225-50r17");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("<title>225/50R17 Tires | Treadkit</title>");
    expect(html).toContain('<meta name="robots" content="index,follow,max-image-preview:large">');
    expect(html).toContain('<link rel="canonical" href="http://localhost/tire-sizes/225-50r17">');
    expect(html).toContain("<h1>225/50R17 Tires</h1>");
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.sizeSlug, "225-50r17"), isNull(products.discontinuedAt)));
    const total = row?.n ?? 0;
    expect(total).toBeGreaterThan(1);
    // The search snippet names the size and how many tires it has.
    expect(html).toContain(
      `<meta name="description" content="Compare ${total} 225/50R17 tires by price, brand and type, priced with installation at a shop near you.">`,
    );
    expect(html).toContain(`${total} tires in 225/50R17`);
    // The first page of the size's tires, cheapest first, each with its line and price.
    const listing = (await get("/api/catalog/products?size=225-50r17")).json();
    type Listed = {
      name: string;
      link: { href: string };
      priceList: { salePriceInCents: number }[];
    };
    const expected = (listing.siteCatalogProducts as Listed[]).map((tire) => ({
      href: tire.link.href,
      name: tire.name,
      price: dollars(tire.priceList[0]?.salePriceInCents ?? 0),
    }));
    expect(expected.length).toBeGreaterThan(1);
    // Each card runs to the next (a card holds lists of its own: its badges).
    const cards = html.split('<li class="product-card">').slice(1);
    expect(
      cards.map((card) => ({
        href: htmlText(/<h2 class="product-card__name"><a [^>]*href="([^"#]+)/.exec(card)?.[1]),
        name: htmlText(/<h2 class="product-card__name"><a [^>]*>([^<]+)<\/a>/.exec(card)?.[1]),
        price: /<span class="price">([^<]+)<\/span>/.exec(card)?.[1],
      })),
    ).toEqual(expected);
    // Hydration data travels with the page so that the client does not fetch it again.
    expect(html).toContain("window.__staticRouterHydrationData");
  });

  it("renders with the shopper's cookies: the cart badge and the checkout's cart, never cached", async () => {
    const listing = (await get("/api/catalog/products?size=225-50r17&pageSize=1")).json();
    const cart = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: { productId: listing.siteCatalogProducts[0].productId, quantity: { front: 3 } },
      })
    ).json().siteCart;
    const page = await ctx.app.inject({
      method: "GET",
      url: "/tire-sizes/225-50r17",
      headers: { cookie: "CART_QTY=3; other=x" },
    });
    expect(page.body).toContain("Cart, 3 tires");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect((await get("/tire-sizes/225-50r17")).body).toContain("Cart, 0 tires");
    // "9 +" above 9, and a negative count hides the cart button (storefront.md §2).
    const many = await ctx.app.inject({ url: "/", headers: { cookie: "CART_QTY=12" } });
    expect(many.body).toContain('aria-hidden="true">9 +</span>');
    const negative = await ctx.app.inject({ url: "/", headers: { cookie: "CART_QTY=-2" } });
    expect(negative.body).not.toContain('class="cart-button"');

    // The checkout finds the cart by its cookie when the link carries no cartId.
    const checkout = await ctx.app.inject({
      method: "GET",
      url: "/checkout/shipping",
      headers: { cookie: `CART_ID=${cart.id}` },
    });
    expect(checkout.body).not.toContain("Your cart is empty");
    expect(checkout.body).toContain('<h1 id="step-title">Shipping</h1>');
  });

  it("compresses pages for browsers that accept it", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/tire-sizes/225-50r17",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("accept-encoding");
    const plain = await get("/tire-sizes/225-50r17");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("compresses the API's JSON and the drawn pictures too, and reads its own calls plain", async () => {
    const listing = await get("/api/catalog/products?size=225-50r17&pageSize=1");
    const picture = (listing.json() as { siteCatalogProducts: { imageList: { src: string }[] }[] })
      .siteCatalogProducts[0]?.imageList[0]?.src;
    const sku = /^\/media\/tires\/(.+)\.svg$/.exec(picture ?? "")?.[1];
    expect(sku).toBeTruthy();
    for (const url of [
      "/api/catalog/products?size=225-50r17",
      `/media/tires/${sku}.svg`,
      `/media/tires/sidetread/${sku}.svg`,
    ]) {
      const packed = await ctx.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": "gzip" },
      });
      expect(packed.statusCode, url).toBe(200);
      expect(packed.headers["content-encoding"], url).toBe("gzip");
      const plain = await get(url);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(gunzipSync(packed.rawPayload).toString("utf8"), url).toBe(plain.body);
      expect(packed.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
    }
    // A page rendered for a browser that accepts brotli still has its data: the page's own calls
    // to the API, made in the process, are answered plain.
    const page = await ctx.app.inject({
      method: "GET",
      url: "/tire-sizes/225-50r17",
      headers: { "accept-encoding": "br" },
    });
    expect(brotliDecompressSync(page.rawPayload).toString("utf8")).toContain("176 tires");
  });

  it("puts the CSP nonce on its inline style and script", async () => {
    const response = await get("/tire-sizes/225-50r17");
    const csp = String(response.headers["content-security-policy"]);
    const scriptNonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    const styleNonce = /style-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(scriptNonce).toBeTruthy();
    expect(response.body).toContain(`<style nonce="${styleNonce}">`);
    expect(response.body).toContain(`<script nonce="${scriptNonce}">`);
  });

  it("redirects a size as typed to its canonical page", async () => {
    const typed = await get("/tire-sizes/2255017");
    expect(typed.statusCode).toBe(301);
    expect(typed.headers.location).toBe("/tire-sizes/225-50r17");
    const search = await get("/tire-sizes?size=225%2F50R17");
    expect(search.statusCode).toBe(302);
    expect(search.headers.location).toBe("/tire-sizes/225-50r17");
  });

  it("keeps an LT size light-truck when it moves it to its canonical page", async () => {
    const slug = await get("/tire-sizes/lt265-75r16");
    expect(slug.statusCode).toBe(301);
    expect(slug.headers.location).toBe("/tire-sizes/265-75r16?lightTruck=true");
    const kept = await get("/tire-sizes/lt265-75r16?sort=price-desc");
    expect(kept.headers.location).toBe("/tire-sizes/265-75r16?sort=price-desc&lightTruck=true");
    const search = await get("/tire-sizes?size=LT265%2F75R16");
    expect(search.statusCode).toBe(302);
    expect(search.headers.location).toBe("/tire-sizes/265-75r16?lightTruck=true");
    // The canonical LT page lists light-truck tires only; it is not moved again.
    const page = await get("/tire-sizes/265-75r16?lightTruck=true");
    expect(page.statusCode).toBe(200);
    const sizes = [...page.body.matchAll(/\b(?:LT|P)?\d{3}\/75R16\b/g)].map((m) => m[0]);
    expect(sizes.length).toBeGreaterThan(0);
    expect(
      sizes.filter((size) => size !== "265/75R16").every((size) => size.startsWith("LT")),
    ).toBe(true);
  });

  it("keeps an LT size light-truck on its brand, type and category listings", async () => {
    const brand = await get("/tire-sizes/lt265-75r16/brands/bfgoodrich");
    expect(brand.statusCode).toBe(301);
    expect(brand.headers.location).toBe(
      "/tire-sizes/265-75r16/brands/bfgoodrich-tires?lightTruck=true",
    );
    const category = await get("/tire-sizes/lt265-75r16/categories/all-season?sort=price-asc");
    expect(category.headers.location).toBe(
      "/tire-sizes/265-75r16/categories/all-season?sort=price-asc&lightTruck=true",
    );
    // The canonical LT brand listing shows light-truck tires only and is not moved again.
    const page = await get(String(brand.headers.location));
    expect(page.statusCode).toBe(200);
    const sizes = [...page.body.matchAll(/\b(?:LT|P)?\d{3}\/75R16\b/g)].map((m) => m[0]);
    expect(sizes.length).toBeGreaterThan(0);
    expect(
      sizes.filter((size) => size !== "265/75R16").every((size) => size.startsWith("LT")),
    ).toBe(true);
  });

  it("preselects no trim: a 2019 Honda CR-V owner chooses theirs", async () => {
    const response = await get("/vehicles/choose?year=2019&make=honda&model=cr-v");
    expect(response.statusCode).toBe(200);
    const radios = [...response.body.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    const trims = radios.filter((radio) => radio.includes('name="vehicleId"'));
    // EX, EX-L, LX and Touring, each on its own size.
    expect(trims.length).toBe(4);
    expect(trims.every((radio) => radio.includes("required"))).toBe(true);
    expect(trims.some((radio) => /\schecked\b/.test(radio))).toBe(false);
  });

  it("shows the size search again with a message for a size it cannot read", async () => {
    const response = await get("/tire-sizes?size=hello");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Please enter a valid tire size, for example 225/50R17");
  });

  it("answers 404 with the missing-page text for an unknown size or path", async () => {
    for (const url of ["/tire-sizes/not-a-size", "/no/such/page"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("The page you are looking for is missing");
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it("tells shoppers when nobody stocks a valid size", async () => {
    const response = await get(`/tire-sizes/${UNSTOCKED_SIZE.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Sorry, no matching results found");
  });

  it("gives every page a description, the site's own where the page has none", async () => {
    for (const path of ["/", "/tire-sizes", "/checkout/shipping", "/no-such-page"]) {
      const html = (await get(path)).body;
      expect(html, path).toContain(`<meta name="description" content="${DEFAULT_DESCRIPTION}">`);
    }
  });

  it("renders the home page with the footer from the site globals", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Tires for every car, installed near you");
    expect(response.body).toContain("Track your order");
  });

  it("answers an unknown page inside the site: header, search and footer, suggestions, 404, noindex", async () => {
    const missing = await get("/no-such-page/here");
    expect(missing.statusCode).toBe(404);
    const html = htmlText(missing.body) as string;
    expect(html).toContain("<title>Page not found | Treadkit</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex,/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain("The page you are looking for is missing</h1>");
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    expect(html).toContain('role="search"');
    expect(html).toContain("Popular tire sizes");
    expect(html).toContain('href="/tire-sizes/275-65r18"');
  });

  it("lists every tire of one rim at /tire-sizes/diameter/17-inch-tires", async () => {
    const rim = await get("/tire-sizes/diameter/17-inch-tires");
    expect(rim.statusCode).toBe(200);
    expect(rim.body).toContain("<h1>17-inch Tires</h1>");
    expect(rim.body).toContain('href="/tire-sizes/225-50r17"');
  });

  it("answers a tire no longer sold with 410: a page that helps a shopper, nothing for a crawler", async () => {
    const listing = (await get("/api/catalog/products?size=225-50r17&pageSize=1")).json();
    const tire = listing.siteCatalogProducts[0];
    await ctx.database.db
      .update(products)
      .set({ discontinuedAt: new Date() })
      .where(eq(products.id, Number(tire.productId)));
    try {
      const api = await get(`/api/catalog/products/${tire.productId}`);
      expect(api.statusCode).toBe(410);
      expect(api.json().errorMessage).toBe("This tire is no longer sold");
      const shopper = await ctx.app.inject({
        url: tire.link.href,
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" },
      });
      expect(shopper.statusCode).toBe(410);
      expect(shopper.body).toContain("This tire is no longer sold</h1>");
      expect(shopper.body).toContain("<title>No longer sold | Treadkit</title>");
      expect(shopper.body).toContain('role="search"');
      const crawler = await ctx.app.inject({
        url: tire.link.href,
        headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      });
      expect(crawler.statusCode).toBe(410);
      expect(crawler.body).toBe("");
    } finally {
      await ctx.database.db
        .update(products)
        .set({ discontinuedAt: null })
        .where(eq(products.id, Number(tire.productId)));
    }
  });

  it("tells /compare with one tire why, under the compare page's own title, with status 400", async () => {
    const listing = (await get("/api/catalog/products?size=225-50r17&pageSize=1")).json();
    const one = await get(`/compare?ids=${listing.siteCatalogProducts[0].productId}`);
    expect(one.statusCode).toBe(400);
    expect(one.body).toContain("<title>Compare tires | Treadkit</title>");
    expect(one.body).toContain("Choose at least 2 tires to compare");
    expect(one.body).toMatch(/<meta name="robots" content="noindex,/);
  });

  // A widget's hand-off lands on a storefront page; the carts this browser makes afterwards are
  // the widget's (storefront.md §4 "Widget origin"; the order's channel reads the cart's source).
  describe("widget attribution kept across the hand-off", () => {
    const HANDOFF =
      "/tire-sizes/225-50r17?widgetSource=affiliate&widgetType=affiliate-widget&widgetSourceId=tirebuyers-blog";

    async function someProductId(): Promise<string> {
      const [row] = await ctx.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.availability, "ProductStatusAvailable"))
        .limit(1);
      return String(row?.id);
    }

    async function addToCart(cookie: string | undefined, extra: Record<string, string> = {}) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        headers: cookie ? { cookie } : {},
        payload: { productId: await someProductId(), quantity: { front: 4 }, ...extra },
      });
      expect(response.statusCode).toBe(201);
      const [cart] = await ctx.database.db
        .select({ source: carts.widgetSource, sourceId: carts.widgetSourceId })
        .from(carts)
        .where(eq(carts.id, response.json().siteCart.id));
      return cart;
    }

    it("remembers the hand-off for 30 days and makes the next cart the widget's", async () => {
      const landed = await ctx.app.inject({ method: "GET", url: HANDOFF });
      expect(landed.statusCode).toBe(200);
      const cookie = landed.cookies.find((c) => c.name === ATTRIBUTION_COOKIE);
      expect(cookie).toMatchObject({
        value: "affiliate|tirebuyers-blog",
        maxAge: 2_592_000,
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      });
      const header = `${ATTRIBUTION_COOKIE}=${encodeURIComponent(cookie?.value ?? "")}`;
      expect(await addToCart(header)).toEqual({ source: "affiliate", sourceId: "tirebuyers-blog" });
      // A widget's own cart names its source itself; a browser without a hand-off has none.
      expect(await addToCart(header, { widgetSource: "installer" })).toEqual({
        source: "installer",
        sourceId: null,
      });
      expect(await addToCart(undefined)).toEqual({ source: null, sourceId: null });
    });

    it("keeps nothing from a page visit without a hand-off, or with junk in its place", async () => {
      for (const url of [
        "/tire-sizes/225-50r17",
        "/tire-sizes/225-50r17?widgetSource=%3Cscript%3E",
      ]) {
        const response = await ctx.app.inject({ method: "GET", url });
        expect(response.cookies.find((c) => c.name === ATTRIBUTION_COOKIE)).toBeUndefined();
      }
      const forged = `${ATTRIBUTION_COOKIE}=${encodeURIComponent("<b>|x|y")}`;
      expect(await addToCart(forged)).toEqual({ source: null, sourceId: null });
    });
  });
});
