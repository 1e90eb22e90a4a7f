import { afterEach, describe, expect, it, vi } from "vitest";
import type { Client, Failure, Result } from "../client";
import {
  failedState,
  WIDGET_OFFLINE_MESSAGE,
  WIDGET_SERVER_MESSAGE,
  WIDGET_TIMEOUT_MESSAGE,
  WIDGET_UNREGISTERED_MESSAGE,
  widgetFailureMessage,
  withShopperFailures,
} from "./failures";

const failure = (code: Failure["code"], message: string, statusCode = 404): Failure => ({
  code,
  message,
  statusCode,
});

describe("widgetFailureMessage", () => {
  it("puts network failures, timeouts and server errors in a shopper's words", () => {
    expect(widgetFailureMessage(failure("NetworkError", "Network error: Failed to fetch"))).toBe(
      WIDGET_OFFLINE_MESSAGE,
    );
    expect(widgetFailureMessage(failure("NetworkError", "Request timed out after 10000 ms"))).toBe(
      WIDGET_TIMEOUT_MESSAGE,
    );
    expect(widgetFailureMessage(failure("ServerError", "Invalid response status 502", 502))).toBe(
      WIDGET_SERVER_MESSAGE,
    );
    expect(widgetFailureMessage(failure("InvalidJson", "Response is not valid JSON", 200))).toBe(
      WIDGET_SERVER_MESSAGE,
    );
    expect(widgetFailureMessage(failure("NetworkError", "Network error: x"), true)).toBe(
      WIDGET_UNREGISTERED_MESSAGE,
    );
  });

  it("keeps what the server refused in the server's words", () => {
    const refused = failure("BadRequest", "Please enter a valid 5-digit ZIP code", 400);
    expect(widgetFailureMessage(refused)).toBe("Please enter a valid 5-digit ZIP code");
  });
});

describe("withShopperFailures", () => {
  afterEach(() => vi.restoreAllMocks());

  const failing = (error: Failure): Client => ({
    request: async () => ({ isSuccess: false, error }) as Result<never>,
    getToken: async () => undefined,
  });

  it("tells a refused origin from being offline, and names the fix once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const serverUp = vi.fn(async () => new Response(null));
    const client = withShopperFailures(failing(failure("NetworkError", "Network error: x")), {
      apiBase: "https://tires.example/api",
      pageOrigin: "https://blog.example",
      fetch: serverUp,
    });
    for (let i = 0; i < 2; i++) {
      const result = await client.request({ path: "/widget-app-config" });
      expect(result.isSuccess ? null : result.error.message).toBe(WIDGET_UNREGISTERED_MESSAGE);
    }
    expect(serverUp).toHaveBeenCalledWith("https://tires.example/api/health", {
      mode: "no-cors",
      cache: "no-store",
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("https://blog.example is not registered");
  });

  it("says offline when the server does not answer at all, or is the page's own", async () => {
    const serverDown = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const offline = failing(failure("NetworkError", "Network error: Failed to fetch"));
    for (const [apiBase, fetch] of [
      ["https://tires.example/api", serverDown],
      ["https://blog.example/api", vi.fn(async () => new Response(null))],
    ] as const) {
      const client = withShopperFailures(offline, {
        apiBase,
        pageOrigin: "https://blog.example",
        fetch,
      });
      const result = await client.request({ path: "/x" });
      expect(result.isSuccess ? null : result.error).toEqual({
        code: "NetworkError",
        statusCode: 404,
        message: WIDGET_OFFLINE_MESSAGE,
      });
    }
  });

  it("says a slow answer is slow, with Retry, not that the site is unregistered", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The server is up (the probe would answer), but the call took longer than the client waits.
    const serverUp = vi.fn(async () => new Response(null));
    const client = withShopperFailures(
      failing(failure("NetworkError", "Request timed out after 10000 ms")),
      { apiBase: "https://tires.example/api", pageOrigin: "https://blog.example", fetch: serverUp },
    );
    const result = await client.request({ path: "/catalog/products" });
    if (result.isSuccess) throw new Error("expected a failure");
    expect(result.error.message).toBe(WIDGET_TIMEOUT_MESSAGE);
    expect(failedState(result.error).retryable).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
