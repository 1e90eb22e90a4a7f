import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Treadkit } from "../../packages/core/src/widget/embed";

/** Helpers for pages that embed widgets: the loader's API, errors, and accessibility. */

export type WithTreadkit = Window & { Treadkit: Treadkit };

/** Installer cards of one <treadkit-installer> (locators pierce its open shadow root). */
export function installerCards(widget: Locator): Locator {
  return widget.getByRole("list", { name: "Installers near you" }).getByRole("listitem");
}

/** Console errors and uncaught exceptions from now on; call before goto. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** axe-core finds nothing wrong inside each element `selector` matches, shadow roots included. */
export async function expectNoAxeViolations(page: Page, selector: string) {
  const count = await page.locator(selector).count();
  expect(count, `${selector} is on the page`).toBeGreaterThan(0);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found).toEqual([]);
}
