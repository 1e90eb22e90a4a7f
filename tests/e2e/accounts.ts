import type { Page } from "@playwright/test";

/** Signs in on the provider's page with a demo account, from /login. */
export async function signInAs(page: Page, email: string) {
  await page.goto("/login?redirectUri=/account");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("treadkit-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/account$/);
}
