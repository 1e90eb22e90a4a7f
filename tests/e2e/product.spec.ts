import { recordCspViolations } from "./csp";
import { type APIRequestContext, expect, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** The product page: its anchors, deal alert, quantity, installed prices and recently viewed. */

type Listed = {
  productId: string;
  name: string;
  link: { href: string };
  availability: string;
  priceList: { salePriceInCents: number }[];
};

async function inStock(request: APIRequestContext, query: string): Promise<Listed[]> {
  const listing = await (await request.get(`/api/catalog/products?${query}`)).json();
  return (listing.siteCatalogProducts as Listed[]).filter(
    (p) => p.availability !== "ProductStatusOutOfStock",
  );
}

test("a product page has every anchor section and no accessibility violations", async ({
  page,
  request,
}) => {
  const [tire] = await inStock(request, "brand=michelin");
  if (!tire) throw new Error("the data set has a Michelin tire in stock");
  await page.goto(tire.link.href);
  for (const anchor of [
    "brand",
    "description",
    "insights",
    "installation",
    "recommendation",
    "reviews",
    "specs",
    "deal-alert",
  ]) {
    await expect(page.locator(`#${anchor}`), anchor).toHaveCount(1);
  }
  await expect(page.locator("#description")).toContainText(`The Michelin ${tire.name}`);
  // The DOT date code of the units an order takes first.
  await expect(page.locator("#insights")).toContainText(/Made in week \d{1,2} of 20\d\d/);
  // Michelin's buy-3-get-1 coupon is running: the page alerts to it, with its code.
  await expect(page.getByRole("region", { name: "Deal alert" })).toContainText("MICHELIN4");
  await expectNoAxeViolations(page, "main");
});

test("the line's sizes list each size once, this tire's own among them, its variants named", async ({
  page,
  request,
}) => {
  const [tire] = await inStock(request, "size=225-50r17");
  if (!tire) throw new Error("the data set has a tire in 225/50R17");
  await page.goto(tire.link.href);
  const sizes = page.getByRole("region", { name: `Sizes of the ${tire.name}` });
  const items = sizes.getByRole("listitem");
  const labels = await sizes.locator(".size-links__size").allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  expect(new Set(labels).size).toBe(labels.length);
  // This tire's size is listed, with this tire marked rather than linked.
  const own = items.filter({ hasText: "225/50R17" });
  await expect(own.locator('[aria-current="page"]')).toContainText("(this tire)");
  // A size made in two speed ratings names both: "94H $81.00 · 94T $76.49".
  await expect(items.first()).toContainText(/\d{2,3}[A-Z]/);
  await items.filter({ hasNotText: "225/50R17" }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/p\/\d+/);
  await expect(page).not.toHaveURL(new RegExp(`${tire.link.href}$`));
});

test("the shopper picks how many tires to add", async ({ page, request }) => {
  const [tire] = await inStock(request, "size=225-50r17");
  if (!tire) throw new Error("the data set has a 225/50R17 tire in stock");
  await page.goto(tire.link.href);
  // The select is as tall as the buttons beside it, and its caret sits clear of the number.
  const quantity = page.getByLabel("Quantity");
  const drawn = await quantity.evaluate((select) => {
    const style = getComputedStyle(select);
    return {
      height: select.getBoundingClientRect().height,
      width: select.getBoundingClientRect().width,
      paddingRight: Number.parseFloat(style.paddingRight),
    };
  });
  expect(drawn.height).toBeGreaterThanOrEqual(44);
  expect(drawn.width).toBeGreaterThanOrEqual(72);
  expect(drawn.paddingRight).toBeGreaterThanOrEqual(30);
  await quantity.selectOption("2");
  await page.getByRole("button", { name: /^Add 2 to cart/ }).click();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart).toBeVisible();
  await expect(page.locator(".cart-button__badge")).toHaveText("2");
});

