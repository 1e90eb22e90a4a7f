import { randomUUID } from "node:crypto";
import { INSTALL_TIME_NEEDS_SHOP_MESSAGE, INSTALL_TIME_UNAVAILABLE } from "@treadkit/core/schedule";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_NOW } from "../../testing/clock";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { HOME } from "../../testing/orders";
import { installers } from "../installers/installers.schema";
import { slotHolds } from "./schedule.schema";

type Slot = { date: string; slotTime: string; isDropOff: boolean; isSlotAvailable: boolean };
type Day = { date: string; day: string; slots: Slot[] };

/**
 * Install times on each shop's own clock, the public holidays, and holds with a life: a cart
 * holds one place for a while, gives it back when it moves, is deleted or lets the hold run
 * out; an order keeps its place until it is cancelled, once.
 */
describe.each(testDatabaseKinds())("install holds on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  const shops: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
    const rows = await ctx.database.db
      .select({ id: installers.id, code: installers.code })
      .from(installers)
      .where(
        sql`${installers.code} like 'FL-%' or ${installers.code} like 'TX-%' or ${installers.code} like 'CA-%'`,
      );
    for (const row of rows) shops[row.code] = String(row.id);
  });
  afterAll(async () => ctx?.close());
  beforeEach(() => ctx.clock.set(TEST_NOW));

  const LAS_OLAS = () => shops["FL-FTL-001"] as string;
  const inject = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => {
    const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const schedule = async (installerId: string) =>
    (await inject("GET", `/api/installers/${installerId}/schedule`)).body.siteInstallerSchedule
      .scheduleDays as Day[];
  const newCart = async (extra: object = {}) => {
    const created = await inject("POST", "/api/cart-summary", {
      productId: tire,
      quantity: { front: 4 },
      email: "hold@example.com",
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body.siteCart.id as string;
  };
  /** Chooses the shop for the cart (holding nothing), then the time. */
  const book = async (cartId: string, installerId: string, slot: Omit<Slot, "isSlotAvailable">) => {
    const shop = await inject("PUT", `/api/checkout/cart-shipping?cartId=${cartId}`, {
      shippingOption: "installer",
      installerId,
    });
    if (shop.status !== 200) return shop;
    return inject("POST", `/api/checkout/cart-appointment?cartId=${cartId}`, {
      installerId,
      date: slot.date,
      slotTime: slot.slotTime,
      isDropOff: slot.isDropOff,
    });
  };
  const appointment = async (cartId: string) =>
    (await inject("GET", `/api/checkout/cart-appointment?cartId=${cartId}`)).body.cartAppointment;
  /** Live places per slot of one shop, from the holders themselves. */
  const placesIn = async (installerId: string, date: string, slotTime: string) => {
    const now = ctx.clock();
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(slotHolds)
      .where(
        and(
          eq(slotHolds.installerId, Number(installerId)),
          eq(slotHolds.slotKey, `${date}|${slotTime}|timed`),
          or(isNotNull(slotHolds.orderId), sql`${slotHolds.heldUntil} > ${now}`),
        ),
      );
    return row?.n ?? 0;
  };
  /** A weekday slot some days ahead at Las Olas, on a day no other test books. */
  const slotOn = async (dayIndex: number, slotTime = "Afternoon") => {
    const day = (await schedule(LAS_OLAS()))
      .slice(dayIndex)
      .find((d) => d.slots.some((s) => s.slotTime === slotTime && !s.isDropOff)) as Day;
    return { date: day.date, slotTime, isDropOff: false };
  };
  const placeInstalledOrder = async (cartId: string) => {
    const total = (await inject("GET", `/api/cart-summary?cartId=${cartId}`)).body.siteCart
      .cartSummary.totalInCents;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/checkout/orders",
      headers: { "idempotency-key": `hold-${randomUUID()}` },
      payload: {
        cartId,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}:card-Visa-1111` },
        expectedTotalInCents: total,
      },
    });
    return { status: response.statusCode, body: response.json() };
  };

  describe("each shop's own clock", () => {
    const firstDay = async (code: string) => (await schedule(shops[code] as string))[0] as Day;
    // 05:30 UTC on Wednesday 25 November: still Tuesday the 24th, 9:30 PM, in Los Angeles, but
    // already Wednesday, 12:30 AM, in Fort Lauderdale.
    const AT = "2026-11-25T05:30:00Z";

    it("counts the days the tires take from the shop's own date, not UTC's", async () => {
      ctx.clock.set(AT);
      // Four business days, Thanksgiving not counted: from Tuesday, Tuesday 1 December; from
      // Wednesday, Wednesday 2 December.
      expect((await firstDay("CA-LA-010")).date).toBe("2026-12-01");
      expect((await firstDay("FL-FTL-001")).date).toBe("2026-12-02");
      // In Austin (Central) it is 11:30 PM, still Tuesday.
      expect((await firstDay("TX-AUS-008")).date).toBe("2026-12-01");
    });

    it("books by the shop's clock and says how long the hold lasts in the shop's time", async () => {
      ctx.clock.set(AT);
      const slot = { date: "2026-12-01", slotTime: "Evening", isDropOff: false };
      const booked = await book(await newCart(), shops["CA-LA-010"] as string, slot);
      expect(booked.status).toBe(200);
      expect(booked.body.cartAppointment).toMatchObject({
        date: "2026-12-01",
        startTime: "5:00",
        amOrPm: "PM",
        installer: { timeZone: "America/Los_Angeles" },
        hold: { heldUntilTime: "9:50 PM", expired: false },
      });
      // The same day is too early for a Fort Lauderdale shop, whose date is a day on.
      const east = await book(await newCart(), LAS_OLAS(), slot);
      expect(east.status).toBe(409);
    });
  });

  describe("holidays", () => {
    // Thursday 10 December: the first install day is Wednesday the 16th, the last 8 January.
    const DECEMBER = "2026-12-10T15:00:00Z";

    it("offers no install time on Christmas Day or New Year's Day, and refuses to book them", async () => {
      ctx.clock.set(DECEMBER);
      for (const code of ["FL-FTL-001", "FL-FTL-002", "TX-AUS-008"]) {
        const dates = (await schedule(shops[code] as string)).map((d) => d.date);
        expect(dates, code).toContain("2026-12-24");
        expect(dates, code).not.toContain("2026-12-25");
        expect(dates, code).not.toContain("2027-01-01");
        expect(dates, code).toContain("2026-12-31");
      }
      const refused = await book(await newCart(), LAS_OLAS(), {
        date: "2026-12-25",
        slotTime: "Morning",
        isDropOff: true,
      });
      expect(refused).toEqual({
        status: 409,
        body: { errorMessage: INSTALL_TIME_UNAVAILABLE, code: "SLOT_UNAVAILABLE" },
      });
    });

    it("opens on a holiday the shop says it opens on", async () => {
      ctx.clock.set(DECEMBER);
      const id = shops["FL-HOL-004"] as string;
      await ctx.database.db
        .update(installers)
        .set({ openOnHolidays: ["christmasDay"] })
        .where(eq(installers.id, Number(id)));
      const dates = (await schedule(id)).map((d) => d.date);
      expect(dates).toContain("2026-12-25");
      expect(dates).not.toContain("2027-01-01");
      const booked = await book(await newCart(), id, {
        date: "2026-12-25",
        slotTime: "Morning",
        isDropOff: false,
      });
      expect(booked.status).toBe(200);
    });
  });

  describe("a hold's life", () => {
    it("holds the place for 20 minutes and says until when, on the shop's clock", async () => {
      const cartId = await newCart();
      const booked = await book(cartId, LAS_OLAS(), await slotOn(3));
      expect(booked.status).toBe(200);
      // 15:00 UTC is 10 AM in Fort Lauderdale: held until 10:20 AM.
      const hold = booked.body.cartAppointment.hold;
      expect(hold).toMatchObject({ heldUntilTime: "10:20 AM", expired: false });
      const minutes = (Date.parse(hold.heldUntil) - TEST_NOW.getTime()) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(20);
      expect(minutes).toBeLessThan(21);
    });

    it("holds one place per cart: moving frees the old one in the same step", async () => {
      const [a, b] = [await slotOn(4, "Morning"), await slotOn(4, "Afternoon")];
      const cartId = await newCart();
      expect((await book(cartId, LAS_OLAS(), a)).status).toBe(200);
      expect(await placesIn(LAS_OLAS(), a.date, "Morning")).toBe(1);
      expect((await book(cartId, LAS_OLAS(), b)).status).toBe(200);
      expect(await placesIn(LAS_OLAS(), a.date, "Morning")).toBe(0);
      expect(await placesIn(LAS_OLAS(), b.date, "Afternoon")).toBe(1);
      // Twenty bookings of one cart at once still leave it one place.
      const days = await schedule(LAS_OLAS());
      const many = days
        .slice(5, 15)
        .flatMap((d) => d.slots.filter((s) => !s.isDropOff).map((s) => ({ ...s })));
      const storm = await Promise.all(many.slice(0, 20).map((s) => book(cartId, LAS_OLAS(), s)));
      expect(storm.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      const held = await ctx.database.db
        .select({ id: slotHolds.id })
        .from(slotHolds)
        .where(eq(slotHolds.cartId, cartId));
      expect(held).toHaveLength(1);
      // The storm's one place may be any of those times; give it back so later tests start clear.
      expect((await inject("DELETE", `/api/cart-summary?cartId=${cartId}`)).status).toBe(204);
    });

    it("gives the place back when the cart is deleted", async () => {
      const slot = await slotOn(5, "Evening");
      const [x, y, z] = [await newCart(), await newCart(), await newCart()];
      expect((await book(x, LAS_OLAS(), slot)).status).toBe(200);
      expect((await book(y, LAS_OLAS(), slot)).status).toBe(200);
      expect((await book(z, LAS_OLAS(), slot)).status).toBe(409);
      expect((await inject("DELETE", `/api/cart-summary?cartId=${x}`)).status).toBe(204);
      expect((await book(z, LAS_OLAS(), slot)).status).toBe(200);
    });

    it("gives the place back when the hold runs out, with no job needed", async () => {
      const slot = await slotOn(6, "Morning");
      const [x, y, z] = [await newCart(), await newCart(), await newCart()];
      await book(x, LAS_OLAS(), slot);
      await book(y, LAS_OLAS(), slot);
      expect((await book(z, LAS_OLAS(), slot)).status).toBe(409);
      ctx.clock.advance(21 * 60_000);
      expect((await appointment(x)).hold.expired).toBe(true);
      const day = (await schedule(LAS_OLAS())).find((d) => d.date === slot.date);
      expect(
        day?.slots.find((s) => s.slotTime === "Morning" && !s.isDropOff)?.isSlotAvailable,
      ).toBe(true);
      expect((await book(z, LAS_OLAS(), slot)).status).toBe(200);
      expect(await placesIn(LAS_OLAS(), slot.date, "Morning")).toBe(1);
    });

    it("keeps an ordered cart's place for the order: the cart can no longer move or free it", async () => {
      const slot = await slotOn(7, "Afternoon");
      const cartId = await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      const placed = await placeInstalledOrder(cartId);
      expect(placed.status).toBe(201);
      ctx.clock.advance(60 * 60_000);
      expect(await placesIn(LAS_OLAS(), slot.date, "Afternoon")).toBe(1);
      const url = `/api/checkout/cart-appointment?cartId=${cartId}`;
      const ordered = { errorMessage: "This cart has already been ordered", code: "CART_ORDERED" };
      expect(await inject("DELETE", url)).toEqual({ status: 409, body: ordered });
      expect(await book(cartId, LAS_OLAS(), await slotOn(7, "Morning"))).toEqual({
        status: 409,
        body: ordered,
      });
      expect(await placesIn(LAS_OLAS(), slot.date, "Afternoon")).toBe(1);
      // Deleting the ordered cart does not free the order's place either.
      await inject("DELETE", `/api/cart-summary?cartId=${cartId}`);
      expect(await placesIn(LAS_OLAS(), slot.date, "Afternoon")).toBe(1);
    });

    it("frees an order's place exactly once, however many cancels race", async () => {
      const slot = await slotOn(8, "Evening");
      const cartId = await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      // Another cart holds the slot's second place.
      await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      const placed = await placeInstalledOrder(cartId);
      expect(placed.status).toBe(201);
      const cancels = await Promise.all(
        Array.from({ length: 8 }, () =>
          inject("POST", `/api/checkout/orders/${placed.body.order.id}/cancel`, {
            email: "hold@example.com",
          }),
        ),
      );
      expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
      expect(cancels.filter((c) => c.status === 409)).toHaveLength(7);
      // The other cart still holds its place: one free, not two.
      expect(await placesIn(LAS_OLAS(), slot.date, "Evening")).toBe(1);
      const [first, second] = [await newCart(), await newCart()];
      expect((await book(first, LAS_OLAS(), slot)).status).toBe(200);
      expect((await book(second, LAS_OLAS(), slot)).status).toBe(409);
    });

    it("takes an expired hold's time again at payment while there is room, and refuses it when full", async () => {
      const slot = await slotOn(9, "Morning");
      const lapsed = await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      const full = await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      ctx.clock.advance(25 * 60_000);
      // Room again: the lapsed cart pays and keeps its time.
      const placed = await placeInstalledOrder(lapsed);
      expect(placed.status).toBe(201);
      expect(placed.body.order.appointment).toMatchObject({ date: slot.date, slotTime: "Morning" });
      // Meanwhile two others took the slot from the second lapsed cart: its order is refused.
      ctx.clock.advance(25 * 60_000);
      expect((await book(await newCart(), LAS_OLAS(), slot)).status).toBe(200);
      const refused = await placeInstalledOrder(full);
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toBe(INSTALL_TIME_UNAVAILABLE);
      expect(await placesIn(LAS_OLAS(), slot.date, "Morning")).toBe(2);
    });
  });

  describe("adding tires with a shop", () => {
    it("adds the tires, the delivery to the shop and its time together", async () => {
      const slot = await slotOn(10, "Afternoon");
      const cartId = await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      const shipping = (await inject("GET", `/api/checkout/cart-shipping?cartId=${cartId}`)).body
        .siteCartShippingResponse;
      expect(shipping).toMatchObject({
        shippingOption: "installer",
        cartShipping: { installerId: LAS_OLAS(), phone: expect.stringMatching(/^\d{10}$/) },
      });
      expect(await appointment(cartId)).toMatchObject({ date: slot.date, slotTime: "Afternoon" });
    });

    it("adds the tires and the shop when the chosen time has just gone, leaving the time to choose", async () => {
      const slot = await slotOn(17, "Evening");
      await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      const full = await placesIn(LAS_OLAS(), slot.date, "Evening");
      const cartId = await newCart();
      const added = await inject("POST", `/api/cart-summary?cartId=${cartId}`, {
        productId: tire,
        quantity: { front: 4 },
        installerId: LAS_OLAS(),
        appointmentTime: slot,
      });
      expect(added.status).toBe(201);
      const cart = added.body.siteCart;
      expect(cart.siteProducts.map((p: { quantity: number }) => p.quantity)).toEqual([8]);
      const shipping = (await inject("GET", `/api/checkout/cart-shipping?cartId=${cartId}`)).body
        .siteCartShippingResponse;
      expect(shipping.cartShipping.installerId).toBe(LAS_OLAS());
      expect(await appointment(cartId)).toBeNull();
      expect(await placesIn(LAS_OLAS(), slot.date, "Evening")).toBe(full);
    });

    it("creates no cart for an unknown shop; a closed day's time is left to choose", async () => {
      const unknown = await inject("POST", "/api/cart-summary", {
        productId: tire,
        quantity: { front: 4 },
        installerId: "999999",
      });
      expect(unknown.status).toBe(404);
      const closed = await inject("POST", "/api/cart-summary", {
        productId: tire,
        quantity: { front: 4 },
        installerId: LAS_OLAS(),
        appointmentTime: { date: "2026-11-26", slotTime: "Morning", isDropOff: true },
      });
      expect(closed.status).toBe(201);
      expect(await appointment(closed.body.siteCart.id)).toBeNull();
    });

    it("holds nothing for a shop chosen without a time, and never picks one", async () => {
      const cartId = await newCart({ installerId: LAS_OLAS(), zip: "33301" });
      expect(await appointment(cartId)).toBeNull();
      const holds = await ctx.database.db
        .select()
        .from(slotHolds)
        .where(eq(slotHolds.cartId, cartId));
      expect(holds).toEqual([]);
      // Choosing the shop again, as checkout does, holds nothing either.
      const again = await inject("PUT", `/api/checkout/cart-shipping?cartId=${cartId}`, {
        shippingOption: "installer",
        installerId: LAS_OLAS(),
      });
      expect(again.status).toBe(200);
      expect(await appointment(cartId)).toBeNull();
    });

    it("keeps a chosen time while the same shop is chosen again, and frees it for another shop", async () => {
      const slot = await slotOn(12, "Morning");
      const cartId = await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      const ship = (installerId: string) =>
        inject("PUT", `/api/checkout/cart-shipping?cartId=${cartId}`, {
          shippingOption: "installer",
          installerId,
        });
      expect((await ship(LAS_OLAS())).status).toBe(200);
      expect(await appointment(cartId)).toMatchObject({ date: slot.date, slotTime: "Morning" });
      expect((await ship(shops["FL-MIA-005"] as string)).status).toBe(200);
      expect(await appointment(cartId)).toBeNull();
      expect(await placesIn(LAS_OLAS(), slot.date, "Morning")).toBe(0);
    });

    it("holds no place for a cart shipped home or to a mobile installer", async () => {
      const slot = await slotOn(13, "Afternoon");
      const cartId = await newCart({ zip: "33301" });
      expect(
        (await inject("PUT", `/api/checkout/cart-shipping?cartId=${cartId}`, HOME)).status,
      ).toBe(200);
      const refused = await inject("POST", `/api/checkout/cart-appointment?cartId=${cartId}`, {
        installerId: LAS_OLAS(),
        date: slot.date,
        slotTime: slot.slotTime,
        isDropOff: slot.isDropOff,
      });
      expect(refused).toEqual({
        status: 409,
        body: { errorMessage: INSTALL_TIME_NEEDS_SHOP_MESSAGE, code: "INSTALL_NOT_CHOSEN" },
      });
      expect(await placesIn(LAS_OLAS(), slot.date, "Afternoon")).toBe(0);
      expect(await appointment(cartId)).toBeNull();
    });

    it("charges installation only while the tires go to the shop", async () => {
      const cartId = await newCart({ installerId: LAS_OLAS(), zip: "33301" });
      const before = (await inject("GET", `/api/cart-summary?cartId=${cartId}`)).body.siteCart;
      expect(before.cartSummary.installationInCents).toBeGreaterThan(0);
      const home = await inject("PUT", `/api/checkout/cart-shipping?cartId=${cartId}`, HOME);
      expect(home.status).toBe(200);
      const after = (await inject("GET", `/api/cart-summary?cartId=${cartId}`)).body.siteCart;
      expect(after.cartSummary.installationInCents).toBe(0);
      expect(after.installerDetails).toBeNull();
      expect(await appointment(cartId)).toBeNull();
      const total = after.cartSummary.totalInCents;
      const placed = await ctx.app.inject({
        method: "POST",
        url: "/api/checkout/orders",
        headers: { "idempotency-key": `home-${randomUUID()}` },
        payload: {
          cartId,
          paymentMethod: "credit",
          payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}:card-Visa-1111` },
          expectedTotalInCents: total,
        },
      });
      expect(placed.statusCode).toBe(201);
      const order = placed.json().order;
      expect(order.amounts.installationInCents).toBe(0);
      expect(order.lines.some((l: { kind: string }) => l.kind === "installation")).toBe(false);
      // The receipt names the card paid with, not the sandbox's test card.
      expect(order.payment).toMatchObject({ cardBrand: "Visa", last4: "1111" });
    });

    it("takes the installation, its delivery and its place off together when the shop is removed", async () => {
      const slot = await slotOn(19, "Afternoon");
      const cartId = await newCart({ installerId: LAS_OLAS(), appointmentTime: slot });
      expect(await placesIn(LAS_OLAS(), slot.date, "Afternoon")).toBe(1);
      // Pointing the cart at another shop does not price the installation at that shop's rate.
      const other = shops["FL-MIA-005"] as string;
      const moved = await inject("PUT", `/api/cart-summary?cartId=${cartId}`, {
        installerId: other,
      });
      const [lasOlas] = await ctx.database.db
        .select({ price: installers.installPricePerTireCents })
        .from(installers)
        .where(eq(installers.id, Number(LAS_OLAS())));
      expect(moved.body.siteCart.cartSummary.installationInCents).toBe(4 * (lasOlas?.price ?? 0));
      const removed = await inject("PUT", `/api/cart-summary?cartId=${cartId}`, {
        removeInstallerId: other,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.siteCart.cartSummary.installationInCents).toBe(0);
      expect(await placesIn(LAS_OLAS(), slot.date, "Afternoon")).toBe(0);
      expect((await inject("GET", `/api/checkout/cart-shipping?cartId=${cartId}`)).status).toBe(
        404,
      );
    });
  });
});
