/**
 * The one script tag partners paste: `<script async src="…/widgets/loader.js"></script>`.
 * It keeps a queue for `Treadkit(...)` calls made before any bundle arrives, finds the widget
 * elements on the page (or `data-widgets="installer,…"` on its own tag), and loads each widget
 * bundle once from its own origin. A failed load can be retried and emits `treadkit:load-failed`.
 */

type Queue = {
  (...args: unknown[]): void;
  q?: unknown[][];
  load?: (name: string) => Promise<void>;
};

const WIDGET_NAMES = ["installer", "affiliate", "tiremaker"];

(() => {
  const w = window as unknown as { Treadkit?: Queue };
  const script = document.currentScript as HTMLScriptElement | null;
  const base = script?.src
    ? new URL(".", script.src).href
    : new URL("/widgets/", location.href).href;
  const nonce = script?.nonce || script?.getAttribute("nonce") || undefined;
  const queue: Queue =
    w.Treadkit ??
    function treadkit(...args: unknown[]) {
      queue.q ??= [];
      queue.q.push(args);
    };
  w.Treadkit = queue;
  if (queue.load) return; // a second loader tag on the page: the first one serves

  const pending = new Map<string, Promise<void>>();

  queue.load = (name: string) => {
    if (!WIDGET_NAMES.includes(name)) return Promise.reject(new Error(`Unknown widget ${name}`));
    if (customElements.get(`treadkit-${name}`)) return Promise.resolve();
    const known = pending.get(name);
    if (known) return known;
    const src = `${base}${name}.js`;
    const promise = new Promise<void>((resolve, reject) => {
      const existing = Array.from(document.scripts).find((s) => s.src === src);
      const tag = existing ?? document.createElement("script");
      const fail = () => {
        pending.delete(name);
        tag.remove();
        document.dispatchEvent(
          new CustomEvent("treadkit:load-failed", { detail: { widget: name, src } }),
        );
        reject(new Error(`Could not load ${src}`));
      };
      tag.addEventListener("load", () => resolve(), { once: true });
      tag.addEventListener("error", fail, { once: true });
      if (!existing) {
        // Widget entries are ES modules: their later parts arrive by import() when needed.
        tag.type = "module";
        tag.src = src;
        if (nonce) tag.nonce = nonce;
        document.head.appendChild(tag);
      }
    });
    pending.set(name, promise);
    return promise;
  };

  const wanted = () => {
    const listed = (script?.dataset.widgets ?? "").split(",").map((s) => s.trim());
    const onPage = WIDGET_NAMES.filter((n) => document.querySelector(`treadkit-${n}`));
    return [...new Set([...listed, ...onPage])].filter((n) => WIDGET_NAMES.includes(n));
  };
  const start = () => {
    for (const name of wanted()) queue.load?.(name).catch(() => {});
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
