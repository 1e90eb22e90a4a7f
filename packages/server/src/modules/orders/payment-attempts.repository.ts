import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentAttempts } from "./orders.schema";

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export async function findAttempt(db: Db, key: string): Promise<PaymentAttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.idempotencyKey, key));
  return row ?? null;
}

export async function insertAttempt(db: Db, values: typeof paymentAttempts.$inferInsert) {
  await db.insert(paymentAttempts).values(values);
}

/**
 * Takes the attempt for `ms` to ask the provider, if nobody holds it: one conditional update
 * that one request wins. False while another request (or the sweeper) holds it.
 */
export async function claimAttempt(
  db: Db,
  key: string,
  ms: number,
  /** Which statuses may be claimed: a checkout claims only a started attempt. */
  statuses: PaymentAttemptRow["status"][] = ["started"],
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ claimedUntil: sql`now() + ${ms} * interval '1 millisecond'`, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentAttempts.idempotencyKey, key),
        inArray(paymentAttempts.status, statuses),
        or(isNull(paymentAttempts.claimedUntil), lt(paymentAttempts.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ key: paymentAttempts.idempotencyKey });
  return rows.length > 0;
}

/** Moves an attempt on from one status, once; false when it was not in that status. */
export async function moveAttempt(
  db: Db,
  key: string,
  from: PaymentAttemptRow["status"][],
  values: Partial<typeof paymentAttempts.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ ...values, claimedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.idempotencyKey, key), inArray(paymentAttempts.status, from)))
    .returning({ key: paymentAttempts.idempotencyKey });
  return rows.length > 0;
}

/**
 * Attempts left open (started or authorized, no claim running) since before `olderThanMs`,
 * locked for the caller's transaction; others' locked rows are skipped, so sweepers in several
 * processes take turns and never handle one attempt twice.
 */
export async function lockAbandonedAttempts(
  db: Db,
  olderThanMs: number,
  limit: number,
): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, ["started", "authorized"]),
        lt(paymentAttempts.updatedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
        or(isNull(paymentAttempts.claimedUntil), lt(paymentAttempts.claimedUntil, sql`now()`)),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
}
