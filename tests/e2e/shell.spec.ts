import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** The storefront's shell: menu, banners, the selected shop, footer e-mail, compare and toasts. */

async function live(page: Page) {
  // Controls that need the page's code appear once it is live.
  await expect(page.getByRole("button", { name: "E-mail us" })).toBeVisible();
}

test.describe("menu", () => {
  test("the sub-navigation's sections open one at a time and lead to their pages", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Shop" });
    const section = (name: string) => nav.locator("summary").filter({ hasText: name });
    await section("Shop by brand").click();
    await expect(nav.getByRole("link", { name: "All brands" })).toBeVisible();
    await section("Learn").click();
    await expect(nav.getByRole("link", { name: "All brands" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Tire buying guide" })).toBeHidden();

    await section("Shop by brand").click();
    await nav.getByRole("link", { name: "All brands" }).click();
    await expect(page).toHaveURL(/\/brands$/);
    // A route change hides the navigation and returns focus to the main container.
    await expect(nav.getByRole("link", { name: "All brands" })).toBeHidden();
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("a section opened before the page is live stays open once it is", async ({ page }) => {
    // Hold the page's scripts back until the section has been opened by hand.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const script = (url: URL) =>
      url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");
    await page.route(script, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Shop" });
    await nav.locator("summary").filter({ hasText: "Learn" }).click();
    await expect(nav.getByRole("link", { name: "Articles" })).toBeVisible();
    release();
    await live(page);
    await expect(nav.getByRole("link", { name: "Articles" })).toBeVisible();
    await nav.getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/learn$/);
    await expect(nav.getByRole("link", { name: "Articles" })).toBeHidden();
  });

  test("on a phone the menu is one disclosure with every section, and works without a script", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 660 },
    });
    try {
      const page = await context.newPage();
      await page.goto("/tire-sizes");
      const nav = page.getByRole("navigation", { name: "Shop" });
      await expect(nav.locator("summary").filter({ hasText: "Shop by brand" })).toBeHidden();
      await nav.locator("summary").filter({ hasText: "Menu" }).click();
      await expect(nav.getByRole("heading", { name: "Shop by brand" })).toBeVisible();
      await nav.getByRole("link", { name: "All brands" }).click();
      await expect(page).toHaveURL(/\/brands$/);
    } finally {
      await context.close();
    }
  });

  test("the header's search label is short on a phone and in the sticky header", async ({
    page,
  }) => {
    await page.goto("/tire-sizes/225-50r17");
    const button = page.locator(".search-button");
    await expect(button).toHaveAccessibleName("Search by vehicle, tire size or brand");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator(".site-header")).toHaveAttribute("data-sticky", "true");
    await expect(button).toHaveAccessibleName("Search");
    await page.setViewportSize({ width: 412, height: 660 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator(".site-header")).toHaveAttribute("data-sticky", "false");
    await expect(button).toHaveAccessibleName("Search");
  });
});

test("a closed banner stays closed on the next pages", async ({ page }) => {
  await page.goto("/tire-sizes");
  await live(page);
  const banner = page.getByRole("region", { name: "Notice" });
  await expect(banner).toContainText("Free shipping in the contiguous US");
  await banner.getByRole("button", { name: "Close notice" }).click();
  await expect(banner).toBeHidden();
  await page.goto("/brands");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire brands");
  await expect(page.getByRole("region", { name: "Notice" })).toHaveCount(0);
});

test.describe("selected shop", () => {
  test("a ZIP code entered in the header lists the shops near it; choosing one makes it the shop", async ({
    page,
  }) => {
    await page.goto("/tire-sizes/225-50r17");
    await live(page);
    const block = page.getByRole("region", { name: "Your shop" });
    await block.getByText("Enter ZIP code").click();
    await block.getByLabel("ZIP code").fill("787");
    await block.getByRole("button", { name: "Save" }).click();
    await expect(block.getByRole("alert")).toHaveText("Please enter a valid ZIP code");

    await block.getByLabel("ZIP code").fill("78704");
    await block.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
    await expect(block).toContainText("Shops near 78704");
    await expect(page.locator(".toaster").getByText("Showing shops near 78704")).toBeVisible();

    await block.getByRole("button", { name: "Choose a shop" }).click();
    const modal = page.getByRole("dialog", { name: "Shops near 78704" });
    const shops = modal.locator(".all-shops__shop");
    await expect(shops.first()).toBeVisible();
    expect(await shops.count()).toBeLessThanOrEqual(10);
    // Drawn on a map with the list's numbers; each shop gives its distance and next free time.
    const map = modal.getByRole("img", { name: /^Map of the \d+ shops nearest 78704/ });
    await expect(map).toBeVisible();
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
    await expect(shops.first()).toContainText(/[\d.]+ mi/);
    await expect(shops.first()).toContainText(
      /Next free install time: \w+day, \w{3} \d+, (Morning|Afternoon|Evening|drop-off)/,
    );
    await expectNoAxeViolations(page, ".all-shops");
    const name = (await shops.first().locator("strong").textContent()) ?? "";
    await shops
      .first()
      .getByRole("button", { name: /Select this shop/ })
      .click();

    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
    await expect(block).toContainText(`Your shop: ${name}`);
    await expect(page.locator(".toaster").getByText(`${name} is your shop`)).toBeVisible();
    await block.getByRole("button", { name: "All shops" }).click();
    await expect(modal.getByText("Your shop", { exact: true })).toBeVisible();
  });

  test("without a script the ZIP code is kept by the plain form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/brands");
      const block = page.getByRole("region", { name: "Your shop" });
      await block.getByText("Enter ZIP code").click();
      await block.getByLabel("ZIP code").fill("78704");
      await block.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/brands$/);
      await expect(block).toContainText("Shops near 78704");
    } finally {
      await context.close();
    }
  });
});

