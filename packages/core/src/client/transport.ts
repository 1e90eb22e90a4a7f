import ky, { TimeoutError } from "ky";
import { TreadkitRequestError } from "./request-error";
import { TransportError } from "./transport-error";
import type { HttpMethod } from "./types";

/*
 * The only file that touches the network: ky over the platform's fetch, with ky's own retries
 * and HTTP-error throwing turned off, because the client decides both (one retry on 401 only,
 * and every status becomes a Result).
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
 * Resolves for every HTTP status; throws only a TransportError (network, timeout, abort) or, for
 * anything unforeseen, an "OtherError" request error.
 */
export async function send(
  fetchFn: typeof fetch,
  request: TransportRequest,
): Promise<TransportResponse> {
  const classify = (error: unknown): TreadkitRequestError => {
    if (request.signal?.aborted) {
      return new TransportError("AbortError", "Request aborted", { cause: error });
    }
    if (error instanceof TimeoutError || (error as Error | undefined)?.name === "TimeoutError") {
      const message = `Request timed out after ${request.timeoutMs} ms`;
      return new TransportError("NetworkError", message, { cause: error });
    }
    // fetch reports every network-level failure (DNS, refused, reset, CORS) as a TypeError.
    if (error instanceof TypeError) {
      return new TransportError("NetworkError", `Network error: ${error.message}`, {
        cause: error,
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new TreadkitRequestError("OtherError", message, 404, { cause: error });
  };

  let response: Response;
  try {
    response = await ky(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      fetch: fetchFn,
      retry: 0,
      throwHttpErrors: false,
      timeout:
        request.timeoutMs > 0 && Number.isFinite(request.timeoutMs) ? request.timeoutMs : false,
    });
  } catch (error) {
    throw classify(error);
  }
  try {
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (request.signal?.aborted) throw classify(error);
    // The status is known; the caller decides whether an unreadable body matters (a 404 is fine).
    return { status: response.status, body: undefined };
  }
}
