/**
 * Input masks for fields of digits (card number, US phone, ZIP): the display while the shopper
 * types, and what one edit does to the text and the caret. Pure; element.ts puts an edit on an
 * input, and the ui package's useMaskedInput does it from React.
 */

export type DigitMask = {
  /** The digits kept from those typed, in order: extra digits cut, a country code dropped. */
  clean(digits: string): { kept: string; dropped: number };
  /** The display of kept digits, separators only between digits (none trailing). */
  format(kept: string): string;
  /** What the form holds for kept digits: the normalised value that is validated and sent. */
  value(kept: string): string;
  inputMode: "numeric" | "tel";
};

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Groups of `sizes` joined by `separator`; digits past the last group join it. */
export function groupDigits(digits: string, sizes: readonly number[], separator = " "): string {
  const groups: string[] = [];
  let start = 0;
  for (const [i, size] of sizes.entries()) {
    if (start >= digits.length) break;
    const end = i === sizes.length - 1 ? digits.length : start + size;
    groups.push(digits.slice(start, end));
    start = end;
  }
  return groups.join(separator);
}

const US_PHONE_DIGITS = 10;

/**
 * A US phone, normalised as checkout.md §5 says: 10 digits, a leading 1 (the country code,
 * which no US area code starts with) dropped; displayed as (xxx) xxx-xxxx. A lone "1" stays,
 * so the first key typed is not swallowed.
 */
export const phoneMask: DigitMask = {
  clean(digits) {
    const dropped = digits.length > 1 && digits.startsWith("1") ? 1 : 0;
    return { kept: digits.slice(dropped, dropped + US_PHONE_DIGITS), dropped };
  },
  format(kept) {
    if (kept === "" || kept === "1") return kept;
    const area = `(${kept.slice(0, 3)}`;
    if (kept.length <= 3) return area;
    const exchange = `${area}) ${kept.slice(3, 6)}`;
    return kept.length <= 6 ? exchange : `${exchange}-${kept.slice(6)}`;
  },
  value: (kept) => kept,
  inputMode: "tel",
};

/** A US ZIP: 5 digits with an optional -4 (checkout.md §5); the value is the display. */
export const zipMask: DigitMask = {
  clean: (digits) => ({ kept: digits.slice(0, 9), dropped: 0 }),
  format: (kept) => groupDigits(kept, [5, 4], "-"),
  value: (kept) => groupDigits(kept, [5, 4], "-"),
  inputMode: "numeric",
};

/** The display of a value the form holds (or any text): its digits, cleaned and formatted. */
export function maskDisplay(mask: DigitMask, value: string): string {
  return mask.format(mask.clean(digitsOf(value)).kept);
}

/** The normalised value of any text: what the form would hold had it been typed. */
export function maskValue(mask: DigitMask, text: string): string {
  return mask.value(mask.clean(digitsOf(text)).kept);
}

/** Where the caret goes in `display` to sit just after its `count`th digit. */
function caretAfterDigits(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/\d/.test(display[i] as string) && ++seen === count) return i + 1;
  }
  return display.length;
}

export type MaskEdit = {
  /** The input's text after the browser applied the edit (a key, a paste, autofill). */
  text: string;
  /** The caret in `text`. */
  caret: number;
  /** The display before the edit. */
  previous: string;
  /** InputEvent.inputType, when known ("deleteContentBackward", "insertFromPaste", …). */
  inputType?: string | undefined;
};

export type MaskedEdit = { display: string; caret: number; value: string };

/**
 * One edit through a mask. The caret keeps its place among the digits, not among the
 * characters, so separators coming and going never move it across a digit. Deleting only a
 * separator would change nothing once formatted again; the digit beyond it goes instead, as
 * the shopper meant.
 */
export function maskEdit(mask: DigitMask, edit: MaskEdit): MaskedEdit {
  const caret = Math.max(0, Math.min(edit.caret, edit.text.length));
  let before = digitsOf(edit.text.slice(0, caret));
  let after = digitsOf(edit.text.slice(caret));
  if (before + after === digitsOf(edit.previous)) {
    if (edit.inputType === "deleteContentBackward") before = before.slice(0, -1);
    else if (edit.inputType === "deleteContentForward") after = after.slice(1);
  }
  const { kept, dropped } = mask.clean(before + after);
  const display = mask.format(kept);
  const digitsBeforeCaret = Math.min(Math.max(before.length - dropped, 0), kept.length);
  return {
    display,
    caret: caretAfterDigits(display, digitsBeforeCaret),
    value: mask.value(kept),
  };
}

/**
 * The mask a field's own declaration calls for: its autocomplete token ("tel", "postal-code",
 * with or without a section such as "billing postal-code") or type="tel". The store sells in the
 * US only, so a phone is a US phone and a postal code a ZIP. Null for every other field.
 */
export function maskForField(field: { autoComplete?: string; type?: string }): DigitMask | null {
  const token = field.autoComplete?.trim().split(/\s+/).pop() ?? "";
  if (token === "postal-code") return zipMask;
  if (token === "tel" || token === "tel-national" || field.type === "tel") return phoneMask;
  return null;
}
