import { expect, test } from "./test";
import { bookInstalledTires, shopName, watchErrors } from "./widget-host";

/**
 * packages/embed as a host developer uses it: /examples/react-host.html is a partner's React 19
 * app on one origin (localhost) placing the installer widget from the store's other origin
 * (127.0.0.1) with the TreadkitWidget component; the widget's events land in React state and
 * unmounting the component removes the widget.
 */

const PAGE = "/examples/react-host.html";

test("a React host places the widget with the component, hears its events, and unmounts it", async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  const errors = watchErrors(page);
  await page.goto(`http://localhost:${port}${PAGE}`);

  const widget = page.locator("treadkit-installer");
  await expect(shopName(widget)).toBeVisible();
  await expect(page.getByText("Widget ready")).toBeVisible();
  // StrictMode mounts the component twice over: still one widget and one loader tag.
  await expect(widget).toHaveCount(1);
  await expect(page.locator('script[src$="/widgets/loader.js"]')).toHaveCount(1);

  await bookInstalledTires(widget, "225/50R17");
  await expect(page.getByRole("status", { name: "Cart" })).toHaveText("Tires in cart: 4");

  await page.getByRole("button", { name: "Hide the widget" }).click();
  await expect(widget).toHaveCount(0);
  await page.getByRole("button", { name: "Show the widget" }).click();
  await expect(shopName(widget)).toBeVisible();
  await expect(widget).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a loader that cannot be fetched leaves the component's fallback and one warning", async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  const thrown: string[] = [];
  const warnings: string[] = [];
  page.on("pageerror", (error) => thrown.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.route("**/widgets/loader.js", (route) => route.abort("connectionrefused"));
  await page.goto(`http://localhost:${port}${PAGE}`);
  await expect(page.getByText("The tire finder could not be loaded.")).toBeVisible();
  await expect(page.locator("treadkit-installer")).toHaveCount(0);
  expect(thrown).toEqual([]);
  expect(warnings).toEqual([
    `Treadkit: the loader at http://127.0.0.1:${port}/widgets/loader.js could not be fetched`,
  ]);
});

test("the loader's types are served beside it", async ({ request }) => {
  const response = await request.get("/widgets/treadkit.d.ts");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  const types = await response.text();
  expect(types).toContain("declare function loadTreadkit(");
  expect(types).toMatch(/"cart-updated": Detail<\{\s*cartId: string \| null;/);
  expect(types).toContain('(command: "init", options: InitOptions): Promise<HTMLElement>;');
});
