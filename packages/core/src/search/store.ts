import { atom } from "nanostores";
import type { Client } from "../client";
import { searchTypeahead } from "./api";
import {
  addSearchHistory,
  clearSearchHistory,
  getSearchHistory,
  type SearchHistoryEntry,
} from "./history-api";
import {
  groupSearchHistory,
  type QueryType,
  type SearchHistoryGroup,
  type SearchLock,
  type SearchResultItem,
  typeaheadQueryType,
} from "./rules";
import type { TypeaheadItem, TypeaheadResponse } from "./schemas";

/** The browser history, passed in: opening pushes an entry so that Back closes the overlay. */
export type OverlayHistory = {
  push(marker: string): void;
  back(): void;
  /** Registers the listener for the browser's back action; returns the unsubscribe. */
  onPop(listener: () => void): () => void;
};

export type SearchInput = "primary" | "secondary";

export type SearchOverlayState = {
  open: boolean;
  lock: SearchLock;
  /** The rear-tire input of a staggered size search is the secondary one. */
  activeInput: SearchInput;
  queryText: string;
  /** The rear tire size, typed into the secondary input. */
  secondaryText: string;
  status: "idle" | "loading" | "done" | "error";
  results: TypeaheadResponse | null;
  /** Set when a search failed for a reason other than being replaced by a newer one. */
  errorMessage: string | null;
  /** Past choices, grouped by their type ("Tire size", "Brand"…). */
  history: SearchHistoryGroup[];
};

const INITIAL: SearchOverlayState = {
  open: false,
  lock: "none",
  activeInput: "primary",
  queryText: "",
  secondaryText: "",
  status: "idle",
  results: null,
  errorMessage: null,
  history: [],
};

export const OVERLAY_HISTORY_MARKER = "search-overlay";

export type SearchOverlayOptions = {
  /**
   * Makes sure the client sends a session the server knows before the history calls, which
   * are kept per session; `renew` asks for a fresh one after the server forgot the old.
   */
  ensureSession?: (renew: boolean) => Promise<void>;
};

function historyItem(entry: SearchHistoryEntry): SearchResultItem {
  return {
    type: "text",
    label: entry.label,
    detailLabel: entry.detailLabel ?? null,
    image: null,
    typeName: entry.typeName,
    action: { type: "link", link: { href: entry.link } },
    vehicleMetadata: entry.vehicleMetadata ?? null,
  };
}

