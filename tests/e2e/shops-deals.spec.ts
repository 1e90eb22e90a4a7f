import { expect, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** Tire-shop pages, deal pages and the generic content pages (storefront.md §2). */

// Pages fade in on navigation; axe reads colours once the page is still.
test.use({ reducedMotion: "reduce" });

const SHOP_PATH = "/tire-shops/shop/south-congress-tire-austin-tx/TX-AUS-008";

test.describe("tire shops", () => {
  test("landing → city → shop, and the shop becomes the selected shop", async ({
    page,
    context,
  }) => {
    await page.goto("/tire-shops");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire shops near you");
    await expect(page.getByRole("heading", { name: /Texas/ })).toBeVisible();
    await expectNoAxeViolations(page, "main");

    await page.getByRole("link", { name: "Austin, TX" }).click();
    await expect(page).toHaveURL(/\/tire-shops\/austin-tx$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire Shops in Austin, TX");
    // Every shop of the area, nearest the city's centre first, as the API lists them.
    const area = await (await page.request.get("/api/tire-shops/areas/austin-tx")).json();
    const nearest: { company: string }[] = area.shops;
    expect(nearest.map((shop) => shop.company)).toContain("South Congress Tire");
    const shops = page.locator(".shop-card");
    await expect(shops).toHaveCount(nearest.length);
    await expect(shops.first()).toContainText(nearest[0]?.company ?? "");
    await expect(shops.first()).toContainText("mi from Austin");
    // Above the list, the offline map of the same shops: it loads, and names what it shows.
    const map = page.getByRole("img", {
      name: /^Map: the shops below as numbered pins around Austin/,
    });
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() => map.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(640);
    await expectNoAxeViolations(page, "main");

    await page.getByRole("link", { name: "South Congress Tire" }).click();
    await expect(page).toHaveURL(SHOP_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("South Congress Tire");
    await expect(page.getByText("1600 S Congress Ave, Austin, TX 78704")).toBeVisible();
    await expect(page.getByRole("table", { name: "Opening hours" })).toContainText("Monday");
    await expect(page.getByText("EV Certified")).toBeVisible();
    await expectNoAxeViolations(page, "main");

    await page.getByRole("button", { name: "Shop tires at this shop" }).click();
    await expect(page.locator(".shop-selected")).toContainText(
      "South Congress Tire is your selected shop",
    );
    await expect(page).toHaveURL(SHOP_PATH);
    const stored = (await context.cookies()).find((c) => c.name === "SELECTED_SHOP");
    const detail = await (await page.request.get("/api/tire-shops/shops/TX-AUS-008")).json();
    expect(stored?.value).toBe(detail.installerId);
    await expectNoAxeViolations(page, "main");
  });

  test("a shop page is rendered on the server with its TireShop data", async ({ request }) => {
    const response = await request.get(SHOP_PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>South Congress Tire</h1>");
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? "{}")).toMatchObject({
      "@type": "TireShop",
      name: "South Congress Tire",
      address: { addressLocality: "Austin", postalCode: "78704" },
    });
  });

  test("a wrong shop name goes to the shop's path; unknown shops and areas are 404", async ({
    request,
  }) => {
    const moved = await request.get("/tire-shops/shop/old-name/TX-AUS-008", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(SHOP_PATH);
    for (const path of ["/tire-shops/shop/x/XX-NOPE-1", "/tire-shops/atlantis-tx"]) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text()).toContain("The page you are looking for is missing");
    }
  });

  test("selecting a shop makes it the installer of the cart", async ({ page }) => {
    await page.goto("/tire-sizes/225-50r17");
    await page
      .getByRole("button", { name: /^Add 4 to cart/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const cartId = (await page.context().cookies()).find((c) => c.name === "CART_ID")?.value;
    expect(cartId).toBeTruthy();
    await page.goto(SHOP_PATH);
    await page.getByRole("button", { name: "Shop tires at this shop" }).click();
    await expect(page.locator(".shop-selected")).toContainText("is your selected shop");
    const cart = await (await page.request.get(`/api/cart-summary?cartId=${cartId}`)).json();
    const detail = await (await page.request.get("/api/tire-shops/shops/TX-AUS-008")).json();
    expect(cart.siteCart.installerDetails?.installerId).toBe(detail.installerId);
  });
});

test.describe("tire deals", () => {
  test("the deals landing links to a deal whose page lists its tires", async ({ page }) => {
    await page.goto("/tire-deals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire Deals");
    await expect(page.locator(".deal-card").first()).toBeVisible();
    await expectNoAxeViolations(page, "main");

    await page.getByRole("link", { name: "Buy 3 Michelin tires, get the 4th free" }).click();
    await expect(page).toHaveURL(/\/tire-deals\/michelin-buy-3-get-1-free$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Buy 3 Michelin tires, get the 4th free",
    );
    await expect(page.getByText("Use code MICHELIN4 in your cart")).toBeVisible();
    const brands = page.locator(".product-card .product-card__brand");
    await expect(brands.first()).toBeVisible();
    for (const brand of await brands.allTextContents()) expect(brand).toBe("Michelin");
    await expectNoAxeViolations(page, "main");
  });

  test("the Black Friday page renders, on or off season", async ({ page }) => {
    const response = await page.goto("/tire-deals/black-friday-sale");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday Tire Sale");
    await expect(page.locator(".deal-card, .notice").first()).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });

  test("the Cyber Monday page is never a 404", async ({ request }) => {
    const response = await request.get("/tire-deals/cyber-monday-sale");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Cyber Monday Tire Sale");
  });

  test("/tire-sales moves to /tire-deals", async ({ request }) => {
    const response = await request.get("/tire-sales", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/tire-deals");
  });

  test("an unknown deal is 404", async ({ request }) => {
    expect((await request.get("/tire-deals/no-such-deal")).status()).toBe(404);
  });
});

test.describe("content pages", () => {
  test("a content page is rendered on the server", async ({ request }) => {
    const response = await request.get("/returns-and-refunds");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Returns and Refunds</h1>");
    expect(html).toContain("$20 per tire");
    expect(html).toContain("<title>Returns and Refunds | Treadkit</title>");
  });

  test("a content page has no axe violations", async ({ page }) => {
    await page.goto("/tire-buying-guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire Buying Guide");
    await expect(page.getByRole("link", { name: "Shop by tire size" })).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });

  test("an unknown page is the 404 page", async ({ request }) => {
    for (const path of ["/no-such-page", "/Not_A_Page"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("The page you are looking for is missing");
    }
  });

  test("the catch-all leaves the other pages alone", async ({ request }) => {
    for (const path of ["/sitemap", "/tire-sizes"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain("The page you are looking for is missing");
    }
    // Without a code the invite page answers 404 itself, with its own words.
    const invite = await (await request.get("/invite")).text();
    expect(invite).not.toContain("The page you are looking for is missing");
    const checkout = await request.get("/checkout/shipping", { maxRedirects: 0 });
    expect(checkout.status()).not.toBe(404);
    const account = await request.get("/account", { maxRedirects: 0 });
    expect(account.status()).not.toBe(404);
  });
});
