import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart as createCart, tireInStock } from "../../testing/fixtures";

describe.each(testDatabaseKinds())("schedules and appointments on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let installerId: string;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const shops = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/installers?userZip=33301&mobileInstall=false",
      })
    ).json();
    installerId = shops.siteInstallers.siteInstallerList[0].installerId;
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const newCart = () => createCart(ctx.app, tire);
  const book = (cartId: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-appointment?cartId=${cartId}`,
      payload: body,
    });
  const schedule = async () =>
    (await ctx.app.inject({ method: "GET", url: `/api/installers/${installerId}/schedule` })).json()
      .siteInstallerSchedule.scheduleDays as {
      date: string;
      slots: { slotTime: string; isDropOff: boolean; isSlotAvailable: boolean }[];
    }[];

  it("answers the installer's schedule for the next 30 days", async () => {
    const days = await schedule();
    expect(days.length).toBeGreaterThan(20);
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
});
