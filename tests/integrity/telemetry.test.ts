import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseKind, openDatabase } from "../../packages/server/src/db/client";
import {
  createSeededPostgres,
  createTestDatabase,
  testDatabaseKinds,
} from "../../packages/server/src/testing/databases";
import { callServer, startServers } from "../support/server-processes";

/**
 * OpenTelemetry traces from a real server process. Started with an OTLP endpoint (here a receiver
 * in this test, spoken to in OTLP/JSON), it sends each request's trace: the server span named by
 * the route pattern, with the status and the request id it answered with, and on PostgreSQL the
 * queries made for it, under it; the last spans go out as it stops on SIGTERM. Started without
 * one, it loads nothing of OpenTelemetry.
 */

const kinds = testDatabaseKinds();
const RECORD_MODULES = new URL("../support/record-modules.mjs", import.meta.url).href;
const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
/**
 * A ceiling, not a wait: each test starts a server process and stops it, which on a busy 2-core
 * machine can pass the suite's 30 s.
 */
const PROCESS_TEST = { timeout: 180_000 };

type AnyValue = {
  stringValue?: string;
  intValue?: number | string;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value: AnyValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
};
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[];
  }[];
};
type Exported = OtlpSpan & { service: string | undefined; scope: string };

const attribute = (attributes: KeyValue[] | undefined, key: string) =>
  attributes?.find((a) => a.key === key)?.value;
const text = (value: AnyValue | undefined) => value?.stringValue;
const integer = (value: AnyValue | undefined) =>
  value?.intValue === undefined ? undefined : Number(value.intValue);
const texts = (value: AnyValue | undefined) =>
  value?.arrayValue?.values?.map((v) => v.stringValue) ?? [];

