import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { cartReadyToPay, enterBilling, enterCard } from "./checkout-steps";

test("military verification in the sandbox takes an extra 5% off at review", async ({
  page,
  request,
}) => {
  const cartId = await cartReadyToPay(request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await page.getByRole("link", { name: "Verify your status with ID.me" }).click();
  await expect(page.getByRole("heading", { name: "Verify your military status" })).toBeVisible();
  await page.getByRole("button", { name: "Continue as a verified test military member" }).click();

  await expect(page).toHaveURL(/\/checkout\/payments\?.*idMeStatus=verified/);
  await expect(
    page.getByRole("status").filter({ hasText: "Military status verified" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Verify your status with ID.me" })).toHaveCount(0);
  const accessibility = await new AxeBuilder({ page }).include("main").analyze();
  expect(accessibility.violations).toEqual([]);

  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByText("Military discount")).toBeVisible();
});

test("an identity the sandbox cannot verify is told, and nothing comes off", async ({
  page,
  request,
}) => {
  const cartId = await cartReadyToPay(request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await page.getByRole("link", { name: "Verify your status with ID.me" }).click();
  await page
    .getByRole("button", { name: "Continue as a test identity that cannot be verified" })
    .click();
  await expect(page.getByRole("alert")).toHaveText("We could not verify your military status.");
  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  await expect(page.getByText("Military discount")).toHaveCount(0);
});
