import { SUGGESTED_TAB_LABEL } from "../../packages/core/src/shipping/rules";
import { TEST_NOW } from "../../packages/server/src/testing/clock";
import { signInAs } from "./accounts";
import { cartWithoutDelivery, enterBilling, enterCard, shipToMe } from "./checkout-steps";
import { expect, type Locator, type Page, test } from "./test";
import { offerCards, searchSize, shopName } from "./widget-host";

/**
 * Visual regression: each screen a shopper sees, at a phone's and a laptop's width, compared with
 * the baselines in visual.spec.ts-snapshots/. A deliberate style change updates them in the same
 * commit (`npx playwright test visual.spec.ts --update-snapshots`).
 */

const SIZE_PAGE = "/tire-sizes/225-50r17";
const SIZE = "225/50R17";

/**
 * Every comparison. A few pixels of noise are tolerated, and no more: squaring every button's
 * corners changes only 20 to 221 pixels of a page shot, which a ratio such as 1% would let pass.
 * Two runs on one machine differ by none (pixelmatch's default threshold, 0.2, absorbs
 * antialiasing).
 */
const SHOT = { maxDiffPixels: 10, caret: "hide", animations: "disabled" } as const;

/**
 * Waits until the page looks finished: no requests in flight (data and the route's chunks),
 * fonts loaded, and every image decoded, lazy ones included (they are made eager, so that a page
 * shot does not depend on what was scrolled into view), in the page and in open shadow roots.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll("*")) {
        if (element instanceof HTMLImageElement) images.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // A click lower down scrolls the page; a sticky header would then sit lower in a page shot.
    window.scrollTo(0, 0);
    // Form controls repaint in the page's face a frame or two after it has loaded.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForLoadState("networkidle");
}

/**
 * When the tires shipped were made, and the fresh-stock badge it gives: the freshest shelf's DOT
 * date code, which moves as other specs order the same tire and empty that shelf. Covered in
 * every page shot.
 */
const madeIn = (page: Page) => [
  page.locator(".checkout-lines__made"),
  page.locator("#insights li").filter({ hasText: /^(Made in week |Fresh stock)/ }),
  page.locator(".badge").filter({ hasText: "Fresh stock" }),
];

/** The whole page, settled. */
async function expectPage(page: Page, name: string, options: { mask?: Locator[] } = {}) {
  await settle(page);
  await expect(page).toHaveScreenshot(name, {
    ...SHOT,
    fullPage: true,
    ...options,
    mask: [...(options.mask ?? []), ...madeIn(page)],
  });
}

/**
 * The top two viewport heights of a page too tall to compare whole (a size listing is about
 * 14,500 px at 390, 8,100 at 1366): what is above the fold and just below it, where a restyle
 * shows first.
 */
async function expectPageTop(page: Page, name: string) {
  await settle(page);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await expect(page).toHaveScreenshot(name, {
    ...SHOT,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: height * 2 },
    mask: madeIn(page),
  });
}

