import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { fitmentVerdict } from "../../packages/core/src/catalog/fitment";
import type { Vehicle } from "../../packages/core/src/catalog/vehicles";
import type { Treadkit } from "../../packages/core/src/widget/embed";

/** Helpers for pages that embed widgets: the loader's API, errors, and accessibility. */

export type WithTreadkit = Window & { Treadkit: Treadkit };

/** The partner whose shop the example pages' installer widgets book (seed/facts/partner-shops.ts). */
export const SHOP_NAME = "Sunrise Tire Pros";

/**
 * The shop's name in one <treadkit-installer> (locators pierce its open shadow root): shown once
 * the partner's config and shop have loaded.
 */
export function shopName(widget: Locator): Locator {
  return widget.getByRole("heading", { name: SHOP_NAME });
}

/** Searches one installer or affiliate widget by tire size. */
export async function searchSize(widget: Locator, size: string) {
  await widget.getByRole("textbox", { name: "Tire size" }).fill(size);
  await widget.getByRole("button", { name: "Find tires" }).click();
}

/** The tires one installer widget offers for a size, priced installed at its shop. */
export function offerCards(widget: Locator, size: string): Locator {
  return widget.getByRole("list", { name: `Tires in ${size}` }).getByRole("listitem");
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

/**
 * Checks the first free timed install slot in an installer widget's schedule. Earlier tests book
 * the same shop, so a later day is tried when the shown one has none left.
 */
export async function pickFreeSlot(widget: Locator): Promise<Locator> {
  const slots = widget.getByRole("group", { name: /Install time/ }).getByRole("radio");
  await expect(slots.first()).toBeVisible();
  const slot = widget.getByRole("radio", {
    name: /^(Morning|Afternoon|Evening) /,
    disabled: false,
  });
  const day = widget.getByRole("combobox", { name: "Install day" });
  const days = await day.locator("option").allTextContents();
  for (const label of days) {
    if ((await slot.count()) > 0) break;
    await day.selectOption({ label });
    await expect(widget.getByRole("group", { name: `Install time on ${label}` })).toBeVisible();
  }
  await slot.first().check();
  return slot.first();
}

/** Books four tires of `size` at the partner's shop in an installer widget: first tire, a free slot. */
export async function bookInstalledTires(widget: Locator, size: string) {
  await expect(shopName(widget)).toBeVisible();
  await searchSize(widget, size);
  await offerCards(widget, size)
    .first()
    .getByRole("button", { name: /Book installation/ })
    .click();
  await pickFreeSlot(widget);
  await widget.getByRole("button", { name: "Add to cart" }).click();
}

/**
 * Presses Tab until `target` has focus, in the page or inside a shadow root (the order is fixed;
 * the count is not the point).
 */
export async function tabTo(page: Page, target: Locator, most = 20) {
  for (let i = 0; i < most; i += 1) {
    const focused = await target.evaluate(
      (element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element,
    );
    if (focused) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/**
 * What the storefront's listing card says of the first tire a widget's vehicle search listed:
 * core's fitmentVerdict on the vehicle and that tire, read from the API as the widget asked it
 * (`listingUrl`, the catalogue call with fitVehicleId). Its headline and the cautions' labels.
 */
export async function firstOfferVerdict(request: APIRequestContext, listingUrl: string) {
  const url = new URL(listingUrl);
  const vehicleId = url.searchParams.get("fitVehicleId");
  const [vehicle, listing] = await Promise.all([
    request.get(`/api/vehicles/${vehicleId}`),
    request.get(`${url.pathname}${url.search}`),
  ]);
  const tire = (
    (await listing.json()) as { siteCatalogProducts: Parameters<typeof fitmentVerdict>[1][] }
  ).siteCatalogProducts[0];
  if (!tire) throw new Error(`no tire listed at ${listingUrl}`);
  const verdict = fitmentVerdict((await vehicle.json()) as Vehicle, tire);
  return { headline: verdict.headline, notes: verdict.notes.map((note) => note.label) };
}

/** Waits for a widget's catalogue call for the shopper's vehicle; its URL. */
export function vehicleListingAsked(page: Page) {
  return page
    .waitForRequest(
      (r) => r.url().includes("/api/catalog/products?") && r.url().includes("fitVehicleId="),
    )
    .then((r) => r.url());
}

/** An offer card says what the storefront's card says of its fit: `verdict`'s words. */
export async function expectVerdict(card: Locator, verdict: { headline: string; notes: string[] }) {
  const headline = card.locator(".tk-fit__headline");
  await expect(headline).toContainText(verdict.headline);
  // After the mark, the headline exactly: "Fits your …" is not "Fits your …, with a caution".
  expect((await headline.textContent())?.endsWith(verdict.headline)).toBe(true);
  await expect(card.locator(".tk-fit__notes li")).toHaveText(verdict.notes);
}
