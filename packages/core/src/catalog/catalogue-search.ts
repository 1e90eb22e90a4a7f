import { DB_ID_PATTERN } from "../validation/ids";
import { normaliseTireSizeSlug } from "./size";

/**
 * Catalogue routes: the pages whose tires come from a search of the catalogue (sizes, brands,
 * vehicles, categories, types, deals, reviews). A navigation to one that is not shallow (its path
 * changes, not only its query or hash) is a new catalogue search (storefront.md §2).
 */
const CATALOGUE_ROUTE = /^\/(?:tire-sizes|brands|vehicles|categories|types|tire-deals)(?:\/|$)/;

export function isCatalogueRoute(pathname: string): boolean {
  return CATALOGUE_ROUTE.test(pathname);
}

/** Whether moving from one path to the next starts a new catalogue search. */
export function startsCatalogueSearch(previous: string | null, next: string): boolean {
  return previous !== null && previous !== next && isCatalogueRoute(next);
}

/**
 * A product page's hash: the item and its size (storefront.md §2), so a page that switches
 * sizes in place keeps a link to the size shown. "#itemid=123&tireSize=225-50r17".
 */
export function productHash(itemId: string, sizeSlug: string): string {
  return `#itemid=${encodeURIComponent(itemId)}&tireSize=${encodeURIComponent(sizeSlug)}`;
}

/**
 * A listing's link to a tire's page, with the item and its size in the hash; `search` carries
 * what the page needs to know of the listing (a staggered fitment's `?rearSize=`).
 */
export function productLinkWithHash(
  product: { productId: string; size: string; link: { href: string } },
  search = "",
): string {
  const slug = normaliseTireSizeSlug(product.size);
  const hash = slug ? productHash(product.productId, slug) : "";
  return `${product.link.href}${search}${hash}`;
}

/** The item and size a product page's hash names; null when it names none. */
export function parseProductHash(hash: string): { itemId: string; tireSize: string | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const itemId = params.get("itemid");
  if (!itemId || !DB_ID_PATTERN.test(itemId)) return null;
  return { itemId, tireSize: params.get("tireSize") };
}
