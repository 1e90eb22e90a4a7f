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

/**
 * The element a widget renders into: a div in the host's open shadow root, which carries the
 * widget's styles (the host's `nonce` attribute goes to the <style> fallback).
 */
export function shadowMount(host: HTMLElement, cssText: string): HTMLElement {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  adoptStyles(root, cssText, host.getAttribute("nonce") ?? undefined);
  const mount = document.createElement("div");
  root.appendChild(mount);
  return mount;
}

/**
 * Runs `mount` in a task of its own. A widget element already on the page is upgraded while its
 * bundle is evaluated; rendering right there makes one long task of both, which is time the host
 * page cannot respond. Returns a cancel, for an element removed before its turn.
 */
export function mountSoon(mount: () => void): () => void {
  const timer = setTimeout(mount, 0);
  return () => clearTimeout(timer);
}
