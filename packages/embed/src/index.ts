/**
 * For developers of a page that hosts Treadkit widgets: the loader's API with its types, the
 * widget events and their details, and `loadTreadkit`, which puts the loader on the page and
 * answers once `Treadkit` is there. The same types are served beside the loader as
 * `/widgets/treadkit.d.ts`.
 *
 * ```ts
 * const treadkit = await loadTreadkit("https://store.example/widgets/loader.js");
 * const element = await treadkit("init", { widget: "installer", target: "#tires", installerId: 7 });
 * treadkit("on", "cart-updated", ({ count }) => updateBadge(count));
 * ```
 */
import type { Treadkit } from "@treadkit/core/widget/embed";
import {
  WIDGET_EVENT_NAMES,
  WIDGET_NAMES,
  type WidgetEventDetails,
  type WidgetEventName,
  widgetEventType,
} from "@treadkit/core/widget/events";

export type { InitOptions, Treadkit, WidgetEventHandler } from "@treadkit/core/widget/embed";
export type { WidgetEventDetails, WidgetEventName, WidgetName } from "@treadkit/core/widget/events";
export { WIDGET_EVENT_NAMES, WIDGET_NAMES, widgetEventType };

export type LoadOptions = {
  /** The page's CSP nonce, given to the loader tag (and by the loader to the bundles). */
  nonce?: string;
  /** How long to wait for the loader before giving up, in ms (15 s by default). */
  timeoutMs?: number;
};

declare global {
  interface Window {
    /** The loader's API, once /widgets/loader.js has run (or its queue stub, before). */
    Treadkit?: Treadkit;
  }
}

type TreadkitWindow = Window & { Treadkit?: Treadkit & { load?: unknown } };

const loading = new Map<string, Promise<Treadkit>>();

/**
 * Adds the loader tag for `src` unless the page has one, and answers with `Treadkit` once the
 * loader has run. Called again, it answers with the same promise; after a failure it tries
 * afresh. Rejects when the loader cannot be fetched or does not arrive in time.
 */
export function loadTreadkit(src: string, options: LoadOptions = {}): Promise<Treadkit> {
  const win = window as TreadkitWindow;
  const ready = () => (win.Treadkit?.load ? win.Treadkit : undefined);
  const running = ready();
  if (running) return Promise.resolve(running);
  const url = new URL(src, document.baseURI).href;
  const known = loading.get(url);
  if (known) return known;

  const promise = new Promise<Treadkit>((resolve, reject) => {
    const found = Array.from(document.scripts).find((script) => script.src === url);
    const tag = found ?? document.createElement("script");
    const fail = (reason: string) => {
      clearTimeout(timer);
      loading.delete(url);
      if (!found) tag.remove();
      reject(new Error(`Treadkit: the loader at ${url} ${reason}`));
    };
    const timer = setTimeout(() => fail("did not arrive in time"), options.timeoutMs ?? 15_000);
    const settle = () => {
      const treadkit = ready();
      if (!treadkit) return fail("ran but did not install Treadkit");
      clearTimeout(timer);
      resolve(treadkit);
    };
    if (found && ready()) return settle();
    tag.addEventListener("load", settle, { once: true });
    tag.addEventListener("error", () => fail("could not be fetched"), { once: true });
    if (!found) {
      tag.async = true;
      tag.src = url;
      if (options.nonce) tag.nonce = options.nonce;
      document.head.appendChild(tag);
    }
  });
  loading.set(url, promise);
  return promise;
}

/**
 * Listens to one widget event on `target` (a widget's element, or `document` for every widget)
 * with its detail typed; answers the function that stops listening.
 */
export function onWidgetEvent<N extends WidgetEventName>(
  target: EventTarget,
  name: N,
  handler: (detail: WidgetEventDetails[N], event: CustomEvent<WidgetEventDetails[N]>) => void,
): () => void {
  const listener = (event: Event) => {
    const custom = event as CustomEvent<WidgetEventDetails[N]>;
    handler(custom.detail, custom);
  };
  target.addEventListener(widgetEventType(name), listener);
  return () => target.removeEventListener(widgetEventType(name), listener);
}
