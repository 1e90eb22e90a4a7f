import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * The storefront asks for its code once its server-rendered page has been painted, which can be
 * after the page's load event. A page here waits, after each navigation it is told to make, until
 * a storefront page is live (`<html data-live>`, set when hydration has committed), as a shopper's
 * tap would find it a moment later; likewise after `waitForURL`, which awaits a navigation the
 * page made itself (a widget's handoff, a redirect). Pages that are not the storefront's (a widget's host page)
 * are not waited for, nor a navigation asked to stop early (`waitUntil: "commit"`).
 */
export const test = base.extend<object, object>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on("page", waitForLiveAfterNavigations);
    await use(context);
  },
  // Contexts a test opens itself (a second device, a phone, no JavaScript) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on("page", waitForLiveAfterNavigations);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});

async function untilLive(page: Page) {
  try {
    await page.waitForFunction(
      () =>
        !("__staticRouterHydrationData" in window) ||
        document.documentElement.hasAttribute("data-live"),
      null,
      { timeout: 15_000 },
    );
  } catch (error) {
    // The page went on to another document meanwhile: that navigation is the test's to await.
    if (
      !/context was destroyed|navigation|Target page, context or browser has been closed/i.test(
        String(error),
      )
    )
      throw error;
  }
}

const waiting = new WeakSet<Page>();

function waitForLiveAfterNavigations(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  type Options = { waitUntil?: string } | undefined;
  const early = (options: Options) =>
    options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!early(options)) await untilLive(page);
    return response;
  };
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (!early(options)) await untilLive(page);
  };
  for (const name of ["reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page);
    page[name] = async (options?: Parameters<Page[typeof name]>[0]) => {
      const response = await navigate(options);
      if (!early(options)) await untilLive(page);
      return response;
    };
  }
}
