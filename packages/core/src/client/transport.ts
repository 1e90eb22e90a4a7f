import type { TreadkitRequestError } from "./request-error";
import { TransportError } from "./transport-error";
import type { HttpMethod } from "./types";

/*
 * The network under the client. A transport sends one request and resolves for every HTTP status;
 * it never retries and never throws for a status, because the client decides both (one retry on
 * 401 only, and every status becomes a Result). Two transports keep this contract:
 * - `kyTransport` (ky-transport.ts), ky over the platform's fetch: the client's default;
 * - `fetchTransport` below, the platform's fetch alone, for the widgets, whose first load has a
 *   size budget that ky's 4.8 kB gzip would take a fifth of (the README's "Widget sizes").
 * client-errors.test.ts runs its whole suite over each.
 */

export type TransportRequest = {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  timeoutMs: number;
};

/** `body` is undefined when the response arrived but its body could not be read. */
export type TransportResponse = { status: number; body: string | undefined };

/**
 * Throws only a TransportError (network, timeout, abort) or, for anything unforeseen, an
 * "OtherError" request error.
 */
export type Transport = (
  fetchFn: typeof fetch,
  request: TransportRequest,
) => Promise<TransportResponse>;

/** Whether a transport should time the call out at all. */
export function hasTimeout(request: TransportRequest): boolean {
  return request.timeoutMs > 0 && Number.isFinite(request.timeoutMs);
}

/** The request as fetch takes it, aborted by `signal`. */
export function requestInit(request: TransportRequest, signal: AbortSignal | undefined) {
  return { method: request.method, headers: request.headers, body: request.body, signal };
}

/** How a timed-out call's failure begins: "Request timed out after 10000 ms". */
const TIMED_OUT_PREFIX = "Request timed out";

/** Whether a failure is a call that timed out: the server may be slow, but it was reached. */
export function isTimedOut(failure: { code: string; message: string }): boolean {
  return failure.code === "NetworkError" && failure.message.startsWith(TIMED_OUT_PREFIX);
}

/** A failure to get a response, in the client's terms. */
export function transportFailure(
  request: TransportRequest,
  error: unknown,
  timedOut: boolean,
): TreadkitRequestError {
  if (request.signal?.aborted) {
    return new TransportError("AbortError", "Request aborted", { cause: error });
  }
  if (timedOut) {
    const message = `${TIMED_OUT_PREFIX} after ${request.timeoutMs} ms`;
    return new TransportError("NetworkError", message, { cause: error });
  }
  // fetch reports every network-level failure (DNS, refused, reset, CORS) as a TypeError.
  if (error instanceof TypeError) {
    return new TransportError("NetworkError", `Network error: ${error.message}`, { cause: error });
  }
  // Anything else a fetch throws (a platform's own fetch, e.g. the server's in-process one
  // refusing a call as it closes) is still a call that got no answer.
  const message = error instanceof Error ? error.message : String(error);
  return new TransportError("NetworkError", `Network error: ${message}`, { cause: error });
}

/**
 * The response's status and text. A body that cannot be read is reported as undefined (the status
 * is known, and the caller decides whether that matters: a 404 is fine), unless the caller aborted
 * or the call timed out while it was read.
 */
export async function readResponse(
  request: TransportRequest,
  response: Response,
  timedOut: () => boolean = () => false,
): Promise<TransportResponse> {
  try {
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (request.signal?.aborted || timedOut()) throw transportFailure(request, error, timedOut());
    return { status: response.status, body: undefined };
  }
}

/**
 * The platform's fetch with the client's timeout, which covers the whole exchange, the body
 * included. The caller's signal and the timer abort one controller; which of them fired decides
 * the failure.
 */
export const fetchTransport: Transport = async (fetchFn, request) => {
  const controller = new AbortController();
  const { signal } = request;
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener("abort", abort, { once: true });
  let timedOut = false;
  const timer = hasTimeout(request)
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, request.timeoutMs)
    : undefined;
  try {
    let response: Response;
    try {
      response = await fetchFn(request.url, requestInit(request, controller.signal));
    } catch (error) {
      throw transportFailure(request, error, timedOut);
    }
    return await readResponse(request, response, () => timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
};
