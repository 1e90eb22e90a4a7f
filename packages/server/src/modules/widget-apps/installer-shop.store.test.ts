import { CART_ID_COOKIE } from "@treadkit/core/cart";
import type { InstalledSet } from "@treadkit/core/catalog";
import { createClient } from "@treadkit/core/client";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import {
  createInstallerShop,
  type InstallerShop,
  offerQuotes,
  offerSearch,
  SLOT_REQUIRED_MESSAGE,
} from "@treadkit/core/widget";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { injectFetch } from "../../web/inject-fetch";

const STORE = "https://shop.example";
const SUNRISE = { identifier: "installer-widget" as const, subDomain: "sunrise-tire-pros" };

/** The offers' out-the-door quotes once they are in for `quantity` (the store stays listened to). */
function quotesFor(shop: InstallerShop, quantity: number): Promise<Record<string, InstalledSet>> {
  return new Promise((resolve, reject) => {
    offerQuotes(shop).subscribe((quotes) => {
      if (quotes.status === "error") reject(new Error(quotes.message));
      if (quotes.status !== "done") return;
      const sets = Object.values(quotes.sets);
      if (sets.length > 0 && sets.every((set) => set.quantity === quantity)) resolve(quotes.sets);
    });
  });
}

// The installer widget's store against the real server: partner config → its shop → offers
// priced installed there → a slot → the cart with that shop and slot → the checkout link.
describe("installer shop store against the server", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  function shopStore(
    partner: typeof SUNRISE | { identifier: "installer-widget"; subDomain: string },
  ) {
    const storage = memoryStorage();
    const logger = { error: () => {}, warn: () => {} };
    const client = createClient({
      baseUrls: { main: "http://shop.test/api" },
      platform: createPlatform({ fetch: injectFetch(ctx.app), storage, logger }),
    });
    return {
      shop: createInstallerShop(client, { storage, logger, partner, storeOrigin: STORE }),
      storage,
    };
  }

  const get = async (path: string) => (await ctx.app.inject({ method: "GET", url: path })).json();

  it("loads the partner's shop, and prices tires with that shop's installation", async () => {
    const { shop } = shopStore(SUNRISE);
    await shop.load("33301");
    const state = shop.$shop.get();
    if (state.status !== "ready") throw new Error(`shop not ready: ${JSON.stringify(state)}`);
    expect(state.config.name).toBe("Sunrise Tire Pros");
    expect(state.installer.installerId).toBe(state.config.installerId);
    const perTire = state.installer.priceList[0]?.salePriceInCents ?? 0;
    expect(perTire).toBeGreaterThan(0);

    await offerSearch(shop).search({ size: "225/50R17" });
    expect(shop.$step.get()).toBe("offers");
    shop.setQuantity("2");
    const sets = await quotesFor(shop, 2);
    const [first] = shop.$pricedOffers.get();
    const sale = first?.product.priceList[0]?.salePriceInCents ?? 0;
    expect(first?.tirePriceInCents).toBe(sale);
    // Out the door at the shop: the tires, its installation, and the fees and tax there.
    const set = sets[first?.product.productId ?? ""];
    expect(set).toMatchObject({
      quantity: 2,
      installer: { installerId: state.installer.installerId },
      productsInCents: 2 * sale,
      installationInCents: 2 * perTire,
      taxKnown: true,
    });
    expect(set?.salesTaxInCents).toBeGreaterThan(0);
  });

  it("books the chosen slot with the tire and hands the cart to the storefront's checkout", async () => {
    const { shop, storage } = shopStore(SUNRISE);
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    const quoted = quotesFor(shop, 4);
    const offer = shop.$pricedOffers.get().find((o) => o.bookable);
    if (!offer) throw new Error("demo data needs a bookable 225/50R17 tire");
    const set = (await quoted)[offer.product.productId];
    await shop.choose(offer.product.productId);
    expect(shop.$step.get()).toBe("schedule");

    // Adding without a slot is refused with the spec's message, and nothing is created.
    expect(await shop.addToCart()).toBeNull();
    expect(shop.$slotError.get()).toBe(SLOT_REQUIRED_MESSAGE);
    expect(shop.cart.$cart.get()).toBeNull();

    const schedule = shop.$schedule.get();
    if (schedule.status !== "done") throw new Error("schedule not loaded");
    // A later, timed slot: not what add-to-cart would pick by default (the first drop-off).
    const slot = schedule.days
      .slice(2)
      .flatMap((d) => d.slots)
      .find((s) => !s.isDropOff && s.isSlotAvailable);
    if (!slot) throw new Error("no free timed slot");
    shop.selectDay(slot.date);
    shop.selectSlot(slot);
    const cart = await shop.addToCart();

    expect(shop.$step.get()).toBe("cart");
    const installerId = (shop.$shop.get() as { installer: { installerId: string } }).installer
      .installerId;
    expect(cart?.installerDetails?.installerId).toBe(installerId);
    // One truth: the offer's out-the-door price is what the cart it made totals, to the cent.
    expect(cart?.cartSummary.tax).not.toBeNull();
    expect(set?.totalInCents).toBeGreaterThan(0);
    expect(cart?.cartSummary).toMatchObject({
      installationInCents: set?.installationInCents,
      tireFeeInCents: set?.tireFeeInCents,
      salesTaxInCents: set?.salesTaxInCents,
      totalInCents: set?.totalInCents,
    });
    const id = cart?.id ?? "";
    expect(storage.get(CART_ID_COOKIE)).toBe(id);

    const appointment = await get(`/api/checkout/cart-appointment?cartId=${id}`);
    expect(appointment.cartAppointment).toMatchObject({
      date: slot.date,
      slotTime: slot.slotTime,
      isDropOff: false,
    });
    const summary = await get(`/api/cart-summary?cartId=${id}`);
    expect(summary.siteCart.siteProducts[0].quantity).toBe(4);

    const href = new URL(shop.$checkoutHref.get() ?? "");
    expect(href.origin + href.pathname).toBe(`${STORE}/checkout/shipping`);
    const config = (shop.$shop.get() as { config: { id: string } }).config;
    expect(Object.fromEntries(href.searchParams)).toEqual({
      cartId: id,
      widgetSource: "installer",
      widgetType: "installer-widget",
      widgetSourceId: config.id,
    });
  });

  it("keeps the cart id for the next visit and shows that cart again", async () => {
    const first = shopStore(SUNRISE);
    await first.shop.load("33301");
    await offerSearch(first.shop).search({ size: "225/50R17" });
    const offer = first.shop.$pricedOffers.get().find((o) => o.bookable);
    await first.shop.choose(offer?.product.productId ?? "");
    const schedule = first.shop.$schedule.get();
    const slot =
      schedule.status === "done"
        ? schedule.days.flatMap((d) => d.slots).find((s) => s.isSlotAvailable)
        : undefined;
    if (!slot) throw new Error("no free slot");
    first.shop.selectSlot(slot);
    const cart = await first.shop.addToCart();

    const client = createClient({
      baseUrls: { main: "http://shop.test/api" },
      platform: createPlatform({ fetch: injectFetch(ctx.app), storage: first.storage }),
    });
    const again = createInstallerShop(client, {
      storage: first.storage,
      logger: { error: () => {}, warn: () => {} },
      partner: SUNRISE,
      storeOrigin: STORE,
    });
    await again.load("33301");
    expect(again.cart.$cart.get()?.id).toBe(cart?.id);
  });

  it("asks for a ZIP when it has none or a bad one, and names an unknown partner", async () => {
    const { shop } = shopStore(SUNRISE);
    await shop.load(null);
    expect(shop.$shop.get()).toEqual({ status: "needs-zip", message: null });
    await shop.load("12ab");
    expect(shop.$shop.get()).toEqual({
      status: "needs-zip",
      message: "Please enter a valid ZIP code",
    });
    // Chicago is out of the Fort Lauderdale shop's reach.
    await shop.load("60657");
    expect(shop.$shop.get()).toMatchObject({ status: "needs-zip" });
    expect((shop.$shop.get() as { message: string }).message).toContain(
      "does not install near 60657",
    );

    const unknown = shopStore({ identifier: "installer-widget", subDomain: "nobody" });
    await unknown.shop.load("33301");
    expect(unknown.shop.$shop.get()).toEqual({
      status: "error",
      message: "No widget is registered for this site",
    });
  });
});
