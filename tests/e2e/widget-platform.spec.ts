import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { INVALID_SIZE_MESSAGE } from "../../packages/core/src/catalog/links";
import { expect, type Page, test } from "./test";
import {
  expectNoAxeViolations,
  offerCards,
  pickFreeSlot,
  searchSize,
  shopName,
  type WithTreadkit,
  watchErrors,
} from "./widget-host";

/**
 * The embedding platform every widget shares: the loader's queue and commands, its typed events,
 * a failed bundle and its retry, several widgets on one page, and host pages left as they were.
 */

const SHOP = "/examples/third-party-shop.html";
const TWO_WIDGETS = "/examples/two-widgets.html";
const OWN_DIALOG = "/examples/own-dialog.html";
const NOT_SERVED_IN_CHICAGO =
  "Sunrise Tire Pros does not install near 60657; try a ZIP closer to the shop";

test("calls queued before the loader arrived create their widgets and hear them get ready", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(TWO_WIDGETS);

  const florida = page.locator("#florida treadkit-installer");
  const chicago = page.locator("#chicago treadkit-installer");
  await expect(shopName(florida)).toBeVisible();
  // The Chicago instance got its own ZIP, which the Fort Lauderdale shop does not serve.
  await expect(chicago.getByRole("alert")).toHaveText(NOT_SERVED_IN_CHICAGO);
  // Treadkit('init') turned its camelCase options into the element's attributes.
  await expect(chicago).toHaveAttribute("zip", "60657");
  await expect(chicago).toHaveAttribute("sub-domain", "sunrise-tire-pros");
  const affiliate = page.locator("#tires treadkit-affiliate");
  await expect(affiliate).toHaveAttribute("source-id", "wheel-tire-forum");
  await expect(affiliate.getByRole("tab", { name: "By tire size" })).toBeVisible();

  // Treadkit('on', 'ready', …) was queued too; each instance reports itself.
  await expect
    .poll(() => page.evaluate(() => (window as { treadkitReady?: string[] }).treadkitReady?.sort()))
    .toEqual(["affiliate", "installer", "installer"]);
  // One module script per bundle, however many instances.
  const modules = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLScriptElement>("script[type=module]"),
      (s) => new URL(s.src).pathname,
    ),
  );
  expect(modules.sort()).toEqual(["/widgets/affiliate.js", "/widgets/installer.js"]);
  expect(errors).toEqual([]);
});

test("init after the loader arrived resolves with a working element; on/off get typed events", async ({
  page,
}) => {
  await page.goto(SHOP);
  await expect(shopName(page.locator("treadkit-installer"))).toBeVisible();

  const tagName = await page.evaluate(async () => {
    const { Treadkit } = window as unknown as WithTreadkit;
    const w = window as unknown as { handoffs: unknown[]; readies: string[] };
    w.handoffs = [];
    w.readies = [];
    Treadkit("on", "handoff", (detail, event) => {
      w.handoffs.push({ ...detail, type: event.type, cancelable: event.cancelable });
      event.preventDefault();
    });
    const ready = (detail: { widget: string }) => w.readies.push(detail.widget);
    Treadkit("on", "ready", ready);
    const element = await Treadkit("init", {
      widget: "affiliate",
      target: "main",
      sourceId: "sunrise-blog",
    });
    Treadkit("off", "ready", ready);
    return element.localName;
  });
  expect(tagName).toBe("treadkit-affiliate");
  expect(await page.evaluate(() => (window as unknown as { readies: string[] }).readies)).toEqual([
    "affiliate",
  ]);

  const affiliate = page.locator("main > treadkit-affiliate");
  await affiliate.getByRole("textbox", { name: "Tire size" }).fill("225/50R17");
  await affiliate.getByRole("button", { name: "Find tires" }).click();
  const link = affiliate
    .getByRole("list", { name: /^Tires/ })
    .getByRole("listitem")
    .first()
    .getByRole("link", { name: /^See this tire/ });
  const href = await link.evaluate((a: HTMLAnchorElement) => a.href);
  await link.click();

  // The handler got the typed detail and the event, and its preventDefault kept the shopper.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { handoffs: unknown[] }).handoffs))
    .toEqual([{ widget: "affiliate", href, type: "treadkit:handoff", cancelable: true }]);
  expect(new URL(href).searchParams.get("widgetSourceId")).toBe("sunrise-blog");
  expect(new URL(page.url()).pathname).toBe(SHOP);

  // A second init of the same widget reuses its bundle: still one module script for it.
  await page.evaluate(() =>
    (window as unknown as WithTreadkit).Treadkit("init", { widget: "affiliate", target: "main" }),
  );
  await expect(page.locator("main > treadkit-affiliate")).toHaveCount(2);
  expect(await page.locator('script[src$="/widgets/affiliate.js"]').count()).toBe(1);
});

