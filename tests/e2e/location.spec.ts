import {
  LOCATION_BLOCKED_MESSAGE,
  LOCATION_DENIED_KEY,
} from "../../packages/core/src/location/rules";
import { expect, type Page, test } from "./test";

/** "Use my location" in the header: the browser's position becomes the nearest ZIP code. */

async function openZipEntry(page: Page) {
  await page.goto("/tire-sizes/225-50r17");
  const block = page.getByRole("region", { name: "Your shop" });
  await block.getByText("Enter ZIP code").click();
  // The button comes with the page's script.
  await expect(block.getByRole("button", { name: "Use my location" })).toBeVisible();
  return block;
}

test.describe("with the location allowed", () => {
  // Beside the centre of Austin's 78704.
  test.use({
    geolocation: { latitude: 30.243, longitude: -97.765 },
    permissions: ["geolocation"],
  });

  test("the position becomes the ZIP code, and the header lists the shops near it", async ({
    page,
  }) => {
    const block = await openZipEntry(page);
    await block.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
    await expect(block).toContainText("Shops near 78704");
    await expect(page.locator(".toaster").getByText("Showing shops near 78704")).toBeVisible();
  });
});

test("a refused location is told, and not asked again for 90 days", async ({ page }) => {
  // No permission granted: Chromium refuses the position (code 1).
  const block = await openZipEntry(page);
  await block.getByRole("button", { name: "Use my location" }).click();
  await expect(block.getByRole("alert")).toHaveText(LOCATION_BLOCKED_MESSAGE);
  const kept = await page.evaluate((key) => window.localStorage.getItem(key), LOCATION_DENIED_KEY);
  expect(Number(kept)).toBeGreaterThan(0);
  // Asked again, the page answers from the refusal it keeps, without the browser.
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 30.243, longitude: -97.765 });
  await page.reload();
  await block.getByText("Enter ZIP code").click();
  await block.getByRole("button", { name: "Use my location" }).click();
  await expect(block.getByRole("alert")).toHaveText(LOCATION_BLOCKED_MESSAGE);
  await expect(block).not.toContainText("Shops near");
});
