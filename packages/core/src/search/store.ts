import { atom } from "nanostores";
import type { Client } from "../client";
import { searchTypeahead } from "./api";
import type { QueryType, SearchLock } from "./rules";
import type { TypeaheadResponse } from "./schemas";

/** The browser history, passed in: opening pushes an entry so that Back closes the overlay. */
export type OverlayHistory = {
  push(marker: string): void;
  back(): void;
  /** Registers the listener for the browser's back action; returns the unsubscribe. */
  onPop(listener: () => void): () => void;
};

export type SearchOverlayState = {
  open: boolean;
  lock: SearchLock;
  /** The rear-tire input of a staggered size search is the secondary one. */
  activeInput: "primary" | "secondary";
  queryText: string;
  status: "idle" | "loading" | "done" | "error";
  results: TypeaheadResponse | null;
  /** Set when a search failed for a reason other than being replaced by a newer one. */
  errorMessage: string | null;
};

const INITIAL: SearchOverlayState = {
  open: false,
  lock: "none",
  activeInput: "primary",
  queryText: "",
  status: "idle",
  results: null,
  errorMessage: null,
};

export const OVERLAY_HISTORY_MARKER = "search-overlay";

/** Search overlay of storefront.md §4 as a store; screens read $searchOverlay and call actions. */
export function createSearchOverlay(client: Client, history: OverlayHistory) {
  const $searchOverlay = atom<SearchOverlayState>(INITIAL);
  let inFlight: AbortController | null = null;
  let stopPop: (() => void) | null = null;

  const patch = (next: Partial<SearchOverlayState>) =>
    $searchOverlay.set({ ...$searchOverlay.get(), ...next });

  function open(lock: SearchLock = "none") {
    if ($searchOverlay.get().open) return patch({ lock });
    history.push(OVERLAY_HISTORY_MARKER);
    stopPop = history.onPop(() => closeFromHistory());
    patch({ open: true, lock });
  }

  function closeFromHistory() {
    inFlight?.abort();
    stopPop?.();
    stopPop = null;
    $searchOverlay.set(INITIAL);
  }

  /** Closing from the page goes back through history, so the entry pushed on open is removed. */
  function close() {
    if (!$searchOverlay.get().open) return;
    history.back();
  }

  function toggle(lock?: SearchLock) {
    if ($searchOverlay.get().open) close();
    else open(lock);
  }

  function setActiveInput(activeInput: "primary" | "secondary") {
    patch({ activeInput });
  }

  async function search(queryText: string, queryType?: QueryType): Promise<void> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    patch({ queryText, status: "loading", errorMessage: null });
    const result = await searchTypeahead(
      client,
      { queryText, ...(queryType ? { queryType } : {}) },
      controller.signal,
    );
    // A newer search replaced this one: its outcome, even an abort error, changes nothing.
    if (controller.signal.aborted || inFlight !== controller) return;
    inFlight = null;
    if (result.isSuccess) patch({ status: "done", results: result.data });
    else if (result.error.code === "AbortError") patch({ status: "idle" });
    else patch({ status: "error", errorMessage: result.error.message });
  }

  return { $searchOverlay, open, close, toggle, setActiveInput, search };
}
