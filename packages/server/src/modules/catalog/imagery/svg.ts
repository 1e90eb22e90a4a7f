/** What every generated picture shares: escaping, compact numbers, a stable hash, the root. */

/** A generic stack, so a picture never loads a font from anywhere. */
export const FONT = "Arial, Helvetica, sans-serif";

/** Code points XML 1.0 forbids even escaped: C0 controls other than tab, line feed and return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop.
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for an SVG text node or attribute value: markup characters as character references. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, "").replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A coordinate with at most one decimal: the pictures stay small and byte-stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** FNV-1a: a stable 32-bit hash for choosing a variant, never for security. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `choices`, picked by the hash of `key`. */
export function pick<T>(key: string, choices: readonly [T, ...T[]]): T {
  return choices[hash32(key) % choices.length] ?? choices[0];
}

/**
 * A stroke dash pattern of `count` equal dashes that closes without a seam on a circle (or an
 * arc) of that length; `fill` is the share of each period the dash covers.
 */
export function evenDashes(length: number, count: number, fill: number): string {
  const period = length / count;
  return `${n(period * fill)} ${n(period * (1 - fill))}`;
}

/**
 * An <svg> root with width and height, so an <img> without a size still reserves its box, and
 * a viewBox of the same size; `data` becomes data-* attributes that say what was drawn.
 */
export function svgRoot(
  box: { width: number; height: number },
  label: string,
  data: Record<string, string>,
  body: string,
): string {
  const attributes = Object.entries(data)
    .map(([key, value]) => ` data-${key}="${escapeXml(value)}"`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}" role="img" aria-label="${escapeXml(label)}"${attributes}>${body}</svg>`;
}
