/**
 * The installer widget's tire search: the shop's offers a page at a time, in the catalogue's
 * order (best match, as the storefront lists them, unless the shopper picks the lowest price
 * first), in one season when the shopper picks one. The order is the catalogue's: nothing here
 * sorts. Only the steps' part imports this module: it stays out of the widget's first load.
 */
import { getCatalogListing } from "../catalog/api";
import { DEFAULT_LISTING_SORT } from "../catalog/listing-order";
import { failedState } from "./failures";
import type { InstallerShop, OfferListing, OffersState, TireQuery } from "./installer-shop";
import { getJudgedListing } from "./tire-fit";

type DoneOffers = Extract<OffersState, { status: "done" }>;

/** Offers listed a page at a time: the shop's own site shows a short list, "Show more" the next. */
export const OFFERS_LIMIT = 6;

/** The orders a shopper can list offers in, as the storefront names them. */
export const OFFER_SORTS = [
  { value: "best-match", label: "Best match" },
  { value: "price-asc", label: "Price: Low to High" },
] as const satisfies readonly { value: OfferListing["sort"]; label: string }[];

export const DEFAULT_OFFER_LISTING: OfferListing = { sort: DEFAULT_LISTING_SORT, category: null };

/** The catalogue request for a page of offers: the order is asked for, never made here. */
export function offersRequest(query: TireQuery, listing: OfferListing, page: number) {
  return {
    ...query.fitment,
    size: query.size,
    ...(query.vehicleId === undefined ? {} : { fitVehicleId: query.vehicleId }),
    ...(listing.category === null ? {} : { category: [listing.category] }),
    sort: listing.sort,
    page,
    pageSize: OFFERS_LIMIT,
  };
}

const searches = new WeakMap<InstallerShop, ReturnType<typeof createOfferSearch>>();

/** The shop's tire search; one per widget. */
export function offerSearch(shop: InstallerShop) {
  let known = searches.get(shop);
  if (!known) {
    known = createOfferSearch(shop);
    searches.set(shop, known);
  }
  return known;
}

function createOfferSearch(shop: InstallerShop) {
  const { client, $offers, $step } = shop;
  let searching: AbortController | null = null;

  /**
   * Tires of a size (or a vehicle's size), the first page in the order and season asked for, and
   * for a vehicle the verdict on each one's fit (kept for the later pages and orders): by
   * default the last search's order, and its season when the size is the same (another size
   * comes in other seasons). A new search replaces the one in flight.
   */
  async function search(query: TireQuery, listing?: OfferListing): Promise<void> {
    searching?.abort();
    const controller = new AbortController();
    searching = controller;
    const current = $offers.get();
    const previous = "listing" in current ? current.listing : DEFAULT_OFFER_LISTING;
    const sameSize = "query" in current && current.query.size === query.size;
    const applied = listing ?? (sameSize ? previous : { ...previous, category: null });
    $offers.set({ status: "loading", query, listing: applied });
    const result = await getJudgedListing(
      client,
      offersRequest(query, applied, 1),
      controller.signal,
    );
    if (controller.signal.aborted) return;
    searching = null;
    $offers.set(
      result.isSuccess
        ? {
            status: "done",
            query,
            sizeLabel: result.data.listing.size?.label ?? query.size,
            products: result.data.listing.siteCatalogProducts,
            total: result.data.listing.pagination.total,
            page: 1,
            listing: applied,
            seasons: result.data.listing.facets?.categories ?? [],
            fit: result.data.fit,
            busy: null,
            failed: null,
          }
        : { ...failedState(result.error), query, listing: applied },
    );
    if (result.isSuccess) $step.set("offers");
  }

  /**
   * The offers again in another order or season, from the first page; those shown stay until
   * the new ones come, and stay if they do not.
   */
  async function listOffers(change: Partial<OfferListing>): Promise<void> {
    const shown = $offers.get();
    if (shown.status === "idle") return;
    const listing = { ...shown.listing, ...change };
    if (shown.status !== "done") return search(shown.query, listing);
    await nextPage({ ...shown, listing, busy: "relist", failed: null }, shown, 1);
  }

  /** The next page, after the offers shown ("Show more"); a tire listed already is not repeated. */
  async function moreOffers(): Promise<void> {
    const shown = $offers.get();
    if (shown.status !== "done" || shown.busy || shown.products.length >= shown.total) return;
    await nextPage({ ...shown, busy: "more", failed: null }, shown, shown.page + 1);
  }

  /** A page for the offers `asking` lists (page 1 replaces them); on failure, back to `before`. */
  async function nextPage(asking: DoneOffers, before: DoneOffers, page: number): Promise<void> {
    searching?.abort();
    const controller = new AbortController();
    searching = controller;
    $offers.set(asking);
    const result = await getCatalogListing(
      client,
      offersRequest(asking.query, asking.listing, page),
      controller.signal,
    );
    if (controller.signal.aborted) return;
    searching = null;
    if (!result.isSuccess) {
      $offers.set({ ...before, busy: null, failed: result.error.message });
      return;
    }
    const earlier = page === 1 ? [] : asking.products;
    const listed = new Set(earlier.map((product) => product.productId));
    $offers.set({
      ...asking,
      products: [
        ...earlier,
        ...result.data.siteCatalogProducts.filter((product) => !listed.has(product.productId)),
      ],
      total: result.data.pagination.total,
      page,
      ...(page === 1 ? { seasons: result.data.facets?.categories ?? [] } : {}),
      busy: null,
      failed: null,
    });
  }

  return { search, listOffers, moreOffers };
}
