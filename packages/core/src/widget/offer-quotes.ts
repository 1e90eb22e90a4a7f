/**
 * The installer widget's offers priced out the door: each tire's set for the chosen quantity at
 * the widget's shop, quoted by the server through the cart's own pricing (fees and sales tax
 * included), so that what an offer shows is what the cart of it then totals. Only the offers'
 * and schedule's parts import this module: it stays out of the widget's first load.
 */
import { atom, onMount, type ReadableAtom } from "nanostores";
import type { InstalledSet } from "../catalog/installed-set";
import { getInstalledSets } from "../catalog/installed-set-api";
import type { InstallerShop } from "./installer-shop";
import { tireSalePrice } from "./installer-shop-rules";

export type OfferQuotes =
  | { status: "loading" }
  /** By product id; a tire the shop cannot sell installed has none. */
  | { status: "done"; sets: Record<string, InstalledSet> }
  | { status: "error"; message: string };

const quoted = new WeakMap<InstallerShop, ReadableAtom<OfferQuotes>>();

/**
 * The quotes of the shop's offers, one call for the page of offers and again when the quantity
 * (or the shop, or the offers) changes; a call overtaken by a newer one is aborted. Calls are
 * made while the store is listened to. One store per widget.
 */
export function offerQuotes(shop: InstallerShop): ReadableAtom<OfferQuotes> {
  const known = quoted.get(shop);
  if (known) return known;
  const $quotes = atom<OfferQuotes>({ status: "loading" });
  let asked = "";
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
    if (productIds.length === 0) return $quotes.set({ status: "done", sets: {} });
    const controller = new AbortController();
    calling = controller;
    $quotes.set({ status: "loading" });
    void getInstalledSets(shop.client, productIds, where, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      calling = null;
      if (!result.isSuccess) {
        // Asked again on the next change, or when the offers show again.
        asked = "";
        return $quotes.set({ status: "error", message: result.error.message });
      }
      $quotes.set({
        status: "done",
        sets: Object.fromEntries(result.data.installedSets.map((set) => [set.productId, set])),
      });
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
