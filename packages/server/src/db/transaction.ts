import type { Db } from "./client";

/**
 * Runs `fn` in one transaction of `db` (a savepoint when `db` is itself a transaction) and gives
 * it the transaction as a `Db`, so the repositories take either. Drizzle types a transaction apart
 * from its database (it lacks `$client` and the batch API, which no repository uses): this is the
 * one place that says they are the same for our purposes.
 */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
