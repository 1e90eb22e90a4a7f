import type { FastifyReply, FastifyRequest } from "fastify";
import { clearCookie, cookieOptions } from "./cookies";

/** The origin a request came to: scheme and host as the browser sees them (behind a proxy too). */
export function requestOrigin(request: FastifyRequest): string {
  return new URL(`${request.overTls ? "https" : "http"}://${request.host}`).origin;
}

export type FlowCookie = { name: string; path: string; maxAgeS: number };

/**
 * A redirect's state (sign-in, identity verification) until the browser returns: a signed,
 * HttpOnly cookie sent only to the return path.
 */
export function rememberFlow(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: FlowCookie,
  flow: object,
) {
  reply.setCookie(
    cookie.name,
    JSON.stringify(flow),
    cookieOptions(request, {
      path: cookie.path,
      httpOnly: true,
      maxAgeS: cookie.maxAgeS,
      signed: true,
    }),
  );
}

/** The state a return brings back, read once (the cookie is cleared); null if absent or forged. */
export function takeFlow<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: FlowCookie,
): T | null {
  const raw = request.cookies[cookie.name];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  clearCookie(request, reply, cookie.name, cookie.path);
  // Signed by this server: its JSON is the flow it wrote.
  return unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as T) : null;
}
