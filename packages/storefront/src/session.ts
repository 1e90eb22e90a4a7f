import type { Client } from "@treadkit/core/client";
import { localStorageOr } from "@treadkit/core/platform";
import { createSessionStore, SESSION_STORAGE_KEY } from "@treadkit/core/session";

let pending: Promise<void> | null = null;

/**
 * Makes sure the browser holds a session the server knows, for the calls kept per session
 * (search history, recently viewed); `renew` drops one the server has forgotten. The client
 * sends the stored id with every call (entry-client.tsx).
 */
export function ensureSession(client: Client, renew = false): Promise<void> {
  const storage = localStorageOr();
  if (renew) {
    storage.remove(SESSION_STORAGE_KEY);
    pending = null;
  }
  if (storage.get(SESSION_STORAGE_KEY)) return Promise.resolve();
  pending ??= createSessionStore(client, storage)
    .load()
    .finally(() => {
      pending = null;
    });
  return pending;
}
