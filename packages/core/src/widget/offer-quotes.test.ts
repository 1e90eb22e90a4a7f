import { describe, expect, it, vi } from "vitest";
import type { Client, Result } from "../client";
import { memoryStorage } from "../platform";
import { offerSearch } from "./installer-offers";
import { createInstallerShop } from "./installer-shop";
import { offerQuotes } from "./offer-quotes";

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

/** The server's quote of a set: tires, installation, a tire fee and 7% tax, by quantity. */
const set = (productId: string, quantity: number) => {
  const beforeTax = quantity * (15_000 + 2_500) + 200 * quantity;
  return {
    productId,
    quantity,
    installer: { installerId: "1", company: "Las Olas Tire & Auto", distanceMiles: 1.2 },
    totalInCents: beforeTax + Math.round(beforeTax * 0.07),
    taxKnown: true,
  };
};

type Call = { query: Record<string, unknown>; signal: AbortSignal | undefined };

/** The shop's answers, with the quotes held until released, in call order. */
function setup() {
  const calls: Call[] = [];
  const held: Array<(result: Result<unknown>) => void> = [];
  const answers: Record<string, unknown> = {
    "/widget-app-config": { id: "7", name: "Sunrise", logoUrl: null, installerId: "1" },
    "/installers": { siteInstallers: { siteInstallerList: [{ installerId: "1", priceList: [] }] } },
    "/catalog/products": {
      size: { label: "225/50R17" },
      siteCatalogProducts: [
        tire("1"),
        tire("2"),
        tire("3", { availability: "ProductStatusCallForPricing" }),
      ],
      pagination: { total: 3 },
    },
  };
  const client = {
    request(request: { path: string; query?: Record<string, unknown>; signal?: AbortSignal }) {
      if (request.path === "/catalog/installed-sets") {
        calls.push({ query: request.query ?? {}, signal: request.signal });
        return new Promise((resolve) => held.push(resolve));
      }
      if (!(request.path in answers)) {
        return Promise.resolve({
          isSuccess: false,
          error: { code: "NotFound", message: "Not here", statusCode: 404 },
        });
      }
      return Promise.resolve({ isSuccess: true, statusCode: 200, data: answers[request.path] });
    },
    getToken: async () => undefined,
  } as unknown as Client;
  const shop = createInstallerShop(client, {
    storage: memoryStorage(),
    logger: { error: () => {}, warn: () => {} },
    partner: { identifier: "installer-widget", subDomain: "sunrise-tire-pros" },
    storeOrigin: "https://shop.example",
  });
  const answer = (index: number, quantity: number) =>
    held[index]?.({
      isSuccess: true,
      statusCode: 200,
      data: { installedSets: [set("1", quantity), set("2", quantity)] },
    });
  return { shop, calls, held, answer };
}

describe("offer quotes", () => {
  it("asks once for the page of offers, at the shop and its ZIP, for the chosen quantity", async () => {
    const { shop, calls, answer } = setup();
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    const $quotes = offerQuotes(shop);
    expect(offerQuotes(shop)).toBe($quotes);
    const stop = $quotes.listen(() => {});
    // The tire sold on request has no price to quote.
    expect(calls.map((call) => call.query)).toEqual([
      { productIds: "1,2", userZip: "33301", installerId: "1", quantity: 4 },
    ]);
    expect($quotes.get()).toEqual({ status: "loading" });
    answer(0, 4);
    await vi.waitFor(() => expect($quotes.get().status).not.toBe("loading"));
    const quotes = $quotes.get();
    expect(quotes.status === "done" && quotes.sets["1"]?.totalInCents).toBe(
      set("1", 4).totalInCents,
    );
    stop();
  });

  it("asks again when the quantity changes, dropping the answer it overtook", async () => {
    const { shop, calls, held, answer } = setup();
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    const $quotes = offerQuotes(shop);
    const stop = $quotes.listen(() => {});
    shop.setQuantity("2");
    expect(calls.map((call) => call.query.quantity)).toEqual([4, 2]);
    expect(calls[0]?.signal?.aborted).toBe(true);
    answer(1, 2);
    answer(0, 4);
    await vi.waitFor(() => expect($quotes.get().status).not.toBe("loading"));
    const quotes = $quotes.get();
    expect(quotes.status === "done" && quotes.sets["2"]).toMatchObject({
      quantity: 2,
      totalInCents: set("2", 2).totalInCents,
    });
    // The same quantity again asks nothing more.
    shop.setQuantity(2);
    expect(calls).toHaveLength(2);
    held.length = 0;
    stop();
  });

  it("quotes only the offers shown since (Show more), keeping the quotes it has meanwhile", async () => {
    const { shop, calls, held, answer } = setup();
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    const $quotes = offerQuotes(shop);
    const stop = $quotes.listen(() => {});
    answer(0, 4);
    await vi.waitFor(() => expect($quotes.get().status).toBe("done"));
    const offers = shop.$offers.get();
    if (offers.status !== "done") throw new Error("no offers");
    shop.$offers.set({ ...offers, products: [...offers.products, tire("4") as never], page: 2 });
    expect(calls.at(-1)?.query).toMatchObject({ productIds: "4", quantity: 4 });
    const meanwhile = $quotes.get();
    expect(meanwhile.status === "loading" && meanwhile.sets?.["1"]?.quantity).toBe(4);
    held[1]?.({
      isSuccess: true,
      statusCode: 200,
      data: { installedSets: [set("4", 4)] },
    });
    await vi.waitFor(() => expect($quotes.get().status).toBe("done"));
    const quotes = $quotes.get();
    expect(quotes.status === "done" && Object.keys(quotes.sets).sort()).toEqual(["1", "2", "4"]);
    stop();
  });

  it("says why when the quotes could not be had", async () => {
    const { shop, held } = setup();
    await shop.load("33301");
    await offerSearch(shop).search({ size: "225/50R17" });
    const $quotes = offerQuotes(shop);
    const stop = $quotes.listen(() => {});
    held[0]?.({
      isSuccess: false,
      error: { code: "NetworkError", message: "The network failed", statusCode: 0 },
    } as unknown as Result<unknown>);
    await vi.waitFor(() => expect($quotes.get().status).not.toBe("loading"));
    expect($quotes.get()).toEqual({ status: "error", message: "The network failed" });
    stop();
  });
});