test("a bundle that fails to load is announced, and Treadkit('retry') loads it", async ({
  page,
}) => {
  let refused = 0;
  await page.route("**/widgets/installer.js*", (route) => {
    if (refused++ === 0) return route.abort("connectionreset");
    return route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { failures: unknown[] };
    w.failures = [];
    document.addEventListener("treadkit:load-failed", (event) => w.failures.push(event.detail));
  });
  await page.goto(SHOP);

  const failures = () =>
    page.evaluate(() => (window as unknown as { failures: unknown[] }).failures);
  await expect
    .poll(failures)
    .toEqual([{ widget: "installer", src: new URL("/widgets/installer.js", page.url()).href }]);
  expect(await page.evaluate(() => customElements.get("treadkit-installer"))).toBeUndefined();
  expect(await page.locator('script[src*="/widgets/installer.js"]').count()).toBe(0);

  const apps: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/widgets/installer/app.js")) apps.push(request.url());
  });
  await page.evaluate(() => (window as unknown as WithTreadkit).Treadkit("retry"));
  await expect(shopName(page.locator("treadkit-installer"))).toBeVisible();
  expect(refused).toBe(2);
  expect(await failures()).toHaveLength(1);
  // The retried entry (installer.js?retry=1) and the lazy steps share one copy of the widget:
  // the steps render with its Preact, and its app is fetched once.
  await expect(
    page.locator("treadkit-installer").getByRole("textbox", { name: "Tire size" }),
  ).toBeVisible();
  expect(apps).toHaveLength(1);
});

/** The forum page with an installer for Fort Lauderdale (ready) and one for Chicago. */
async function openTwoWidgets(page: Page) {
  await page.goto(TWO_WIDGETS);
  const florida = page.locator("#florida treadkit-installer");
  const chicago = page.locator("#chicago treadkit-installer");
  await expect(shopName(florida)).toBeVisible();
  return { florida, chicago };
}

