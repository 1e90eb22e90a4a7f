import type { FastifyRequest } from "fastify";

/**
 * The origin links in an e-mail are written for: the request's own when it is one the store
 * answers on (the public origin, or each local name of the port), else the first of them. A
 * forged Host header never puts another site's address in our e-mails.
 */
export function linkOriginOf(request: FastifyRequest, origins: readonly string[]): string {
  const allowed = origins.map((origin) => new URL(origin).origin);
  let own: string | null = null;
  try {
    own = new URL(`${request.overTls ? "https" : "http"}://${request.host}`).origin;
  } catch {
    own = null;
  }
  return own && allowed.includes(own) ? own : (allowed[0] ?? "");
}
