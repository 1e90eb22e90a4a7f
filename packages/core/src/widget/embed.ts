import {
  WIDGET_EVENT_NAMES,
  WIDGET_NAMES,
  type WidgetEventDetails,
  type WidgetEventName,
  type WidgetName,
  widgetEventType,
} from "./events";

/** What `Treadkit('init', options)` takes. */
export type InitOptions = {
  widget: WidgetName;
  /** Where the element goes: a selector or an element; by default where the loader tag is. */
  target?: string | Element;
  /** Element attributes: `sourceId: "blog"` becomes `source-id="blog"`; true is a bare one. */
  [attribute: string]: unknown;
};

export type WidgetEventHandler<N extends WidgetEventName = WidgetEventName> = (
  detail: WidgetEventDetails[N],
  event: CustomEvent<WidgetEventDetails[N]>,
) => void;

/**
 * The partner-facing `Treadkit(command, ...args)` function behind `/widgets/loader.js`. Partners
 * may call it before the loader arrives through the queue stub
 * `window.Treadkit=window.Treadkit||function(){(Treadkit.q=Treadkit.q||[]).push(arguments)}`;
 * the calls it queued run in order once the loader does.
 */
export type Treadkit = {
  (command: "init", options: InitOptions): Promise<HTMLElement>;
  <N extends WidgetEventName>(command: "on" | "off", name: N, handler: WidgetEventHandler<N>): void;
  (command: "retry"): Promise<void>;
  (command: "load", widget: WidgetName): Promise<void>;
  /** Calls queued by the stub before the loader arrived. */
  q?: ArrayLike<unknown>[];
  /** Loads one widget bundle; kept for pages that call it directly. */
  load?: (widget: WidgetName) => Promise<void>;
};

type Stub = ((...args: unknown[]) => unknown) & { q?: ArrayLike<unknown>[]; load?: unknown };

/** A bundle that did not load; the `load-failed` event already told the page. */
class WidgetLoadError extends Error {
  override name = "WidgetLoadError";
}

/** The part of the Trusted Types API the loader uses. */
type TrustedTypePolicyFactory = {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL: (url: string) => unknown };
};

/** The Trusted Types policy the loader's script URLs pass through; hosts list it by this name. */
export const TRUSTED_TYPES_POLICY = "treadkit";

/**
 * Makes a bundle URL assignable to `script.src` on a page that enforces Trusted Types
 * (`require-trusted-types-for 'script'; trusted-types treadkit`): a policy named "treadkit" that
 * passes only URLs under the loader's own folder. Where the browser has no Trusted Types, or the
 * page does not allow the policy, the URL stays a string; a page that enforces Trusted Types
 * without allowing "treadkit" then reports the refused script itself.
 */
function scriptUrls(win: Window, base: string): (url: string) => string {
  const factory = (win as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  try {
    const policy = factory?.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: (url) => {
        if (!url.startsWith(base)) throw new TypeError(`Treadkit loads scripts only from ${base}`);
        return url;
      },
    });
    // A TrustedScriptURL is what script.src takes where the page enforces Trusted Types.
    if (policy) return (url) => policy.createScriptURL(url) as string;
  } catch {
    // Not allowed by the page's trusted-types directive: plain strings, as without the API.
  }
  return (url) => url;
}

/**
 * The space each widget's first screen takes, reserved on the host page from the moment the loader
 * runs, before any bundle has arrived, so that nothing on the page moves as a widget renders or as
 * its first data comes. Heights are the first screens' content heights as rendered (a tire-maker
 * given a ZIP lists shops at once, an affiliate given a size its offers), by the viewport's width:
 * text wraps more on a phone. Each band assumes the page gives the widget its width less some
 * margins (a phone of 412 px, 300 to 380 px); a widget in a narrower column may grow past its
 * reservation. tests/e2e/widget-layout-shift.spec.ts holds the widgets to these.
 *
 * Every selector is inside `:where()`, so the rules weigh nothing: a host's own rule on the element
 * wins (`treadkit-installer { min-height: 0 }` in a narrow sidebar), while universal rules such as
 * `* { all: unset }`, earlier in the cascade, lose. Document rules beat the widget's `:host` rules,
 * so the reservation holds after the element is defined; `hidden` still hides it.
 */
