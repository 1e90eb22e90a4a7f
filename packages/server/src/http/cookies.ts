import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { inProcessProtocol } from "../web/inject-fetch";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Whether the shopper reached the store over TLS: the store's public origin is https, or a
     * trusted proxy (TRUST_PROXY) said so in X-Forwarded-Proto, or an in-process request was
     * made for an https URL.
     */
    readonly overTls: boolean;
  }
}

/** Decorates every request with `overTls`; `publicOrigin` is the store's (PUBLIC_ORIGIN). */
export const transport = fp(
  async (app: FastifyInstance, { publicOrigin }: { publicOrigin?: string | undefined }) => {
    const alwaysTls = publicOrigin ? new URL(publicOrigin).protocol === "https:" : false;
    app.decorateRequest("overTls", {
      getter(this: FastifyRequest) {
        return alwaysTls || this.protocol === "https" || inProcessProtocol(this) === "https";
      },
    });
  },
  { name: "treadkit-transport" },
);

/**
 * The attributes of every cookie the server sets or clears, decided here: the whole site
 * (path /), SameSite=Lax, and Secure whenever the shopper came over TLS. A cookie differs only
 * in how long it lives, whether scripts may read it, its path and whether it is signed.
 */
export function cookieOptions(
  request: FastifyRequest,
  {
    maxAgeS,
    httpOnly = false,
    path = "/",
    signed = false,
  }: { maxAgeS?: number; httpOnly?: boolean; path?: string; signed?: boolean } = {},
): CookieSerializeOptions {
  return {
    path,
    sameSite: "lax",
    secure: request.overTls,
    httpOnly,
    ...(maxAgeS === undefined ? {} : { maxAge: maxAgeS }),
    ...(signed ? { signed } : {}),
  };
}

/** Clears a cookie with the attributes it was set with. */
export function clearCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  path = "/",
): FastifyReply {
  return reply.clearCookie(name, cookieOptions(request, { path }));
}