test("two installers and an affiliate on one page keep their own fields, errors and state", async ({
  page,
}) => {
  const { florida, chicago } = await openTwoWidgets(page);
  await expect(chicago.getByRole("alert")).toHaveText(NOT_SERVED_IN_CHICAGO);
  await expect(florida.getByRole("alert")).toHaveCount(0);

  // Each label names exactly its own field, though both widgets render the same markup.
  await searchSize(florida, "225/50");
  await expect(florida.getByRole("alert")).toHaveText(INVALID_SIZE_MESSAGE);
  await expect(florida.getByRole("textbox", { name: "Tire size" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await chicago.getByLabel("ZIP code").fill("33301");
  await chicago.getByRole("button", { name: "Find shops" }).click();
  await expect(shopName(chicago)).toBeVisible();
  await expect(chicago.getByRole("alert")).toHaveCount(0);
  await expect(chicago.getByRole("textbox", { name: "Tire size" })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(florida.getByRole("alert")).toHaveText(INVALID_SIZE_MESSAGE);

  // Results stay in the widget that searched.
  await searchSize(chicago, "225/50R17");
  await expect(offerCards(chicago, "225/50R17").first()).toBeVisible();
  await expect(offerCards(florida, "225/50R17")).toHaveCount(0);

  // The page's own ids (#zip) are untouched, and its own label still finds its own field.
  await expect(page.getByLabel("ZIP", { exact: true })).toHaveValue("10001");
  expect(await page.evaluate(() => document.querySelectorAll("#zip").length)).toBe(1);

  for (const selector of ["#florida treadkit-installer", "#chicago treadkit-installer"]) {
    await expectNoAxeViolations(page, selector);
  }
  await expectNoAxeViolations(page, "treadkit-affiliate");
});

test("a widget inside the host's own modal <dialog> works, and the host's dialogs stay as they were", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(OWN_DIALOG);
  const widget = page.locator("#finder treadkit-installer");
  await expect(shopName(widget)).toBeVisible();

  await searchSize(widget, "225/50R17");
  await expect(offerCards(widget, "225/50R17").first()).toBeVisible();

  const dialogs = await page.evaluate(() => ({
    finderModal: document.getElementById("finder")?.matches(":modal"),
    cookieOpen: (document.getElementById("cookie-notice") as HTMLDialogElement).open,
    cookieModal: document.getElementById("cookie-notice")?.matches(":modal"),
  }));
  expect(dialogs).toEqual({ finderModal: true, cookieOpen: true, cookieModal: false });
  await expectNoAxeViolations(page, "treadkit-installer");
  expect(errors).toEqual([]);
});

/** Computed styles of the host page's own elements that a leaking widget would change. */
async function hostStyles(page: Page) {
  return page.evaluate(() => {
    const properties = [
      "color",
      "background-color",
      "font-family",
      "font-size",
      "font-weight",
      "line-height",
      "letter-spacing",
      "text-transform",
      "display",
      "visibility",
      "box-sizing",
      "margin-top",
      "padding-top",
      "border-top-style",
      "list-style-type",
      "width",
    ];
    const selectors = ["html", "body", "header", "h1", "h2", "p", "main", "button", "input"];
    return {
      styles: Object.fromEntries(
        selectors.flatMap((selector) => {
          const element = document.querySelector(selector);
          if (!element) return [];
          const style = getComputedStyle(element);
          return [[selector, properties.map((p) => `${p}: ${style.getPropertyValue(p)}`)]];
        }),
      ),
      headChildren: Array.from(document.head.children, (e) => e.localName).filter(
        (name) => name !== "script",
      ),
      stylesheets: document.styleSheets.length,
      // The loader adds one sheet that reserves the widgets' space: its rules select only their
      // elements. Any rule that could select something else would show here.
      adopted: document.adoptedStyleSheets
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .flatMap((rule) => (rule instanceof CSSMediaRule ? Array.from(rule.cssRules) : [rule]))
        .map((rule) => (rule as CSSStyleRule).selectorText)
        .filter((selector) => !selector?.startsWith(":where(treadkit-")),
      rootAttributes: Array.from(document.documentElement.attributes, (a) => a.name),
    };
  });
}

test("the host page's own elements look the same with the widget as without it", async ({
  page,
}) => {
  // The shop has no button of its own; one is added to both to see `button { display: none }`.
  await page.route("**/widgets/loader.js", (route) => route.abort());
  await page.goto(SHOP);
  await page.evaluate(() =>
    document.querySelector("main")?.append(document.createElement("button")),
  );
  const without = await hostStyles(page);
  await page.unroute("**/widgets/loader.js");

  await page.goto(SHOP);
  await page.evaluate(() =>
    document.querySelector("main")?.append(document.createElement("button")),
  );
  await expect(shopName(page.locator("treadkit-installer"))).toBeVisible();
  expect(await hostStyles(page)).toEqual(without);
  // The hostile CSS did not reach into the widget: its own button shows, in its own font size.
  const find = page.locator("treadkit-installer").getByRole("button", { name: "Find tires" });
  await expect(find).toBeVisible();
  expect(await find.evaluate((b) => getComputedStyle(b).fontSize)).not.toBe("40px");
  await expectNoAxeViolations(page, "treadkit-installer");
});

test("widget bundles and their chunks may be loaded from any origin", async ({ request }) => {
  const chunks = ["installer", "affiliate", "tiremaker"].flatMap((name) => {
    const folder = join("dist", "widgets", name);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((file) => file.endsWith(".js"))
      .map((file) => `/widgets/${name}/${file}`);
  });
  for (const path of [
    "/widgets/loader.js",
    "/widgets/installer.js",
    "/widgets/affiliate.js",
    "/widgets/tiremaker.js",
    ...chunks,
  ]) {
    const response = await request.get(path, {
      headers: { origin: "https://anyone.example", "accept-encoding": "br, gzip" },
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["access-control-allow-origin"], path).toBe("*");
    // Compressed once at build time, sent as brotli to browsers that take it.
    expect(response.headers()["content-encoding"], path).toBe("br");
  }
});

test("the affiliate blog's widget has no accessibility violations", async ({ page }) => {
  await page.goto("/examples/affiliate-blog.html");
  await expect(
    page.locator("treadkit-affiliate").getByRole("tab", { name: "By tire size" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "treadkit-affiliate");
});

test("widgets on one page share the cart live: an add in one shows in the other", async ({
  page,
}) => {
  const { florida, chicago } = await openTwoWidgets(page);
  await chicago.getByLabel("ZIP code").fill("33301");
  await chicago.getByRole("button", { name: "Find shops" }).click();
  await expect(shopName(chicago)).toBeVisible();
  await expect(chicago.getByRole("button", { name: /^Cart \(/ })).toHaveCount(0);

  await searchSize(florida, "225/50R17");
  await offerCards(florida, "225/50R17")
    .first()
    .getByRole("button", { name: /Book installation/ })
    .click();
  await (await pickFreeSlot(florida)).check();
  await florida.getByRole("button", { name: "Add to cart" }).click();
  await expect(florida.getByRole("list", { name: "Tires in your cart" })).toContainText("4 ×");
  await expect(chicago.getByRole("button", { name: "Cart (4 tires)" })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith("CART_ID"))),
  ).toEqual(["treadkit:CART_ID"]);
});
