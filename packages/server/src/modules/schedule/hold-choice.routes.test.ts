import { MAX_HOLDS_PER_CLIENT, TOO_MANY_HOLDS_MESSAGE } from "@treadkit/core/schedule";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_NOW } from "../../testing/clock";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { installers } from "../installers/installers.schema";
import { slotHolds } from "./schedule.schema";

type Slot = { date: string; slotTime: string; isDropOff: boolean; isSlotAvailable: boolean };

/**
 * One client address holds at most MAX_HOLDS_PER_CLIENT live places across its carts, at the
 * store's default setting: a fourth cart's time is refused with the reason, another address is
 * not affected, and a hold that runs out or is given up makes room again.
 */
describe.each(testDatabaseKinds())("install holds per client address on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  let shopId: string;
  let slots: Slot[];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { slotHoldsPerClient: MAX_HOLDS_PER_CLIENT });
    tire = await tireInStock(ctx.app);
    const [shop] = await ctx.database.db
      .select({ id: installers.id })
      .from(installers)
      .where(eq(installers.code, "FL-FTL-001"));
    shopId = String(shop?.id);
    const schedule = await ctx.app.inject({ url: `/api/installers/${shopId}/schedule` });
    slots = (schedule.json().siteInstallerSchedule.scheduleDays as { slots: Slot[] }[])
      .flatMap((d) => d.slots)
      .filter((s) => s.isSlotAvailable && !s.isDropOff);
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    ctx.clock.set(TEST_NOW);
    await ctx.database.db.delete(slotHolds).where(sql`${slotHolds.cartId} is not null`);
  });

  const from = (remoteAddress: string) => ({
    async cart() {
      const created = await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        remoteAddress,
        payload: { productId: tire, quantity: { front: 4 }, installerId: shopId },
      });
      expect(created.statusCode).toBe(201);
      return created.json().siteCart.id as string;
    },
    async book(cartId: string, slot: Slot) {
      const booked = await ctx.app.inject({
        method: "POST",
        url: `/api/checkout/cart-appointment?cartId=${cartId}`,
        remoteAddress,
        payload: {
          installerId: shopId,
          date: slot.date,
          slotTime: slot.slotTime,
          isDropOff: slot.isDropOff,
        },
      });
      return { status: booked.statusCode, body: booked.json() };
    },
  });

  it("refuses a fourth cart's time from the same address, with the reason", async () => {
    const client = from("198.51.100.7");
    for (let i = 0; i < MAX_HOLDS_PER_CLIENT; i += 1) {
      const booked = await client.book(await client.cart(), slots[i] as Slot);
      expect(booked.status).toBe(200);
    }
    const fourth = await client.cart();
    expect(await client.book(fourth, slots[3] as Slot)).toEqual({
      status: 409,
      body: { errorMessage: TOO_MANY_HOLDS_MESSAGE, code: "TOO_MANY_HOLDS" },
    });
    // Another shopper is not held back by this one.
    const other = from("203.0.113.9");
    expect((await other.book(await other.cart(), slots[3] as Slot)).status).toBe(200);
  });

  it("lets a cart move its own time however often: it holds one place", async () => {
    const client = from("198.51.100.8");
    const carts = [];
    for (let i = 0; i < MAX_HOLDS_PER_CLIENT; i += 1) carts.push(await client.cart());
    for (const [i, cartId] of carts.entries())
      expect((await client.book(cartId, slots[i] as Slot)).status).toBe(200);
    expect((await client.book(carts[0] as string, slots[5] as Slot)).status).toBe(200);
    expect((await client.book(carts[0] as string, slots[6] as Slot)).status).toBe(200);
  });

  it("makes room again once a hold runs out or is given up", async () => {
    const client = from("198.51.100.9");
    const carts = [];
    for (let i = 0; i < MAX_HOLDS_PER_CLIENT; i += 1) {
      const cartId = await client.cart();
      expect((await client.book(cartId, slots[i] as Slot)).status).toBe(200);
      carts.push(cartId);
    }
    const next = await client.cart();
    expect((await client.book(next, slots[4] as Slot)).status).toBe(409);
    const cancelled = await ctx.app.inject({
      method: "DELETE",
      url: `/api/checkout/cart-appointment?cartId=${carts[0]}`,
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await client.book(next, slots[4] as Slot)).status).toBe(200);
    expect((await client.book(await client.cart(), slots[7] as Slot)).status).toBe(409);
    ctx.clock.set(new Date(TEST_NOW.getTime() + 21 * 60_000));
    expect((await client.book(await client.cart(), slots[7] as Slot)).status).toBe(200);
  });

  it("shows a cart the place it holds as free in its own schedule, and others the slot full", async () => {
    const client = from("198.51.100.10");
    const cartId = await client.cart();
    const slot = slots[8] as Slot;
    const [shop] = await ctx.database.db
      .select({ capacity: installers.slotCapacity })
      .from(installers)
      .where(eq(installers.id, Number(shopId)));
    await ctx.database.db
      .update(installers)
      .set({ slotCapacity: 1 })
      .where(eq(installers.id, Number(shopId)));
    try {
      expect((await client.book(cartId, slot)).status).toBe(200);
      const free = async (query: string) => {
        const answer = await ctx.app.inject({
          url: `/api/installers/${shopId}/schedule${query}`,
        });
        return (answer.json().siteInstallerSchedule.scheduleDays as { slots: Slot[] }[])
          .flatMap((d) => d.slots)
          .find((s) => s.date === slot.date && s.slotTime === slot.slotTime && !s.isDropOff)
          ?.isSlotAvailable;
      };
      expect(await free(`?cartId=${cartId}`)).toBe(true);
      expect(await free("")).toBe(false);
      expect(await free(`?cartId=${await client.cart()}`)).toBe(false);
    } finally {
      await ctx.database.db
        .update(installers)
        .set({ slotCapacity: shop?.capacity ?? 2 })
        .where(eq(installers.id, Number(shopId)));
    }
  });
});
