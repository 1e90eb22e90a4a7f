import { recordCspViolations } from "./csp";
import { expect, test } from "./test";
import {
  expectNoAxeViolations,
  offerCards,
  searchSize,
  shopName,
  watchErrors,
} from "./widget-host";

/**
 * /examples/strict-csp.html: script-src 'nonce-…' 'strict-dynamic' and style-src 'nonce-…' with
 * no 'unsafe-inline'. The loader tag carries the nonce; everything else must follow from it.
 */

const STRICT_PAGE = "/examples/strict-csp.html";

test("both widgets work under a strict nonce-based policy with no violation and no error", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const errors = watchErrors(page);
  const response = await page.goto(STRICT_PAGE);
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).not.toContain("unsafe-inline");
  // Nor 'unsafe-eval': an eval or new Function anywhere, even caught, is reported as a violation.
  expect(csp).not.toContain("unsafe-eval");

  const installer = page.locator("treadkit-installer");
  await expect(shopName(installer)).toBeVisible();
  // The affiliate widget came from a Treadkit('init') queued by the page's nonced inline script.
  const affiliate = page.locator("#tires treadkit-affiliate");
  await affiliate.getByRole("textbox", { name: "Tire size" }).pressSequentially("225/50R17");
  await affiliate.getByRole("button", { name: "Find tires" }).click();
  await expect(
    affiliate
      .getByRole("list", { name: /^Tires/ })
      .getByRole("listitem")
      .first(),
  ).toContainText(/\$\d[\d,]*\.\d{2} per tire/);
  await searchSize(installer, "225/50R17");
  await expect(offerCards(installer, "225/50R17").first()).toBeVisible();

  const page_ = await page.evaluate(() => ({
    moduleNonces: Array.from(
      document.querySelectorAll<HTMLScriptElement>("script[type=module]"),
      (s) => s.nonce,
    ),
    styles: document.querySelectorAll("style").length,
    affiliateNonce: (document.querySelector("treadkit-affiliate") as HTMLElement).nonce,
    adopted: document.querySelector("treadkit-affiliate")?.shadowRoot?.adoptedStyleSheets.length,
  }));
  // The loader handed its nonce to the module scripts it added and to the element it created.
  expect(page_.moduleNonces).toEqual([nonce, nonce]);
  expect(page_.affiliateNonce).toBe(nonce);
  expect(page_.styles).toBe(1);
  expect(page_.adopted).toBeGreaterThan(0);

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page, "treadkit-installer");
  await expectNoAxeViolations(page, "treadkit-affiliate");
});

test("the widget's <style> fallback carries the page's nonce where constructed sheets are missing", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  // An older browser: no adoptedStyleSheets, so the widget must add a <style> in its shadow root.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Document.prototype, "adoptedStyleSheets");
  });
  await page.goto(STRICT_PAGE);
  const installer = page.locator("treadkit-installer");
  await expect(shopName(installer)).toBeVisible();
  const shadowStyles = await installer.evaluate(
    (element) => element.shadowRoot?.querySelectorAll("style").length,
  );
  expect(shadowStyles).toBe(1);
  // Styled (its own font, not the page's Georgia) and with no style-src violation.
  const font = await shopName(installer).evaluate(
    (heading) => getComputedStyle(heading).fontFamily,
  );
  expect(font).not.toContain("Georgia");
  expect(await violations()).toEqual([]);
});
