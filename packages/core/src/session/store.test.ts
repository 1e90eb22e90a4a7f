import { describe, expect, it } from "vitest";
import type { Client, Result } from "../client";
import { memoryStorage } from "../platform";
import type { UserPersonalization } from "./schemas";
import { createSessionStore, SESSION_STORAGE_KEY } from "./store";

const personalization = (zip: string | null): UserPersonalization => ({
  customer_type: "retail",
  gaClientId: null,
  rudderAnonymousId: null,
  rudderSessionId: null,
  userLocation: null,
  userLocationZip: zip,
});

/** Answers GET /users/session and PUT /users/me/personalization like the server does. */
function fakeServer() {
  let zip: string | null = null;
  const client = {
    async request(options: {
      method?: string;
      path: string;
      json?: { userLocationZip?: string };
    }): Promise<Result<unknown>> {
      if (options.path === "/users/session") {
        return {
          isSuccess: true,
          statusCode: 200,
          data: { userSessionId: "s-1", userPersonalization: personalization(zip) },
        };
      }
      if (options.json?.userLocationZip === "00000") {
        return {
          isSuccess: false,
          error: { code: "BadRequest", message: "Please enter a valid ZIP code", statusCode: 400 },
        };
      }
      zip = options.json?.userLocationZip ?? zip;
      return {
        isSuccess: true,
        statusCode: 200,
        data: { userPersonalization: personalization(zip) },
      };
    },
    getToken: async () => undefined,
  } as unknown as Client;
  return client;
}

describe("session store", () => {
  it("loads the session and remembers its id", async () => {
    const storage = memoryStorage();
    const store = createSessionStore(fakeServer(), storage);
    await store.load(3);
    expect(store.sessionId()).toBe("s-1");
    expect(storage.get(SESSION_STORAGE_KEY)).toBe("s-1");
  });

  it("raises location-changed only when the ZIP differs", async () => {
    const store = createSessionStore(fakeServer(), memoryStorage());
    await store.load();
    const events: unknown[] = [];
    const stop = store.onLocationChanged((event) => events.push(event));
    await store.updatePersonalization({ userLocationZip: "33301" });
    await store.updatePersonalization({ userLocationZip: "33301" });
    await store.updatePersonalization({ gaClientId: "GA1" });
    expect(events).toEqual([{ previousZip: null, zip: "33301" }]);
    stop();
    await store.updatePersonalization({ userLocationZip: "60657" });
    expect(events).toHaveLength(1);
  });

  it("keeps the old personalization and reports the message when the update fails", async () => {
    const store = createSessionStore(fakeServer(), memoryStorage());
    await store.load();
    await store.updatePersonalization({ userLocationZip: "33301" });
    const result = await store.updatePersonalization({ userLocationZip: "00000" });
    expect(result).toEqual({ ok: false, message: "Please enter a valid ZIP code" });
    expect(store.$session.get()?.userPersonalization.userLocationZip).toBe("33301");
  });
});