/** An OTLP/HTTP receiver: POST /v1/traces in the JSON encoding, every span kept. */
async function startReceiver() {
  const spans: Exported[] = [];
  const errors: string[] = [];
  let posts = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      posts += 1;
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        errors.push(`${request.method} ${request.url}`);
        response.writeHead(404).end();
        return;
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportRequest;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = text(attribute(resourceSpans.resource?.attributes, "service.name"));
          for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
            for (const span of scopeSpans.spans ?? []) {
              spans.push({ ...span, service, scope: scopeSpans.scope?.name ?? "" });
            }
          }
        }
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      } catch (error) {
        errors.push(`${request.headers["content-type"]}: ${String(error)}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", () => listening()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    errors,
    posts: () => posts,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** The server span that answered with request id `id`, and every span of its trace. */
function traceOf(spans: Exported[], id: string) {
  const server = spans.find(
    (s) =>
      s.kind === SPAN_KIND_SERVER &&
      texts(attribute(s.attributes, "http.response.header.x-request-id")).includes(id),
  );
  return { server, trace: spans.filter((s) => server && s.traceId === server.traceId) };
}

/** Whether `span` is below `ancestor`, following the parent ids within `trace`. */
function descendsFrom(span: Exported, ancestor: Exported, trace: Exported[]) {
  let parentId = span.parentSpanId;
  for (let depth = 0; parentId && depth < 50; depth += 1) {
    if (parentId === ancestor.spanId) return true;
    parentId = trace.find((s) => s.spanId === parentId)?.parentSpanId;
  }
  return false;
}

/** A PGlite data folder holding the test data set, for a server process of its own. */
async function pgliteDataDir() {
  const template = await createTestDatabase("pglite");
  const dump = await template.database.dump?.();
  await template.drop();
  if (!dump) throw new Error("PGlite gave no dump");
  const dir = mkdtempSync(join(tmpdir(), "treadkit-telemetry-"));
  const database = await openDatabase({ dataDir: dir, loadDataDir: dump });
  await database.close();
  return dir;
}

describe.each(kinds)("traces of a server process on %s", (kind: DatabaseKind) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let databaseUrl = "";
  let dataDir: string | undefined;
  let dropDatabase = async () => {};
  const scratch = mkdtempSync(join(tmpdir(), "treadkit-telemetry-modules-"));
  /** Servers a test started and has not stopped: a failed test leaves none for the next. */
  const running = new Set<() => Promise<unknown>>();

  /** A server process on the test database; `modules` lists what it loaded once it has ended. */
  async function startServer(env: NodeJS.ProcessEnv) {
    const modules = join(scratch, `${randomUUID()}.txt`);
    const fleet = await startServers(1, databaseUrl, {
      RESPONSE_CACHE: "on",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${RECORD_MODULES}`.trim(),
      TREADKIT_RECORD_MODULES: modules,
      // Whatever the machine has set, only the test's settings apply.
      OTEL_EXPORTER_OTLP_ENDPOINT: "",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "",
      OTEL_SDK_DISABLED: "",
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    });
    const server = fleet.servers[0] as (typeof fleet.servers)[number];
    const stopFleet = () => fleet.stop();
    running.add(stopFleet);
    return {
      base: server.base,
      /** SIGTERM, as a deployment stops it: the process's exit code, and the modules it loaded. */
      async stop() {
        running.delete(stopFleet);
        await fleet.stop();
        return {
          code: server.process.exitCode,
          modules: readFileSync(modules, "utf8").split("\n"),
        };
      },
    };
  }

  beforeAll(async () => {
    receiver = await startReceiver();
    if (kind === "postgres") {
      const database = await createSeededPostgres("telemetry");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    } else {
      const dir = await pgliteDataDir();
      dataDir = dir;
      dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  afterEach(async () => {
    await Promise.all([...running].map((stop) => stop()));
    running.clear();
  });

  afterAll(async () => {
    await receiver?.close();
    await dropDatabase();
    rmSync(scratch, { recursive: true, force: true });
  });

  it(
    "go to the OTLP endpoint: a server span per request, named by its route, over its queries",
    PROCESS_TEST,
    async () => {
      const server = await startServer({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        // Nothing is sent on a timer during the test: what arrives is sent as the process stops.
        OTEL_BSP_SCHEDULE_DELAY: "600000",
      });
      const catalogId = `telemetry-catalog-${randomUUID()}`;
      const cachedId = `telemetry-cached-${randomUUID()}`;
      const healthId = `telemetry-health-${randomUUID()}`;
      // The second is answered from the response cache.
      for (const id of [catalogId, cachedId]) {
        const catalog = await callServer(
          server.base,
          "GET",
          "/api/catalog/products?size=225-50r17",
          undefined,
          { "x-request-id": id },
        );
        expect(catalog.status).toBe(200);
      }
      const health = await callServer(server.base, "GET", "/api/health", undefined, {
        "x-request-id": healthId,
      });
      expect(health.status).toBe(200);
      expect(traceOf(receiver.spans, catalogId).server).toBeUndefined();

      const { code, modules } = await server.stop();
      expect(code).toBe(0);
      expect(receiver.errors).toEqual([]);
      expect(modules.some((url) => url.includes("/@opentelemetry/sdk-node/"))).toBe(true);

      const { server: span, trace } = traceOf(receiver.spans, catalogId);
      expect(span).toBeDefined();
      if (!span) return;
      expect(span.name).toBe("GET /api/catalog/products");
      expect(span.service).toBe("treadkit");
      expect(text(attribute(span.attributes, "http.route"))).toBe("/api/catalog/products");
      expect(integer(attribute(span.attributes, "http.response.status_code"))).toBe(200);
      expect(span.parentSpanId ?? "").toBe("");
      // Fastify's span for the route's handler, within the request's trace.
      expect(trace.some((s) => s.scope === "@fastify/otel" && descendsFrom(s, span, trace))).toBe(
        true,
      );
      if (kind === "postgres") {
        const queries = trace.filter(
          (s) =>
            s.kind === SPAN_KIND_CLIENT &&
            text(attribute(s.attributes, "db.system.name")) === "postgresql" &&
            /select/i.test(text(attribute(s.attributes, "db.query.text")) ?? ""),
        );
        expect(queries.length).toBeGreaterThan(0);
        for (const query of queries) expect(descendsFrom(query, span, trace)).toBe(true);
      }

      const cached = traceOf(receiver.spans, cachedId).server;
      expect(cached?.name).toBe("GET /api/catalog/products");
      expect(integer(attribute(cached?.attributes, "http.response.status_code"))).toBe(200);

      const healthSpan = traceOf(receiver.spans, healthId).server;
      expect(healthSpan?.name).toBe("GET /api/health");
      expect(integer(attribute(healthSpan?.attributes, "http.response.status_code"))).toBe(200);
    },
  );

  // On each database: a server on either must load nothing of OpenTelemetry without an endpoint.
  it("load nothing of OpenTelemetry when no OTLP endpoint is set", PROCESS_TEST, async () => {
    const postsBefore = receiver.posts();
    const server = await startServer({ OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" });
    const health = await callServer(server.base, "GET", "/api/health");
    expect(health.status).toBe(200);
    const catalog = await callServer(server.base, "GET", "/api/catalog/products?size=225-50r17");
    expect(catalog.status).toBe(200);

    const { code, modules } = await server.stop();
    expect(code).toBe(0);
    // The list is the process's: it has the store's modules, and none of the SDK, its
    // instrumentations or its loader hook. (@opentelemetry/api, the no-op API, is always there:
    // prom-client requires it.)
    expect(modules.some((url) => url.includes("/node_modules/fastify/"))).toBe(true);
    expect(
      modules.filter((url) =>
        /@opentelemetry\/(?!api\/)|import-in-the-middle|@fastify\/otel/.test(url),
      ),
    ).toEqual([]);
    expect(receiver.posts()).toBe(postsBefore);
  });
});
