import { register } from "node:module";
import { FastifyOtelInstrumentation } from "@fastify/otel";
import { context, trace } from "@opentelemetry/api";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { createAddHookMessageChannel } from "import-in-the-middle";

/**
 * OpenTelemetry traces, exported over OTLP. main.ts loads this module only when an OTLP endpoint
 * is set (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), and before anything
 * it instruments is imported: the instrumentations patch node:http and pg as they load, and each
 * Fastify instance as it is made.
 * Everything else is the SDK's standard environment: OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf
 * unless set), OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES…
 *
 * A request is one trace: the HTTP server span, named by the route pattern (`GET
 * /api/catalog/products`) and carrying the request id the store answers with
 * (`http.response.header.x-request-id`, as in its logs); Fastify's spans for the request and the
 * route's handler; and the PostgreSQL queries and outgoing calls made meanwhile.
 */

export type Telemetry = {
  /** Exports the spans still buffered and stops tracing; bounded, and it never throws. */
  shutdown(): Promise<void>;
};

/** How long shutting down may wait for the collector before the process ends without it. */
const SHUTDOWN_MS = 3_000;

export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<Telemetry> {
  // ES modules are patched through import-in-the-middle's loader hook, which wraps only the
  // modules the instrumentations ask for (pg, node:http, node:https), not every module loaded.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register("import-in-the-middle/hook.mjs", import.meta.url, registerOptions);

  // service.name: OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES when they name it, else treadkit.
  const named =
    Boolean(env.OTEL_SERVICE_NAME) ||
    /(^|,)\s*service\.name\s*=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? "");
  const sdk = new NodeSDK({
    serviceName: named ? undefined : "treadkit",
    // Traces only: the store's figures are Prometheus's (METRICS_PORT), its logs pino's.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      // Names the server span by the route pattern and adds a span for the route's handler;
      // Fastify's hooks get none of their own (a dozen per request, each a few microseconds).
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        requestHook: (span, request) => {
          // The id the store answers with (X-Request-Id: a proxy's, else a new UUID), which
          // names the request in the logs too. Set from the request rather than read from the
          // response: an answer from the response cache leaves no header to read.
          const id = { "http.response.header.x-request-id": [request.id] };
          span.setAttributes(id);
          // The HTTP server span, whose context this hook runs in.
          trace.getSpan(context.active())?.setAttributes(id);
        },
      }),
      // Queries made for a request; the outbox worker's and the sweeper's polls start no trace.
      new PgInstrumentation({ requireParentSpan: true }),
      // fetch: the analytics relay, ID.me, the exchange's card service, an operator's sign-in.
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // The loader has been told which modules to wrap before the store imports any of them.
  await waitForAllMessagesAcknowledged();

  return {
    async shutdown() {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SHUTDOWN_MS);
      });
      const flushed = sdk.shutdown().catch((error: unknown) => {
        console.warn(`OpenTelemetry: the last spans were not exported: ${String(error)}`);
      });
      await Promise.race([flushed, deadline]);
      clearTimeout(timer);
    },
  };
}
