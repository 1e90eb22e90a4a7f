import { describe, expect, it } from "vitest";
import type { Client, Result } from "../client";
import { memoryStorage } from "../platform";
import { OFFERS_LIMIT, offerSearch } from "./installer-offers";
import { createInstallerShop } from "./installer-shop";

const tire = (productId: string, categoryName: string, salePriceInCents: number) => ({
  productId,
  brand: { label: "Michelin", slug: "michelin" },
  productLine: { name: `Line ${productId}`, slug: `line-${productId}` },
  size: "225/65R17",
  loadIndex: "102",
  speedRating: "H",
  categoryName,
  imageList: [],
  priceList: [{ salePriceInCents, listPriceInCents: salePriceInCents }],
  availability: "ProductStatusAvailable",
  isInstallable: true,
});

/** Fifteen tires in the catalogue's best-match order: dearer all-season tires before winter ones. */
const CATALOGUE = Array.from({ length: 15 }, (_, i) =>
  tire(String(i + 1), i < 8 ? "All Season" : "Winter", 30_000 - i * 1_000),
);

/** The catalogue API as the server pages it; every query asked for is kept. */
function catalogueClient() {
  const asked: Record<string, unknown>[] = [];
  const client = {
    request({ path, query = {} }: { path: string; query?: Record<string, unknown> }) {
      if (path !== "/catalog/products") {
        return Promise.resolve({
          isSuccess: false,
          error: { code: "NotFound", message: "Not here", statusCode: 404 },
        });
      }
      asked.push(query);
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? 24);
      const data = {
        size: { label: "225/65R17" },
        siteCatalogProducts: CATALOGUE.slice((page - 1) * pageSize, page * pageSize),
        facets: {
          categories: [
            { value: "1", label: "All Season", count: 8 },
            { value: "3", label: "Winter", count: 7 },
          ],
        },
        pagination: { page, pageSize, total: CATALOGUE.length },
      };
      return Promise.resolve({ isSuccess: true, statusCode: 200, data } as Result<unknown>);
    },
    getToken: async () => undefined,
  } as unknown as Client;
  return { client, asked };
}

function shopWith() {
  const { client, asked } = catalogueClient();
  const shop = createInstallerShop(client, {
    storage: memoryStorage(),
    logger: { error: () => {}, warn: () => {} },
    partner: { identifier: "installer-widget", subDomain: "sunrise-tire-pros" },
    storeOrigin: "https://shop.example",
  });
  return { shop, asked, search: offerSearch(shop) };
}

const shownIds = (shop: ReturnType<typeof shopWith>["shop"]) => {
  const offers = shop.$offers.get();
  return offers.status === "done" ? offers.products.map((product) => product.productId) : [];
};

describe("installer widget offers", () => {
  it("asks for best match and keeps the catalogue's order, dearer tires first included", async () => {
    const { shop, asked, search } = shopWith();
    await search.search({ size: "225/65R17" });
    expect(asked.at(-1)).toMatchObject({ size: "225/65R17", sort: "best-match", page: 1 });
    expect(shownIds(shop)).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("asks best match to rank by the fit to the vehicle searched for", async () => {
    const { asked, search } = shopWith();
    await search.search({ size: "235/65R17", vehicle: "2019 Honda CR-V EX", vehicleId: 42 });
    expect(asked.at(-1)).toMatchObject({ size: "235/65R17", fitVehicleId: 42 });
  });

  it("lists a vehicle's offers unjudged when the vehicle cannot be read, and a size's unjudged", async () => {
    // The fake API knows no vehicle: the offers come all the same, without a verdict.
    const { shop, search } = shopWith();
    await search.search({ size: "225/65R17", vehicle: "2019 Honda CR-V EX", vehicleId: 42 });
    expect(shop.$pricedOffers.get()).toHaveLength(OFFERS_LIMIT);
    expect(shop.$pricedOffers.get().every((offer) => offer.fit === null)).toBe(true);
    await search.search({ size: "225/65R17" });
    expect(shop.$pricedOffers.get().every((offer) => offer.fit === null)).toBe(true);
  });

  it("shows more: the next page appended after the first, until every tire is listed", async () => {
    const { shop, asked, search } = shopWith();
    await search.search({ size: "225/65R17" });
    await search.moreOffers();
    expect(asked.at(-1)).toMatchObject({ page: 2, pageSize: OFFERS_LIMIT, sort: "best-match" });
    expect(shownIds(shop)).toEqual(CATALOGUE.slice(0, 12).map((t) => t.productId));
    await search.moreOffers();
    expect(shownIds(shop)).toHaveLength(15);
    // Every tire is listed: nothing more is asked for.
    await search.moreOffers();
    expect(asked).toHaveLength(3);
  });

  it("lists again from the first page in the order and season chosen, and keeps them for the size", async () => {
    const { shop, asked, search } = shopWith();
    await search.search({ size: "225/65R17" });
    await search.moreOffers();
    await search.listOffers({ sort: "price-asc", category: 3 });
    expect(asked.at(-1)).toMatchObject({ sort: "price-asc", category: "3", page: 1 });
    const offers = shop.$offers.get();
    expect(offers.status === "done" && offers.seasons.map((s) => s.label)).toEqual([
      "All Season",
      "Winter",
    ]);
    await search.search({ size: "225/65R17" });
    expect(asked.at(-1)).toMatchObject({ sort: "price-asc", category: "3" });
    // Another size comes in other seasons: its search keeps the order, not the season.
    await search.search({ size: "205/55R16" });
    expect(asked.at(-1)).toMatchObject({ sort: "price-asc" });
    expect(asked.at(-1)?.category).toBeUndefined();
  });
});

describe("installer widget offers, when a page does not come", () => {
  it("keeps the offers shown, says why, and asks again on the next try", async () => {
    const { shop, client } = (() => {
      let fail = false;
      const inner = catalogueClient();
      const client = {
        ...inner.client,
        request(request: { path: string }) {
          if (fail) {
            return Promise.resolve({
              isSuccess: false,
              error: { code: "NetworkError", message: "The network failed", statusCode: 0 },
            });
          }
          return inner.client.request(request as never);
        },
      } as unknown as Client;
      const shop = createInstallerShop(client, {
        storage: memoryStorage(),
        logger: { error: () => {}, warn: () => {} },
        partner: { identifier: "installer-widget", subDomain: "sunrise-tire-pros" },
        storeOrigin: "https://shop.example",
      });
      return { shop, client: { failNext: (value: boolean) => (fail = value) } };
    })();
    const search = offerSearch(shop);
    await search.search({ size: "225/65R17" });
    client.failNext(true);
    await search.moreOffers();
    let offers = shop.$offers.get();
    expect(offers.status === "done" && [offers.products.length, offers.failed]).toEqual([
      6,
      "The network failed",
    ]);
    await search.listOffers({ sort: "price-asc" });
    offers = shop.$offers.get();
    expect(offers.status === "done" && [offers.listing.sort, offers.products.length]).toEqual([
      "best-match",
      6,
    ]);
    client.failNext(false);
    await search.moreOffers();
    expect(shownIds(shop)).toHaveLength(12);
  });
});
