import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest, InjectOptions } from "fastify";

/**
 * Marks requests made through injectFetch: they never cross a network, so the scheme of the URL
 * they were made for (https behind TLS) is the truth, whatever the proxy settings. A random value
 * per process: a header a client sends cannot carry it.
 */
const IN_PROCESS_HEADER = "x-treadkit-in-process";
const IN_PROCESS_TOKEN = randomBytes(16).toString("hex");

/** The scheme an in-process request was made for, or null for a request from the network. */
export function inProcessProtocol(request: FastifyRequest): "http" | "https" | null {
  if (request.headers[IN_PROCESS_HEADER] !== IN_PROCESS_TOKEN) return null;
  return request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
}

/**
 * A fetch that answers through the app's own router (app.inject) instead of a socket: server
 * rendering reads the API through the same core client, validation and errors as a browser,
 * without a network hop. A page's render passes its cookies on, as the browser would.
 */
export function injectFetch(
  app: FastifyInstance,
  /** Sent with every call unless the call sets its own, e.g. the page request's cookies. */
  defaults: Record<string, string> = {},
  /** The shopper's address as the page request came from it: per-address limits count the shopper. */
  remoteAddress?: string,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as InjectOptions["method"],
      url: `${url.pathname}${url.search}`,
      // The URL's host, as a network request would carry it (the app's answers may name it).
      headers: {
        host: url.host,
        ...defaults,
        ...Object.fromEntries(request.headers),
        [IN_PROCESS_HEADER]: IN_PROCESS_TOKEN,
        // Read here, in the process: never worth compressing.
        "accept-encoding": "identity",
        "x-forwarded-proto": url.protocol.replace(":", ""),
      },
      ...(body ? { payload: body } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
