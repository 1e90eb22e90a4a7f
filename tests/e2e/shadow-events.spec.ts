import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./test";

/**
 * React 19 and Preact (through @preact/compat, as the widgets use it) each render a form inside
 * an open shadow root and get clicks and typing with no event-retargeting package: React 17+
 * listens on its root container, which sits inside the shadow root, and Preact on the elements
 * themselves. The fixture is built by rollup into dist/fixtures and served here by the test.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const FIXTURES: Record<string, string> = {
  "shadow-frameworks.html": join(ROOT, "tests", "e2e", "fixtures", "shadow-frameworks.html"),
  "react-shadow.js": join(ROOT, "dist", "fixtures", "react-shadow.js"),
  "preact-shadow.js": join(ROOT, "dist", "fixtures", "preact-shadow.js"),
};

test.beforeEach(async ({ page }) => {
  await page.route("**/test-fixtures/*", (route) => {
    const file = FIXTURES[new URL(route.request().url()).pathname.split("/").pop() ?? ""];
    return file ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
});

test("no event-retargeting package is installed or bundled", () => {
  const manifest = readFileSync(join(ROOT, "package-lock.json"), "utf8");
  expect(manifest).not.toMatch(/retarget/i);
  for (const bundle of ["react-shadow.js", "preact-shadow.js"]) {
    expect(readFileSync(FIXTURES[bundle] as string, "utf8")).not.toMatch(/retarget/i);
  }
});

for (const framework of ["React", "Preact"]) {
  test(`${framework} inside a shadow root receives clicks, typing and submit`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/test-fixtures/shadow-frameworks.html");
    const form = page.getByRole("form", { name: `${framework} form`, exact: true });
    const host = page.locator(`#${framework.toLowerCase()}-host`);
    expect(await host.evaluate((element) => element.shadowRoot?.mode)).toBe("open");

    // A click on the label focuses the field: the label's for= resolves inside the shadow root.
    await form.getByText("Your name").click();
    await expect(form.getByLabel("Your name")).toBeFocused();
    await page.keyboard.type("Ada L");
    await expect(form.getByText("Typed: Ada L")).toBeVisible();
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await expect(form.getByLabel("Your name")).toHaveValue("Ada");

    const button = form.getByRole("button", { name: /^Clicked/ });
    await button.click();
    await button.click();
    await expect(button).toHaveText("Clicked 2 times");

    await form.getByLabel("Your name").press("Enter");
    await expect(form.getByRole("status")).toHaveText("Sent: Ada");
    expect(errors).toEqual([]);
  });
}
