import { hasRequestErrorName, TreadkitRequestError } from "./request-error";

export type TransportErrorCode = "NetworkError" | "AbortError";

/** No usable response arrived: the network failed, the call timed out or the caller aborted it. */
export class TransportError extends TreadkitRequestError {
  override name = "TreadkitTransportError";
  declare readonly code: TransportErrorCode;

  constructor(code: TransportErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, 404, options);
  }
}

export function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError || hasRequestErrorName(error, "TreadkitTransportError");
}