test.describe("footer e-mail", () => {
  test("sends a message, confirms it, and names a bad field", async ({ page }) => {
    await page.goto("/brands");
    await page.getByRole("button", { name: "E-mail us" }).click();
    const modal = page.getByRole("dialog", { name: "E-mail us" });
    await modal.getByLabel("Your name").fill("Ana Diaz");
    await modal.getByLabel("Your e-mail").fill("ana@");
    await modal.getByLabel("How can we help?").fill("Do you install on Sundays?");
    await modal.getByRole("button", { name: "Send" }).click();
    await expect(modal.getByText("valid email required")).toBeVisible();
    await expect(modal.getByLabel("Your e-mail")).toBeFocused();

    await modal.getByLabel("Your e-mail").fill("ana@example.com");
    await modal.getByRole("button", { name: "Send" }).click();
    const sent = modal.getByRole("status");
    await expect(sent).toHaveText(/Your message is on its way/);
    await expect(modal.getByLabel("How can we help?")).toHaveValue("");
    await expectNoAxeViolations(page, ".contact-modal");
    // The notice goes after 2500 ms.
    await expect(sent).toBeHidden({ timeout: 5000 });
  });

  test("is not on checkout pages", async ({ page }) => {
    await page.goto("/checkout/shipping");
    await expect(page.getByRole("button", { name: "E-mail us" })).toHaveCount(0);
  });
});

test.describe("compare", () => {
  test("two to five tires side by side; a sixth is refused with a notice", async ({ page }) => {
    await page.goto("/tire-sizes/225-50r17");
    const boxes = page.getByRole("checkbox", { name: /^Compare / });
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeGreaterThanOrEqual(6);
    const tray = page.getByRole("complementary", { name: "Tires to compare" });

    await boxes.nth(0).check();
    await expect(tray).toContainText("Choose 1 more to compare");
    for (let i = 1; i < 5; i += 1) await boxes.nth(i).check();
    await boxes.nth(5).click();
    await expect(tray.getByRole("alert")).toHaveText(
      "You can compare up to 5 tires. Remove one to add another.",
    );
    await expect(boxes.nth(5)).not.toBeChecked();

    // The choice is kept across pages.
    await page.goto("/brands");
    await tray
      .getByRole("button", { name: /^Remove .* from the comparison$/ })
      .first()
      .click();
    await tray.getByRole("link", { name: "Compare 4 tires" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=(\d+,){3}\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare 4 tires");
    const table = page.getByRole("table", { name: "Tires side by side" });
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    await expect(table.getByRole("rowheader", { name: "Price (each)" })).toBeVisible();
    await expect(table.locator(".compare-table__best").first()).toBeVisible();
    await expectNoAxeViolations(page, "main");

    // Removing a tire on the compare page is a plain link to the comparison of the others.
    await table
      .getByRole("link", { name: /^Remove / })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare 3 tires");
  });

  test("a comparison of fewer than two tires says why, with a 400", async ({ request, page }) => {
    const response = await request.get("/compare?ids=1");
    expect(response.status()).toBe(400);
    await page.goto("/compare?ids=1");
    await expect(page.getByText("Choose at least 2 tires to compare")).toBeVisible();
  });
});

test("a route change fades the new page in", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "no-preference" });
  try {
    const page = await context.newPage();
    await page.goto("/brands");
    await live(page);
    await page.getByRole("link", { name: /^Michelin tires/ }).click();
    await expect(page.locator("main#main")).toHaveClass(/page-fade/);
    const animation = await page
      .locator("main#main")
      .evaluate((main) => getComputedStyle(main).animationDuration);
    expect(animation).toBe("0.4s");
  } finally {
    await context.close();
  }
});

test("on a phone a listing's controls are big enough to tap (WCAG 2.2 target size)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/tire-sizes/225-50r17");
  await expect(page.getByRole("checkbox", { name: /^Compare / }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
});
