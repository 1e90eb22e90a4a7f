/**
 * The installer widget's offers priced out the door: each tire's set for the chosen quantity at
 * the widget's shop, quoted by the server through the cart's own pricing (fees and sales tax
 * included), so that what an offer shows is what the cart of it then totals. Only the offers'
 * and schedule's parts import this module: it stays out of the widget's first load.
 */
import { atom, onMount, type ReadableAtom } from "nanostores";
import type { InstalledSet } from "../catalog/installed-set";
import { getInstalledSets } from "../catalog/installed-set-api";
import { MAX_INSTALLED_SET_PRODUCTS } from "../catalog/installed-set-limits";
import type { InstallerShop } from "./installer-shop";
import { tireSalePrice } from "./installer-shop-rules";

export type OfferQuotes =
  /** `sets`: those quoted already, while the offers shown since are asked for. */
  | { status: "loading"; sets?: Record<string, InstalledSet> }
  /** By product id; a tire the shop cannot sell installed has none. */
  | { status: "done"; sets: Record<string, InstalledSet> }
  | { status: "error"; message: string };

const quoted = new WeakMap<InstallerShop, ReadableAtom<OfferQuotes>>();

/** Ids in calls of at most `size`, as the quote call takes them. */
function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The quotes of the shop's offers: the offers shown are quoted in one call (a call per
 * MAX_INSTALLED_SET_PRODUCTS), those shown later ("Show more") in another, and all again when
 * the quantity (or the shop) changes; a call overtaken by a newer one is aborted. Calls are made
 * while the store is listened to. One store per widget.
 */
export function offerQuotes(shop: InstallerShop): ReadableAtom<OfferQuotes> {
  const known = quoted.get(shop);
  if (known) return known;
  const $quotes = atom<OfferQuotes>({ status: "loading" });
  let asked = "";
  // The sets quoted where `quotedWhere` says (ZIP, shop, quantity).
  let sets: Record<string, InstalledSet> = {};
  let quotedWhere = "";
  let calling: AbortController | null = null;

  const ask = () => {
    const offers = shop.$offers.get();
    const state = shop.$shop.get();
    if (offers.status !== "done" || state.status !== "ready") return;
    const productIds = offers.products
      .filter((product) => tireSalePrice(product) !== null)
      .map((product) => product.productId);
    const where = {
      userZip: state.zip,
      installerId: state.installer.installerId,
      quantity: shop.$quantity.get(),
    };
    const key = JSON.stringify([productIds, where]);
    if (key === asked) return;
    asked = key;
    calling?.abort();
    calling = null;
    const whereKey = JSON.stringify(where);
    if (whereKey !== quotedWhere) {
      sets = {};
      quotedWhere = whereKey;
    }
    const missing = productIds.filter((id) => !(id in sets));
    if (missing.length === 0) return $quotes.set({ status: "done", sets });
    const controller = new AbortController();
    calling = controller;
    const kept = Object.keys(sets).length > 0 ? { sets } : {};
    $quotes.set({ status: "loading", ...kept });
    void Promise.all(
      batches(missing, MAX_INSTALLED_SET_PRODUCTS).map((ids) =>
        getInstalledSets(shop.client, ids, where, controller.signal),
      ),
    ).then((results) => {
      if (controller.signal.aborted) return;
      calling = null;
      const failed = results.find((result) => !result.isSuccess);
      if (failed && !failed.isSuccess) {
        // Asked again on the next change, or when the offers show again.
        asked = "";
        return $quotes.set({ status: "error", message: failed.error.message });
      }
      const added = results.flatMap((result) =>
        result.isSuccess ? result.data.installedSets : [],
      );
      sets = { ...sets, ...Object.fromEntries(added.map((set) => [set.productId, set])) };
      $quotes.set({ status: "done", sets });
    });
  };

  onMount($quotes, () => {
    const stops = [shop.$offers, shop.$shop, shop.$quantity].map((store) => store.listen(ask));
    ask();
    return () => {
      for (const stop of stops) stop();
      calling?.abort();
      calling = null;
      asked = "";
    };
  });
  quoted.set(shop, $quotes);
  return $quotes;
}
