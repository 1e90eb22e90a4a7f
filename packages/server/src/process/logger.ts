import { type DestinationStream, type LoggerOptions, pino } from "pino";

/**
 * Logs are JSON lines (for a log collector) unless a person is reading: on a terminal they are
 * pino-pretty's readable lines, one per event, with the time and without the host's name.
 */
export function loggerOptions(
  level: string,
  { pretty = Boolean(process.stdout.isTTY) } = {},
): LoggerOptions {
  if (!pretty) return { level };
  return {
    level,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss", ignore: "hostname", singleLine: true },
    },
  };
}

/** The log of a cluster's primary: its workers' level and format, each line naming the primary. */
export function primaryLog(level: string, destination?: DestinationStream) {
  const base = { pid: process.pid, role: "primary" };
  const logger = destination
    ? pino({ level, base }, destination)
    : pino({ ...loggerOptions(level), base });
  return (severity: "info" | "warn" | "error", message: string) => logger[severity](message);
}
