/**
 * Puts component styles inside a shadow root: a constructable stylesheet where the browser has
 * one (nothing for a strict CSP to block), else a <style> carrying the page's CSP nonce.
 */
export function adoptStyles(root: ShadowRoot, cssText: string, nonce?: string): void {
  const canAdopt =
    "adoptedStyleSheets" in Document.prototype && "replaceSync" in CSSStyleSheet.prototype;
  if (canAdopt) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement("style");
  // Under a CSP header the browser empties a parsed nonce attribute; the host's property keeps it.
  const pageNonce = nonce || (root.host as HTMLElement).nonce;
  if (pageNonce) style.nonce = pageNonce;
  style.textContent = cssText;
  root.appendChild(style);
}

/** The part styles each shadow root holds already (`adoptPartStyles`). */
const partStyles = new WeakMap<ShadowRoot, Set<string>>();

/**
 * Styles a lazily fetched part of a widget brings with it, adopted into the shadow root the part
 * renders in, once per root: the first load carries only the first screen's styles. Call it
 * before the part is shown (a closed <dialog> is not drawn).
 */
export function adoptPartStyles(node: Node, cssText: string): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const adopted = partStyles.get(root) ?? new Set<string>();
  partStyles.set(root, adopted);
  if (adopted.has(cssText)) return;
  adopted.add(cssText);
  adoptStyles(root, cssText);
}

/**
 * A host page's rules on the widget element itself (`* { all: unset }`, `* { text-transform:
 * uppercase }`) beat the widget's `:host { all: initial }`, and inherited properties flow from the
 * element into its shadow tree. The mount, which no page rule reaches, resets them all again;
 * custom properties are not part of `all`, so a partner's theme variables still come through.
 */
const MOUNT_CSS = ".tk-mount { all: initial; display: block; }";

/**
 * The element a widget renders into: a div in the host's open shadow root, which carries the
 * widget's styles (the host's `nonce` attribute goes to the <style> fallback).
 */
export function shadowMount(host: HTMLElement, cssText: string): HTMLElement {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  adoptStyles(root, `${MOUNT_CSS}\n${cssText}`, host.getAttribute("nonce") ?? undefined);
  const mount = document.createElement("div");
  mount.className = "tk-mount";
  root.appendChild(mount);
  return mount;
}

/** One step of mounting a widget; the step it returns runs in the next task. */
export type MountStep = () => MountStep | undefined;

/**
 * Runs `first` in a task of its own, then each step it hands on in a task after that. A widget
 * element already on the page is upgraded while its bundle is evaluated: rendering right there
 * makes one long task of both, and so would parsing the styles, opening storage and rendering in
 * one go. Split, each task stays short and the host page can respond between them (Total Blocking
 * Time). Returns a cancel, for an element removed before its last step. `settled` runs once:
 * after the last step, or when cancelled.
 */
export function mountSoon(first: MountStep, settled?: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const settle = () => {
    if (over) return;
    over = true;
    settled?.();
  };
  const run = (step: MountStep) => {
    timer = setTimeout(() => {
      const next = step();
      if (next) run(next);
      else settle();
    }, 0);
  };
  run(first);
  return () => {
    clearTimeout(timer);
    settle();
  };
}

/**
 * One widget element's mounting: at most one at a time, in steps (`mountSoon`), and a promise
 * that settles once it has rendered or gave up (Treadkit('init') awaits the element's).
 */
export class Mounting {
  mounted: Promise<void> = Promise.resolve();
  #cancel: (() => void) | null = null;

  get pending(): boolean {
    return this.#cancel !== null;
  }

  start(first: MountStep): void {
    this.mounted = new Promise((resolve) => {
      this.#cancel = mountSoon(first, () => {
        this.#cancel = null;
        resolve();
      });
    });
  }

  cancel(): void {
    this.#cancel?.();
  }
}

/** Removes what `shadowMount` put in the shadow root, so that a later mount starts clean. */
export function shadowUnmount(host: HTMLElement): void {
  const root = host.shadowRoot;
  if (!root) return;
  root.replaceChildren();
  if ("adoptedStyleSheets" in root) root.adoptedStyleSheets = [];
  partStyles.delete(root);
}
