import { recordCspViolations } from "./csp";
import { expect, type Locator, type Page, test } from "./test";
import { shopName, watchErrors } from "./widget-host";

/**
 * A widget placed mid-page on a phone, with the partner's content above and below it: the loader
 * reserves the widget's first screen before the bundle arrives, and nothing on the page moves as
 * the widget renders or as its data comes (Lighthouse counts those moves as layout shift). The
 * page's own content below the widget is where a move shows.
 */

type WithShifts = Window & { __shifts: { value: number; hadRecentInput: boolean }[] };

/** A phone wide, and tall enough that the widget and what follows it are all on screen. */
const PHONE = { width: 412, height: 1400 };

type Case = {
  title: string;
  element: string;
  /** The first screen's data, shown. */
  shown(widget: Locator): Promise<void>;
  /** The parts of the first screen in chunks of their own (fetched as it mounts), shown. */
  parts?(widget: Locator): Promise<void>;
  /** API calls the first screen makes, held back until the widget has rendered without them. */
  data: RegExp;
};

const CASES: Case[] = [
  {
    title: "installer",
    element: `<treadkit-installer sub-domain="sunrise-tire-pros" zip="33301"></treadkit-installer>`,
    shown: (widget) => expect(shopName(widget)).toBeVisible(),
    // The search form, in the steps chunk.
    parts: (widget) =>
      expect(widget.getByRole("button", { name: "Find tires" }).first()).toBeVisible(),
    data: /\/api\/(widget-app-config|installers)\b/,
  },
  {
    title: "affiliate",
    element: `<treadkit-affiliate source-id="tirebuyers-blog"></treadkit-affiliate>`,
    shown: (widget) => expect(widget.getByRole("textbox", { name: "Tire size" })).toBeVisible(),
    data: /\/api\/catalog\//,
  },
  {
    title: "tire-maker",
    element: `<treadkit-tiremaker brand="michelin" source-id="michelin-us"></treadkit-tiremaker>`,
    shown: (widget) => expect(widget.getByRole("button", { name: /Pilot Sport 4S/ })).toBeVisible(),
    // The size finder and the shops' section under the lines.
    parts: async (widget) => {
      await expect(widget.getByRole("heading", { name: "Find your size" })).toBeVisible();
      await expect(widget.getByRole("heading", { name: "Installers near you" })).toBeVisible();
    },
    data: /\/api\/catalog\//,
  },
  {
    title: "tire-maker given a ZIP, with its shops",
    element: `<treadkit-tiremaker brand="michelin" source-id="michelin-us" zip="33301"></treadkit-tiremaker>`,
    shown: (widget) => expect(widget.getByRole("button", { name: /Pilot Sport 4S/ })).toBeVisible(),
    parts: async (widget) => {
      await expect(widget.getByRole("heading", { name: "Find your size" })).toBeVisible();
      await expect(
        widget.getByRole("list", { name: "Installers near 33301" }).getByRole("listitem").first(),
      ).toBeVisible();
    },
    data: /\/api\/(catalog|installers)\b/,
  },
];

/**
 * A partner's article: a heading and a paragraph, the widget, then more of the article. The loader
 * is pasted in the <head> with `blocking="render"`, so that its reservation is there before the
 * page is first painted (at the foot of <body> it may come a frame later, and that frame's move
 * counts as layout shift).
 */
