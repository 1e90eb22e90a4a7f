import { type CompareStore, createCompareStore } from "@treadkit/core/compare";
import { localStorageOr } from "@treadkit/core/platform";

let store: CompareStore | null = null;

/** The browser's compare store, made on first use; never during a server render. */
export function compareStore(): CompareStore {
  store ??= createCompareStore(localStorageOr());
  return store;
}
