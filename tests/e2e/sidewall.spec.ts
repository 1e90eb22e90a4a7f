import { expect, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** The sidewall explained: from a product page, the search overlay, or typed; the DOT code's age. */

test("a product page links to its sidewall explained, which leads to the tires that replace it", async ({
  page,
  request,
}) => {
  const listing = await (
    await request.get("/api/catalog/products?size=225-50r17&pageSize=1")
  ).json();
  const tire = listing.siteCatalogProducts[0];
  await page.goto(tire.link.href);
  await page.getByRole("link", { name: "What the sidewall says" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Read your sidewall" })).toBeVisible();
  const parts = page.getByRole("region", { name: "What 225/50R17 means" });
  await expect(parts).toContainText("225 mm (8.9 in) from sidewall to sidewall.");
  await expect(parts).toContainText("Fits a 17-inch wheel.");
  await expect(parts).toContainText(`${tire.loadIndex} Load index`);
  await expect(parts).toContainText(`${tire.speedRating} Speed rating`);
  await expectNoAxeViolations(page, "main");

  // The replacements: the size, at least the load index and speed rating read.
  await parts.getByRole("link", { name: "Shop 225/50R17 tires" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/tire-sizes/225-50r17\\?minLoadIndex=${tire.loadIndex}&speedRating=`),
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText("225/50R17");
});

test("a typed DOT code names the plant, the week and the age, and warns of tires six years old", async ({
  page,
}) => {
  await page.goto("/sidewall");
  await page.getByLabel("Size and marks").fill("LT265/75R16 123/120R E");
  await page.getByLabel("DOT code (optional)").fill("DOT U9LP 2P4R 1217");
  await page.getByRole("button", { name: "Explain" }).click();
  await expect(page.getByRole("region", { name: "What LT265/75R16 means" })).toContainText(
    "Carries up to 3,417 lb (1,550 kg) per tire on its own, 3,086 lb (1,400 kg) per tire in pairs on a dual axle.",
  );
  const dot = page.getByRole("region", { name: "What DOT U9LP 2P4R 1217 means" });
  await expect(dot).toContainText("Made in week 12 of 2017");
  await expect(dot).toContainText("U9: Cooper, Tupelo, Mississippi, United States");
  await expect(dot.getByRole("alert")).toHaveText(
    "These tires were made in 2017. Many makers advise replacing tires after 6 years.",
  );
});

test("what cannot be read is said at its field", async ({ page }) => {
  await page.goto("/sidewall?spec=banana&dot=DOT+U9LP+2P4R+5817");
  await expect(page.getByLabel("Size and marks")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("We could not read that size.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("DOT code (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("The DOT code's date is not a week of the year", { exact: false }),
  ).toBeVisible();
});

test("the search overlay's tire size search leads to the sidewall explained", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: /^Search/ }).click();
  const overlay = page.getByRole("dialog", { name: "Search tires" });
  await overlay.getByRole("button", { name: "Tire size" }).click();
  await overlay.getByRole("link", { name: "What does my sidewall say?" }).click();
  await expect(page).toHaveURL(/\/sidewall$/);
  await expect(page.getByRole("heading", { level: 1, name: "Read your sidewall" })).toBeVisible();
});

test("without JavaScript the sidewall form still explains", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sidewall");
  await page.getByLabel("Size and marks").fill("225/45ZR17 94Y XL");
  await page.getByRole("button", { name: "Explain" }).click();
  await expect(page.getByRole("region", { name: "What 225/45ZR17 means" })).toContainText(
    "Rated for speeds up to 186 mph (300 km/h).",
  );
  await context.close();
});
