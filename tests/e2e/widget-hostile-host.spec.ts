import { expect, type Page, test } from "./test";
import { watchErrors } from "./widget-host";

/**
 * Host pages whose global rules reach every element they can: `* { all: unset }` with loud text
 * settings. Rules on the widget element itself beat its `:host` rules, so anything inherited
 * would flow on into the shadow tree; each widget must look exactly as it does on a plain page.
 */

const WIDGETS = `
  <treadkit-installer sub-domain="sunrise-tire-pros" zip="33301"></treadkit-installer>
  <treadkit-affiliate source-id="tirebuyers-blog"></treadkit-affiliate>
  <treadkit-tiremaker brand="michelin" source-id="michelin-us"></treadkit-tiremaker>`;

const HOSTILE_RULES = `
  * { all: unset; }
  html, body, main, treadkit-installer, treadkit-affiliate, treadkit-tiremaker {
    text-transform: uppercase; word-spacing: 48px; letter-spacing: 4px; text-align: right;
    cursor: crosshair; font: italic 700 11px/3 "Comic Sans MS", cursive; color: rgb(200, 0, 200);
    white-space: pre; text-indent: 40px; text-shadow: 2px 2px red; visibility: visible;
    font-variant: small-caps; line-height: 4; text-decoration: underline; }`;

/** The inherited properties a page could push into a widget. */
const INHERITED = [
  "textTransform",
  "wordSpacing",
  "letterSpacing",
  "textAlign",
  "cursor",
  "fontStyle",
  "fontWeight",
  "fontSize",
  "fontFamily",
  "fontVariant",
  "lineHeight",
  "color",
  "whiteSpace",
  "textIndent",
  "textShadow",
] as const;

/** Serves a host page at `path` on the store's own origin, the loader at its foot. */
async function hostPage(page: Page, path: string, style: string) {
  await page.route(path, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
        <style>${style}</style></head><body><main>${WIDGETS}</main>
        <script async src="/widgets/loader.js"></script></body></html>`,
    }),
  );
  await page.goto(path);
}

/** Each widget's computed inherited styles, on its first text inside the shadow root. */
async function widgetStyles(page: Page) {
  const styles: Record<string, Record<string, string>> = {};
  for (const name of ["installer", "affiliate", "tiremaker"]) {
    const element = page.locator(`treadkit-${name}`);
    // Rendered: a heading (installer, tire-maker) or the search form (affiliate).
    await expect(element.locator("h2, h3, label").first()).toBeVisible();
    styles[name] = await element.evaluate((host, properties) => {
      const walker = document.createTreeWalker(
        host.shadowRoot as ShadowRoot,
        NodeFilter.SHOW_TEXT,
        (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
      );
      const text = walker.nextNode()?.parentElement;
      if (!text) throw new Error("the widget shows no text");
      const computed = getComputedStyle(text);
      return Object.fromEntries(
        properties.map((property) => [property, computed[property as keyof CSSStyleDeclaration]]),
      ) as Record<string, string>;
    }, INHERITED);
  }
  return styles;
}

test("no widget inherits a host page's `* { all: unset }` and loud text rules", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await hostPage(page, "/examples/plain-host.html", "body { margin: 0 }");
  const plain = await widgetStyles(page);
  await hostPage(page, "/examples/hostile-host.html", HOSTILE_RULES);
  const hostile = await widgetStyles(page);

  // The hostile page did apply to its own text, so the comparison means something.
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector("main") as Element).cursor),
  ).toBe("crosshair");
  expect(hostile).toEqual(plain);
  expect(plain.installer?.textTransform).toBe("none");
  expect(errors).toEqual([]);
});
