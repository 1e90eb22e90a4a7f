import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** The search overlay: pills, typeahead, the rear size, history and the back action. */

function overlay(page: Page) {
  return page.getByRole("dialog", { name: "Search tires" });
}

async function openSearch(page: Page, path = "/") {
  await page.goto(path);
  await page.getByRole("link", { name: /^Search/ }).click();
  await expect(overlay(page)).toBeVisible();
}

async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

async function pageWasKept(page: Page) {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);
}

test("the header's search opens the overlay with one pill per search type, and Back closes it", async ({
  page,
}) => {
  await openSearch(page, "/tire-sizes/225-50r17");
  await markPage(page);
  const pills = overlay(page).getByRole("group", { name: "Search by" });
  for (const name of ["Vehicle", "Tire size", "Guided shopping", "Brand", "Tire type"]) {
    await expect(pills.getByRole("button", { name })).toBeVisible();
  }
  await expect(overlay(page).getByLabel("Search", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page, ".search-overlay");

  await page.goBack();
  await expect(overlay(page)).toBeHidden();
  await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
  expect(await pageWasKept(page), "Back reloaded the page instead of closing the overlay").toBe(
    true,
  );
  // The overlay's entry is gone: the next Back leaves the page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/tire-sizes\/225-50r17$/);
});

test("Escape closes the overlay and takes its history entry with it", async ({ page }) => {
  await page.goto("/brands");
  await openSearch(page, "/tire-sizes/225-50r17");
  await page.keyboard.press("Escape");
  await expect(overlay(page)).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/brands$/);
});

