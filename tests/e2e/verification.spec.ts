import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { cartReadyToPay, enterBilling, enterCard, placeOrderByCard } from "./checkout-steps";
import { expect, test } from "./test";

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

test("a student verifies at checkout: the badge shows and goes on the order, with no discount", async ({
  page,
  request,
}) => {
  const cartId = await cartReadyToPay(request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await page.getByRole("link", { name: "Verify as a student" }).click();
  await expect(page.getByRole("heading", { name: "Verify your student status" })).toBeVisible();
  await page.getByRole("button", { name: "Continue as a verified test student member" }).click();

  await expect(page).toHaveURL(/\/checkout\/payments\?.*idMeStatus=verified&idMeGroup=student/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your student status is verified." }),
  ).toBeVisible();
  await expect(page.getByText("Verified student")).toBeVisible();
  await expect(page.getByRole("link", { name: "Verify as a student" })).toHaveCount(0);
  // The military entry point is still there, and says nothing of this return.
  await expect(page.getByText("Military status verified")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Verify your status with ID.me" })).toBeVisible();
  const accessibility = await new AxeBuilder({ page }).include("main").analyze();
  expect(accessibility.violations).toEqual([]);

  await placeOrderByCard(page);
  await expect(page.getByText("Verified student")).toBeVisible();
  await expect(page.getByText("Military discount")).toHaveCount(0);
});

test("a member verifies as alumni from the account, and the account keeps the badge", async ({
  page,
}) => {
  await page.goto("/");
  await page.locator("header.site-header").getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("E-mail").fill(`alumni-${randomUUID()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("treadkit-demo");
  await page.getByLabel("Confirm password").fill("treadkit-demo");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole("link", { name: "Verify as alumni" }).click();
  await expect(page.getByRole("heading", { name: "Verify your alumni status" })).toBeVisible();
  await page.getByRole("button", { name: "Continue as a verified test alumni member" }).click();
  await expect(page).toHaveURL(/\/account\?idMeStatus=verified&idMeGroup=alumni$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your alumni status is verified." }),
  ).toBeVisible();
  await expect(page.getByText("Verified alumni")).toBeVisible();

  await page.goto("/account");
  await expect(page.getByText("Verified alumni")).toBeVisible();
  await expect(page.getByRole("link", { name: "Verify as a student" })).toHaveCount(0);
});
