import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../packages/server/src/testing/databases";
import { HOME } from "../../packages/server/src/testing/orders";
import { useFleet } from "../support/fleet";
import { type Reply, shopIdByCode, tireInStockVia } from "../support/server-processes";

/**
 * Install slots under concurrency, on PostgreSQL with three server processes started here, as
 * production runs them: a slot is never booked past its capacity, a cart never holds two places,
 * an order keeps its place until it is cancelled, once, and a killed process leaves nothing half
 * done. After every storm the holders are counted straight from the rows.
 */
const runs = testDatabaseKinds().includes("postgres");

type Slot = { date: string; slotTime: string; isDropOff: boolean };

describe.runIf(runs)("install slots across three server processes on PostgreSQL", () => {
  const { fleet, sql, call, storeNow } = useFleet("treadkit_storm", {
    // Every cart here comes from one address: the per-client cap on holds has a test of its own
    // (holds-per-client.test.ts), and this one is about capacity.
    env: { SLOT_HOLDS_PER_CLIENT: "10000" },
  });
  let tire: string;
  let shopId: number;

  const newCart = async (extra: object = {}) => {
    const created = await call("POST", "/api/cart-summary", {
      productId: tire,
      quantity: { front: 4 },
      email: "storm@example.com",
      ...extra,
    });
    expect(created.status).toBe(201);
    return (created.body.siteCart as { id: string }).id;
  };
  /** Chooses the shop for the cart (which holds nothing), then the time. */
  const book = async (cartId: string, slot: Slot, installerId = shopId) => {
    const shop = await call("PUT", `/api/checkout/cart-shipping?cartId=${cartId}`, {
      shippingOption: "installer",
      installerId: String(installerId),
    });
    if (shop.status !== 200) return shop;
    return call("POST", `/api/checkout/cart-appointment?cartId=${cartId}`, {
      installerId: String(installerId),
      ...slot,
    });
  };
  const place = async (cartId: string) => {
    const cart = await call("GET", `/api/cart-summary?cartId=${cartId}`);
    if (cart.status !== 200) return cart;
    const summary = (cart.body.siteCart as { cartSummary: { totalInCents: number } }).cartSummary;
    return call(
      "POST",
      "/api/checkout/orders",
      {
        cartId,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: summary.totalInCents,
      },
      { "idempotency-key": `storm-${randomUUID()}` },
    );
  };
  /** Timed slots of the shop from the nth open day on, in schedule order. */
  async function slots(fromDay: number, count: number, installerId = shopId): Promise<Slot[]> {
    const schedule = await call("GET", `/api/installers/${installerId}/schedule`);
    const days = (
      schedule.body.siteInstallerSchedule as {
        scheduleDays: { slots: (Slot & { isSlotAvailable: boolean })[] }[];
      }
    ).scheduleDays;
    const found = days
      .slice(fromDay)
      .flatMap((d) => d.slots.filter((s) => !s.isDropOff && s.isSlotAvailable))
      .slice(0, count)
      .map(({ date, slotTime, isDropOff }) => ({ date, slotTime, isDropOff }));
    if (found.length < count)
      throw new Error(`only ${found.length} free slots from day ${fromDay}`);
    return found;
  }
  const keyOf = (slot: Slot) => `${slot.date}|${slot.slotTime}|timed`;

  /** Live holders of a slot, counted from the rows. */
  async function holders(slot: Slot, installerId = shopId): Promise<number> {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from slot_holds
       where installer_id = $1 and slot_key = $2 and (order_id is not null or held_until > $3)`,
      [installerId, keyOf(slot), storeNow()],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * The invariants, over the whole database: no slot holds more than its capacity; each unordered
   * cart's appointment has its one hold in the same slot; each live order with a slot has its
   * place and each cancelled order none; no cart holds more than one place.
   */
  async function checkInvariants() {
    const now = storeNow();
    const over = await sql.query(
      `select h.installer_id, h.slot_key, count(*)::int as n, i.slot_capacity
       from slot_holds h join installers i on i.id = h.installer_id
       where h.order_id is not null or h.held_until > $1
       group by h.installer_id, h.slot_key, i.slot_capacity having count(*) > i.slot_capacity`,
      [now],
    );
    expect(over.rows).toEqual([]);
    const drifted = await sql.query(
      `select a.cart_id from cart_appointments a
       left join slot_holds h on h.cart_id = a.cart_id
       where not exists (select 1 from orders o where o.cart_id = a.cart_id)
         and (h.id is null or h.slot_key <> a.slot_key or h.installer_id <> a.installer_id)`,
    );
    expect(drifted.rows).toEqual([]);
    const orphans = await sql.query(
      `select h.id from slot_holds h
       where h.cart_id is not null
         and not exists (select 1 from cart_appointments a where a.cart_id = h.cart_id)`,
    );
    expect(orphans.rows).toEqual([]);
    const orders = await sql.query(
      `select o.id, o.status, count(h.id)::int as places from orders o
       left join slot_holds h on h.order_id = o.id
       where o.slot_key is not null group by o.id, o.status
       having (o.status = 'cancelled' and count(h.id) > 0) or (o.status <> 'cancelled' and count(h.id) <> 1)`,
    );
    expect(orders.rows).toEqual([]);
  }

  beforeAll(async () => {
    shopId = await shopIdByCode(sql, "FL-FTL-001");
    tire = await tireInStockVia(call);
    // Plenty of stock, so that orders are refused for their slot only.
    await sql.query("update stock set quantity = 10000 where product_id = $1", [Number(tire)]);
  });

  it("books a slot of capacity N exactly N times out of 300 concurrent attempts", async () => {
    // Another shop, whose capacity the test raises for good: 5 cars a slot.
    const capacity = 5;
    const { rows } = await sql.query<{ id: number }>(
      "update installers set slot_capacity = $1 where code = 'FL-FTL-002' returning id",
      [capacity],
    );
    const other = rows[0]?.id as number;
    const [slot] = await slots(3, 1, other);
    if (!slot) throw new Error("no free slot");
    const carts = await Promise.all(Array.from({ length: 300 }, () => newCart()));
    const results = await Promise.all(carts.map((cartId) => book(cartId, slot, other)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(capacity);
    expect(statuses.filter((s) => s === 409)).toHaveLength(300 - capacity);
    expect(results.find((r) => r.status === 409)?.body).toEqual({
      errorMessage: "Install time no longer available",
      code: "SLOT_UNAVAILABLE",
    });
    expect(await holders(slot, other)).toBe(capacity);
    await checkInvariants();
  }, 180_000);

  it("leaves one cart booking 20 slots at once with one place", async () => {
    const cartId = await newCart();
    const twenty = await slots(0, 20);
    const results = await Promise.all(twenty.map((slot) => book(cartId, slot)));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const { rows } = await sql.query("select slot_key from slot_holds where cart_id = $1", [
      cartId,
    ]);
    expect(rows).toHaveLength(1);
    const taken = await Promise.all(twenty.map((slot) => holders(slot)));
    expect(taken.reduce((a, b) => a + b, 0)).toBe(1);
    await checkInvariants();
  }, 120_000);

  it("frees the places of carts deleted while they book, and answers 404, never 500", async () => {
    const twoSlots = await slots(7, 2);
    const carts = await Promise.all(Array.from({ length: 40 }, () => newCart()));
    const results = await Promise.all(
      carts.flatMap((cartId, i) => [
        book(cartId, twoSlots[i % 2] as Slot),
        call("DELETE", `/api/cart-summary?cartId=${cartId}`),
        book(cartId, twoSlots[(i + 1) % 2] as Slot),
      ]),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.every((r) => [200, 204, 404, 409].includes(r.status))).toBe(true);
    const { rows } = await sql.query(
      "select count(*)::int as n from slot_holds where cart_id = any($1)",
      [carts],
    );
    expect(rows[0].n).toBe(0);
    for (const slot of twoSlots) expect(await holders(slot)).toBe(0);
    await checkInvariants();
  }, 120_000);

  it("answers 404, never 500, to every cart call racing the cart's deletion", async () => {
    const [slot] = await slots(8, 1);
    const carts = await Promise.all(Array.from({ length: 40 }, () => newCart({ zip: "33301" })));
    const home = HOME;
    const { shippingOption: _option, ...billing } = home;
    const results = await Promise.all(
      carts.flatMap((cartId) => {
        const q = `cartId=${cartId}`;
        return [
          call("PUT", `/api/cart-summary?${q}`, { itemId: tire, itemQuantity: 2 }),
          call("POST", `/api/checkout/cart-shipping?${q}`, home),
          call("POST", `/api/checkout/cart-billing?${q}`, billing),
          book(cartId, slot as Slot),
          call("DELETE", `/api/cart-summary?${q}`),
          call("GET", `/api/checkout/cart-appointment?${q}`),
          call("POST", `/api/cart-summary?${q}`, { productId: tire, quantity: { front: 1 } }),
        ];
      }),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const { rows } = await sql.query("select count(*)::int as n from carts where id = any($1)", [
      carts,
    ]);
    expect(rows[0].n).toBe(0);
    await checkInvariants();
  }, 120_000);

  it("keeps each placed order's place when its appointment is deleted at the same time", async () => {
    const pairs = await slots(9, 10);
    const carts: string[] = [];
    for (const slot of pairs)
      carts.push(await newCart({ installerId: String(shopId), appointmentTime: slot }));
    const results = await Promise.all(
      carts.flatMap((cartId) => [
        place(cartId),
        call("DELETE", `/api/checkout/cart-appointment?cartId=${cartId}`),
      ]),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    for (let i = 0; i < carts.length; i += 1) {
      const [placed, deleted] = [results[2 * i] as Reply, results[2 * i + 1] as Reply];
      // Either the order won (and the deletion was refused) or the deletion did (and the order
      // had no time to keep): never both, never neither.
      if (placed.status === 201) expect(deleted.status).toBe(409);
      else {
        expect(deleted.status).toBe(204);
        expect([400, 409]).toContain(placed.status);
      }
      const slot = pairs[i] as Slot;
      expect(await holders(slot)).toBe(placed.status === 201 ? 1 : 0);
    }
    await checkInvariants();
  }, 180_000);

  it("gives a cancelled order's place to exactly one of the carts racing for it", async () => {
    const [slot] = await slots(14, 1);
    if (!slot) throw new Error("no free slot");
    const orders: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const cartId = await newCart({ installerId: String(shopId), appointmentTime: slot });
      const placed = await place(cartId);
      expect(placed.status).toBe(201);
      orders.push((placed.body.order as { id: string }).id);
    }
    expect(await holders(slot)).toBe(2);
    const racers = await Promise.all(Array.from({ length: 12 }, () => newCart()));
    const results = await Promise.all([
      ...orders.flatMap((id) =>
        Array.from({ length: 4 }, () =>
          call("POST", `/api/checkout/orders/${id}/cancel`, { email: "storm@example.com" }),
        ),
      ),
      ...racers.map((cartId) => book(cartId, slot)),
    ]);
    const cancels = results.slice(0, 8);
    const bookings = results.slice(8);
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(2);
    expect(cancels.filter((r) => r.status === 409)).toHaveLength(6);
    const won = bookings.filter((r) => r.status === 200).length;
    expect(won).toBeLessThanOrEqual(2);
    expect(bookings.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await holders(slot)).toBe(won);
    // Stock came back once per order: 10000 less what the two orders took, plus what they returned.
    const { rows } = await sql.query(
      "select count(*)::int as n from outbox where topic = 'order.cancelled' and payload->>'orderId' = any($1)",
      [orders],
    );
    expect(rows[0].n).toBe(2);
    await checkInvariants();
  }, 120_000);

  it("holds its invariants when a process is killed in the middle of a booking storm", async () => {
    const [slot] = await slots(16, 1);
    if (!slot) throw new Error("no free slot");
    const carts = await Promise.all(Array.from({ length: 150 }, () => newCart()));
    const storm = Promise.all(carts.map((cartId) => book(cartId, slot)));
    setTimeout(() => fleet.servers[0]?.kill(), 30);
    const results = await storm;
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBeLessThanOrEqual(2);
    expect(await holders(slot)).toBeLessThanOrEqual(2);
    // A booking the killed process had committed still counts; none is half written.
    await checkInvariants();
    // The survivors go on serving.
    const after = await book(await newCart(), (await slots(17, 1))[0] as Slot);
    expect(after.status).toBe(200);
  }, 120_000);
});