function articlePage(element: string, style = "") {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title>
    <script async blocking="render" src="/widgets/loader.js"></script>
    <style>body { margin: 0; font: 16px/1.5 Georgia, serif; } main { padding: 16px; } ${style}</style>
    </head><body><main>
    <h1>Tires for your car</h1><p>Find your size and see the price, fitted near you.</p>
    ${element}
    <p id="below">What the partner wrote under the widget stays where it was.</p>
    <p>More of the partner's page.</p>
    </main></body></html>`;
}

/**
 * Serves `html` at `path`, holding the widget's bundle, its first API calls and its lazy parts
 * (every chunk but its app) until released, and records the page's layout shifts from its start.
 */
async function openHeld(page: Page, path: string, html: string, data: RegExp) {
  let releaseBundle = () => {};
  const bundle = new Promise<void>((resolve) => {
    releaseBundle = resolve;
  });
  let releaseData = () => {};
  const dataHeld = new Promise<void>((resolve) => {
    releaseData = resolve;
  });
  await page.route(path, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.route(/\/widgets\/(installer|affiliate|tiremaker)\.js$/, async (route) => {
    await bundle;
    await route.continue();
  });
  await page.route(data, async (route) => {
    await dataHeld;
    await route.continue();
  });
  let releaseParts = () => {};
  const partsHeld = new Promise<void>((resolve) => {
    releaseParts = resolve;
  });
  await page.route(
    /\/widgets\/(installer|affiliate|tiremaker)\/(?!app\.js)[^/]+\.js$/,
    async (route) => {
      await partsHeld;
      await route.continue();
    },
  );
  await page.addInitScript(() => {
    const w = window as unknown as WithShifts;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as WithShifts["__shifts"]) {
        w.__shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Not "load": the page's load event waits for the held bundle.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return { releaseBundle, releaseData, releaseParts };
}

/** Where the content below the widget is, after the browser has laid out and painted. */
async function belowTop(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (document.getElementById("below") as HTMLElement).getBoundingClientRect().top;
  });
}

/**
 * The layout shift of the page so far, as Lighthouse counts it: a move within 500 ms of the
 * shopper's input is expected, and not counted.
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as WithShifts).__shifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
}

test.use({ viewport: PHONE });

for (const { title, element, shown, parts, data } of CASES) {
  test(`${title}: mid-page, nothing below it moves from before its bundle to its first screen`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const tag = element.slice(1, element.indexOf(" "));
    const held = await openHeld(page, `/examples/mid-page-${tag}.html`, articlePage(element), data);
    // The loader has run; the bundle has not arrived.
    await page.waitForFunction(() => "Treadkit" in window);
    const before = await belowTop(page);
    const widget = page.locator(tag);
    expect(await widget.evaluate((e) => e.shadowRoot)).toBeNull();

    held.releaseBundle();
    // The widget renders while its data is still on the way, then once more when it has come.
    await expect.poll(() => widget.evaluate((e) => !!e.shadowRoot?.textContent)).toBe(true);
    expect(await belowTop(page)).toBe(before);
    held.releaseData();
    await shown(widget);
    expect(await belowTop(page)).toBe(before);
    // The parts in chunks of their own come last, the slowest order: they fill space already held.
    held.releaseParts();
    await parts?.(widget);
    expect(await belowTop(page)).toBe(before);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
  });
}

test("tire-maker: shops found for a ZIP the shopper gives fill the box that was there while they loaded", async ({
  page,
}) => {
  const element = `<treadkit-tiremaker brand="michelin" source-id="michelin-us"></treadkit-tiremaker>`;
  const held = await openHeld(
    page,
    "/examples/mid-page-tiremaker-shops.html",
    articlePage(element),
    /\/api\/installers\b/,
  );
  held.releaseBundle();
  held.releaseParts();
  const widget = page.locator("treadkit-tiremaker");
  await expect(widget.getByRole("button", { name: /Pilot Sport 4S/ })).toBeVisible();
  await widget.getByRole("textbox", { name: "ZIP code" }).fill("33301");
  await widget.getByRole("button", { name: "Find shops" }).click();
  // The shopper's click opens the box at once; the shops come well after the 500 ms in which
  // a move still counts as the click's doing.
  await expect(widget.getByText("Looking for shops near 33301…")).toBeVisible();
  const before = await belowTop(page);
  await page.waitForTimeout(700);
  held.releaseData();
  const shops = widget.getByRole("list", { name: "Installers near 33301" }).getByRole("listitem");
  await expect(shops.first()).toBeVisible();
  expect(await belowTop(page)).toBe(before);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test("the reservation holds on a page whose every element is `all: unset`", async ({ page }) => {
  const { element, shown, parts, data } = CASES[0] as Case;
  const hostile = "* { all: unset; } main { display: block; }";
  const held = await openHeld(
    page,
    "/examples/mid-page-hostile.html",
    articlePage(element, hostile),
    data,
  );
  await page.waitForFunction(() => "Treadkit" in window);
  const before = await belowTop(page);
  const widget = page.locator("treadkit-installer");
  expect(await widget.evaluate((e) => getComputedStyle(e).display)).toBe("block");
  held.releaseBundle();
  held.releaseData();
  held.releaseParts();
  await shown(widget);
  await parts?.(widget);
  expect(await belowTop(page)).toBe(before);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test("a host's own rules on the element win over the reservation, and `hidden` hides it", async ({
  page,
}) => {
  const style = "treadkit-affiliate.compact { min-height: 0; }";
  const elements = `<treadkit-affiliate class="compact" source-id="a"></treadkit-affiliate>
    <treadkit-affiliate hidden source-id="b"></treadkit-affiliate>`;
  await page.route("/examples/mid-page-own-rules.html", (route) =>
    route.fulfill({ contentType: "text/html", body: articlePage(elements, style) }),
  );
  // Without their bundle the elements stay empty: only the loader's rules size them.
  await page.route(/\/widgets\/affiliate\.js$/, (route) => route.abort());
  await page.goto("/examples/mid-page-own-rules.html");
  await page.waitForFunction(() => "Treadkit" in window);
  const [compact, hidden] = await page
    .locator("treadkit-affiliate")
    .evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().height));
  expect(compact).toBe(0);
  expect(hidden).toBe(0);
});

test("the strict-CSP partner gets the reservation with no policy violation", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.route(/\/widgets\/installer\.js$/, (route) => route.abort());
  await page.goto("/examples/strict-csp.html");
  await page.waitForFunction(() => "Treadkit" in window);
  const height = await page
    .locator("treadkit-installer")
    .evaluate((e) => e.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(200);
  expect(await violations()).toEqual([]);
});
