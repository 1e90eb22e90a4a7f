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

test("a refused location on a network the store cannot place asks for the ZIP code, and the browser is not asked again for 90 days", async ({
  page,
}) => {
  // No permission granted: Chromium refuses the position (code 1). The server sees the test's
  // own address, 127.0.0.1, which no network of the table contains.
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

test.describe("with the location refused, on a network the store places", () => {
  // A proxy in front of the store (trusted: TRUST_PROXY in playwright.config.ts) tells the
  // shopper's address, in the documentation range the data set places in Austin, 78704.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.7" } });

  test("the network's ZIP code is used, told as approximate, also while the refusal is kept", async ({
    page,
  }) => {
    const approximate = "We used your approximate location (Austin, TX). Change it any time.";
    const block = await openZipEntry(page);
    await block.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
    await expect(block).toContainText("Shops near 78704");
    await expect(page.locator(".toaster").getByText(approximate)).toBeVisible();
    await expect(block.getByRole("alert")).toHaveCount(0);
    const kept = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      LOCATION_DENIED_KEY,
    );
    expect(Number(kept)).toBeGreaterThan(0);
    // Within 90 days the browser is not asked, even allowed and elsewhere (Fort Lauderdale,
    // 33301): the network's ZIP code comes again.
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 26.121, longitude: -80.128 });
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await block.getByText("Change ZIP").click();
    await block.getByRole("button", { name: "Use my location" }).click();
    await expect(page.locator(".toaster").getByText(approximate)).toBeVisible();
    await expect(block).toContainText("Shops near 78704");
    await expect(block).not.toContainText("33301");
  });
});
