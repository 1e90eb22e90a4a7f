import {
  type CatalogProduct,
  categoryName,
  formatTireSize,
  parseTireSize,
  productHref,
  type TireSizeListing,
  type TireSizeListingQuery,
  tireSizeSlug,
} from "@treadkit/core/catalog";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { findProductsBySize, type ProductRow } from "./catalog.repository";

export const INVALID_SIZE_MESSAGE = "Please enter a valid tire size, for example 225/50R17";

function reshapeProduct(row: ProductRow): CatalogProduct {
  const name = `${row.brandName} ${row.lineName}`;
  return {
    productId: String(row.id),
    brand: { label: row.brandName, slug: row.brandSlug },
    name: row.lineName,
    productLine: { name: row.lineName, slug: row.lineSlug },
    size: row.sizeLabel,
    loadIndex: row.loadIndex,
    speedRating: row.speedRating,
    categoryName: categoryName(row.categoryId),
    type: row.tireType as CatalogProduct["type"],
    imageList: [
      {
        type: "SiteCatalogProductImage",
        view: "sidewall",
        src: `/media/tires/${encodeURIComponent(row.sku)}.svg`,
        altText: `${name} ${row.sizeLabel}`,
      },
    ],
    priceList: [{ salePriceInCents: row.salePriceCents, listPriceInCents: row.listPriceCents }],
    link: { href: productHref(row.brandSlug, row.lineSlug, String(row.id)) },
    minQuantityAllowedForCart: row.minQuantityAllowedForCart,
    curationType: null,
    availability: row.availability as CatalogProduct["availability"],
    isInstallable: row.isInstallable,
  };
}

/** Tires of one size, for the size page and the size search. */
export async function listTiresBySize(
  db: Db,
  query: TireSizeListingQuery,
): Promise<TireSizeListing> {
  const size = parseTireSize(query.size);
  if (!size) throw badRequest(INVALID_SIZE_MESSAGE, "INVALID_TIRE_SIZE");
  const slug = tireSizeSlug(size);
  const { rows, total } = await findProductsBySize(db, slug, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    sort: query.sort,
  });
  return {
    // The P prefix is dropped: the listing holds P-metric and Euro-metric tires alike.
    size: {
      label: formatTireSize(size.kind === "metric" ? { ...size, prefix: "" } : size),
      slug,
      rimDiameter: size.rimDiameter,
    },
    siteCatalogProducts: rows.map(reshapeProduct),
    pagination: { page: query.page, pageSize: query.pageSize, total },
  };
}
