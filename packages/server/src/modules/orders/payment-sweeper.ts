import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { PaymentGateway } from "../../payments/gateway";
import { findOrderByKey } from "./orders.repository";
import {
  claimAttempt,
  lockAbandonedAttempts,
  moveAttempt,
  type PaymentAttemptRow,
} from "./payment-attempts.repository";
import { ATTEMPT_CLAIM_MS } from "./placement";

/**
 * Releases the money of checkouts that never became orders: a payment attempt left started or
 * authorized for longer than a checkout takes (its process died, the shopper left) is voided at
 * the provider, found by its reference when the authorisation was never recorded. Attempts are
 * taken with SKIP LOCKED and a claim, so sweepers in several processes take turns and none is
 * voided twice; one that did become an order is marked so and left alone.
 */

/** How long an attempt may stay open before it counts as abandoned. */
const ABANDONED_AFTER_MS = 10 * 60_000;

export type SweepResult = { voided: number; ordered: number; failed: number };

export async function sweepAbandonedPayments(
  db: Db,
  gateway: PaymentGateway,
  options: { olderThanMs?: number; limit?: number; claimMs?: number; log?: FastifyBaseLogger } = {},
): Promise<SweepResult> {
  const result: SweepResult = { voided: 0, ordered: 0, failed: 0 };
  const claimed = await inTransaction(db, async (txDb) => {
    const rows = await lockAbandonedAttempts(
      txDb,
      options.olderThanMs ?? ABANDONED_AFTER_MS,
      options.limit ?? 20,
    );
    const mine: PaymentAttemptRow[] = [];
    for (const row of rows) {
      if (await findOrderByKey(txDb, row.idempotencyKey)) {
        await moveAttempt(txDb, row.idempotencyKey, ["started", "authorized"], {
          status: "ordered",
        });
        result.ordered += 1;
      } else if (
        // The sweeper also takes attempts whose authorisation was recorded but no order written.
        await claimAttempt(txDb, row.idempotencyKey, options.claimMs ?? ATTEMPT_CLAIM_MS, [
          "started",
          "authorized",
        ])
      ) {
        mine.push(row);
      }
    }
    return mine;
  });
  for (const attempt of claimed) {
    try {
      const transactionId =
        attempt.transactionId ??
        (await gateway.findAuthorization(attempt.idempotencyKey))?.transactionId ??
        null;
      if (transactionId) await gateway.void(transactionId);
      await moveAttempt(db, attempt.idempotencyKey, ["started", "authorized"], {
        status: "voided",
      });
      result.voided += 1;
    } catch (error) {
      // The provider could not be reached: the claim runs out and the next sweep tries again.
      result.failed += 1;
      options.log?.warn({ err: error, key: attempt.idempotencyKey }, "payment sweep failed");
    }
  }
  return result;
}

export type PaymentSweeper = { stop(): Promise<void> };

/** Sweeps every `intervalMs` (default a minute) until stopped; a failed run is logged. */
export function startPaymentSweeper(
  db: Db,
  gateway: PaymentGateway,
  options: {
    intervalMs?: number;
    olderThanMs?: number;
    claimMs?: number;
    log?: FastifyBaseLogger;
  } = {},
): PaymentSweeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const tick = () => {
    inFlight = sweepAbandonedPayments(db, gateway, options).then(
      (run) => {
        if (run.voided + run.failed > 0) options.log?.info(run, "payment sweep");
      },
      (error: unknown) => options.log?.warn({ err: error }, "payment sweep failed"),
    );
    void inFlight.then(() => {
      if (!stopped) {
        timer = setTimeout(tick, options.intervalMs ?? 60_000);
        timer.unref();
      }
    });
  };
  timer = setTimeout(tick, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
