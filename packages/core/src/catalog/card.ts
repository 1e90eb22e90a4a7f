import { DELIVERY_BUSINESS_DAYS } from "../order/rules";
import type { Availability, CatalogProduct } from "./schemas";

/** What a listing card says of a tire's price: each, the set, and the saving on the list price. */
export type CardPrice = {
  eachInCents: number;
  /** The list price, shown struck through, when the tire sells below it. */
  listInCents: number | null;
  /** The set the card's button adds (four tires), at the sale price. */
  setQuantity: number;
  setInCents: number;
  /** The saving on the set, when there is one. */
  setSavingInCents: number | null;
};

export function cardPrice(product: CatalogProduct, setQuantity: number): CardPrice | null {
  const price = product.priceList[0];
  if (!price) return null;
  const saving = price.listPriceInCents - price.salePriceInCents;
  return {
    eachInCents: price.salePriceInCents,
    listInCents: saving > 0 ? price.listPriceInCents : null,
    setQuantity,
    setInCents: price.salePriceInCents * setQuantity,
    setSavingInCents: saving > 0 ? saving * setQuantity : null,
  };
}

export type CardBadge = { kind: "deal" | "info"; label: string };

/** The badges of a listing card: a deal first, then what the tire is built as. */
export function cardBadges(product: CatalogProduct): CardBadge[] {
  const price = product.priceList[0];
  const badges: CardBadge[] = [];
  if (price && price.listPriceInCents > price.salePriceInCents) {
    const percent = Math.floor(
      ((price.listPriceInCents - price.salePriceInCents) * 100) / price.listPriceInCents,
    );
    badges.push({ kind: "deal", label: percent >= 1 ? `Save ${percent}%` : "Deal" });
  }
  if (product.isRunFlat) badges.push({ kind: "info", label: "Run-flat" });
  if (product.isExtraLoad) badges.push({ kind: "info", label: "XL" });
  if (product.isFreshStock) badges.push({ kind: "info", label: "Fresh stock" });
  return badges;
}

/** When a tire reaches the shopper, from its stock: none while it is not sold from stock. */
export function deliveryEstimate(availability: Availability): string | null {
  if (
    availability !== "ProductStatusAvailable" &&
    availability !== "ProductStatusAvailableVolatile"
  )
    return null;
  return `Free delivery in ${DELIVERY_BUSINESS_DAYS.min}–${DELIVERY_BUSINESS_DAYS.max} business days`;
}
