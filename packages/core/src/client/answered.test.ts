import { describe, expect, it } from "vitest";
import { createPlatform } from "../platform";
import { answeredStatus } from "./answered";
import { createClientWith } from "./client";
import { recordingLogger } from "./test-support";
import { fetchTransport } from "./transport";

describe("answeredStatus", () => {
  it("is the API's status for an answered failure, null for a call that got none", () => {
    expect(answeredStatus({ code: "NotFound", statusCode: 404 })).toBe(404);
    expect(answeredStatus({ code: "BadRequest", statusCode: 400 })).toBe(400);
    expect(answeredStatus({ code: "OtherError", statusCode: 200 })).toBe(200);
    for (const code of ["NetworkError", "AbortError", "UrlBaseNotConfigured"] as const)
      expect(answeredStatus({ code, statusCode: 404 })).toBeNull();
  });

  it("is null when the platform's fetch throws something other than fetch's TypeError", async () => {
    // The server's in-process fetch throws Fastify's own error once the app has begun to close.
    const refusing: typeof fetch = async () => {
      throw Object.assign(new Error("Fastify has already been closed"), {
        code: "FST_ERR_REOPENED_CLOSE_SERVER",
      });
    };
    const client = createClientWith(fetchTransport, {
      baseUrls: { main: "http://store.invalid/api" },
      platform: createPlatform({ fetch: refusing, logger: recordingLogger() }),
    });
    const result = await client.request({ path: "/catalog/sizes" });
    expect(result.isSuccess).toBe(false);
    if (result.isSuccess) return;
    expect(result.error.code).toBe("NetworkError");
    expect(answeredStatus(result.error)).toBeNull();
  });
});
