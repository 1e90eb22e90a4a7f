import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../packages/server/src/testing/databases";
import { HOME } from "../../packages/server/src/testing/orders";
import { useFleet } from "../support/fleet";
import { fleetOrders } from "../support/fleet-orders";

/**
 * Stock and cancellations under concurrency, on PostgreSQL with three server processes: stock is
 * never sold below zero and a buyer who misses out gets 409, never 500; of concurrent cancels
 * one wins and stock, the e-mail and the void happen once.
 */
const runs = testDatabaseKinds().includes("postgres");

describe.runIf(runs)("orders across three server processes on PostgreSQL", () => {
  const { sql, call } = useFleet("treadkit_orders");

  const { readyCart, place } = fleetOrders(call, "orders");
  const units = async (productId: string) =>
    (
      await sql.query<{ n: number }>(
        "select coalesce(sum(quantity), 0)::int as n from stock where product_id = $1",
        [Number(productId)],
      )
    ).rows[0]?.n ?? 0;

  /** A tire in stock in several warehouses, set to `units` spread over them. */
  async function tireWith(unitsWanted: number, skip: number): Promise<string> {
    const { rows } = await sql.query<{ product_id: number }>(
      `select s.product_id from stock s join products p on p.id = s.product_id
       where p.availability = 'ProductStatusAvailable' and p.min_quantity_allowed_for_cart <= 2
       group by s.product_id having count(*) >= 3 order by s.product_id offset $1 limit 1`,
      [skip],
    );
    const id = rows[0]?.product_id;
    if (id === undefined) throw new Error("no tire stocked in three warehouses");
    const { rows: shelves } = await sql.query<{ warehouse_id: number }>(
      "select warehouse_id from stock where product_id = $1 order by warehouse_id",
      [id],
    );
    // Spread over the shelves (7 + 7 + 7 for 21), so that buyers lock several rows each.
    for (const [i, shelf] of shelves.entries()) {
      const share =
        Math.floor(unitsWanted / shelves.length) + (i < unitsWanted % shelves.length ? 1 : 0);
      await sql.query(
        "update stock set quantity = $1 where product_id = $2 and warehouse_id = $3",
        [share, id, shelf.warehouse_id],
      );
    }
    return String(id);
  }

  it("sells 21 units to 10 of 90 buyers of 2, and tells the others it is out of stock", async () => {
    const tire = await tireWith(21, 0);
    const carts = await Promise.all(Array.from({ length: 90 }, () => readyCart(tire, 2)));
    const results = await Promise.all(carts.map(place));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const sold = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(80);
    expect(refused.every((r) => r.body.code === "OUT_OF_STOCK")).toBe(true);
    expect(await units(tire)).toBe(1);
    const negative = await sql.query("select 1 from stock where quantity < 0");
    expect(negative.rowCount).toBe(0);
  }, 180_000);

  it("places one order with one charge for 20 concurrent requests of one key across processes", async () => {
    const tire = await tireWith(40, 2);
    const cart = await readyCart(tire, 4);
    const key = `same-${randomUUID()}`;
    const body = {
      cartId: cart.cartId,
      paymentMethod: "credit",
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: cart.total,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", "/api/checkout/orders", body, { "idempotency-key": key }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(200)].sort());
    const ids = new Set(results.map((r) => (r.body.order as { id: string }).id));
    expect(ids.size).toBe(1);
    const charges = await sql.query<{ n: number; live: number }>(
      `select count(*)::int as n, count(*) filter (where not voided)::int as live
       from payments_sandbox.sandbox_transactions where reference = $1`,
      [key],
    );
    expect(charges.rows[0]).toEqual({ n: 1, live: 1 });
  }, 120_000);

  it("cancels once however many cancels race: stock back once, one e-mail, one void", async () => {
    const tire = await tireWith(40, 1);
    const cart = await readyCart(tire, 4);
    const placed = await place(cart);
    expect(placed.status).toBe(201);
    const order = placed.body.order as { id: string };
    expect(await units(tire)).toBe(36);
    const cancels = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", `/api/checkout/orders/${order.id}/cancel`, { zip: HOME.zip }),
      ),
    );
    expect(cancels.filter((r) => r.status >= 500)).toEqual([]);
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    // The others are refused: 409 for a lost race, or 429 once the address's cancels per
    // minute are used up (all come from this one address).
    expect(cancels.filter((r) => r.status === 409 || r.status === 429)).toHaveLength(19);
    expect(cancels.filter((r) => r.status === 409).length).toBeGreaterThan(0);
    expect(await units(tire)).toBe(40);
    const mails = await sql.query<{ n: number }>(
      "select count(*)::int as n from outbox where topic = 'order.cancelled' and payload->>'orderId' = $1",
      [order.id],
    );
    expect(mails.rows[0]?.n).toBe(1);
    const state = await sql.query<{ status: string; payment_status: string }>(
      "select status, payment_status from orders where id = $1",
      [order.id],
    );
    expect(state.rows[0]).toEqual({ status: "cancelled", payment_status: "voided" });
  }, 120_000);
});
