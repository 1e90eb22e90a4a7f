import { assertSupportedRuntime } from "./process/runtime";

/**
 * `npm start` runs this, compiled (dist/server/main.js), and so does each worker of a cluster.
 * It imports the store (server.ts) only once tracing is running, when an OTLP endpoint asks for
 * it: OpenTelemetry patches node:http, pg and Fastify as they load, so it has to be set up before
 * any of them is imported. With no endpoint set, nothing of OpenTelemetry is loaded.
 */
async function launch() {
  assertSupportedRuntime();
  // Stack traces name the TypeScript sources of the compiled server.
  process.setSourceMapsEnabled(true);
  const telemetry = tracesExported(process.env)
    ? await (await import("./process/telemetry")).startTelemetry()
    : undefined;
  const { main } = await import("./server");
  await main({ telemetry });
}

/** OpenTelemetry's own switches: an OTLP endpoint turns traces on, OTEL_SDK_DISABLED off. */
function tracesExported(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== "true";
}

launch().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