/** Search overlay of storefront.md §4 as a store; screens read $searchOverlay and call actions. */
export function createSearchOverlay(
  client: Client,
  history: OverlayHistory,
  options: SearchOverlayOptions = {},
) {
  const $searchOverlay = atom<SearchOverlayState>(INITIAL);
  let inFlight: AbortController | null = null;
  let stopPop: (() => void) | null = null;
  let historyGroups: SearchHistoryGroup[] = [];

  const patch = (next: Partial<SearchOverlayState>) =>
    $searchOverlay.set({ ...$searchOverlay.get(), ...next });

  function reset() {
    inFlight?.abort();
    inFlight = null;
    stopPop?.();
    stopPop = null;
    $searchOverlay.set({ ...INITIAL, history: historyGroups });
  }

  function open(lock: SearchLock = "none") {
    if ($searchOverlay.get().open) return selectLock(lock);
    history.push(OVERLAY_HISTORY_MARKER);
    stopPop = history.onPop(reset);
    patch({ open: true, lock });
  }

  /** Closing from the page goes back through history, so the entry pushed on open is removed. */
  function close() {
    if (!$searchOverlay.get().open) return;
    history.back();
  }

  /**
   * Closes without going back: the shopper chose a result, and the page that opens replaces
   * the overlay's history entry.
   */
  function dismiss() {
    if ($searchOverlay.get().open) reset();
  }

  function toggle(lock?: SearchLock) {
    if ($searchOverlay.get().open) close();
    else open(lock);
  }

  /** A pill locks the search to its type and starts it afresh. */
  function selectLock(lock: SearchLock) {
    inFlight?.abort();
    inFlight = null;
    patch({
      lock,
      activeInput: "primary",
      queryText: "",
      secondaryText: "",
      status: "idle",
      results: null,
      errorMessage: null,
    });
  }

  function setActiveInput(activeInput: SearchInput) {
    if ($searchOverlay.get().activeInput === activeInput) return;
    inFlight?.abort();
    inFlight = null;
    patch({ activeInput, status: "idle", results: null, errorMessage: null });
  }

  function search(queryText: string, queryType?: QueryType): Promise<void> {
    return runSearch(queryText, queryType, "queryText");
  }

  async function runSearch(
    queryText: string,
    queryType: QueryType | undefined,
    field: "queryText" | "secondaryText",
  ): Promise<void> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    patch({ [field]: queryText, status: "loading", errorMessage: null });
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
    // Guided shopping has no typeahead to fail (storefront.md §8): its errors are not shown.
    else if (queryType === "guidedShopping") patch({ status: "idle" });
    else patch({ status: "error", errorMessage: result.error.message });
  }

  /** Text typed into the active input: searches as the lock and input ask, empty text clears. */
  function input(text: string): Promise<void> {
    const { lock, activeInput } = $searchOverlay.get();
    const field = activeInput === "secondary" ? "secondaryText" : "queryText";
    if (text.trim() === "") {
      inFlight?.abort();
      inFlight = null;
      patch({ [field]: text, status: "idle", results: null, errorMessage: null });
      return Promise.resolve();
    }
    return runSearch(text, typeaheadQueryType(lock, activeInput), field);
  }

  /**
   * A size chosen from the suggestions fills the input it was typed in, so that a rear size can
   * follow before searching.
   */
  function fill(item: TypeaheadItem) {
    const field = $searchOverlay.get().activeInput === "secondary" ? "secondaryText" : "queryText";
    inFlight?.abort();
    inFlight = null;
    patch({ [field]: item.label, status: "idle", results: null });
  }

  async function withSession<T>(
    call: () => Promise<{ isSuccess: boolean; error?: { statusCode: number } } & T>,
  ) {
    if (!options.ensureSession) return call();
    await options.ensureSession(false);
    const first = await call();
    if (first.isSuccess || first.error?.statusCode !== 401) return first;
    await options.ensureSession(true);
    return call();
  }

  function applyHistory(entries: SearchHistoryEntry[]) {
    historyGroups = groupSearchHistory(entries.map(historyItem));
    patch({ history: historyGroups });
  }

  /** Loads the session's search history; a failure only leaves it empty (storefront.md §8). */
  async function loadHistory(): Promise<void> {
    const result = await withSession(() => getSearchHistory(client));
    if (result.isSuccess) applyHistory(result.data.items);
  }

  /** Remembers a chosen result in the history; the choice goes ahead whatever the answer. */
  async function remember(item: SearchResultItem | TypeaheadItem, href: string): Promise<void> {
    const entry: SearchHistoryEntry = {
      label: item.label,
      link: href,
      typeName: item.typeName ?? "Search",
      detailLabel: item.detailLabel ?? null,
      vehicleMetadata: item.vehicleMetadata ?? null,
    };
    const result = await withSession(() => addSearchHistory(client, entry));
    if (result.isSuccess) applyHistory(result.data.items);
  }

  async function clearHistory(): Promise<void> {
    const result = await withSession(() => clearSearchHistory(client));
    if (result.isSuccess) applyHistory([]);
  }

  return {
    $searchOverlay,
    open,
    close,
    dismiss,
    toggle,
    selectLock,
    setActiveInput,
    search,
    input,
    fill,
    loadHistory,
    remember,
    clearHistory,
  };
}

export type SearchOverlay = ReturnType<typeof createSearchOverlay>;
