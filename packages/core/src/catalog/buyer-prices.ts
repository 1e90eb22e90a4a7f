import { buyerPrice, priceLabel, type UserType } from "../session/rules";

type Priced = { priceList: { salePriceInCents: number; listPriceInCents: number }[] };

/**
 * A listing as a signed-in buyer sees it: each tire at the buyer kind's price (session/rules.ts
 * buyerPrice, the price the cart will charge), the retail price kept as the list price it is
 * compared with, and the buyer's price label. A retail buyer's listing is returned unchanged.
 * Sorting by price is unaffected: a buyer kind takes the same share off every tire.
 */
export function listingForBuyer<
  P extends Priced,
  L extends { siteCatalogProducts: P[]; rearSiteCatalogProducts: P[] },
>(listing: L, userType: UserType): L & { priceLabel?: string } {
  const label = priceLabel(userType);
  if (!label) return listing;
  const reprice = (product: P): P => ({
    ...product,
    priceList: product.priceList.map((price) => ({
      salePriceInCents: buyerPrice(price.salePriceInCents, userType),
      listPriceInCents: Math.max(price.listPriceInCents, price.salePriceInCents),
    })),
  });
  return {
    ...listing,
    siteCatalogProducts: listing.siteCatalogProducts.map(reprice),
    rearSiteCatalogProducts: listing.rearSiteCatalogProducts.map(reprice),
    priceLabel: label,
  };
}

/** A product page as a signed-in buyer sees it: the tire at their price, with their label. */
export function productForBuyer<D extends { siteProduct: Priced }>(
  detail: D,
  userType: UserType,
): D & { priceLabel?: string } {
  const priced = listingForBuyer(
    { siteCatalogProducts: [detail.siteProduct], rearSiteCatalogProducts: [] },
    userType,
  );
  if (!priced.priceLabel) return detail;
  return {
    ...detail,
    siteProduct: priced.siteCatalogProducts[0] ?? detail.siteProduct,
    priceLabel: priced.priceLabel,
  };
}
