/** Compare (storefront.md §4, §5, §9): a comparison holds 2 to 5 tires. */
import { DB_ID_PATTERN } from "../validation/ids";
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

export const COMPARE_FULL = `You can compare up to ${COMPARE_MAX} tires. Remove one to add another.`;
export const COMPARE_DUPLICATE = "This tire is already in your comparison";
export const COMPARE_TOO_FEW = `Choose at least ${COMPARE_MIN} tires to compare`;

/** A tire picked for comparison, with the words that name it in the compare tray. */
export type CompareItem = { productId: string; label: string };

export type CompareOutcome =
  | { ok: true; items: CompareItem[] }
  | { ok: false; items: CompareItem[]; notice: string };

/** Adds a tire; a duplicate or a sixth is refused with a notice and the list left as it was. */
export function addToCompare(items: readonly CompareItem[], item: CompareItem): CompareOutcome {
  if (items.some((held) => held.productId === item.productId)) {
    return { ok: false, items: [...items], notice: COMPARE_DUPLICATE };
  }
  if (items.length >= COMPARE_MAX) return { ok: false, items: [...items], notice: COMPARE_FULL };
  return { ok: true, items: [...items, item] };
}

export function removeFromCompare(items: readonly CompareItem[], productId: string): CompareItem[] {
  return items.filter((held) => held.productId !== productId);
}

export const canCompare = (items: readonly unknown[]): boolean =>
  items.length >= COMPARE_MIN && items.length <= COMPARE_MAX;

/** The compare page of the held tires: /compare?ids=12,34 */
export function compareHref(items: readonly CompareItem[]): string {
  return `/compare?ids=${items.map((item) => item.productId).join(",")}`;
}

export type CompareIds = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * The tires a compare page asks for: product ids, comma-separated. Two to five different ids;
 * a repeated id counts once.
 */
export function parseCompareIds(value: string | null): CompareIds {
  const ids = [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.some((id) => !DB_ID_PATTERN.test(id))) {
    return { ok: false, message: "ids takes product ids, e.g. 12,34" };
  }
  if (ids.length < COMPARE_MIN) return { ok: false, message: COMPARE_TOO_FEW };
  if (ids.length > COMPARE_MAX) return { ok: false, message: COMPARE_FULL };
  return { ok: true, ids };
}

/** Stored items, read back defensively: anything malformed is dropped, at most five kept. */
export function readCompareItems(raw: string | null): CompareItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const items: CompareItem[] = [];
    for (const entry of parsed) {
      if (
        typeof entry?.productId === "string" &&
        DB_ID_PATTERN.test(entry.productId) &&
        typeof entry.label === "string" &&
        !items.some((held) => held.productId === entry.productId)
      ) {
        items.push({ productId: entry.productId, label: entry.label.slice(0, 120) });
      }
    }
    return items.slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}
