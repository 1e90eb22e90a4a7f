import { atom } from "nanostores";
import type { KeyValueStorage } from "../platform";
import { addToCompare, type CompareItem, readCompareItems, removeFromCompare } from "./rules";

export const COMPARE_STORAGE_KEY = "compareTires";

/**
 * The tires held for comparison, kept in the browser's storage so they stay across pages.
 * `$compareNotice` carries the last refusal (a duplicate or a sixth tire) until the next change.
 */
export function createCompareStore(storage: KeyValueStorage) {
  const $compare = atom<CompareItem[]>(readCompareItems(storage.get(COMPARE_STORAGE_KEY)));
  const $compareNotice = atom<string | null>(null);

  function save(items: CompareItem[]) {
    $compare.set(items);
    if (items.length === 0) storage.remove(COMPARE_STORAGE_KEY);
    else storage.set(COMPARE_STORAGE_KEY, JSON.stringify(items));
  }

  function add(item: CompareItem): boolean {
    const outcome = addToCompare($compare.get(), item);
    $compareNotice.set(outcome.ok ? null : outcome.notice);
    if (outcome.ok) save(outcome.items);
    return outcome.ok;
  }

  function remove(productId: string) {
    $compareNotice.set(null);
    save(removeFromCompare($compare.get(), productId));
  }

  function toggle(item: CompareItem): boolean {
    if ($compare.get().some((held) => held.productId === item.productId)) {
      remove(item.productId);
      return true;
    }
    return add(item);
  }

  function clear() {
    $compareNotice.set(null);
    save([]);
  }

  return { $compare, $compareNotice, add, remove, toggle, clear };
}

export type CompareStore = ReturnType<typeof createCompareStore>;
