import {
  APPOINTMENT_MARKER_COOKIE,
  createCartStore,
  SHIPPING_MARKER_COOKIE,
} from "@treadkit/core/cart";
import { createClient } from "@treadkit/core/client";
import { createDeliveryStore } from "@treadkit/core/delivery";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { injectFetch } from "../../web/inject-fetch";

type Listed = { installerId: string; isMobileInstall: boolean };

// The core delivery store against the real server: the installer flows of checkout.md §4.
describe("delivery store against the server", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  let shop: Listed;
  let mobile: Listed;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
    tire = await tireInStock(ctx.app);
    const list = async (query: string) =>
      (
        await ctx.app.inject({ method: "GET", url: `/api/installers?userZip=33301&${query}` })
      ).json().siteInstallers.siteInstallerList as Listed[];
    const [firstShop] = await list("mobileInstall=false&limit=1");
    const [firstMobile] = await list("mobileInstall=true&limit=1");
    if (!firstShop || !firstMobile)
      throw new Error("the data set needs a shop and a mobile installer near 33301");
    shop = firstShop;
    mobile = firstMobile;
  });
  afterAll(async () => ctx?.close());

  /** The stores over the real app; `intercept` may answer a request before the server does. */
  function stores(intercept?: (request: { method: string; url: string }) => Response | null) {
    const storage = memoryStorage();
    const errors: string[] = [];
    const logger = { error: (m: string) => void errors.push(m), warn: () => {} };
    const serve = injectFetch(ctx.app);
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const url = input instanceof Request ? input.url : String(input);
      const answer = intercept?.({ method, url });
      return answer ?? serve(input, init);
    };
    const client = createClient({
      baseUrls: { main: "http://shop.test/api" },
      platform: createPlatform({ fetch, storage, logger }),
    });
    const cart = createCartStore(client, { storage, logger });
    return {
      cart,
      delivery: createDeliveryStore(client, { storage, logger, cart }),
      storage,
      errors,
    };
  }

  const get = async (path: string) => (await ctx.app.inject({ method: "GET", url: path })).json();

  it("adds to cart with a shop: installer and shipping from the shop, and no time not chosen", async () => {
    const { cart, delivery, storage } = stores();
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 4, rear: 0 } },
      shop,
    );
    const id = cart.$cart.get()?.id;
    expect(cart.$cart.get()?.installerDetails?.installerId).toBe(shop.installerId);
    expect(delivery.$shipping.get()?.cartShipping.installerId).toBe(shop.installerId);
    expect((await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment).toBeNull();
    expect(delivery.$appointment.get()).toBeNull();
    expect(storage.get(SHIPPING_MARKER_COOKIE)).toBe("1");
    expect(storage.get(APPOINTMENT_MARKER_COOKIE)).toBeNull();
  });

  it("adds to cart with a shop and the time the shopper chose, together", async () => {
    const { cart, delivery, storage } = stores();
    const schedule = await get(`/api/installers/${shop.installerId}/schedule`);
    const slot = schedule.siteInstallerSchedule.scheduleDays[2].slots.find(
      (s: { isDropOff: boolean; isSlotAvailable: boolean }) => s.isDropOff && s.isSlotAvailable,
    );
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 4, rear: 0 } },
      shop,
      slot,
    );
    const id = cart.$cart.get()?.id;
    const booked = (await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment;
    expect(booked).toMatchObject({ date: slot.date, isDropOff: true, slotTime: slot.slotTime });
    expect(delivery.$appointment.get()).toEqual(booked);
    expect(storage.get(APPOINTMENT_MARKER_COOKIE)).toBe("1");
  });

  it("books no appointment for a mobile installer", async () => {
    const { cart, delivery, storage } = stores();
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 4, rear: 0 }, zip: "33301" },
      mobile,
    );
    const id = cart.$cart.get()?.id;
    expect(delivery.$shipping.get()?.cartShipping.installer).toEqual({
      installerId: mobile.installerId,
      isMobileInstall: true,
    });
    expect((await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment).toBeNull();
    expect(storage.get(APPOINTMENT_MARKER_COOKIE)).toBeNull();
  });

  it("puts the installer on a cart that already existed", async () => {
    const { cart, delivery } = stores();
    await cart.addToCart({ productId: tire, quantity: { front: 2, rear: 0 } });
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 2, rear: 0 } },
      shop,
    );
    expect(cart.$cart.get()?.installerDetails?.installerId).toBe(shop.installerId);
    expect(cart.$cartCount.get()).toBe(4);
  });

  it("installs the tires already in the cart at a shop chosen afterwards, without adding more", async () => {
    const { cart, delivery, storage } = stores();
    await cart.addToCart({ productId: tire, quantity: { front: 4, rear: 0 } });
    await delivery.installAt(shop);
    const id = cart.$cart.get()?.id;
    expect(cart.$cart.get()?.installerDetails?.installerId).toBe(shop.installerId);
    expect(cart.$cartCount.get()).toBe(4);
    expect(cart.$cart.get()?.cartSummary.installationInCents).toBeGreaterThan(0);
    expect(delivery.$shipping.get()?.cartShipping.installerId).toBe(shop.installerId);
    // No time is held until the shopper chooses one.
    expect((await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment).toBeNull();
    expect(storage.get(APPOINTMENT_MARKER_COOKIE)).toBeNull();
  });

  it("removes the installer, its shipping and appointment, a 404 on either counting as success", async () => {
    const { cart, delivery, storage, errors } = stores();
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 4, rear: 0 } },
      shop,
    );
    const id = cart.$cart.get()?.id;
    await ctx.app.inject({ method: "DELETE", url: `/api/checkout/cart-shipping?cartId=${id}` });
    await delivery.removeInstaller(shop.installerId);
    expect(errors).toEqual([]);
    expect(cart.$cart.get()?.installerDetails).toBeNull();
    expect((await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment).toBeNull();
    expect(delivery.$shipping.get()).toBeNull();
    expect(storage.get(SHIPPING_MARKER_COOKIE)).toBeNull();
    expect(storage.get(APPOINTMENT_MARKER_COOKIE)).toBeNull();
  });

  it("creates the appointment when its update answers 404", async () => {
    let refusedPut = false;
    const { cart, delivery } = stores((request) => {
      if (request.method === "PUT" && request.url.includes("/checkout/cart-appointment")) {
        refusedPut = true;
        return Response.json({ errorMessage: "Appointment not found" }, { status: 404 });
      }
      return null;
    });
    const schedule = await get(`/api/installers/${shop.installerId}/schedule`);
    const early = schedule.siteInstallerSchedule.scheduleDays[1].slots.find(
      (s: { isDropOff: boolean }) => !s.isDropOff,
    );
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 4, rear: 0 } },
      shop,
      early,
    );
    const first = delivery.$appointment.get();
    expect(first).not.toBeNull();
    const later = schedule.siteInstallerSchedule.scheduleDays[3].slots.find(
      (s: { isDropOff: boolean }) => !s.isDropOff,
    );
    await delivery.book(shop.installerId, later);
    expect(refusedPut).toBe(true);
    const id = cart.$cart.get()?.id;
    const stored = (await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment;
    expect(stored).toMatchObject({ date: later.date, slotTime: later.slotTime, isDropOff: false });
    expect(stored).not.toEqual(first);
  });

  it("updates the appointment when its creation fails", async () => {
    let refusedPost = false;
    const { cart, delivery } = stores((request) => {
      if (request.method === "POST" && request.url.includes("/checkout/cart-appointment")) {
        refusedPost = true;
        return Response.json({ errorMessage: "Server busy" }, { status: 503 });
      }
      return null;
    });
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 4, rear: 0 } },
      shop,
    );
    const schedule = await get(`/api/installers/${shop.installerId}/schedule`);
    const slot = schedule.siteInstallerSchedule.scheduleDays[2].slots[0];
    await delivery.book(shop.installerId, slot);
    expect(refusedPost).toBe(true);
    const id = cart.$cart.get()?.id;
    expect(
      (await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment,
    ).toMatchObject({ date: slot.date, slotTime: slot.slotTime, isDropOff: slot.isDropOff });
  });

  /** Fills a slot of the shop with other carts, so that it has no room left. */
  async function fillSlot(slot: { date: string; slotTime: string; isDropOff: boolean }) {
    for (let taken = 0; ; taken += 1) {
      const other = await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: { productId: tire, quantity: { front: 4 }, installerId: shop.installerId },
      });
      expect(other.statusCode).toBe(201);
      const booked = await ctx.app.inject({
        method: "POST",
        url: `/api/checkout/cart-appointment?cartId=${other.json().siteCart.id}`,
        payload: { installerId: shop.installerId, ...slot },
      });
      if (booked.statusCode === 409) return taken;
      expect(booked.statusCode).toBe(200);
    }
  }

  it("adds the tires and the shop when the chosen time was just taken, leaving the time to choose", async () => {
    const { cart, delivery } = stores();
    await cart.addToCart({ productId: tire, quantity: { front: 4, rear: 0 } });
    const schedule = await get(`/api/installers/${shop.installerId}/schedule`);
    const slot = schedule.siteInstallerSchedule.scheduleDays[4].slots.find(
      (s: { isDropOff: boolean }) => !s.isDropOff,
    );
    const chosen = { date: slot.date, slotTime: slot.slotTime, isDropOff: false };
    expect(await fillSlot(chosen)).toBeGreaterThan(0);
    await delivery.addToCartWithInstaller(
      { productId: tire, quantity: { front: 4, rear: 0 } },
      shop,
      chosen,
    );
    expect(cart.$cartCount.get()).toBe(8);
    const id = cart.$cart.get()?.id;
    const stored = await get(`/api/cart-summary?cartId=${id}`);
    expect(stored.siteCart.installerDetails?.installerId).toBe(shop.installerId);
    expect((await get(`/api/checkout/cart-appointment?cartId=${id}`)).cartAppointment).toBeNull();
    expect(delivery.$appointment.get()).toBeNull();
  });
});
