import { expect, test } from "./test";
import { offerCards, searchSize, shopName } from "./widget-host";

/**
 * A partner page on one origin embedding widgets served from another. The e2e server answers as
 * http://127.0.0.1:PORT and http://localhost:PORT, two origins; playwright.config.ts registers
 * the localhost one (WIDGET_DEV_ORIGINS), so only a page there may call the other's API. The
 * pages are served by the server itself: Chrome lets only a page it fetched from a loopback
 * address load scripts from one (Local Network Access).
 */

/** /examples/other-origin.html loads the widget from this server's other name. */
const OTHER_ORIGIN_PAGE = "/examples/other-origin.html";

test("a page on a registered origin embeds the widget from the API's origin", async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  // The server reflects only an Origin it has registered, so this is the page's own origin.
  const api: (string | undefined)[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) {
      api.push(response.headers()["access-control-allow-origin"]);
    }
  });
  await page.goto(`http://localhost:${port}${OTHER_ORIGIN_PAGE}`);
  await expect(page.locator('script[src$="/widgets/loader.js"]')).toHaveAttribute(
    "src",
    `http://127.0.0.1:${port}/widgets/loader.js`,
  );

  const widget = page.locator("treadkit-installer");
  await expect(shopName(widget)).toBeVisible();
  await searchSize(widget, "225/50R17");
  await expect(offerCards(widget, "225/50R17").first()).toBeVisible();
  expect(api.length).toBeGreaterThan(0);
  expect(new Set(api)).toEqual(new Set([`http://localhost:${port}`]));
});

test("a page on an unregistered origin gets the bundle but the browser keeps the API from it", async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  const blocked: string[] = [];
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/blocked by CORS policy/.test(message.text())) blocked.push(message.text());
    if (message.type() === "warning") warnings.push(message.text());
  });
  // The page is on 127.0.0.1; the widget and its API on localhost, which does not know it.
  await page.goto(`http://127.0.0.1:${port}${OTHER_ORIGIN_PAGE}`);

  const widget = page.locator("treadkit-installer");
  // The bundle ran (its shadow root is there) but the partner config never arrived.
  await expect.poll(() => widget.evaluate((element) => !!element.shadowRoot)).toBe(true);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  expect(blocked[0]).toContain(`from origin 'http://127.0.0.1:${port}'`);
  await expect(shopName(widget)).toHaveCount(0);
  // The shopper is told plainly; the partner's developer gets one line naming the fix.
  await expect(widget.getByRole("alert")).toHaveText(
    "This site is not registered for Treadkit widgets",
  );
  await expect(widget.getByRole("button", { name: "Retry" })).toHaveCount(0);
  expect(warnings.filter((w) => w.includes("is not registered"))).toEqual([
    expect.stringContaining(`http://127.0.0.1:${port} is not registered for Treadkit widgets`),
  ]);
});

test("a slow answer on a registered origin is said to be slow, with Retry that works", async ({
  page,
  baseURL,
}) => {
  // The widget waits 10 s for an answer before it says so.
  test.setTimeout(60_000);
  const port = new URL(baseURL ?? "").port;
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  // The store takes longer than the widget waits: the search is held until the widget gives up.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let slow = true;
  await page.route("**/api/catalog/products?*", async (route) => {
    if (!slow) return route.continue();
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(`http://localhost:${port}${OTHER_ORIGIN_PAGE}`);
  const widget = page.locator("treadkit-installer");
  await expect(shopName(widget)).toBeVisible();
  await searchSize(widget, "225/50R17");

  const alert = widget.getByRole("alert");
  await expect(alert).toContainText(
    "The tire store is taking too long to answer. Please try again.",
    { timeout: 20_000 },
  );
  await expect(alert).not.toContainText("not registered");
  expect(warnings.filter((w) => w.includes("is not registered"))).toEqual([]);
  slow = false;
  release();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(offerCards(widget, "225/50R17").first()).toBeVisible();
});
