import { test as base, type Locator, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * The storefront asks for its code once its server-rendered page has been painted, which can be
 * after the page's load event, and hydrates in slices. A shopper's tap comes a moment later; a
 * test's would come at once, and land on a page whose handlers are not on yet. So here, after
 * every document a page loads (a `goto`, a redirect, a form sent without the page's script, a
 * widget's handoff), its next action (a click, a fill, a key) and `goto`, `reload`, `goBack`,
 * `goForward` and `waitForURL` wait until a storefront page is live (`<html data-live>`, set when
 * hydration has committed). Pages that are not the storefront's (a widget's host page) are not
 * waited for. A test that acts before the page is live on purpose navigates with
 * `waitUntil: "commit"` or `"domcontentloaded"`; its pages are not waited for until its next
 * navigation that does not ask for that.
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
    if (!/context was destroyed|navigation|has been closed|Test ended/i.test(String(error)))
      throw error;
  }
}

/** Per page: whether the test asked to act early, and the wait for the current document. */
type PageState = { early: boolean; pending: Promise<void> | null };
const states = new WeakMap<Page, PageState>();

/** Resolves once the page's current document is live (at once when it was, or is not ours). */
function settled(page: Page): Promise<void> {
  return states.get(page)?.pending ?? Promise.resolve();
}

type Options = { waitUntil?: string } | undefined;
const isEarly = (options: Options) =>
  options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";

function waitForLiveAfterNavigations(page: Page) {
  if (states.has(page)) return;
  const state: PageState = { early: false, pending: null };
  states.set(page, state);
  page.on("domcontentloaded", () => {
    if (state.early) return;
    // Never an error of its own: a page that does not go live fails the test's next step.
    const pending = untilLive(page)
      .catch(() => {})
      .finally(() => {
        if (state.pending === pending) state.pending = null;
      });
    state.pending = pending;
  });
  patchLocatorActions(page.locator("html"));

  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    state.early = isEarly(options);
    state.pending = null;
    const response = await goto(url, options);
    if (!state.early) await untilLive(page);
    return response;
  };
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (!isEarly(options)) await settled(page);
  };
  for (const name of ["reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page);
    page[name] = async (options?: Parameters<Page[typeof name]>[0]) => {
      state.early = isEarly(options);
      state.pending = null;
      const response = await navigate(options);
      if (!state.early) await untilLive(page);
      return response;
    };
  }
  const keyboard = page.keyboard;
  for (const name of ["press", "type", "down", "insertText"] as const) {
    const act = keyboard[name].bind(keyboard) as (...args: unknown[]) => Promise<void>;
    (keyboard as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      await settled(page);
      return act(...args);
    };
  }
}

/** What a locator does to a page: each waits for the page's document to be live first. */
const ACTIONS = [
  "click",
  "dblclick",
  "tap",
  "fill",
  "clear",
  "check",
  "uncheck",
  "setChecked",
  "press",
  "pressSequentially",
  "type",
  "selectOption",
  "setInputFiles",
  "focus",
  "hover",
  "dispatchEvent",
] as const;
let patched = false;

function patchLocatorActions(sample: Locator) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(sample) as Record<string, unknown>;
  for (const name of ACTIONS) {
    const act = prototype[name] as
      | ((this: Locator, ...args: unknown[]) => Promise<unknown>)
      | undefined;
    if (typeof act !== "function") continue;
    prototype[name] = async function (this: Locator, ...args: unknown[]) {
      await settled(this.page());
      return act.apply(this, args);
    };
  }
}
