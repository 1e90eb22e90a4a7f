import { describe, expect, it } from "vitest";
import type { Client, Result } from "../client";
import { memoryStorage } from "../platform";
import type { Slot } from "../schedule/rules";
import { offerSearch } from "./installer-offers";
import { createInstallerShop, NO_INSTALLER_MESSAGE } from "./installer-shop";
import { QUANTITY_MESSAGE } from "./installer-shop-rules";

const tire = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  brand: { label: "Michelin", slug: "michelin" },
  productLine: { name: "Defender2", slug: "defender2" },
  size: "225/50R17",
  priceList: [{ salePriceInCents: 15_000, listPriceInCents: 15_000 }],
  availability: "ProductStatusAvailable",
  isInstallable: true,
  ...overrides,
});

const slot = (date: string, slotTime: Slot["slotTime"], isSlotAvailable = true): Slot => ({
  date,
  day: "Tuesday",
  isDropOff: false,
  isSlotAvailable,
  slotTime,
  startTime: "1:00",
  amOrPm: "PM",
  dropOffWindow: null,
});

type Answers = Record<string, unknown>;

const shopAnswers: Answers = {
  "/widget-app-config": { id: "7", name: "Sunrise Tire Pros", logoUrl: null, installerId: "1" },
  "/installers": {
    siteInstallers: {
      siteInstallerList: [{ installerId: "1", priceList: [{ salePriceInCents: 2_500 }] }],
    },
  },
  "/catalog/products": {
    size: { label: "225/50R17" },
    siteCatalogProducts: [
      tire("1"),
      tire("2", { availability: "ProductStatusOutOfStock" }),
      tire("3", { availability: "ProductStatusCallForPricing" }),
    ],
    pagination: { total: 3 },
  },
  "/installers/{installerId}/schedule": {
    siteInstallerSchedule: {
      scheduleDays: [
        { date: "2026-11-24", day: "Tuesday", slots: [slot("2026-11-24", "Morning", false)] },
        {
          date: "2026-11-25",
          day: "Wednesday",
          slots: [slot("2026-11-25", "Morning"), slot("2026-11-25", "Evening")],
        },
      ],
    },
  },
};

/** Answers by path from a table; `hold` keeps a path's answers until released, in call order. */
function tableClient(answers: Answers, hold?: string) {
  const held: Array<(result: Result<unknown>) => void> = [];
  const client = {
    request({ path }: { path: string }): Promise<Result<unknown>> {
      if (path === hold) return new Promise((resolve) => held.push(resolve));
      if (!(path in answers)) {
        return Promise.resolve({
          isSuccess: false,
          error: { code: "NotFound", message: "Not here", statusCode: 404 },
        });
      }
      return Promise.resolve({ isSuccess: true, statusCode: 200, data: answers[path] });
    },
    getToken: async () => undefined,
  } as unknown as Client;
  return { client, held };
}

function shopWith(answers: Answers = shopAnswers, hold?: string) {
  const { client, held } = tableClient(answers, hold);
  const shop = createInstallerShop(client, {
    storage: memoryStorage(),
    logger: { error: () => {}, warn: () => {} },
    partner: { identifier: "installer-widget", subDomain: "sunrise-tire-pros" },
    storeOrigin: "https://shop.example",
  });
  return { shop, held };
}

describe("installer shop store", () => {
  it("says so when the partner has no shop to book at", async () => {
    const { shop } = shopWith({
      ...shopAnswers,
      "/widget-app-config": { id: "7", name: "Sunrise", logoUrl: null, installerId: null },
    });
    await shop.load("33301");
    expect(shop.$shop.get()).toEqual({ status: "error", message: NO_INSTALLER_MESSAGE });
  });

  it("books only tires that can be booked, and opens the shop's first day with a free slot", async () => {
    const { shop } = shopWith();
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    expect(shop.$pricedOffers.get().map((o) => [o.product.productId, o.bookable])).toEqual([
      ["1", true],
      ["2", false],
      ["3", false],
    ]);
    expect(shop.$pricedOffers.get().map((o) => o.tirePriceInCents)).toEqual([15_000, 15_000, null]);

    await shop.choose("2");
    expect(shop.$step.get()).toBe("offers");
    await shop.choose("1");
    expect(shop.$step.get()).toBe("schedule");
    expect(shop.$day.get()).toBe("2026-11-25");
  });

  it("refuses a full slot, and forgets the slot when another day is chosen", async () => {
    const { shop } = shopWith();
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    await shop.choose("1");
    shop.selectSlot(slot("2026-11-24", "Morning", false));
    expect(shop.$slot.get()).toBeNull();
    const evening = slot("2026-11-25", "Evening");
    shop.selectSlot(evening);
    expect(shop.$slot.get()).toEqual(evening);
    shop.selectDay("2026-11-25");
    expect(shop.$slot.get()).toEqual(evening);
    shop.selectDay("2026-11-24");
    expect(shop.$slot.get()).toBeNull();
  });

  it("keeps the last good quantity and explains a bad one", async () => {
    const { shop } = shopWith();
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    shop.setQuantity("2");
    expect(shop.$quantity.get()).toBe(2);
    shop.setQuantity("12");
    expect(shop.$quantity.get()).toBe(2);
    expect(shop.$quantityError.get()).toBe(QUANTITY_MESSAGE);
    shop.setQuantity(4);
    expect(shop.$quantityError.get()).toBeNull();
  });

  it("goes back a step at a time: schedule to offers, cart to offers, offers to search", async () => {
    const { shop } = shopWith();
    await shop.load("33301");
    await shop.showCart();
    shop.back();
    // No search yet: back from the cart is the search.
    expect(shop.$step.get()).toBe("search");
    await offerSearch(shop).search({ size: "225/50R17" });
    await shop.choose("1");
    shop.back();
    expect(shop.$step.get()).toBe("offers");
    await shop.showCart();
    shop.back();
    expect(shop.$step.get()).toBe("offers");
    shop.back();
    expect(shop.$step.get()).toBe("search");
  });

  it("keeps only the newest search's answer", async () => {
    const { shop, held } = shopWith(shopAnswers, "/catalog/products");
    await shop.load("33301");
    const older = offerSearch(shop).search({ size: "205/55R16" });
    const newer = offerSearch(shop).search({ size: "225/50R17" });
    held[1]?.({ isSuccess: true, statusCode: 200, data: shopAnswers["/catalog/products"] });
    await newer;
    held[0]?.({
      isSuccess: true,
      statusCode: 200,
      data: { ...(shopAnswers["/catalog/products"] as object), siteCatalogProducts: [] },
    });
    await older;
    const offers = shop.$offers.get();
    expect(offers.status === "done" && offers.query.size).toBe("225/50R17");
    expect(shop.$pricedOffers.get()).toHaveLength(3);
  });
});
