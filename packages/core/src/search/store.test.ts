import { describe, expect, it } from "vitest";
import type { Client, Result } from "../client";
import type { TypeaheadResponse } from "./schemas";
import { createSearchOverlay, OVERLAY_HISTORY_MARKER, type OverlayHistory } from "./store";

const empty: TypeaheadResponse = {
  resultMetadata: { pagination: { total: 0 } },
  siteSearchResultGroupList: [],
};

/** A history that behaves like the browser's: back() pops and fires the pop listeners. */
function fakeHistory() {
  const entries: string[] = [];
  const listeners = new Set<() => void>();
  const history: OverlayHistory = {
    push: (marker) => entries.push(marker),
    back: () => {
      entries.pop();
      for (const l of [...listeners]) l();
    },
    onPop: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { history, entries };
}

function controlledClient() {
  const calls: {
    text: unknown;
    signal?: AbortSignal;
    answer(r: Result<TypeaheadResponse>): void;
  }[] = [];
  const client = {
    request(options: { query?: Record<string, unknown>; signal?: AbortSignal }) {
      return new Promise<Result<TypeaheadResponse>>((resolve) => {
        calls.push({ text: options.query?.queryText, signal: options.signal, answer: resolve });
      });
    },
    getToken: async () => undefined,
  } as unknown as Client;
  return { client, calls };
}

describe("search overlay", () => {
  it("opens with a history entry and closes on the browser's back action", () => {
    const { history, entries } = fakeHistory();
    const overlay = createSearchOverlay(controlledClient().client, history);
    overlay.open("tireSize");
    expect(entries).toEqual([OVERLAY_HISTORY_MARKER]);
    expect(overlay.$searchOverlay.get()).toMatchObject({ open: true, lock: "tireSize" });
    history.back();
    expect(overlay.$searchOverlay.get().open).toBe(false);
    expect(entries).toEqual([]);
  });

  it("toggles, and closing from the page removes its history entry", () => {
    const { history, entries } = fakeHistory();
    const overlay = createSearchOverlay(controlledClient().client, history);
    overlay.toggle();
    overlay.toggle();
    expect(overlay.$searchOverlay.get().open).toBe(false);
    expect(entries).toEqual([]);
    overlay.open();
    overlay.open();
    expect(entries).toHaveLength(1);
  });

  it("switches between the primary and the secondary (rear) input", () => {
    const overlay = createSearchOverlay(controlledClient().client, fakeHistory().history);
    overlay.setActiveInput("secondary");
    expect(overlay.$searchOverlay.get().activeInput).toBe("secondary");
  });

  it("aborts the search in flight when a new one starts, without raising an error", async () => {
    const { client, calls } = controlledClient();
    const overlay = createSearchOverlay(client, fakeHistory().history);
    const first = overlay.search("mich");
    const second = overlay.search("michelin");
    expect(calls[0]?.signal?.aborted).toBe(true);
    calls[0]?.answer({
      isSuccess: false,
      error: { code: "AbortError", message: "Request aborted", statusCode: 404 },
    });
    await first;
    expect(overlay.$searchOverlay.get()).toMatchObject({ status: "loading", errorMessage: null });
    calls[1]?.answer({ isSuccess: true, statusCode: 200, data: empty });
    await second;
    expect(overlay.$searchOverlay.get()).toMatchObject({
      status: "done",
      queryText: "michelin",
      results: empty,
    });
  });

  it("flags a failed search with the server's message", async () => {
    const { client, calls } = controlledClient();
    const overlay = createSearchOverlay(client, fakeHistory().history);
    const pending = overlay.search("x".repeat(101));
    calls[0]?.answer({
      isSuccess: false,
      error: {
        code: "BadRequest",
        message: "Search text must be at most 100 characters",
        statusCode: 400,
      },
    });
    await pending;
    expect(overlay.$searchOverlay.get()).toMatchObject({
      status: "error",
      errorMessage: "Search text must be at most 100 characters",
    });
  });
});
