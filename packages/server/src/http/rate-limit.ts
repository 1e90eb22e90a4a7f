import rateLimit from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { HttpError } from "./errors";

/**
 * Rate limits every server process shares: the counters are rows of `rate_limits` in the
 * database, each counted by one atomic upsert (a fixed window per key), so that requests spread
 * over processes, or sent all at once, cannot pass a limit together. @fastify/rate-limit does
 * the rest (keys, headers, 429s) with this store behind it. A PostgreSQL store of a rate-limit
 * library would need a second connection pool and a second path for the embedded database; this
 * one statement runs on both through the store's own connection.
 */

export type Window = { max: number; windowMs: number };

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a moment and try again.";

/** Counts one request against `key`; the count so far in its window and when the window ends. */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetsInMs: number }> {
  // In DO UPDATE every expression reads the row as it was: both CASEs see the old window.
  const result = await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - ${windowMs} * interval '1 millisecond'
        then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${windowMs} * interval '1 millisecond'
        then now() else rate_limits.window_started_at end
    returning hits,
      greatest(0, extract(epoch from (window_started_at + ${windowMs} * interval '1 millisecond' - now())) * 1000)::float8 as resets_in_ms`);
  const row = (result as unknown as { rows: { hits: number; resets_in_ms: number }[] }).rows[0];
  if (Math.random() < 0.001) void purgeOldWindows(db).catch(() => undefined);
  return {
    hits: Number(row?.hits ?? 1),
    resetsInMs: Math.ceil(Number(row?.resets_in_ms ?? windowMs)),
  };
}

/** The count of `key` in its window now, without counting; 0 once the window has passed. */
export async function peekHits(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetsInMs: number }> {
  const result = await db.execute(sql`
    select hits,
      greatest(0, extract(epoch from (window_started_at + ${windowMs} * interval '1 millisecond' - now())) * 1000)::float8 as resets_in_ms
    from rate_limits
    where key = ${key} and window_started_at > now() - ${windowMs} * interval '1 millisecond'`);
  const row = (result as unknown as { rows: { hits: number; resets_in_ms: number }[] }).rows[0];
  return row
    ? { hits: Number(row.hits), resetsInMs: Math.ceil(Number(row.resets_in_ms)) }
    : { hits: 0, resetsInMs: 0 };
}

/** Whether one more request fits under `window` for `key` (and counts it either way). */
export async function allowHit(db: Db, key: string, window: Window): Promise<boolean> {
  return (await countHit(db, key, window.windowMs)).hits <= window.max;
}

/** Forgets a key's count (a successful sign-in clears the account's failed attempts). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Windows older than a day are of no use to any limit here. */
async function purgeOldWindows(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over `countHit`; each route counts under its own prefix. */
function storeFor(db: Db) {
  return class DatabaseStore {
    constructor(private readonly prefix = "global") {}
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, `${this.prefix}|${key}`, timeWindow).then(
        ({ hits, resetsInMs }) => callback(null, { current: hits, ttl: resetsInMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string }) {
      const route = options.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(",") : (route?.method ?? "");
      return new DatabaseStore(options.groupId ?? `${method} ${route?.url ?? ""}`);
    }
  };
}

/**
 * Registers rate limiting for routes that ask for it (`config.rateLimit`), keyed by the client's
 * address as TRUST_PROXY lets the server see it; other routes are not limited.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    store: storeFor(db) as never,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        "TOO_MANY_REQUESTS",
        (context as { message?: string }).message ?? TOO_MANY_REQUESTS_MESSAGE,
      ),
  });
}
