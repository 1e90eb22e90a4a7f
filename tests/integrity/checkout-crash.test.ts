import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../packages/server/src/testing/databases";
import { HOME } from "../../packages/server/src/testing/orders";
import { useFleet } from "../support/fleet";
import { callServer, type Reply } from "../support/server-processes";

/**
 * A server process killed (SIGKILL) in the middle of checkouts, on PostgreSQL with three
 * processes: every shopper who retries with the same Idempotency-Key gets an order, none is
 * charged twice, and once the payment sweeper has run no authorisation is left without its
 * order. Stock is conserved.
 */
const runs = testDatabaseKinds().includes("postgres");

describe.runIf(runs)("checkouts across a process killed mid-flight", () => {
  const { fleet, sql } = useFleet("treadkit_crash", {
    env: {
      // A checkout the killed process held is taken over after 2 s, not the usual 90, and
      // abandoned payments are released after 8 s, not 10 minutes.
      PAYMENT_CLAIM_SECONDS: "2",
      PAYMENT_SWEEP_SECONDS: "1",
      PAYMENT_ABANDONED_SECONDS: "8",
    },
  });

  const call = callServer;

  it("gives every retried checkout one order and one charge, and leaves no orphan authorisation", async () => {
    const bases = fleet.bases();
    const live = () => fleet.bases();
    const { rows: tires } = await sql.query<{ id: number }>(
      `select p.id from products p join stock s on s.product_id = p.id
       where p.availability = 'ProductStatusAvailable' and p.min_quantity_allowed_for_cart <= 4
       group by p.id having sum(s.quantity) >= 200 order by p.id limit 1`,
    );
    const tire = String(tires[0]?.id);
    const stockBefore = (
      await sql.query<{ n: number }>(
        "select sum(quantity)::int as n from stock where product_id = $1",
        [Number(tire)],
      )
    ).rows[0]?.n as number;

    // 36 carts ready to pay, each with its own key and nonce, as 36 shoppers.
    const checkouts = await Promise.all(
      Array.from({ length: 36 }, async (_, i) => {
        const base = bases[i % bases.length] as string;
        const cart = await call(base, "POST", "/api/cart-summary", {
          productId: tire,
          quantity: { front: 4 },
          zip: HOME.zip,
        });
        const cartId = (cart.body.siteCart as { id: string }).id;
        await call(base, "POST", `/api/checkout/cart-shipping?cartId=${cartId}`, HOME);
        const priced = await call(base, "GET", `/api/cart-summary?cartId=${cartId}`);
        const total = (priced.body.siteCart as { cartSummary: { totalInCents: number } })
          .cartSummary.totalInCents;
        return {
          key: `crash-${randomUUID()}`,
          body: {
            cartId,
            paymentMethod: "credit",
            payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
            expectedTotalInCents: total,
          },
        };
      }),
    );

    const place = (base: string, c: (typeof checkouts)[number]) =>
      call(base, "POST", "/api/checkout/orders", c.body, { "idempotency-key": c.key });
    const first = Promise.all(checkouts.map((c, i) => place(bases[i % bases.length] as string, c)));
    // The first process dies while its share of the checkouts is in flight: as soon as the
    // first payment attempt is on record, before the orders are all placed.
    const keys = checkouts.map((c) => c.key);
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query<{ n: number }>(
          "select count(*)::int as n from payment_attempts where idempotency_key = any($1)",
          [keys],
        );
        expect(rows[0]?.n).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 5 },
    );
    fleet.servers[0]?.kill();
    const firstAnswers = await first;
    expect(firstAnswers.filter((r) => r.status >= 500)).toEqual([]);
    const lost = firstAnswers.filter((r) => r.status === 0).length;

    // Every shopper whose answer was lost tries again, same key and body, on a live process.
    const finals = await Promise.all(
      checkouts.map(async (c, i) => {
        const answer = firstAnswers[i] as Reply;
        if (answer.status !== 0) return answer;
        return place(live()[i % live().length] as string, c);
      }),
    );
    expect(finals.map((r) => r.status).filter((s) => s !== 201 && s !== 200)).toEqual([]);

    // Each checkout has exactly one order, and the order's charge is live.
    const { rows: placed } = await sql.query<{
      idempotency_key: string;
      payment_transaction_id: string;
    }>(
      "select idempotency_key, payment_transaction_id from orders where idempotency_key = any($1)",
      [checkouts.map((c) => c.key)],
    );
    expect(placed).toHaveLength(checkouts.length);

    // Once the sweeper has voided what the killed process left, no authorisation stands
    // without an order and none is charged twice.
    await vi.waitFor(
      async () => {
        const { rows: open } = await sql.query<{ id: string }>(
          "select id from payments_sandbox.sandbox_transactions where not voided and reference = any($1)",
          [keys],
        );
        expect(open.map((t) => t.id).sort()).toEqual(
          placed.map((o) => o.payment_transaction_id).sort(),
        );
      },
      { timeout: 90_000, interval: 250 },
    );
    const { rows: attempts } = await sql.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from payment_attempts where idempotency_key = any($1) group by status",
      [keys],
    );
    expect(attempts).toEqual([{ status: "ordered", n: checkouts.length }]);

    // Stock went down by exactly what the orders took.
    const stockAfter = (
      await sql.query<{ n: number }>(
        "select sum(quantity)::int as n from stock where product_id = $1",
        [Number(tire)],
      )
    ).rows[0]?.n as number;
    expect(stockBefore - stockAfter).toBe(4 * checkouts.length);
    expect(fleet.servers.slice(1).every((s) => s.process.exitCode === null)).toBe(true);
    // The run lost some answers to the kill, or it proved nothing.
    expect(lost).toBeGreaterThan(0);
  }, 180_000);
});
