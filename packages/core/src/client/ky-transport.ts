import ky, { TimeoutError } from "ky";
import {
  hasTimeout,
  readResponse,
  requestInit,
  type Transport,
  transportFailure,
} from "./transport";

/**
 * ky over the platform's fetch, with ky's own retries and HTTP-error throwing turned off (see
 * transport.ts). ky's timeout covers the call up to the response's headers.
 */
export const kyTransport: Transport = async (fetchFn, request) => {
  let response: Response;
  try {
    response = await ky(request.url, {
      ...requestInit(request, request.signal),
      fetch: fetchFn,
      retry: 0,
      throwHttpErrors: false,
      timeout: hasTimeout(request) ? request.timeoutMs : false,
    });
  } catch (error) {
    const timedOut =
      error instanceof TimeoutError || (error as Error | undefined)?.name === "TimeoutError";
    throw transportFailure(request, error, timedOut);
  }
  return readResponse(request, response);
};
