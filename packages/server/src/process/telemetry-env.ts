/**
 * The OpenTelemetry SDK's own variables that the store's tracing relies on (telemetry.ts), kept
 * apart from it so that reading them loads nothing of OpenTelemetry. The environment reference
 * (docs/reference/environment.md) lists them.
 */
export const TELEMETRY_ENVIRONMENT: readonly {
  name: string;
  defaultText: string;
  meaning: string;
}[] = [
  {
    name: "OTEL_EXPORTER_OTLP_ENDPOINT",
    defaultText: "—",
    meaning:
      "OpenTelemetry collector to send traces to over OTLP, e.g. `http://otel-collector:4318` (or the full URL in `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`); unset, nothing of OpenTelemetry is loaded",
  },
  {
    name: "OTEL_EXPORTER_OTLP_PROTOCOL",
    defaultText: "`http/protobuf`",
    meaning: "`http/protobuf`, `http/json` or `grpc`",
  },
  {
    name: "OTEL_SERVICE_NAME",
    defaultText: "`treadkit`",
    meaning: "The traces' `service.name` (or `service.name=` in `OTEL_RESOURCE_ATTRIBUTES`)",
  },
  {
    name: "OTEL_TRACES_SAMPLER",
    defaultText: "`parentbased_always_on`",
    meaning:
      "Which traces are kept, e.g. `parentbased_traceidratio` with `OTEL_TRACES_SAMPLER_ARG=0.1` for a tenth. The SDK's other variables (`OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_SDK_DISABLED`…) apply as it documents them",
  },
];