export const RESERVED_SPACE_CSS = `
:where(treadkit-installer, treadkit-affiliate, treadkit-tiremaker):where(:not([hidden])) { display: block; }
:where(treadkit-installer) { min-height: 320px; }
:where(treadkit-affiliate) { min-height: 235px; }
:where(treadkit-affiliate[size]) { min-height: 776px; }
:where(treadkit-tiremaker) { min-height: 571px; }
:where(treadkit-tiremaker[zip]) { min-height: 923px; }
@media (min-width: 375px) {
  :where(treadkit-installer) { min-height: 272px; }
  :where(treadkit-affiliate) { min-height: 168px; }
  :where(treadkit-affiliate[size]) { min-height: 710px; }
  :where(treadkit-tiremaker) { min-height: 551px; }
  :where(treadkit-tiremaker[zip]) { min-height: 903px; }
}
@media (min-width: 480px) {
  :where(treadkit-installer) { min-height: 234px; }
  :where(treadkit-affiliate) { min-height: 168px; }
  :where(treadkit-affiliate[size]) { min-height: 626px; }
  :where(treadkit-tiremaker) { min-height: 513px; }
  :where(treadkit-tiremaker[zip]) { min-height: 865px; }
}
@media (min-width: 640px) {
  :where(treadkit-affiliate[size]) { min-height: 536px; }
  :where(treadkit-tiremaker) { min-height: 441px; }
  :where(treadkit-tiremaker[zip]) { min-height: 793px; }
}
@media (min-width: 768px) {
  :where(treadkit-affiliate[size]) { min-height: 458px; }
  :where(treadkit-tiremaker) { min-height: 403px; }
  :where(treadkit-tiremaker[zip]) { min-height: 755px; }
}`;

/**
 * Adds the reservation as a constructed stylesheet of the document: no <style> in the host's
 * <head>, and nothing a strict `style-src` refuses. Browsers without constructed stylesheets
 * (Safari before 16.4) go without it.
 */
