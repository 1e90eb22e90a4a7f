import { expect, type Locator, type Page, test } from "@playwright/test";
import { recordCspViolations } from "./csp";

/**
 * The installer widget as a partner embeds it: /examples/third-party-shop.html sets hostile CSS
 * and its own CSP, and loads the widget through /widgets/loader.js.
 */

const PARTNER_PAGE = "/examples/third-party-shop.html";

/** Locators pierce the open shadow root of <treadkit-installer>. */
function widget(page: Page): Locator {
  return page.locator("treadkit-installer");
}

function installerCards(page: Page): Locator {
  return widget(page).getByRole("list", { name: "Installers near you" }).getByRole("listitem");
}

async function openPartnerPage(page: Page) {
  await page.goto(PARTNER_PAGE);
  await expect(installerCards(page)).toHaveCount(4);
}

const DISTANCE = /^(\d+(?:\.\d+)?) mi$/;

/** The distance each card shows, "0.6 mi" → 0.6 */
async function distances(cards: Locator): Promise<number[]> {
  const texts = await cards.getByText(DISTANCE).allTextContents();
  return texts.map((text) => Number(DISTANCE.exec(text.trim())?.[1]));
}

test("shows the 4 nearest installers, Las Olas Tire & Auto first, by distance", async ({
  page,
}) => {
  await openPartnerPage(page);

  const cards = installerCards(page);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Las Olas Tire & Auto");
  const miles = await distances(cards);
  expect(miles).toHaveLength(4);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
});

test("every installer card shows the installation price for 4 tires", async ({ page }) => {
  await openPartnerPage(page);

  for (const card of await installerCards(page).all()) {
    await expect(card).toContainText(/Installation \$\d[\d,]*\.\d{2} for 4 tires/);
  }
});

test("the partner page's hostile CSS does not reach the widget", async ({ page }) => {
  await openPartnerPage(page);

  // The page sets `h3 { color: #e00 !important }` and `button { display: none }`.
  const heading = installerCards(page).first().getByRole("heading", { level: 3 });
  const color = await heading.evaluate((element) => getComputedStyle(element).color);
  expect(color).not.toBe("rgb(238, 0, 0)");
  await expect(widget(page).getByRole("button", { name: "Find shops" })).toBeVisible();
});

test("an invalid ZIP shows an error tied to the field", async ({ page }) => {
  await openPartnerPage(page);
  const zip = widget(page).getByLabel("ZIP code");

  await zip.fill("abc");
  await widget(page).getByRole("button", { name: "Find shops" }).click();

  await expect(widget(page).getByRole("alert")).toHaveText("Please enter a valid ZIP code");
  await expect(zip).toHaveAttribute("aria-invalid", "true");
});

test("a new ZIP (60657, Chicago) lists the shops near it", async ({ page }) => {
  await openPartnerPage(page);
  const zip = widget(page).getByLabel("ZIP code");
  await zip.fill("abc");
  await widget(page).getByRole("button", { name: "Find shops" }).click();
  await expect(widget(page).getByRole("alert")).toBeVisible();

  await zip.fill("60657");
  await widget(page).getByRole("button", { name: "Find shops" }).click();

  await expect(installerCards(page).first().getByRole("heading", { level: 3 })).toHaveText(
    "Lakeview Tire & Wheel",
  );
  await expect(widget(page).getByRole("alert")).toHaveCount(0);
  await expect(zip).not.toHaveAttribute("aria-invalid", "true");
});

test("the widget keeps its styles in its shadow root, not in the page's <head>", async ({
  page,
  request,
}) => {
  const source = await (await request.get(PARTNER_PAGE)).text();
  const pageOwnStyles = source.match(/<style[\s>]/g)?.length ?? 0;
  expect(pageOwnStyles).toBe(1);

  await openPartnerPage(page);

  const styles = await page.evaluate(() => ({
    inDocument: document.querySelectorAll("style").length,
    inHead: document.head.querySelectorAll("style").length,
    adopted: document.querySelector("treadkit-installer")?.shadowRoot?.adoptedStyleSheets.length,
  }));
  expect(styles.inDocument).toBe(pageOwnStyles);
  expect(styles.inHead).toBe(pageOwnStyles);
  expect(styles.adopted).toBeGreaterThan(0);
});

test("works under the partner page's Content Security Policy", async ({ page }) => {
  const reportedViolations = await recordCspViolations(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(PARTNER_PAGE);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(installerCards(page)).toHaveCount(4);
  // Searching again exercises the widget's API calls under the same policy.
  await widget(page).getByLabel("ZIP code").fill("60657");
  await widget(page).getByRole("button", { name: "Find shops" }).click();
  await expect(installerCards(page).first().getByRole("heading", { level: 3 })).toHaveText(
    "Lakeview Tire & Wheel",
  );

  expect(violations).toEqual([]);
  expect(await reportedViolations()).toEqual([]);
});
