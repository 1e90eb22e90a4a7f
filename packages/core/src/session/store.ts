import { atom } from "nanostores";
import type { Client } from "../client";
import type { KeyValueStorage } from "../platform";
import { getSession, putPersonalization } from "./api";
import type { PersonalizationUpdate, SessionResponse } from "./schemas";

export const SESSION_STORAGE_KEY = "userSessionId";

export type LocationChanged = { previousZip: string | null; zip: string | null };

/**
 * The shopper's session and personalization. A personalization update that changes the ZIP
 * raises the location-changed event (storefront.md §7), which menus and installer lists follow.
 */
export function createSessionStore(client: Client, storage: KeyValueStorage) {
  const $session = atom<SessionResponse | null>(null);
  const listeners = new Set<(event: LocationChanged) => void>();

  function sessionId(): string | undefined {
    return $session.get()?.userSessionId ?? storage.get(SESSION_STORAGE_KEY) ?? undefined;
  }

  async function load(regionId?: number): Promise<void> {
    const result = await getSession(client, regionId);
    if (!result.isSuccess) return;
    storage.set(SESSION_STORAGE_KEY, result.data.userSessionId);
    $session.set(result.data);
  }

  async function updatePersonalization(
    patch: PersonalizationUpdate,
  ): Promise<{ ok: boolean; message?: string }> {
    const result = await putPersonalization(client, patch);
    if (!result.isSuccess) return { ok: false, message: result.error.message };
    const current = $session.get();
    const previousZip = current?.userPersonalization.userLocationZip ?? null;
    const next = result.data.userPersonalization;
    if (current) $session.set({ ...current, userPersonalization: next });
    if (next.userLocationZip !== previousZip) {
      for (const listener of listeners) listener({ previousZip, zip: next.userLocationZip });
    }
    return { ok: true };
  }

  function onLocationChanged(listener: (event: LocationChanged) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { $session, sessionId, load, updatePersonalization, onLocationChanged };
}