function reserveSpace(win: Window & typeof globalThis): void {
  const doc = win.document;
  if (!("adoptedStyleSheets" in doc) || !("replaceSync" in win.CSSStyleSheet.prototype)) return;
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(RESERVED_SPACE_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

const isWidget = (name: unknown): name is WidgetName => WIDGET_NAMES.includes(name as WidgetName);

/** `sourceId` → `source-id`; anything that is not a plain attribute name is refused. */
function attributeName(key: string): string {
  const name = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  if (!/^[a-z][a-z0-9-]*$/.test(name)) {
    throw new TypeError(`Treadkit('init'): "${key}" is not a valid attribute name`);
  }
  return name;
}

/**
 * Installs `Treadkit` on `win`, runs the calls its stub queued and loads the widgets already on
 * the page. `script` is the loader's own tag: bundles come from its folder with its nonce, and
 * its `data-` attributes are an `init` of their own. A second loader on the page changes nothing.
 */
export function installTreadkit(
  win: Window & typeof globalThis,
  script: HTMLScriptElement | null,
): Treadkit {
  const doc = win.document;
  const existing = (win as unknown as { Treadkit?: Stub }).Treadkit;
  if (existing?.load) return existing as unknown as Treadkit;
  reserveSpace(win);

  const base = new URL(".", script?.src || new URL("/widgets/", doc.baseURI)).href;
  // Browsers hide a nonce attribute once parsed under a CSP header; the property keeps it.
  const nonce = script?.nonce || script?.getAttribute("nonce") || "";
  const pending = new Map<WidgetName, Promise<void>>();
  const failed = new Set<WidgetName>();
  const attempts = new Map<WidgetName, number>();
  const listeners = new Map<WidgetEventHandler<never>, Map<string, EventListener>>();
  let trustedUrl: ((url: string) => string) | undefined;

  const domReady = () =>
    doc.readyState === "loading"
      ? new Promise<void>((resolve) =>
          doc.addEventListener("DOMContentLoaded", () => resolve(), { once: true }),
        )
      : Promise.resolve();

  function load(name: WidgetName): Promise<void> {
    if (!isWidget(name)) return Promise.reject(new TypeError(`Unknown widget "${name}"`));
    const tagName = `treadkit-${name}`;
    if (win.customElements.get(tagName)) return Promise.resolve();
    const known = pending.get(name);
    if (known) return known;
    const bundle = `${base}${name}.js`;
    // Browsers remember a module URL that failed for the life of the page, so a retry asks for
    // the same file under a URL of its own.
    const attempt = attempts.get(name) ?? 0;
    const src = attempt ? `${bundle}?retry=${attempt}` : bundle;
    const promise = new Promise<void>((resolve, reject) => {
      const found = Array.from(doc.scripts).find((s) => s.src === bundle);
      const tag = found ?? doc.createElement("script");
      const fail = () => {
        // Forget the promise and the tag, so that a retry fetches the bundle afresh.
        pending.delete(name);
        failed.add(name);
        attempts.set(name, attempt + 1);
        tag.remove();
        const detail: WidgetEventDetails["load-failed"] = { widget: name, src };
        doc.dispatchEvent(new win.CustomEvent(widgetEventType("load-failed"), { detail }));
        reject(new WidgetLoadError(`Treadkit could not load ${src}`));
      };
      // A module script runs before its load event, so a bundle that worked has defined its
      // element by then; one that threw has not. A tag the page already had may have loaded
      // long ago, hence whenDefined as well.
      tag.addEventListener("load", () => (win.customElements.get(tagName) ? resolve() : fail()), {
        once: true,
      });
      tag.addEventListener("error", fail, { once: true });
      void win.customElements.whenDefined(tagName).then(() => resolve());
      if (!found) {
        // Widget entries are ES modules: their later parts arrive by import() when needed.
        tag.type = "module";
        trustedUrl ??= scriptUrls(win, base);
        tag.src = trustedUrl(src);
        if (nonce) tag.nonce = nonce;
        doc.head.appendChild(tag);
      }
    }).then(() => {
      failed.delete(name);
    });
    pending.set(name, promise);
    return promise;
  }

  /** A widget element: `mounted` settles once it has rendered, or gave up mounting. */
  type MountingElement = HTMLElement & { readonly mounted: Promise<void> };

  async function init(options: InitOptions): Promise<HTMLElement> {
    const { widget, target, ...attributes } = options ?? ({} as InitOptions);
    if (!isWidget(widget)) {
      throw new TypeError(
        `Treadkit('init'): widget must be one of ${WIDGET_NAMES.join(", ")}, not "${widget}"`,
      );
    }
    const element = doc.createElement(`treadkit-${widget}`);
    for (const [key, value] of Object.entries(attributes)) {
      if (value == null || value === false) continue;
      element.setAttribute(attributeName(key), value === true ? "" : String(value));
    }
    // The widget's <style> fallback needs the page's nonce under a strict style-src.
    if (nonce && !element.hasAttribute("nonce")) element.setAttribute("nonce", nonce);
    await domReady();
    const parent =
      typeof target === "string" ? doc.querySelector(target) : (target ?? defaultParent());
    if (!parent) throw new TypeError(`Treadkit('init'): no element matches "${String(target)}"`);
    if (parent === script?.parentElement) parent.insertBefore(element, script);
    else parent.appendChild(element);
    await load(widget);
    // Widgets mount in short tasks after they are defined (so that evaluating a bundle, styles
    // and rendering are not one long task for the host page); each says when it has rendered.
    await (element as Partial<MountingElement>).mounted;
    return element;
  }

  /** Where the partner pasted the loader, unless that is the <head>. */
  function defaultParent(): Element {
    const parent = script?.parentElement;
    return parent && parent !== doc.head ? parent : doc.body;
  }

  function checkEvent(name: unknown, handler: unknown): asserts name is WidgetEventName {
    if (!WIDGET_EVENT_NAMES.includes(name as WidgetEventName)) {
      throw new TypeError(
        `Treadkit('on'): unknown event "${String(name)}"; events: ${WIDGET_EVENT_NAMES.join(", ")}`,
      );
    }
    if (typeof handler !== "function") throw new TypeError("Treadkit('on'): handler is missing");
  }

  function on(name: WidgetEventName, handler: WidgetEventHandler<never>) {
    checkEvent(name, handler);
    const byName = listeners.get(handler) ?? new Map<string, EventListener>();
    listeners.set(handler, byName);
    if (byName.has(name)) return;
    const listener = (event: Event) => {
      const custom = event as CustomEvent<never>;
      handler(custom.detail, custom);
    };
    byName.set(name, listener);
    doc.addEventListener(widgetEventType(name), listener);
  }

  function off(name: WidgetEventName, handler: WidgetEventHandler<never>) {
    const listener = listeners.get(handler)?.get(name);
    if (!listener) return;
    listeners.get(handler)?.delete(name);
    doc.removeEventListener(widgetEventType(name), listener);
  }

  /** Loads every widget that failed, and those on the page that are not running yet. */
  async function retry(): Promise<void> {
    await Promise.all([...new Set([...failed, ...onPage()])].map(load));
  }

  const onPage = () => WIDGET_NAMES.filter((name) => doc.querySelector(`treadkit-${name}`));

  const commands: Record<string, (first: never, second: never) => unknown> = {
    init,
    on,
    off,
    retry,
    load,
  };

  function run(args: ArrayLike<unknown>): unknown {
    const [command, first, second] = Array.from(args) as [string, never, never];
    const handler = commands[command];
    if (!handler) throw new TypeError(`Treadkit: unknown command "${command}"`);
    const result = handler(first, second);
    // A failed load was announced by its event; anything else is a mistake worth showing. The
    // caller still gets the rejection when it awaits the promise.
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (!(error instanceof WidgetLoadError)) console.error(error);
      });
    }
    return result;
  }

  const treadkit = ((...args: unknown[]) => run(args)) as Treadkit;
  treadkit.load = load;
  (win as unknown as { Treadkit: Treadkit }).Treadkit = treadkit;

  for (const args of existing?.q ?? []) {
    try {
      run(args);
    } catch (error) {
      console.error(error);
    }
  }

  const { widget, widgets, target, ...attributes } = script?.dataset ?? {};
  if (widget) run(["init", { widget, target, ...attributes }]);
  void domReady().then(() => {
    const listed = (widgets ?? "").split(",").map((name) => name.trim());
    for (const name of new Set([...listed.filter(isWidget), ...onPage()])) run(["load", name]);
  });
  return treadkit;
}
