import type { SearchLock } from "@treadkit/core/search";
import { atom } from "nanostores";

/**
 * A request to open the search overlay, from the header's button or a page's search pill. The
 * overlay's code loads with the first request; each request carries a new id.
 */
export type SearchRequest = { id: number; lock: SearchLock };

export const $searchRequest = atom<SearchRequest | null>(null);

export function requestSearch(lock: SearchLock = "none"): void {
  $searchRequest.set({ id: ($searchRequest.get()?.id ?? 0) + 1, lock });
}

/** A plain click opens the overlay; a modified click keeps the link's own page. */
export function opensOverlay(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
