import { execFile } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "../../packages/core/src/money";
import { returnQuantityMessage } from "../../packages/core/src/order";
import { RETURN_ALREADY_REFUNDED_MESSAGE } from "../../packages/server/src/modules/orders/returns.service";
import { TEST_NOW } from "../../packages/server/src/testing/clock";
import { testDatabaseKinds } from "../../packages/server/src/testing/databases";
import { HOME } from "../../packages/server/src/testing/orders";
import { useFleet } from "../support/fleet";
import { fleetOrders } from "../support/fleet-orders";
import { callServer, type Reply } from "../support/server-processes";

/**
 * Returns under concurrency, on PostgreSQL with three server processes and the operator's
 * commands run as their own processes: an order's tires are returned once however many requests
 * race, all its returns together never refund more than was paid, a return is refunded once
 * however many operators receive it, and a process killed mid-request leaves no half a return.
 */
const runs = testDatabaseKinds().includes("postgres");

describe.runIf(runs)("returns across three server processes on PostgreSQL", () => {
  const { fleet, sql, call, databaseUrl } = useFleet("treadkit_returns");
  let tire: string;

  const { readyCart, place } = fleetOrders(call, "returns");

  /** An operator script (scripts/<name>.ts) run as the operator runs it, on the test database. */
  const operator = (name: string, args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ["--import", "tsx", `scripts/${name}.ts`, ...args],
        { env: { ...process.env, DATABASE_URL: databaseUrl() }, timeout: 60_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
      );
    });

  /**
   * A return request as the tracking page sends it (multipart/form-data), to the live processes
   * in turn; status 0 when the process went away mid-request.
   */
  let turn = 0;
  async function requestReturn(orderId: string, fields: Record<string, string>): Promise<Reply> {
    const bases = fleet.bases();
    const base = bases[turn++ % bases.length] as string;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return callServer(base, "POST", `/api/checkout/orders/${orderId}/returns`, form);
  }
  /** The fields of a return of `quantity` tires; the guest's proof alternates ZIP and e-mail. */
  const returnOf = (quantity: number, i: number) => ({
    ...(i % 2 === 0 ? { zip: HOME.zip } : { email: HOME.email }),
    reason: "Wrong size",
    items: JSON.stringify([{ productId: Number(tire), quantity }]),
  });

  /** An order of 4 tires shipped home, placed, then delivered by the operator's command. */
  async function deliveredOrder() {
    const placed = await place(await readyCart(tire, 4));
    expect(placed.status).toBe(201);
    const { id } = placed.body.order as { id: string };
    const { rows } = await sql.query<{
      order_number: number;
      total_cents: number;
      payment_transaction_id: string;
    }>("select order_number, total_cents, payment_transaction_id from orders where id = $1", [id]);
    const row = rows[0];
    if (!row) throw new Error(`order ${id} not found`);
    const advanced = await operator("advance-order", [
      String(row.order_number),
      "--to",
      "delivered",
    ]);
    expect(advanced, advanced.stderr).toMatchObject({ code: 0 });
    expect(advanced.stdout).toContain(`Order ${row.order_number}: in_transit → delivered`);
    // The command stamps the delivery with today's date; the servers' clock starts at TEST_NOW.
    // Delivered on the store's today, the 30-day window holds whatever the calendar says.
    await sql.query("update orders set delivered_at = $2 where id = $1", [id, TEST_NOW]);
    const { rows: lines } = await sql.query<{ description: string }>(
      "select description from order_lines where order_id = $1 and kind = 'tire'",
      [id],
    );
    return {
      id,
      orderNumber: row.order_number,
      totalCents: row.total_cents,
      transactionId: row.payment_transaction_id,
      description: lines[0]?.description ?? "",
    };
  }

  /** The order's returns as stored, oldest first. */
  const returnsOf = async (orderId: string) =>
    (
      await sql.query<{
        id: string;
        status: string;
        items: { productId: number; quantity: number }[];
        refund_cents: number;
      }>(
        "select id, status, items, refund_cents from order_returns where order_id = $1 order by created_at",
        [orderId],
      )
    ).rows;
  const returned = (rows: { items: { quantity: number }[] }[]) =>
    rows.flatMap((r) => r.items).reduce((sum, item) => sum + item.quantity, 0);
  const refunded = (rows: { refund_cents: number }[]) =>
    rows.reduce((sum, r) => sum + r.refund_cents, 0);
  /** Each refusal once, as "status code message", to compare with the one expected. */
  const refusals = (replies: Reply[]) => [
    ...new Set(replies.map((r) => `${r.status} ${r.body.code} ${r.body.errorMessage}`)),
  ];

  beforeAll(async () => {
    const { rows } = await sql.query<{ id: number }>(
      `select p.id from products p join stock s on s.product_id = p.id
       where p.availability = 'ProductStatusAvailable' and p.min_quantity_allowed_for_cart <= 4
       group by p.id having sum(s.quantity) >= 40 order by p.id limit 1`,
    );
    if (rows[0] === undefined) throw new Error("no tire with 40 in stock");
    tire = String(rows[0].id);
  });

  it("returns an order's tires once however many requests race", async () => {
    const order = await deliveredOrder();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestReturn(order.id, returnOf(4, i))),
    );
    expect(replies.filter((r) => r.status === 0 || r.status >= 500)).toEqual([]);
    const taken = replies.filter((r) => r.status === 201);
    expect(taken).toHaveLength(1);
    expect(refusals(replies.filter((r) => r.status !== 201))).toEqual([
      `400 RETURN_ITEMS ${returnQuantityMessage(0, order.description)}`,
    ]);
    const rows = await returnsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.items).toEqual([{ productId: Number(tire), quantity: 4 }]);
    expect(rows[0]?.refund_cents).toBe(
      (taken[0]?.body.return as { refundInCents: number } | undefined)?.refundInCents,
    );
    expect(refunded(rows)).toBeLessThanOrEqual(order.totalCents);
  }, 120_000);

  it("two returns of two tires each share the order, a third is refused", async () => {
    const order = await deliveredOrder();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestReturn(order.id, returnOf(2, i))),
    );
    expect(replies.filter((r) => r.status === 0 || r.status >= 500)).toEqual([]);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(2);
    expect(refusals(replies.filter((r) => r.status !== 201))).toEqual([
      `400 RETURN_ITEMS ${returnQuantityMessage(0, order.description)}`,
    ]);
    const rows = await returnsOf(order.id);
    expect(rows).toHaveLength(2);
    expect(returned(rows)).toBe(4);
    expect(refunded(rows)).toBeLessThanOrEqual(order.totalCents);
  }, 120_000);

  it("receiving a return refunds once however many operators run it", async () => {
    const order = await deliveredOrder();
    // One tire of four: two refunds of it fit in what was captured, so a double refund would go
    // through at the provider rather than be refused there.
    const requested = await requestReturn(order.id, returnOf(1, 0));
    expect(requested.status).toBe(201);
    const { id, refundInCents } = requested.body.return as { id: string; refundInCents: number };
    expect(refundInCents).toBeGreaterThan(0);
    expect(2 * refundInCents).toBeLessThanOrEqual(order.totalCents);

    const receipts = await Promise.all(
      Array.from({ length: 5 }, () => operator("receive-return", [id])),
    );
    const done = receipts.filter((r) => r.code === 0);
    expect(done).toHaveLength(1);
    expect(done[0]?.stdout.trim()).toBe(
      `Return ${id} of order ${order.orderNumber}: received and refunded ` +
        `${formatCents(refundInCents)} (handling fee ${formatCents(2_000)})`,
    );
    const refused = receipts.filter((r) => r.code !== 0);
    expect(
      refused.map((r) => ({ code: r.code, message: r.stderr.trim().split("\n").at(-1) })),
    ).toEqual(Array(4).fill({ code: 1, message: RETURN_ALREADY_REFUNDED_MESSAGE }));

    const provider = await sql.query<{ captured_cents: number; refunded_cents: number }>(
      "select captured_cents, refunded_cents from payments_sandbox.sandbox_transactions where id = $1",
      [order.transactionId],
    );
    expect(provider.rows).toEqual([
      { captured_cents: order.totalCents, refunded_cents: refundInCents },
    ]);
    const state = await sql.query(
      `select status, received_at is not null as received, refunded_at is not null as refunded
       from order_returns where id = $1`,
      [id],
    );
    expect(state.rows).toEqual([{ status: "refunded", received: true, refunded: true }]);
  }, 120_000);

  it("leaves no half a return when a process is killed mid-request, and the others go on", async () => {
    const order = await deliveredOrder();
    // One tire each: up to four can be taken, so several commit while the others race.
    const inFlight = Array.from({ length: 45 }, (_, i) => requestReturn(order.id, returnOf(1, i)));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const victim = fleet.servers[0];
    if (!victim) throw new Error("no server to kill");
    victim.kill();
    const replies = await Promise.all(inFlight);

    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const taken = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status === 0);
    // The killed process owed answers: the kill came while requests were in flight.
    expect(lost.length).toBeGreaterThan(0);
    expect(refusals(replies.filter((r) => r.status !== 201 && r.status !== 0))).toEqual([
      `400 RETURN_ITEMS ${returnQuantityMessage(0, order.description)}`,
    ]);
    // A request the killed process took either committed whole or not at all.
    let rows = await returnsOf(order.id);
    expect(rows.length).toBeGreaterThanOrEqual(taken.length);
    expect(rows.length).toBeLessThanOrEqual(taken.length + lost.length);
    for (const row of rows) {
      expect(row.items).toEqual([{ productId: Number(tire), quantity: 1 }]);
      expect(row.refund_cents).toBeGreaterThan(0);
    }
    expect(returned(rows)).toBeLessThanOrEqual(4);
    expect(refunded(rows)).toBeLessThanOrEqual(order.totalCents);

    // The dead process's lock on the order went with it: the others take the tires left, then
    // refuse more.
    const health = await Promise.all(
      fleet.bases().map((base) => callServer(base, "GET", "/api/health")),
    );
    expect(health.map((r) => r.status)).toEqual([200, 200]);
    const left = 4 - returned(rows);
    if (left > 0) {
      const rest = await requestReturn(order.id, returnOf(left, 1));
      expect(rest.status).toBe(201);
    }
    const more = await requestReturn(order.id, returnOf(1, 0));
    expect(refusals([more])).toEqual([
      `400 RETURN_ITEMS ${returnQuantityMessage(0, order.description)}`,
    ]);
    rows = await returnsOf(order.id);
    expect(returned(rows)).toBe(4);
    expect(refunded(rows)).toBeLessThanOrEqual(order.totalCents);
  }, 120_000);
});
