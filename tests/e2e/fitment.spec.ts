import { VEHICLE_REQUIRED_MESSAGE } from "../../packages/core/src/validation/messages";
import { signInAs } from "./accounts";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * The vehicle chooser, the remembered vehicle and the fitment verdicts, on the shipped data set:
 * a 2020 Toyota Camry SE came on 235/45R18 94V.
 */

const CAMRY_SE = "2020 Toyota Camry SE";

function header(page: Page) {
  return page.getByRole("region", { name: "The vehicle you shop for" });
}

/** Year, make, model and trim with the keyboard alone. */
async function chooseCamrySe(page: Page) {
  await page.goto("/");
  const home = page.getByRole("region", { name: "Shop by vehicle" });
  await home.getByLabel("Year").focus();
  await home.getByLabel("Year").selectOption("2020");
  await expect(page).toHaveURL(/\/vehicles\/choose\?year=2020$/);
  const chooser = page.getByRole("region", { name: "Year, make, model and trim" });
  await expect(chooser.getByLabel("Year")).toHaveValue("2020");
  await chooser.getByLabel("Make").selectOption({ label: "Toyota" });
  await expect(page).toHaveURL(/make=toyota/);
  await chooser.getByLabel("Model").selectOption({ label: "Camry" });
  await expect(page).toHaveURL(/model=camry/);
  const se = chooser.getByRole("radio", { name: /^SE · 235\/45R18$/ });
  await se.focus();
  await page.keyboard.press("Space");
  await expect(se).toBeChecked();
  await expectNoAxeViolations(page, "main");
  await page.keyboard.press("Tab");
  await expect(chooser.getByRole("button", { name: "Shop for this vehicle" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vehicles\/toyota\/camry\/2020\?trim=SE$/);
}

test("choose a Camry SE with the keyboard: the header names it, and each tire says whether it fits", async ({
  page,
}) => {
  // Four listings and a re-sort: more than the default 30 s on a busy 2-core machine.
  test.slow();
  await chooseCamrySe(page);
  await expect(header(page)).toContainText(`Shopping for ${CAMRY_SE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${CAMRY_SE} Tires`);
  const cards = page.locator(".product-card");
  await expect(cards.first()).toBeVisible();
  const fitting = cards.filter({ has: page.locator(".fitment--fits") });
  await expect(fitting.first()).toContainText("Fits your 2020 Camry SE");
  // Best match puts those that simply fit first; by price, the ones with a caution show too.
  await expect(cards.first().locator(".fitment")).toHaveClass(/fitment--fits/);
  await page
    .getByRole("navigation", { name: "Sort tires" })
    .getByRole("link", { name: "Price: Low to High" })
    .click();
  await expect(page).toHaveURL(/sort=price-asc/);
  // A 94V original: an H-rated or a winter tire of the same size fits, with the caution named.
  const cautioned = cards.filter({
    hasText: /Fits your 2020 Camry SE, with (a caution|\d cautions)/,
  });
  await expect(cautioned.first()).toBeVisible();
  await expect(cautioned.first()).toContainText(/Lower speed rating|Winter tire/);
  await expectNoAxeViolations(page, "main");

  // Every page knows the vehicle: another size says what changes, or refuses with the reason.
  await page.goto("/tire-sizes/235-40r19");
  await expect(header(page)).toContainText(CAMRY_SE);
  await expect(cards.first()).toContainText("Plus size (+1 in)");
  await page.goto("/tire-sizes/205-55r16");
  await expect(cards.first()).toContainText("Does not fit your 2020 Camry SE");
  await expect(cards.first()).toContainText("Wrong overall diameter");

  // "change" opens the chooser.
  await header(page).getByRole("link", { name: "change vehicle" }).click();
  await expect(page).toHaveURL(/\/vehicles\/choose$/);
});

test("by default sorted by best match, the tires that fit the chosen vehicle come first", async ({
  page,
}) => {
  await chooseCamrySe(page);
  await page.goto("/tire-sizes/235-45r18");
  const cards = page.locator(".product-card");
  // Best match is the default with a vehicle known: the page opens on it.
  await expect(page).toHaveURL(/\/tire-sizes\/235-45r18$/);
  await expect(
    page.getByRole("navigation", { name: "Sort tires" }).getByRole("link", { name: "Best match" }),
  ).toHaveAttribute("aria-current", "true");
  await expect(cards.first().locator(".fitment")).toHaveClass(/fitment--fits/);
  // No tire with a caution or a refusal comes before one that simply fits.
  const kinds = await cards
    .locator(".fitment")
    .evaluateAll((verdicts) =>
      verdicts.map((v) =>
        v.className.includes("--fits") ? 0 : v.className.includes("--caution") ? 1 : 2,
      ),
    );
  expect(kinds.length).toBeGreaterThan(1);
  expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
});

test("the product page and the comparison judge the tire for the vehicle, and the cart keeps it", async ({
  page,
}) => {
  await chooseCamrySe(page);
  const cards = page.locator(".product-card");
  const fitting = cards.filter({ has: page.locator(".fitment--fits") });
  const first = fitting.first();
  const second = fitting.nth(1);
  await first.getByRole("checkbox", { name: /Compare/ }).check();
  await second.getByRole("checkbox", { name: /Compare/ }).check();
  await page.getByRole("link", { name: /^Compare 2 tires/ }).click();
  await expect(page.getByRole("rowheader", { name: "Fit on your 2020 Camry SE" })).toBeVisible();
  await expect(page.locator(".compare-table .fitment--fits")).toHaveCount(2);

  await page.locator(".compare-table__tire a").first().click();
  await expect(page.locator(".pdp__buy .fitment")).toContainText("Fits your 2020 Camry SE");
  await page
    .getByRole("button", { name: /^Add 4 to cart/ })
    .first()
    .click();
  const modal = page.getByRole("dialog");
  await expect(modal).toContainText(`For your ${CAMRY_SE}`);
});

test("without JavaScript the chooser is a form: Next fills each list, and the choice is kept", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/vehicles/choose");
  const chooser = page.getByRole("region", { name: "Year, make, model and trim" });
  await chooser.getByLabel("Year").selectOption("2020");
  await chooser.getByRole("button", { name: "Next" }).click();
  await chooser.getByLabel("Make").selectOption({ label: "Toyota" });
  await chooser.getByRole("button", { name: "Next" }).click();
  await chooser.getByLabel("Model").selectOption({ label: "Camry" });
  await chooser.getByRole("button", { name: "Next" }).click();
  await chooser.getByRole("radio", { name: /^SE · / }).check();
  await chooser.getByRole("button", { name: "Shop for this vehicle" }).click();
  await expect(page).toHaveURL(/\/vehicles\/toyota\/camry\/2020\?trim=SE$/);
  await expect(header(page)).toContainText(`Shopping for ${CAMRY_SE}`);
  await expect(page.locator(".product-card").first()).toContainText(/Fits your 2020 Camry SE/);
  await context.close();
});

for (const [name, viewport] of [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`no trim is chosen for the shopper: a 2019 CR-V LX owner picks LX (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/vehicles/choose?year=2019&make=honda&model=cr-v");
    const chooser = page.getByRole("region", { name: "Year, make, model and trim" });
    const trims = chooser.getByRole("radio");
    await expect(trims).toHaveCount(4);
    for (const trim of await trims.all()) await expect(trim).not.toBeChecked();
    // Straight through without a choice: the page asks for one at the trims, and stays.
    await expect(page.locator("html")).toHaveAttribute("data-live", "");
    const shop = chooser.getByRole("button", { name: "Shop for this vehicle" });
    await shop.click();
    await expect(page).toHaveURL(/\/vehicles\/choose\?/);
    expect(
      await trims.first().evaluate((radio: HTMLInputElement) => radio.validity.valueMissing),
    ).toBe(true);
    await expect(chooser.getByRole("alert")).toHaveText(VEHICLE_REQUIRED_MESSAGE);
    await expect(chooser.getByRole("group", { name: "Trim" })).toHaveAccessibleDescription(
      VEHICLE_REQUIRED_MESSAGE,
    );
    await expect(trims.first()).toBeFocused();
    await chooser.getByRole("radio", { name: /^LX · 235\/65R17$/ }).check();
    await expect(chooser.getByRole("alert")).toHaveCount(0);
    await shop.click();
    await expect(page).toHaveURL(/\/vehicles\/honda\/cr-v\/2019\?trim=LX$/);
    await expect(header(page)).toContainText("Shopping for 2019 Honda CR-V LX");
  });
}

for (const [name, viewport] of [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`a 2019 CR-V owner's first cards fit, and no listing opens on a tire out of stock (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/vehicles/choose?year=2019&make=honda&model=cr-v");
    const chooser = page.getByRole("region", { name: "Year, make, model and trim" });
    await chooser.getByRole("radio", { name: /^EX · / }).check();
    await chooser.getByRole("button", { name: "Shop for this vehicle" }).click();
    await expect(page).toHaveURL(/\/vehicles\/honda\/cr-v\/2019\?trim=EX$/);
    const cards = page.locator(".product-card");
    await expect(cards.nth(4)).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await expect(cards.nth(i).locator(".fitment")).toHaveClass(/fitment--fits/);
      await expect(cards.nth(i)).not.toContainText(/cautions?\b/);
      await expect(cards.nth(i).locator(".availability")).toHaveText(/^(In stock|Limited stock)$/);
    }

    // The Bridgestone range has tires out of stock: none comes first, by default or by price.
    for (const path of ["/brands/bridgestone-tires", "/brands/bridgestone-tires?sort=price-asc"]) {
      await page.goto(path);
      await expect(page.locator(".product-card .availability").first()).toHaveText(
        /^(In stock|Limited stock)$/,
      );
    }
  });
}

