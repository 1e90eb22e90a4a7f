import { describe, expect, it } from "vitest";
import type { Client, Result } from "../client";
import type { InstallerListResponse } from "./schemas";
import { createInstallerSearch } from "./store";

const empty: InstallerListResponse = {
  siteInstallers: { siteInstallerList: [] },
  verifiedCount: 0,
  defaultSelectMobileInstall: false,
  brandPromotionList: [],
};

/** A client whose answers the test releases by hand, recording the signal of each call. */
function controlledClient() {
  const calls: {
    zip: unknown;
    signal?: AbortSignal;
    answer(result: Result<InstallerListResponse>): void;
  }[] = [];
  const client = {
    request(options: { query?: Record<string, unknown>; signal?: AbortSignal }) {
      return new Promise<Result<InstallerListResponse>>((resolve) => {
        calls.push({ zip: options.query?.userZip, signal: options.signal, answer: resolve });
      });
    },
    getToken: async () => undefined,
  } as unknown as Client;
  return { client, calls };
}

describe("createInstallerSearch", () => {
  it("refuses an invalid ZIP without calling the API", async () => {
    const { client, calls } = controlledClient();
    const search = createInstallerSearch(client);
    await search.search("12ab");
    expect(search.$installerSearch.get()).toEqual({
      status: "error",
      zip: "12ab",
      message: "Please enter a valid ZIP code",
    });
    expect(calls).toHaveLength(0);
  });

  it("aborts the search in flight when a new one starts, and keeps only the newest answer", async () => {
    const { client, calls } = controlledClient();
    const search = createInstallerSearch(client);
    const first = search.search("33301");
    const second = search.search("60657");
    expect(calls.map((c) => c.zip)).toEqual(["33301", "60657"]);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);

    calls[1]?.answer({ isSuccess: true, statusCode: 200, data: empty });
    await second;
    // The first call's late answer must not overwrite the newer result.
    calls[0]?.answer({
      isSuccess: false,
      error: { code: "AbortError", message: "Request aborted", statusCode: 404 },
    });
    await first;
    expect(search.$installerSearch.get()).toEqual({ status: "done", zip: "60657", installers: [] });
  });

  it("shows loading while the call is out", () => {
    const { client } = controlledClient();
    const search = createInstallerSearch(client);
    void search.search("33301");
    expect(search.$installerSearch.get()).toEqual({ status: "loading", zip: "33301" });
  });
});
