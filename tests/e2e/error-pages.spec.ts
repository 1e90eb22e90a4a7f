import { cartReadyToPay } from "./checkout-steps";
import { expect, type Page, test } from "./test";

/**
 * A shopper who lands on one of the server's own addresses with something wrong (a verification
 * return that expired, an arrival link with a field missing) reads a page saying so, with a way
 * back into the store, never the API's JSON; and a page opened on a hash the server cannot see
 * hydrates without an error.
 */

for (const [name, viewport] of [
  ["laptop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("an expired identity verification return is a page, with the way back to checkout", async ({
      page,
    }) => {
      const response = await page.goto("/idMeCallback?code=abc&state=gone");
      expect(response?.status()).toBe(400);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "We could not open this page",
      );
      await expect(
        page.getByText("This verification has expired. Please start it again."),
      ).toBeVisible();
      await expect(page.locator("body")).not.toContainText("errorMessage");
      await expect(page.getByRole("link", { name: "Back to checkout" })).toHaveAttribute(
        "href",
        "/checkout/payments",
      );
    });

    test("an incomplete military exchange arrival link is a page, with the way to the store", async ({
      page,
    }) => {
      const response = await page.goto("/military-exchange?aafes_customer_id=123");
      expect(response?.status()).toBe(400);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "We could not open this page",
      );
      await expect(page.locator("main p").first()).not.toBeEmpty();
      await expect(page.locator("body")).not.toContainText("errorMessage");
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("the payment step opened on #affirm-error hydrates without an error, on Affirm", async ({
      page,
      request,
    }) => {
      const problems = recordProblems(page);
      const cartId = await cartReadyToPay(request);
      await page.goto(`/checkout/payments?cartId=${cartId}#affirm-error`);
      await expect(page.getByRole("radio", { name: "Affirm: pay over time" })).toBeChecked();
      await expect(page.locator("html")).toHaveAttribute("data-live", "");
      expect(problems).toEqual([]);
    });
  });
}

test("a page that failed offers Try again four times on its route, counted afresh on the next", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-live", "");
  // The store's API fails from here on: every page the shopper opens fails with it.
  await page.route("**/api/**", (route) =>
    route.fulfill({ status: 500, json: { errorMessage: "The store is down" } }),
  );
  await page.getByRole("link", { name: "All brands" }).first().click();
  const failed = page.getByRole("heading", { level: 1, name: "Oops, something went wrong" });
  await expect(failed).toBeVisible();
  const again = page.getByRole("button", { name: "Try again" });
  for (let i = 0; i < 4; i += 1) {
    await again.click();
    // Asked again, and failed again: the page is still the error page.
    await expect(page.getByRole("button", { name: "Trying again…" })).toHaveCount(0);
    await expect(failed).toBeVisible();
  }
  // Four tries used on this route: no fifth, the phone line and the way home stay.
  await expect(again).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();

  // Another route counts afresh; with the API back, its try brings the page.
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(failed).toBeVisible();
  await page.unroute("**/api/**");
  await again.click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole("link", { name: "All brands" }).first()).toBeVisible();
});

/** Page errors and console errors (React's hydration errors are both). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  return problems;
}
