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

  it("a size search's rear input asks for rear sizes and keeps the front size typed", async () => {
    const queries: Record<string, unknown>[] = [];
    const client = {
      request: async (options: { query?: Record<string, unknown> }) => {
        queries.push(options.query ?? {});
        return { isSuccess: true, statusCode: 200, data: empty };
      },
    } as unknown as Client;
    const overlay = createSearchOverlay(client, fakeHistory().history);
    overlay.open("tireSize");
    await overlay.input("225/50R17");
    overlay.setActiveInput("secondary");
    await overlay.input("255/40");
    expect(queries).toEqual([
      { queryText: "225/50R17", queryType: "frontTireSize" },
      { queryText: "255/40", queryType: "rearTireSize" },
    ]);
    expect(overlay.$searchOverlay.get()).toMatchObject({
      queryText: "225/50R17",
      secondaryText: "255/40",
      activeInput: "secondary",
    });
  });

  it("a chosen size fills the input it was typed in", async () => {
    const overlay = createSearchOverlay(controlledClient().client, fakeHistory().history);
    overlay.open("tireSize");
    overlay.setActiveInput("secondary");
    overlay.fill({
      type: "text",
      label: "255/40R18",
      detailLabel: null,
      image: null,
      typeName: "Tire size",
      action: { type: "link", link: { href: "/tire-sizes/255-40r18" } },
      vehicleMetadata: null,
    });
    expect(overlay.$searchOverlay.get()).toMatchObject({
      secondaryText: "255/40R18",
      queryText: "",
    });
  });

  it("a pill locks the search and clears what was typed; a search under no lock asks for all", async () => {
    const { client, calls } = controlledClient();
    const overlay = createSearchOverlay(client, fakeHistory().history);
    overlay.open();
    void overlay.input("mich");
    overlay.selectLock("brand");
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(overlay.$searchOverlay.get()).toMatchObject({
      lock: "brand",
      queryText: "",
      status: "idle",
    });
  });

  it("choosing a result closes without going back, so the new page replaces the entry", () => {
    const { history, entries } = fakeHistory();
    const overlay = createSearchOverlay(controlledClient().client, history);
    overlay.open("vehicle");
    overlay.dismiss();
    expect(overlay.$searchOverlay.get().open).toBe(false);
    expect(entries).toEqual([OVERLAY_HISTORY_MARKER]);
    // The back action no longer belongs to the overlay.
    overlay.open();
    expect(entries).toHaveLength(2);
  });

  it("keeps the history per session, renewing a session the server no longer knows", async () => {
    const sessions: boolean[] = [];
    let known = false;
    const stored: Record<string, unknown>[] = [];
    const client = {
      request: async (options: { method?: string; json?: Record<string, unknown> }) => {
        if (!known) {
          return {
            isSuccess: false,
            error: { code: "Unauthorized", message: "Session required", statusCode: 401 },
          };
        }
        if (options.method === "POST" && options.json) stored.unshift(options.json);
        if (options.method === "DELETE") stored.length = 0;
        return { isSuccess: true, statusCode: 200, data: { statusCode: 200, items: stored } };
      },
    } as unknown as Client;
    const overlay = createSearchOverlay(client, fakeHistory().history, {
      ensureSession: async (renew) => {
        sessions.push(renew);
        if (renew) known = true;
      },
    });
    await overlay.remember(
      {
        type: "text",
        label: "225/50R17",
        detailLabel: "31 tires",
        image: null,
        typeName: "Tire size",
        action: { type: "link", link: { href: "/tire-sizes/225-50r17" } },
        vehicleMetadata: null,
      },
      "/tire-sizes/225-50r17",
    );
    expect(sessions).toEqual([false, true]);
    expect(overlay.$searchOverlay.get().history).toEqual([
      {
        label: "Tire size",
        items: [expect.objectContaining({ label: "225/50R17", detailLabel: "31 tires" })],
      },
    ]);
    await overlay.clearHistory();
    expect(overlay.$searchOverlay.get().history).toEqual([]);
  });

  it("a failed history load leaves the history empty and raises no search error", async () => {
    const client = {
      request: async () => ({
        isSuccess: false,
        error: { code: "ServerError", message: "Invalid response status 500", statusCode: 500 },
      }),
    } as unknown as Client;
    const overlay = createSearchOverlay(client, fakeHistory().history);
    await overlay.loadHistory();
    expect(overlay.$searchOverlay.get()).toMatchObject({ history: [], errorMessage: null });
  });
});
