import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createPlatform } from "../platform";
import { createClientWith } from "./client";
import { kyTransport } from "./ky-transport";
import { isResponseValidationError } from "./response-validation-error";
import { recordingLogger, startTestServer, type TestServer } from "./test-support";
import { fetchTransport } from "./transport";
import { isTransportError } from "./transport-error";

const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

// Every case runs over both transports: they keep one contract (transport.ts).
describe.each([
  ["ky", kyTransport],
  ["fetch", fetchTransport],
])("over the %s transport", (_name, transport) => {
  function setup(timeoutMs?: number) {
    const logger = recordingLogger();
    const client = createClientWith(transport, {
      baseUrls: { main: server.baseUrl },
      platform: createPlatform({ logger }),
      timeoutMs,
    });
    return { client, logger };
  }

  describe("status mapping", () => {
    it.each([
      [400, "BadRequest"],
      [401, "Unauthorized"],
      [403, "Forbidden"],
      [404, "NotFound"],
      [409, "ServerError"],
      [500, "ServerError"],
      [503, "ServerError"],
    ])("maps %i to %s with the status message", async (status, code) => {
      server.route("GET", "/thing", { status, body: "" });
      const result = await setup().client.request({ path: "/thing" });
      expect(result).toEqual({
        isSuccess: false,
        error: { code, message: `Invalid response status ${status}`, statusCode: status },
      });
    });

    it("uses the body's errorMessage", async () => {
      server.route("GET", "/thing", { status: 400, body: { errorMessage: "Zip is invalid" } });
      const result = await setup().client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error.message).toBe("Zip is invalid");
    });

    it("uses the body's error.message", async () => {
      server.route("GET", "/thing", { status: 500, body: { error: { message: "Database down" } } });
      const result = await setup().client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error).toEqual({
        code: "ServerError",
        message: "Database down",
        statusCode: 500,
      });
    });

    it("keeps NotFound for a 404 whose body is an HTML page", async () => {
      server.route("GET", "/thing", { status: 404, body: "<html>Not here</html>" });
      const result = await setup().client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error.code).toBe("NotFound");
    });

    it("keeps NotFound for a 404 whose body cannot be read at all", async () => {
      server.route("GET", "/thing", { status: 404, body: '{"errorMe', truncate: true });
      const result = await setup().client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error).toEqual({
        code: "NotFound",
        message: "Invalid response status 404",
        statusCode: 404,
      });
    });
  });

  describe("bodies of successful responses", () => {
    it("reports a non-JSON 2xx body as InvalidJson", async () => {
      server.route("GET", "/thing", { body: "<html>maintenance</html>" });
      const { client, logger } = setup();
      const result = await client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error.code).toBe("InvalidJson");
      expect(result.isSuccess ? null : result.error.statusCode).toBe(200);
      expect(isResponseValidationError(logger.errors[0]?.detail)).toBe(true);
    });

    it("reports a 2xx body cut off mid-stream as InvalidJson", async () => {
      server.route("GET", "/thing", { body: '{"items":[', truncate: true });
      const result = await setup().client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error.code).toBe("InvalidJson");
    });

    it.each([
      ["an empty 200", { status: 200, body: "" }],
      ["a 204", { status: 204 }],
    ])("answers %s with data null", async (_label, reply) => {
      server.route("DELETE", "/thing", reply);
      const result = await setup().client.request({ method: "DELETE", path: "/thing" });
      expect(result).toEqual({ isSuccess: true, data: null, statusCode: reply.status });
    });

    it("returns schema-parsed data", async () => {
      server.route("GET", "/thing", { body: { total: "3", extra: true } });
      const schema = z.object({ total: z.coerce.number() });
      const result = await setup().client.request({ path: "/thing", schema });
      expect(result).toEqual({ isSuccess: true, data: { total: 3 }, statusCode: 200 });
    });

    it("reports a schema mismatch as OtherError naming the failing path", async () => {
      server.route("GET", "/thing", { body: { items: [{ label: "ok" }, { label: 7 }] } });
      const schema = z.object({ items: z.array(z.object({ label: z.string() })) });
      const { client, logger } = setup();
      const result = await client.request({ path: "/thing", schema });
      expect(result.isSuccess).toBe(false);
      if (result.isSuccess) return;
      expect(result.error.code).toBe("OtherError");
      expect(result.error.statusCode).toBe(200);
      expect(result.error.message).toContain("items[1].label");
      expect(logger.errors[0]?.detail).toMatchObject({ path: "items[1].label" });
    });
  });

  describe("transport failures", () => {
    it("reports a dropped connection as NetworkError with status 404", async () => {
      server.route("GET", "/thing", { destroy: true });
      const { client, logger } = setup();
      const result = await client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error.code).toBe("NetworkError");
      expect(result.isSuccess ? null : result.error.statusCode).toBe(404);
      expect(isTransportError(logger.errors[0]?.detail)).toBe(true);
    });

    it("reports a refused connection as NetworkError", async () => {
      const closed = await startTestServer();
      await closed.close();
      const client = createClientWith(transport, {
        baseUrls: { main: closed.baseUrl },
        platform: createPlatform({ logger: recordingLogger() }),
      });
      const result = await client.request({ path: "/thing" });
      expect(result.isSuccess ? null : result.error.code).toBe("NetworkError");
    });

    it("reports a caller's abort as AbortError and does not log it", async () => {
      server.route("GET", "/slow", { delayMs: 5_000, body: {} });
      const controller = new AbortController();
      const { client, logger } = setup();
      const pending = client.request({ path: "/slow", signal: controller.signal });
      setTimeout(() => controller.abort(), 30);
      const result = await pending;
      expect(result).toEqual({
        isSuccess: false,
        error: { code: "AbortError", message: "Request aborted", statusCode: 404 },
      });
      expect(logger.errors).toEqual([]);
    });

    it("reports an already-aborted signal as AbortError without reaching the server", async () => {
      server.route("GET", "/thing", { body: {} });
      const controller = new AbortController();
      controller.abort();
      const result = await setup().client.request({ path: "/thing", signal: controller.signal });
      expect(result.isSuccess ? null : result.error.code).toBe("AbortError");
      expect(server.received).toHaveLength(0);
    });

    it("reports a timeout as NetworkError", async () => {
      server.route("GET", "/slow", { delayMs: 5_000, body: {} });
      const result = await setup(50).client.request({ path: "/slow" });
      expect(result.isSuccess ? null : result.error).toEqual({
        code: "NetworkError",
        message: "Request timed out after 50 ms",
        statusCode: 404,
      });
    });

    it("never retries by itself", async () => {
      server.route("GET", "/thing", { status: 503, body: "" });
      await setup().client.request({ path: "/thing" });
      expect(server.calls("/thing")).toHaveLength(1);
    });
  });

  describe("logging", () => {
    it("does not log a 404", async () => {
      server.route("GET", "/thing", { status: 404, body: "" });
      const { client, logger } = setup();
      await client.request({ path: "/thing" });
      expect(logger.errors).toEqual([]);
    });

    it("logs every other failure exactly once", async () => {
      server.route("GET", "/thing", { status: 500, body: { errorMessage: "Boom" } });
      const { client, logger } = setup();
      await client.request({ path: "/thing" });
      expect(logger.errors).toHaveLength(1);
      expect(logger.errors[0]?.message).toContain("Boom");
      expect(logger.errors[0]?.detail).toMatchObject({ code: "ServerError", statusCode: 500 });
    });
  });
});

