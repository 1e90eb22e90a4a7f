import { SSO_SESSION_COOKIE } from "@treadkit/core/session";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers for that many seconds, keyed by the full URL. */
    cacheSeconds?: number;
  }
}

type Entry = { body: string; contentType: string };

/**
 * A bounded in-process cache of serialized catalogue answers. Catalogue data changes rarely and
 * a short lifetime bounds staleness, so each process may keep its own copy: nothing another
 * process needs lives here. Requests carrying a session or credentials are never cached, nor an
 * answer its handler marked `Cache-Control: no-store` (one about a cart, say).
 */
const MEMBER_COOKIE = new RegExp(`(?:^|;\\s*)${SSO_SESSION_COOKIE}=`);

export const responseCache = fp(
  async (app: FastifyInstance, options: { maxEntries?: number; enabled?: boolean } = {}) => {
    const cache = new LRUCache<string, Entry>({ max: options.maxEntries ?? 5_000 });
    const enabled = options.enabled ?? true;
    const cacheable = (request: { method: string; headers: Record<string, unknown> }) =>
      enabled &&
      request.method === "GET" &&
      !request.headers.authorization &&
      !request.headers["x-user-session-id"] &&
      // A signed-in member may see other tires (a brand-restricted account) or prices.
      !MEMBER_COOKIE.test(String(request.headers.cookie ?? ""));

    app.addHook("onRequest", async (request, reply) => {
      if (!request.routeOptions.config.cacheSeconds || !cacheable(request)) return;
      const hit = cache.get(request.url);
      if (!hit) return;
      reply
        .header("x-cache", "hit")
        .header("cache-control", `public, max-age=${request.routeOptions.config.cacheSeconds}`)
        .type(hit.contentType);
      return reply.send(hit.body);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const seconds = request.routeOptions.config.cacheSeconds;
      if (
        !seconds ||
        !cacheable(request) ||
        reply.statusCode !== 200 ||
        typeof payload !== "string" ||
        String(reply.getHeader("cache-control") ?? "").includes("no-store")
      )
        return payload;
      if (reply.getHeader("x-cache") === "hit") return payload;
      reply.header("cache-control", `public, max-age=${seconds}`);
      cache.set(
        request.url,
        {
          body: payload,
          contentType: String(reply.getHeader("content-type") ?? "application/json"),
        },
        { ttl: seconds * 1_000 },
      );
      return payload;
    });

    app.decorate("clearResponseCache", () => cache.clear());
  },
  { name: "treadkit-response-cache" },
);

declare module "fastify" {
  interface FastifyInstance {
    clearResponseCache(): void;
  }
}
