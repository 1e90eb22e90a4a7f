import type { ApiErrorCode } from "./types";

/**
 * Base of every error the client produces. Widget bundles may each ship their own copy of the
 * core, where `instanceof` fails, so the guards below also match on `name` (as ky does).
 */
export class TreadkitRequestError extends Error {
  override name = "TreadkitRequestError";
  readonly code: ApiErrorCode;
  /** The HTTP status, or 404 when there was no response. */
  readonly statusCode: number;

  constructor(code: ApiErrorCode, message: string, statusCode = 404, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.statusCode = statusCode;
  }
}

// Subclass names live here as strings so the base guard needs no import of its subclasses.
const REQUEST_ERROR_NAMES: ReadonlySet<string> = new Set([
  "TreadkitRequestError",
  "TreadkitTransportError",
  "TreadkitResponseValidationError",
]);

/** True when `error` has the given name and the shape of a request error, from any bundle copy. */
export function hasRequestErrorName(error: unknown, name: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as { name?: unknown; code?: unknown; statusCode?: unknown };
  return (
    candidate.name === name &&
    typeof candidate.code === "string" &&
    typeof candidate.statusCode === "number"
  );
}

export function isRequestError(error: unknown): error is TreadkitRequestError {
  if (error instanceof TreadkitRequestError) return true;
  if (typeof error !== "object" || error === null) return false;
  const name = (error as { name?: unknown }).name;
  return (
    typeof name === "string" && REQUEST_ERROR_NAMES.has(name) && hasRequestErrorName(error, name)
  );
}