/** The first tire of the size page's listing, as the API orders it. */
async function firstListedTire(page: Page) {
  const listing = await (
    await page.request.get("/api/catalog/products?size=225-50r17&pageSize=1")
  ).json();
  return listing.siteCatalogProducts[0] as { link: { href: string } };
}

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test.beforeEach(async ({ page }) => {
      // The browser's clock starts at the server's (playwright.config.ts's CLOCK_START), so a
      // date the page works out for itself is the same each run.
      await page.clock.setSystemTime(TEST_NOW);
    });

    test("home", async ({ page }) => {
      await page.goto("/");
      await expectPage(page, `home-${width}.png`);
    });

    test("size listing", async ({ page }) => {
      await page.goto(SIZE_PAGE);
      await expect(page.getByRole("checkbox", { name: /^Compare / }).first()).toBeVisible();
      await expectPageTop(page, `listing-${width}.png`);
    });

    test("product page", async ({ page }) => {
      const tire = await firstListedTire(page);
      await page.goto(tire.link.href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectPage(page, `product-${width}.png`, {
        // Its stock falls as other specs order this tire (checkout-steps.ts carts it).
        mask: [page.locator("#insights li").filter({ hasText: / in stock across / })],
      });
    });

    test("compare", async ({ page }) => {
      await page.goto(SIZE_PAGE, { waitUntil: "networkidle" });
      const boxes = page.getByRole("checkbox", { name: /^Compare / });
      for (let i = 0; i < 3; i += 1) await boxes.nth(i).check();
      await page
        .getByRole("complementary", { name: "Tires to compare" })
        .getByRole("link", { name: "Compare 3 tires" })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare 3 tires");
      await expectPage(page, `compare-${width}.png`);
    });

    test("cart modal", async ({ page }) => {
      await page.goto(SIZE_PAGE, { waitUntil: "networkidle" });
      await page
        .getByRole("button", { name: /^Add 4 to cart/ })
        .first()
        .click();
      const modal = page.getByRole("dialog", { name: "Your cart" });
      await expect(modal.getByRole("list", { name: "Tires in your cart" })).toBeVisible();
      // The modal over the page as the shopper sees it: the viewport, not the page below.
      await settle(page);
      await expect(page).toHaveScreenshot(`cart-modal-${width}.png`, {
        ...SHOT,
        mask: madeIn(page),
      });
    });

    test("checkout steps: shipping, coverage offer, payment, coverage, review", async ({
      page,
    }) => {
      const cartId = await cartWithoutDelivery(page.request);
      await page.goto(`/checkout/shipping?cartId=${cartId}`, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
      // The default tab's label is gone after its three seconds (its line stays).
      await expect(page.getByText(SUGGESTED_TAB_LABEL)).toHaveCount(0);
      await expectPage(page, `checkout-shipping-${width}.png`);

      await page.getByRole("tab", { name: "Ship to me" }).click();
      await shipToMe(page);
      // Saved: the form gives way to the address and its "Change delivery" button.
      await expect(page.getByRole("tabpanel", { name: "Ship to me" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Change delivery" })).toBeVisible();
      await expectPage(page, `checkout-shipping-chosen-${width}.png`);

      // Without coverage chosen, the step offers it beside "Continue to payment".
      const offer = page.getByRole("region", { name: "Protect your new tires" });
      await settle(page);
      // The offer itself, wherever the step's length puts it.
      await expect(offer).toHaveScreenshot(`checkout-coverage-offer-${width}.png`, SHOT);
      await page.getByRole("link", { name: "Continue to payment" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      await expectPage(page, `checkout-payment-${width}.png`);

      await page.goto(`/checkout/services?cartId=${cartId}`, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1, name: "Coverage" })).toBeVisible();
      await expectPage(page, `checkout-coverage-${width}.png`);

      await page.getByRole("link", { name: "Continue to payment" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      await enterCard(page, "4111111111111111");
      await enterBilling(page);
      await page.getByRole("button", { name: "Review order" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
      await expectPage(page, `checkout-review-${width}.png`);
    });

    test("checkout ZIP entry: the field and its Find shops button drawn as the store's", async ({
      page,
    }) => {
      const listing = await (
        await page.request.get("/api/catalog/products?size=225-50r17&pageSize=1")
      ).json();
      const cart = await (
        await page.request.post("/api/cart-summary", {
          data: { productId: listing.siteCatalogProducts[0].productId, quantity: { front: 4 } },
        })
      ).json();
      await page.goto(`/checkout/shipping?cartId=${cart.siteCart.id}`);
      const zip = page.locator(".cart-zip");
      await expect(zip.getByRole("button", { name: "Find shops" })).toBeVisible();
      await settle(page);
      await expect(zip).toHaveScreenshot(`checkout-zip-${width}.png`, SHOT);
    });

    test("account home", async ({ page }) => {
      await signInAs(page, "retail@treadkit.example");
      await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
      await expectPage(page, `account-${width}.png`, {
        // Whether Rita's sign-up offer is still available depends on the specs run before.
        mask: [page.getByRole("region", { name: "$25 sign-up offer" }).locator("p")],
      });
    });

    test("installer widget on a shop's page", async ({ page }) => {
      await page.goto("/examples/third-party-shop.html");
      const widget = page.locator("treadkit-installer");
      await expect(shopName(widget)).toBeVisible();
      await settle(page);
      await expect(widget).toHaveScreenshot(`widget-installer-${width}.png`, SHOT);

      await searchSize(widget, SIZE);
      // Once the offers' out-the-door quotes are in.
      await expect(offerCards(widget, SIZE).first()).toContainText("out the door");
      await settle(page);
      await expect(widget).toHaveScreenshot(`widget-installer-offers-${width}.png`, SHOT);
    });

    test("tire-maker widget on a brand's page", async ({ page }) => {
      await page.goto("/examples/tiremaker-brand.html");
      const widget = page.locator("treadkit-tiremaker");
      await expect(widget.getByRole("button", { name: /^Pilot Sport 4S/ })).toBeVisible();
      await settle(page);
      await expect(widget).toHaveScreenshot(`widget-tiremaker-${width}.png`, SHOT);
    });

    test("affiliate widget on a blog", async ({ page }) => {
      await page.goto("/examples/affiliate-blog.html");
      const widget = page.locator("treadkit-affiliate");
      await expect(widget.getByRole("tab", { name: "By tire size" })).toBeVisible();
      await settle(page);
      await expect(widget).toHaveScreenshot(`widget-affiliate-${width}.png`, SHOT);

      await searchSize(widget, SIZE);
      await expect(widget.getByRole("status")).toContainText(`tires in ${SIZE}`);
      await settle(page);
      await expect(widget).toHaveScreenshot(`widget-affiliate-offers-${width}.png`, SHOT);
    });
  });
}
