import type { FastifyServerOptions } from "fastify";

/**
 * Logs are JSON lines (for a log collector) unless a person is reading: on a terminal they are
 * pino-pretty's readable lines, one per event, with the time and without the host's name.
 */
export function loggerOptions(
  level: string,
  { pretty = Boolean(process.stdout.isTTY) } = {},
): FastifyServerOptions["logger"] {
  if (!pretty) return { level };
  return {
    level,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss", ignore: "hostname", singleLine: true },
    },
  };
}