test("a trim's listing reached by a link offers to remember it", async ({ page }) => {
  await page.goto("/vehicles/toyota/camry/2020?trim=SE");
  await expect(header(page)).toContainText("Add your vehicle");
  await expect(page.locator(".fitment")).toHaveCount(0);
  await page.getByRole("button", { name: `Shop for my ${CAMRY_SE}` }).click();
  await expect(header(page)).toContainText(`Shopping for ${CAMRY_SE}`);
  await expect(page.locator(".product-card .fitment").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Shop for my ${CAMRY_SE}` })).toHaveCount(0);
});

test("a member's vehicle goes into My Garage, which leads to its tires, and comes back on another device", async ({
  browser,
}) => {
  const phone = await browser.newContext();
  const page = await phone.newPage();
  await signInAs(page, "partner@treadkit.example");
  await chooseCamrySe(page);
  await page.goto("/account/my-garage");
  await page.getByRole("link", { name: `${CAMRY_SE} tires` }).click();
  await expect(page).toHaveURL(/\/vehicles\/toyota\/camry\/2020\?trim=SE$/);
  await phone.close();

  // Another device: signed in, no vehicle cookie; the garage's vehicle is the one shopped for.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await signInAs(other, "partner@treadkit.example");
  await other.goto("/tire-sizes/235-45r18");
  await expect(header(other)).toContainText(`Shopping for ${CAMRY_SE}`);
  await expect(other.locator(".product-card .fitment").first()).toBeVisible();
  await laptop.close();
});

test("the search overlay's Vehicle pill offers the chooser beside the typed search", async ({
  page,
}) => {
  await page.goto("/tire-sizes/225-50r17");
  await page.getByRole("link", { name: /^Search/ }).click();
  const overlay = page.getByRole("dialog", { name: "Search tires" });
  await overlay.getByRole("button", { name: "Vehicle" }).click();
  await overlay.getByRole("link", { name: "Or choose its year, make, model and trim" }).click();
  await expect(page).toHaveURL(/\/vehicles\/choose$/);
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("region", { name: "Year, make, model and trim" })).toBeVisible();
});
