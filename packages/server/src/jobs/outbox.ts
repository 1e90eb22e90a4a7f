import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/outbox.schema";

type OutboxEntry = typeof outbox.$inferSelect;

/**
 * Queues work to be done after the transaction `db` belongs to commits (an e-mail, a refund
 * notice): it is written with that transaction, so it is done exactly when the change it
 * follows is kept.
 */
export async function addToOutbox(db: Db, topic: string, payload: unknown) {
  await db.insert(outbox).values({ topic, payload });
}

/**
 * Does the work of one entry. `db` is the transaction that holds the entry's lock: whatever the
 * handler writes commits together with the entry's processed mark, or not at all. Use it, not
 * the app's db: on PGlite (one connection) a query outside it would wait for the run forever.
 */
type OutboxHandler = (payload: unknown, context: { db: Db; entry: OutboxEntry }) => Promise<void>;
export type OutboxHandlers = Record<string, OutboxHandler>;

type Log = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** After this many failed attempts an entry is left alone (processed_at stays null). */
export const MAX_OUTBOX_ATTEMPTS = 5;

export type ProcessOptions = {
  /** Entries taken in one run (default 20). */
  limit?: number;
  /**
   * Wait before retrying a failed entry: after n failures it is due again `retryDelayMs × 4^(n-1)`
   * after it was written (default 30 s: 30 s, 2 min, 8 min, 32 min), so a short outage of the
   * mail server does not use up the five attempts.
   */
  retryDelayMs?: number;
  log?: Log;
  /** Ends the run after the entry in progress (shutdown). */
  signal?: AbortSignal;
};

export type OutboxRun = { processed: number; failed: number };

const DEFAULT_LIMIT = 20;
const DEFAULT_RETRY_DELAY_MS = 30_000;

/**
 * Runs the handlers of pending entries, oldest first, each in its own transaction with its row
 * locked `FOR UPDATE SKIP LOCKED`: several processes share the work and no entry is handled by
 * two of them at once. A success sets processed_at; a failure counts an attempt and the run goes
 * on with the next entry. Only topics with a handler are taken; others are left for their owner.
 */
export async function processOutbox(
  db: Db,
  handlers: OutboxHandlers,
  options: ProcessOptions = {},
): Promise<OutboxRun> {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const topics = Object.keys(handlers);
  const run: OutboxRun = { processed: 0, failed: 0 };
  // An entry that failed in this run waits for the next one, whatever the retry delay.
  const tried: number[] = [];
  while (topics.length > 0 && tried.length < limit && !options.signal?.aborted) {
    const outcome = await db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(outbox)
        .where(
          and(
            isNull(outbox.processedAt),
            lt(outbox.attempts, MAX_OUTBOX_ATTEMPTS),
            inArray(outbox.topic, topics),
            tried.length > 0 ? notInArray(outbox.id, tried) : undefined,
            or(
              eq(outbox.attempts, 0),
              sql`${outbox.createdAt} + ${retryDelayMs}::double precision * power(4, ${outbox.attempts} - 1) * interval '1 millisecond' <= now()`,
            ),
          ),
        )
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!entry) return null;
      const handler = handlers[entry.topic];
      try {
        if (!handler) throw new Error(`no handler for ${entry.topic}`);
        // A savepoint: a handler's failed statement must not abort the attempt's bookkeeping.
        await tx.transaction((savepoint) => handler(entry.payload, { db: savepoint, entry }));
        await tx.update(outbox).set({ processedAt: new Date() }).where(eq(outbox.id, entry.id));
        return { entry, error: null };
      } catch (error) {
        await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1` })
          .where(eq(outbox.id, entry.id));
        return { entry, error };
      }
    });
    if (!outcome) break;
    tried.push(outcome.entry.id);
    if (outcome.error === null) {
      run.processed += 1;
      continue;
    }
    run.failed += 1;
    const attempts = outcome.entry.attempts + 1;
    const details = { err: outcome.error, outboxId: outcome.entry.id, topic: outcome.entry.topic };
    if (attempts >= MAX_OUTBOX_ATTEMPTS)
      options.log?.error({ ...details, attempts }, "outbox entry failed for the last time");
    else options.log?.warn({ ...details, attempts }, "outbox entry failed, will retry");
  }
  return run;
}

export type OutboxWorker = {
  /** Stops polling and waits for the entry in progress; resolves once nothing is in flight. */
  stop(): Promise<void>;
};

/**
 * Polls the outbox every `intervalMs` (default 2000) and right away again after a full batch.
 * A failed run (database away) is logged and tried again at the next tick.
 */
export function startOutboxWorker(
  db: Db,
  handlers: OutboxHandlers,
  options: ProcessOptions & { intervalMs?: number } = {},
): OutboxWorker {
  const intervalMs = options.intervalMs ?? 2_000;
  const limit = options.limit ?? DEFAULT_LIMIT;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const stopping = new AbortController();

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    timer = undefined;
    inFlight = processOutbox(db, handlers, { ...options, signal: stopping.signal }).then(
      (run) => schedule(run.processed + run.failed >= limit ? 0 : intervalMs),
      (error: unknown) => {
        options.log?.error({ err: error }, "outbox run failed");
        schedule(intervalMs);
      },
    );
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