test("with a ZIP code the page lists shops near it with the out-the-door price for four", async ({
  page,
  request,
}) => {
  const [tire] = await inStock(request, "size=225-50r17");
  if (!tire?.priceList[0]) throw new Error("the data set has a priced 225/50R17 tire");
  await page.goto(tire.link.href);
  const section = page.getByRole("region", { name: "Installation near you" });
  await expect(section).toContainText("Enter your ZIP code");
  await section.getByLabel("ZIP code").fill("78704");
  await section.getByRole("button", { name: "Show shops" }).click();
  await expect(page).toHaveURL(/#installation$/);

  const shops = section.locator(".pdp-installer");
  await expect(shops.first()).toBeVisible();
  expect(await shops.count()).toBeLessThanOrEqual(4);
  // The price for four is the shop's out-the-door quote: what the cart of them there charges.
  const installers = await (
    await request.get("/api/installers?userZip=78704&limit=4&source=pdp")
  ).json();
  const first = installers.siteInstallers.siteInstallerList[0];
  const expected: number = (
    await (
      await request.get(
        `/api/catalog/products/${tire.productId}/installed-set?userZip=78704&installerId=${first.installerId}`,
      )
    ).json()
  ).totalInCents;
  await expect(shops.first().locator(".price")).toHaveText(
    `$${(expected / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );

  await shops
    .first()
    .getByRole("button", { name: /^Choose this shop/ })
    .click();
  await expect(page).toHaveURL(/#installation$/);
  await expect(shops.first()).toContainText("Your shop");
  await expect(page.getByRole("region", { name: "Your shop" })).toContainText(
    `Your shop: ${first.company}`,
  );
});

test("a shop's install time is chosen on the product page: the tires go into the cart with it", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const [tire] = await inStock(request, "size=225-50r17");
  if (!tire) throw new Error("the data set has a 225/50R17 tire in stock");
  await context.addCookies([{ name: "USER_ZIP", value: "78704", url: baseURL ?? "" }]);
  await page.goto(tire.link.href);
  const section = page.getByRole("region", { name: "Installation near you" });
  const shop = section.locator(".pdp-installer").filter({
    has: page.getByRole("button", { name: /^Choose install time/ }),
  });
  const company = (await shop.first().locator("strong").textContent()) ?? "";
  await shop
    .first()
    .getByRole("button", { name: /^Choose install time/ })
    .click();

  const modal = page.getByRole("dialog", { name: `Install at ${company}` });
  await modal.getByRole("button", { name: "Add 4 with this install time" }).click();
  await expect(modal.getByRole("alert")).toHaveText("Please select a time slot");
  await modal.getByRole("radio", { disabled: false }).first().check();
  await modal.getByRole("button", { name: "Add 4 with this install time" }).click();

  await expect(modal).toBeHidden();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart).toBeVisible();
  await expect(cart).toContainText(tire.name);
  // The checkout starts with that shop and that appointment.
  await page.goto("/checkout/shipping");
  await expect(page.getByText(company).first()).toBeVisible();
});

test("a product page lists the tires viewed before it", async ({ page, request }) => {
  const [first, second] = await inStock(request, "size=225-50r17");
  if (!first || !second) throw new Error("the data set has two 225/50R17 tires in stock");
  await page.goto(first.link.href);
  await expect(page.locator("#specs")).toBeVisible();
  // The visit is recorded once the page is live.
  await page.waitForLoadState("networkidle");
  await page.goto(second.link.href);
  const recent = page.getByRole("region", { name: "Recently viewed" });
  await expect(recent.locator(`a[href="${first.link.href}"]`)).toBeVisible();
  // The page's own tire is not among them.
  await expect(recent.locator(`a[href="${second.link.href}"]`)).toHaveCount(0);
});

test("from a staggered listing a product page sells a front and rear set", async ({
  page,
  request,
}) => {
  // A line sold in both sizes of a staggered fitment (BMW 3 Series: 225/45R17, 245/40R18).
  const fronts = await inStock(request, "size=225-45r17");
  let chosen: Listed | null = null;
  for (const tire of fronts) {
    const detail = await (await request.get(`/api/catalog/products/${tire.productId}`)).json();
    if (detail.otherSizes.some((s: { size: string }) => s.size === "245/40R18")) chosen = tire;
    if (chosen) break;
  }
  if (!chosen) throw new Error("the data set has a line in 225/45R17 and 245/40R18");
  await page.goto("/tire-sizes/225-45r17?rearSize=245-40r18");
  await page
    .getByRole("region", { name: "Front tires: 225/45R17" })
    .locator(`a[href^="${chosen.link.href}?rearSize=245-40r18"]`)
    .click();
  const set = page.getByRole("group", { name: "Staggered set" });
  await expect(set.getByLabel("Front 225/45R17")).toHaveValue("2");
  await expect(set.getByLabel(/^Rear 245\/40R18/)).toHaveValue("2");
  await set.getByLabel(/^Rear 245\/40R18/).selectOption("4");
  await page.getByRole("button", { name: "Add set to cart" }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  await expect(page.locator(".cart-button__badge")).toHaveText("6");
});

test("with a ZIP code the page gives the set's out-the-door price, and the cart of that set charges it", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const [tire] = await inStock(request, "size=225-50r17");
  if (!tire) throw new Error("the data set has a 225/50R17 tire in stock");
  await context.addCookies([{ name: "USER_ZIP", value: "78704", url: baseURL ?? "" }]);
  await page.goto(tire.link.href);
  const quote = page.getByRole("region", { name: /for 4 installed/ });
  await expect(quote).toContainText("Installation");
  await expect(quote).toContainText("Sales tax");
  await expect(quote).toContainText(/As low as \$[\d,]+\.\d\d\/mo/);
  await expectNoAxeViolations(page, ".out-the-door");
  const total = ((await quote.getByRole("heading").textContent()) ?? "").split(" ")[0] ?? "";
  const company = /^At (.+), [\d.]+ mi away/.exec(
    (await quote.locator("p").first().textContent()) ?? "",
  )?.[1];
  expect(company).toBeTruthy();

  // Four of the tire at that shop, through the page's own install-time chooser.
  const shop = page
    .getByRole("region", { name: "Installation near you" })
    .locator(".pdp-installer")
    .filter({ hasText: company ?? "" })
    .first();
  await shop.getByRole("button", { name: /^Choose install time/ }).click();
  const modal = page.getByRole("dialog", { name: `Install at ${company}` });
  await modal.getByRole("radio", { disabled: false }).first().check();
  await modal.getByRole("button", { name: "Add 4 with this install time" }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  const cartId = (await context.cookies()).find((c) => c.name === "CART_ID")?.value;
  const cart = (await (await request.get(`/api/cart-summary?cartId=${cartId}`)).json()).siteCart;
  expect(
    `$${(cart.cartSummary.totalInCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  ).toBe(total);
});

test("with a ZIP code each listing card gives four installed out the door, as its product page does", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/tire-sizes/225-50r17");
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(page.locator(".product-card__installed")).toHaveCount(0);

  await context.addCookies([{ name: "USER_ZIP", value: "78704", url: baseURL ?? "" }]);
  await page.reload();
  await expect(page.locator(".installed-note")).toContainText(
    /Prices for 4 installed at .+, [\d.]+ mi away: tires, installation, fees and tax, out the door\./,
  );
  const card = page.locator(".product-card").filter({ hasText: "In stock" }).first();
  const installed = card.locator(".product-card__installed");
  await expect(installed).toContainText(/^\$[\d,]+\.\d\d for 4 installed or \$[\d,]+\.\d\d\/mo$/);
  const total = (await installed.locator(".price").textContent()) ?? "";

  await card.locator(".product-card__name a").click();
  const quote = page.getByRole("region", { name: /for 4 installed/ });
  await expect(quote.getByRole("heading")).toHaveText(`${total} for 4 installed`);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the buy box and the shop's row in "Installation near you" give the same out-the-door price`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const [tire] = await inStock(request, "size=225-50r17");
    if (!tire) throw new Error("the data set has a 225/50R17 tire in stock");
    await context.addCookies([{ name: "USER_ZIP", value: "78704", url: baseURL ?? "" }]);
    await page.goto(tire.link.href);
    const quote = page.getByRole("region", { name: /for 4 installed/ });
    await expect(quote).toContainText("Sales tax");
    const total = ((await quote.getByRole("heading").textContent()) ?? "").split(" ")[0] ?? "";
    const company = /^At (.+), [\d.]+ mi away/.exec(
      (await quote.locator("p").first().textContent()) ?? "",
    )?.[1];
    expect(company).toBeTruthy();

    const rows = page
      .getByRole("region", { name: "Installation near you" })
      .locator(".pdp-installer");
    const row = rows.filter({ hasText: company ?? "" }).first();
    const price = row.locator(".pdp-installer__price");
    await expect(price.locator(".price")).toHaveText(total);
    await expect(price).toContainText("for 4 installed");
    await expect(price).toContainText("tires, installation, fees and tax, out the door");

    // Every other shop's row is that shop's own quote, as the cart there would charge it.
    const listed = await (
      await request.get("/api/installers?userZip=78704&limit=4&source=pdp")
    ).json();
    for (const shop of listed.siteInstallers.siteInstallerList as {
      installerId: string;
      company: string;
      isMobileInstall: boolean;
    }[]) {
      const answer = await request.get(
        `/api/catalog/products/${tire.productId}/installed-set?userZip=78704&installerId=${shop.installerId}`,
      );
      const shown = rows.filter({ hasText: shop.company }).first().locator(".pdp-installer__price");
      if (!answer.ok()) {
        await expect(shown).toHaveCount(0);
        continue;
      }
      const cents: number = (await answer.json()).totalInCents;
      await expect(shown.locator(".price")).toHaveText(
        `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
      );
    }
  });
}

test("a line's video is a facade of the store's until pressed; then YouTube's player frames in its place", async ({
  page,
  request,
}) => {
  const listing = await (
    await request.get("/api/catalog/products?brand=michelin&line=defender2&pageSize=1")
  ).json();
  const href = listing.siteCatalogProducts[0].link.href as string;
  const violations = await recordCspViolations(page);
  const fromYouTube: string[] = [];
  page.on("request", (r) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(r.url()).hostname)) fromYouTube.push(r.url());
  });
  // No network reaches YouTube here: its player is answered by a page of our own.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title><p>Playing</p>" }),
  );
  const response = await page.goto(href);
  expect(response?.headers()["content-security-policy"]).toContain(
    "frame-src 'self' https://www.youtube-nocookie.com",
  );
  const section = page.getByRole("region", { name: "Video" });
  const play = section.getByRole("button", { name: /^Play video: Michelin Defender2/ });
  await expect(play).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fromYouTube).toEqual([]);
  // Where the box sits on the page (not in the viewport: the click scrolls to it).
  const onPage = (element: Element) => {
    const r = element.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  };
  const box = await play.evaluate(onPage);

  await play.click();
  const player = section.locator("iframe");
  await expect(player).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/,
  );
  await expect(page.frameLocator("#video iframe").getByText("Playing")).toBeVisible();
  expect(fromYouTube).toHaveLength(1);
  // The player takes the facade's box: nothing below it moves.
  expect(await player.evaluate(onPage)).toEqual(box);
  expect(await violations()).toEqual([]);
});
