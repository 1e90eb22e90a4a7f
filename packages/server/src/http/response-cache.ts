import { SSO_SESSION_COOKIE } from "@treadkit/core/session";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";
import { responseCacheLookups } from "../process/metrics";
import { etagOf, matchesEtag } from "./etag";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers for that many seconds, keyed by the full URL. */
    cacheSeconds?: number;
  }
}

type Entry = { body: string; contentType: string; etag: string };

/** The channel on which the database announces catalogue changes (migration 0041). */
const CATALOG_CHANNEL = "treadkit_catalog";

/** How much the in-process cache holds at most: 32 MB of answers. */
const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

/** How long a shared cache (a CDN, nginx) may keep serving an answer while it fetches anew. */
const STALE_WHILE_REVALIDATE_SECONDS = 60;

/**
 * Catalogue answers, cached at two levels:
 * - **Shared caches.** An anonymous answer says `Cache-Control: public` with `s-maxage` and
 *   `stale-while-revalidate`, and carries an ETag, so a CDN or nginx in front of many processes
 *   keeps one copy and revalidates it with a 304.
 * - **This process.** A bounded LRU of serialized answers, emptied in every process within
 *   moments of a change: the database announces each change to the catalogue, prices, stock,
 *   shops or content on CATALOG_CHANNEL (a trigger, migration 0041), and each process listens.
 *   Entries also expire on their own, which bounds staleness if a notice is ever missed.
 * Requests carrying a session or credentials are neither cached nor marked public, nor is an
 * answer its handler marked `Cache-Control: no-store` (one about a cart, say).
 */
const MEMBER_COOKIE = new RegExp(`(?:^|;\\s*)${SSO_SESSION_COOKIE}=`);

export const responseCache = fp(
  async (
    app: FastifyInstance,
    options: {
      maxEntries?: number;
      /** The most the cached bodies may hold, in bytes (UTF-16 code units, as V8 keeps them). */
      maxBytes?: number;
      enabled?: boolean;
      database?: Database;
    } = {},
  ) => {
    // Bounded by size as well as count: a crawl over every size and vehicle fills it with
    // 20 kB listings, and the worker's memory budget (process/cluster.ts) counts on the bound.
    const cache = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 5_000,
      maxSize: options.maxBytes ?? RESPONSE_CACHE_BYTES,
      sizeCalculation: (entry, key) =>
        entry.body.length + entry.etag.length + entry.contentType.length + key.length,
    });
    const enabled = options.enabled ?? true;
    const anonymous = (request: { method: string; headers: Record<string, unknown> }) =>
      (request.method === "GET" || request.method === "HEAD") &&
      !request.headers.authorization &&
      !request.headers["x-user-session-id"] &&
      // A signed-in member may see other tires (a brand-restricted account) or prices.
      !MEMBER_COOKIE.test(String(request.headers.cookie ?? ""));
    const cacheControl = (seconds: number) =>
      `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

    app.addHook("onRequest", async (request, reply) => {
      const seconds = request.routeOptions.config.cacheSeconds;
      if (!seconds || !enabled || !anonymous(request)) return;
      const hit = cache.get(request.url);
      responseCacheLookups.inc({ result: hit ? "hit" : "miss" });
      if (!hit) return;
      reply
        .header("x-cache", "hit")
        .header("cache-control", cacheControl(seconds))
        .header("etag", hit.etag)
        .type(hit.contentType);
      if (matchesEtag(request.headers["if-none-match"], hit.etag)) return reply.code(304).send();
      return reply.send(hit.body);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const seconds = request.routeOptions.config.cacheSeconds;
      if (
        !seconds ||
        !anonymous(request) ||
        reply.statusCode !== 200 ||
        typeof payload !== "string" ||
        String(reply.getHeader("cache-control") ?? "").includes("no-store")
      )
        return payload;
      if (reply.getHeader("x-cache") === "hit") return payload;
      // Weak: the bytes on the wire differ with their compression, the answer does not.
      const etag = `W/${etagOf(payload)}`;
      reply.header("cache-control", cacheControl(seconds)).header("etag", etag);
      if (enabled) {
        cache.set(
          request.url,
          {
            body: payload,
            contentType: String(reply.getHeader("content-type") ?? "application/json"),
            etag,
          },
          { ttl: seconds * 1_000 },
        );
      }
      if (matchesEtag(request.headers["if-none-match"], etag)) {
        reply.code(304);
        return "";
      }
      return payload;
    });

    app.decorate("clearResponseCache", () => cache.clear());

    if (enabled && options.database) {
      const database = options.database;
      let unlisten: (() => Promise<void>) | undefined;
      app.addHook("onReady", async () => {
        // A notice, or a reconnection after which notices may have been missed: empty the cache.
        unlisten = await database.listen(CATALOG_CHANNEL, () => cache.clear());
      });
      app.addHook("onClose", async () => {
        await unlisten?.().catch(() => undefined);
      });
    }
  },
  { name: "treadkit-response-cache" },
);

declare module "fastify" {
  interface FastifyInstance {
    clearResponseCache(): void;
  }
}
