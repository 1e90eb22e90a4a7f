import { INSTALL_TIME_UNAVAILABLE } from "@treadkit/core/schedule";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart as createCart, tireInStock } from "../../testing/fixtures";
import { installers } from "../installers/installers.schema";
import { installerClosures } from "./schedule.schema";

describe.each(testDatabaseKinds())("schedules and appointments on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let installerId: string;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    // Las Olas Tire & Auto keeps the standard week: closed on Sundays, 4 PM on Saturdays.
    installerId = await shopId("FL-FTL-001");
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const newCart = () => createCart(ctx.app, tire);
  /** Chooses the shop for the cart (which holds nothing), then the time. */
  const book = async (cartId: string, body: Record<string, unknown>) => {
    await ctx.app.inject({
      method: "PUT",
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      payload: { shippingOption: "installer", installerId: body.installerId },
    });
    return ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-appointment?cartId=${cartId}`,
      payload: body,
    });
  };
  const schedule = async (id = installerId) =>
    (await ctx.app.inject({ method: "GET", url: `/api/installers/${id}/schedule` })).json()
      .siteInstallerSchedule.scheduleDays as {
      date: string;
      day: string;
      slots: { slotTime: string; isDropOff: boolean; isSlotAvailable: boolean }[];
    }[];
  /** A named partner shop's id by its code (seed/facts/partner-shops.ts). */
  async function shopId(code: string) {
    const [shop] = await ctx.database.db
      .select({ id: installers.id })
      .from(installers)
      .where(eq(installers.code, code));
    if (!shop) throw new Error(`the data set has no shop ${code}`);
    return String(shop.id);
  }
  /** The date of the next given weekday (0 Sunday) after the first day of a schedule. */
  const nextWeekday = (first: string, weekday: number) => {
    const date = new Date(`${first}T00:00:00Z`);
    do date.setUTCDate(date.getUTCDate() + 1);
    while (date.getUTCDay() !== weekday);
    return date.toISOString().slice(0, 10);
  };

  it("answers the installer's schedule up to 30 days ahead, from the day the tires can be there", async () => {
    const days = await schedule();
    // Friday 20 November: 4 business days, Thanksgiving not counted, to Friday the 27th; then
    // Las Olas's open days up to 30 days from today (19 December).
    expect(days[0]?.date).toBe("2026-11-27");
    expect(days.at(-1)?.date).toBe("2026-12-19");
    expect(days.length).toBeGreaterThan(15);
    expect(days[0]?.slots[0]).toMatchObject({ isDropOff: true, slotTime: "Morning" });
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/installers/999999/schedule" })).statusCode,
    ).toBe(404);
  });

  it("books, reads and cancels a cart's appointment; no appointment reads as null", async () => {
    const cartId = await newCart();
    const url = `/api/checkout/cart-appointment?cartId=${cartId}`;
    expect((await ctx.app.inject({ method: "GET", url })).json()).toEqual({
      cartAppointment: null,
    });
    const day = (await schedule())[2];
    const booked = await book(cartId, { installerId, date: day?.date, slotTime: "Afternoon" });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().cartAppointment).toMatchObject({
      date: day?.date,
      slotTime: "Afternoon",
      isDropOff: false,
      amOrPm: "PM",
    });
    expect((await ctx.app.inject({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: "GET", url })).json()).toEqual({
      cartAppointment: null,
    });
  });

  it("never books a slot past its capacity, even with 50 bookings at once", async () => {
    const day = (await schedule()).find(
      (d, i) => i > 3 && d.slots.some((s) => s.slotTime === "Evening"),
    );
    const carts = await Promise.all(Array.from({ length: 50 }, () => newCart()));
    const results = await Promise.all(
      carts.map((cartId) => book(cartId, { installerId, date: day?.date, slotTime: "Evening" })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(48);
    expect(refused[0]?.json()).toEqual({
      errorMessage: "Install time no longer available",
      code: "SLOT_UNAVAILABLE",
    });
    const evening = (await schedule())
      .find((d) => d.date === day?.date)
      ?.slots.find((s) => s.slotTime === "Evening");
    expect(evening?.isSlotAvailable).toBe(false);
  });

  it("moves an appointment, freeing the old place, and keeps the old one when the new slot is full", async () => {
    const day = (await schedule()).find(
      (d, i) => i > 8 && d.slots.some((s) => s.slotTime === "Afternoon"),
    );
    const [a, b, c] = [await newCart(), await newCart(), await newCart()];
    await book(a, { installerId, date: day?.date, slotTime: "Morning" });
    await book(b, { installerId, date: day?.date, slotTime: "Morning" });
    // Morning is full; c takes the afternoon, then a moves there too, freeing a morning place.
    await book(c, { installerId, date: day?.date, slotTime: "Afternoon" });
    expect(
      (await book(a, { installerId, date: day?.date, slotTime: "Afternoon" })).statusCode,
    ).toBe(200);
    const morning = (await schedule())
      .find((d) => d.date === day?.date)
      ?.slots.find((s) => s.slotTime === "Morning" && !s.isDropOff);
    expect(morning?.isSlotAvailable).toBe(true);
    const full = await book(b, { installerId, date: day?.date, slotTime: "Afternoon" });
    expect(full.statusCode).toBe(409);
    const kept = (
      await ctx.app.inject({ method: "GET", url: `/api/checkout/cart-appointment?cartId=${b}` })
    ).json();
    expect(kept.cartAppointment.slotTime).toBe("Morning");
  });

  it.each([
    [{ date: "2020-01-01", slotTime: "Morning" }, 409, "Install time no longer available"],
    [{ date: "not-a-date", slotTime: "Morning" }, 400, "Please select a time slot"],
    [{ date: "2026-12-01", slotTime: "Midnight" }, 400, "Please select a time slot"],
  ])("refuses %j", async (body, status, message) => {
    const response = await book(await newCart(), { installerId, ...body });
    expect(response.statusCode).toBe(status);
    expect(response.json().errorMessage).toBe(message);
  });

  it("builds each shop's schedule from its own opening hours", async () => {
    const days = (await schedule()).map((d) => d.day);
    expect(days).not.toContain("Sunday");
    expect(days).toContain("Saturday");
    // Sunrise Tire Pros opens on Sundays; Hollywood Auto Care closes on weekends.
    const sunrise = await schedule(await shopId("FL-FTL-002"));
    expect(sunrise.find((d) => d.day === "Sunday")?.slots.map((s) => s.slotTime)).toEqual([
      "Morning",
      "Afternoon",
    ]);
    const hollywood = (await schedule(await shopId("FL-HOL-004"))).map((d) => d.day);
    expect(hollywood).not.toContain("Saturday");
    expect(hollywood).not.toContain("Sunday");
  });

  it("books only slots in the shop's schedule: not on a closed day, not after closing", async () => {
    const first = (await schedule())[0]?.date ?? "";
    const sunday = nextWeekday(first, 0);
    const saturday = nextWeekday(first, 6);
    const refused = { errorMessage: INSTALL_TIME_UNAVAILABLE, code: "SLOT_UNAVAILABLE" };
    // Las Olas keeps the default week: closed on Sundays, closing at 4 PM on Saturdays.
    const closedDay = await book(await newCart(), {
      installerId,
      date: sunday,
      slotTime: "Afternoon",
    });
    expect([closedDay.statusCode, closedDay.json()]).toEqual([409, refused]);
    const evening = await book(await newCart(), {
      installerId,
      date: saturday,
      slotTime: "Evening",
    });
    expect([evening.statusCode, evening.json()]).toEqual([409, refused]);
    const hollywood = await shopId("FL-HOL-004");
    const weekend = await book(await newCart(), {
      installerId: hollywood,
      date: saturday,
      slotTime: "Morning",
    });
    expect(weekend.statusCode).toBe(409);
    // The same Sunday afternoon is open at Sunrise Tire Pros.
    const sunrise = await shopId("FL-FTL-002");
    const open = await book(await newCart(), {
      installerId: sunrise,
      date: sunday,
      slotTime: "Afternoon",
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().cartAppointment).toMatchObject({ date: sunday, slotTime: "Afternoon" });
  });

  it("leaves a closure date out of the schedule and refuses to book it", async () => {
    const biscayne = await shopId("FL-MIA-005");
    const before = await schedule(biscayne);
    const closed = before[3]?.date ?? "";
    await ctx.database.db
      .insert(installerClosures)
      .values([{ installerId: Number(biscayne), date: closed }]);

    const after = await schedule(biscayne);
    expect(after.map((d) => d.date)).toEqual(
      before.map((d) => d.date).filter((date) => date !== closed),
    );
    const refused = await book(await newCart(), {
      installerId: biscayne,
      date: closed,
      slotTime: "Morning",
      isDropOff: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(INSTALL_TIME_UNAVAILABLE);
    // Closures belong to their shop: Las Olas, closed on Sundays like Biscayne, opens that day.
    expect((await schedule()).map((d) => d.date)).toContain(closed);
  });
});
