import type { Page } from "@playwright/test";

type WithViolations = Window & { __cspViolations?: string[] };

/**
 * Records every Content Security Policy violation the page reports, including those that code
 * catches (they still reach a partner's report-uri). Call before navigating; read after.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as WithViolations;
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return () => page.evaluate(() => (window as WithViolations).__cspViolations ?? []);
}