describe("the fetch transport", () => {
  function fetchClient(timeoutMs?: number) {
    const logger = recordingLogger();
    const platform = createPlatform({ logger });
    return createClientWith(fetchTransport, {
      baseUrls: { main: server.baseUrl },
      platform,
      timeoutMs,
    });
  }

  it("times out a body that stops arriving, not only a late answer", async () => {
    server.route("GET", "/slow-body", { body: { items: [1, 2, 3] }, stall: true });
    const result = await fetchClient(80).request({ path: "/slow-body" });
    expect(result.isSuccess ? null : result.error).toEqual({
      code: "NetworkError",
      message: "Request timed out after 80 ms",
      statusCode: 404,
    });
  });

  it("reports a caller's abort while the body arrives as AbortError", async () => {
    server.route("GET", "/slow-body", { body: { items: [] }, stall: true });
    const controller = new AbortController();
    const pending = fetchClient().request({ path: "/slow-body", signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const result = await pending;
    expect(result.isSuccess ? null : result.error.code).toBe("AbortError");
  });

  it("sends the method, headers and body as the ky transport does", async () => {
    server.route("PUT", "/thing", { body: { ok: true } });
    server.route("POST", "/upload", { body: { ok: true } });
    const client = fetchClient();
    const put = await client.request({ method: "PUT", path: "/thing", json: { qty: 4 } });
    expect(put.isSuccess).toBe(true);
    const form = new FormData();
    form.set("file", new Blob(["photo"]), "photo.jpg");
    await client.request({ path: "/upload", multipart: form });
    const [sent] = server.calls("/thing");
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.headers.accept).toBe("application/json");
    expect(JSON.parse(sent?.body ?? "")).toEqual({ qty: 4 });
    const [upload] = server.calls("/upload");
    expect(upload?.method).toBe("POST");
    expect(upload?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('filename="photo.jpg"');
  });

  it("leaves no timer running after an answer", async () => {
    server.route("GET", "/thing", { body: {} });
    // The client's own timers, told from the rest of the process's (the test server's, other
    // files' in this worker) by their delay: each one it sets is cleared once the answer is in.
    const set: unknown[] = [];
    const cleared = new Set<unknown>();
    const setTimer = vi.spyOn(globalThis, "setTimeout");
    const clearTimer = vi.spyOn(globalThis, "clearTimeout");
    setTimer.mockImplementation(((callback: () => void, ms?: number) => {
      const timer = realSetTimeout(callback, ms);
      if (ms === 60_000) set.push(timer);
      return timer;
    }) as typeof setTimeout);
    clearTimer.mockImplementation(((timer?: Parameters<typeof clearTimeout>[0]) => {
      cleared.add(timer);
      realClearTimeout(timer);
    }) as typeof clearTimeout);
    try {
      await fetchClient(60_000).request({ path: "/thing" });
    } finally {
      setTimer.mockRestore();
      clearTimer.mockRestore();
    }
    expect(set).toHaveLength(1);
    expect(set.every((timer) => cleared.has(timer))).toBe(true);
  });
});