test("search by vehicle → model → year and trim → listing → product → add to cart", async ({
  page,
}) => {
  await openSearch(page);
  await overlay(page).getByRole("button", { name: "Vehicle" }).click();
  await expect(overlay(page).getByRole("button", { name: "Vehicle" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await overlay(page).getByRole("searchbox").fill("toyota cam");
  const result = overlay(page).getByRole("link", { name: "Toyota Camry" });
  await expect(result).toBeVisible();
  await result.click();

  await expect(overlay(page)).toBeHidden();
  await expect(page).toHaveURL(/\/vehicles\/toyota\/camry$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Camry Tires");
  // Each catalogue page reached is a new catalogue search for analytics.
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer))
    .toContainEqual(
      expect.objectContaining({ event: "new_catalogue_search", path: "/vehicles/toyota/camry" }),
    );
  await page.getByRole("link", { name: "2019" }).click();
  await page.getByRole("link", { name: /^SE/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2019 Toyota Camry SE Tires");

  const card = page
    .locator(".product-card")
    .filter({ has: page.getByRole("button", { name: "Add 4 to cart" }) })
    .first();
  const name = (await card.locator(".product-card__name").textContent()) ?? "";
  await card.locator(".product-card__name a").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.trim());
  await page.getByRole("button", { name: "Add 4 to cart" }).click();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart).toBeVisible();
  await expect(cart).toContainText(name.trim());
});

test("search by size with a rear size lists the front and the rear tires", async ({ page }) => {
  await openSearch(page);
  await overlay(page).getByRole("button", { name: "Tire size" }).click();
  const front = overlay(page).getByLabel("Tire size", { exact: true });
  await front.fill("225/45");
  await overlay(page)
    .getByRole("button", { name: /^225\/45R17/ })
    .click();
  await expect(front).toHaveValue("225/45R17");

  await overlay(page).getByRole("button", { name: "Different size on the rear?" }).click();
  const rear = overlay(page).getByLabel("Rear tire size");
  await expect(rear).toBeFocused();
  await expect(overlay(page).getByLabel("Front tire size")).toHaveValue("225/45R17");
  await rear.fill("245/40");
  await overlay(page)
    .getByRole("button", { name: /^245\/40R18/ })
    .click();
  await expect(rear).toHaveValue("245/40R18");
  await overlay(page).getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(/\/tire-sizes\/225-45r17\?rearSize=245-40r18$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "225/45R17 front and 245/40R18 rear Tires",
  );
  const frontList = page.getByRole("region", { name: "Front tires: 225/45R17" });
  const rearList = page.getByRole("region", { name: "Rear tires: 245/40R18" });
  await expect(frontList.locator(".product-card").first()).toContainText("225/45R17");
  await expect(rearList.locator(".product-card").first()).toContainText("245/40R18");
  await expectNoAxeViolations(page, "main");
});

test("a size that cannot be read is named at its input, and nothing is searched", async ({
  page,
}) => {
  await openSearch(page);
  await overlay(page).getByRole("button", { name: "Tire size" }).click();
  await overlay(page).getByLabel("Tire size", { exact: true }).fill("225/50R17");
  await overlay(page).getByRole("button", { name: "Different size on the rear?" }).click();
  await overlay(page).getByLabel("Rear tire size").fill("huge");
  await overlay(page).getByRole("button", { name: "Search", exact: true }).click();
  await expect(overlay(page).getByRole("alert")).toHaveText(
    "Enter the rear tire size such as 255/40R18, or leave it empty",
  );
  await expect(overlay(page).getByLabel("Rear tire size")).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test("a chosen result is kept in the search history, which can be cleared", async ({ page }) => {
  await openSearch(page);
  await overlay(page).getByRole("button", { name: "Brand" }).click();
  await overlay(page).getByRole("searchbox").fill("mich");
  await overlay(page).getByRole("link", { name: "Michelin", exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/michelin-tires$/);

  await page.getByRole("link", { name: /^Search/ }).click();
  const history = overlay(page).getByRole("region", { name: "Recent brand searches" });
  await expect(history.getByRole("link", { name: "Michelin" })).toBeVisible();

  // The history is the session's: it survives a reload.
  await page.reload();
  await page.getByRole("link", { name: /^Search/ }).click();
  await expect(history.getByRole("link", { name: "Michelin" })).toBeVisible();

  await overlay(page).getByRole("button", { name: "Clear" }).click();
  await expect(overlay(page).getByText("Recent searches")).toBeHidden();
});

test("a brand's running deal is a pill that leads to its tires on deal", async ({ page }) => {
  await openSearch(page);
  // MICHELIN4, the seeded buy-3-get-1 on Michelin, runs without an end date.
  await overlay(page).getByRole("link", { name: "Michelin deals" }).click();
  await expect(overlay(page)).toBeHidden();
  await expect(page).toHaveURL(/\/brands\/michelin-tires\?deals=true$/);
  await expect(page.getByRole("link", { name: /^Remove filter/ })).toHaveCount(1);
});

test("a text search with no match says so", async ({ page }) => {
  await openSearch(page);
  await overlay(page).getByRole("searchbox").fill("zzzqqq");
  await expect(overlay(page).getByRole("status")).toHaveText("Sorry, no matching results found");
});

test("guided shopping leads the answers to a category of tires", async ({ page }) => {
  await openSearch(page);
  await overlay(page).getByRole("button", { name: "Guided shopping" }).click();
  await overlay(page).getByRole("button", { name: "Show my tires" }).click();
  await expect(overlay(page).getByRole("alert")).toHaveText(
    "Answer each question to see the tires that suit you",
  );
  await overlay(page).getByLabel("City and highway").check();
  await overlay(page).getByLabel("Never").check();
  await overlay(page).getByLabel("A quiet, comfortable ride").check();
  await overlay(page).getByRole("button", { name: "Show my tires" }).click();
  await expect(page).toHaveURL(/\/categories\/touring\?sort=price-asc$/);
});

test("the home page's pills open the overlay locked to their type", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Shop tires by" })
    .getByRole("link", { name: "Tire size" })
    .click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole("button", { name: "Tire size" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(overlay(page).getByLabel("Tire size", { exact: true })).toBeFocused();
});

test("without JavaScript the search button and pills are links to the search pages", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: /^Search/ }).click();
    await expect(page).toHaveURL(/\/tire-sizes$/);
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Shop tires by" })
      .getByRole("link", { name: "Vehicle" })
      .click();
    await expect(page).toHaveURL(/\/vehicles$/);
  } finally {
    await context.close();
  }
});

test("the search button is hidden on checkout and the employee portal", async ({ page }) => {
  await page.goto("/dt-employees");
  await expect(page.locator(".search-button")).toHaveCount(0);
  await page.goto("/tire-sizes");
  await expect(page.locator(".search-button")).toHaveCount(1);
});

test("a vehicle typed in any order, with or without its year, leads to its tires", async ({
  page,
}) => {
  await openSearch(page);
  const input = overlay(page).getByLabel("Search", { exact: true });
  await input.fill("camry 2020");
  await expect(overlay(page).getByRole("link", { name: /2020 Toyota Camry/ })).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/vehicles\/toyota\/camry\/2020$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2020 Toyota Camry");

  await openSearch(page);
  await overlay(page).getByLabel("Search", { exact: true }).fill("f150");
  await expect(
    overlay(page)
      .getByRole("link", { name: /Ford F-150/ })
      .first(),
  ).toBeVisible();
  await overlay(page).getByLabel("Search", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/vehicles\/ford\/f-150$/);
});

test("an LT size keeps its LT: its light-truck tires, with the filter to take off", async ({
  page,
}) => {
  await openSearch(page);
  const input = overlay(page).getByLabel("Search", { exact: true });
  await input.fill("LT265/70R17");
  await expect(overlay(page).getByRole("link", { name: /LT265\/70R17/ })).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/tire-sizes\/265-70r17\?lightTruck=true$/);
  await expect(page.locator(".product-card__size").first()).toContainText("LT265/70R17");
  const filter = page
    .getByRole("region", { name: "Filter tires" })
    .getByRole("checkbox", { name: /^Light truck \(LT\)/ });
  await expect(filter).toBeChecked();
  await expect(page.getByRole("link", { name: "Remove filter Light truck (LT)" })).toBeVisible();
});
