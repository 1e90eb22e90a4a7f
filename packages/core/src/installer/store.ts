import { atom } from "nanostores";
import type { Client } from "../client";
import { isValidZip, ZIP_MESSAGE } from "../validation/zip";
import { getInstallers } from "./api";
import type { Installer } from "./schemas";

export type InstallerSearchState =
  | { status: "idle"; zip: string }
  | { status: "loading"; zip: string }
  | { status: "done"; zip: string; installers: Installer[] }
  | { status: "error"; zip: string; message: string };

export type InstallerSearch = ReturnType<typeof createInstallerSearch>;

/**
 * Installers near a ZIP as a store: a new search aborts the one in flight, an invalid ZIP is
 * refused before any call with the spec's message.
 */
export function createInstallerSearch(
  client: Client,
  options: { limit?: number; mobileInstall?: boolean } = {},
) {
  const $installerSearch = atom<InstallerSearchState>({ status: "idle", zip: "" });
  let inFlight: AbortController | null = null;

  async function search(zip: string): Promise<void> {
    inFlight?.abort();
    const trimmed = zip.trim();
    if (!isValidZip(trimmed)) {
      $installerSearch.set({ status: "error", zip: trimmed, message: ZIP_MESSAGE });
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    $installerSearch.set({ status: "loading", zip: trimmed });
    const result = await getInstallers(
      client,
      {
        userZip: trimmed,
        ...(options.limit ? { limit: options.limit } : {}),
        ...(options.mobileInstall === undefined ? {} : { mobileInstall: options.mobileInstall }),
      },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    inFlight = null;
    $installerSearch.set(
      result.isSuccess
        ? { status: "done", zip: trimmed, installers: result.data.siteInstallers.siteInstallerList }
        : { status: "error", zip: trimmed, message: result.error.message },
    );
  }

  return { $installerSearch, search };
}
