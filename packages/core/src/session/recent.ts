import type { CatalogProduct } from "../catalog/schemas";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { type RECENT_SOURCES, recentSearchResponseSchema } from "./schemas";

export type RecentSource = (typeof RECENT_SOURCES)[number];

/** The visit date of a recent view, yyyy-MM-dd in the shopper's own calendar (storefront.md §3). */
export function visitDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** POST /users/recent-search: remembers that the session viewed a tire. */
export function recordRecentView(
  client: Client,
  view: { itemId: string; source: RecentSource; dateOfVisit: string },
): Promise<Result<null>> {
  return client.request({ method: "POST", path: "/users/recent-search", query: { ...view } });
}

/** GET /users/recent-search: the session's recently viewed tires, newest first. */
export function getRecentTires(
  client: Client,
  query: { source?: RecentSource; size?: string } = {},
): Promise<Result<{ data: CatalogProduct[] }>> {
  return client.request({
    path: "/users/recent-search",
    query: { ...query },
    schema: RESPONSE_CHECKS ? recentSearchResponseSchema : undefined,
  });
}

/** What a product page lists as recently viewed: the others, newest first, at most `limit`. */
export function recentlyViewedBesides(
  products: readonly CatalogProduct[],
  productId: string,
  limit = 6,
): CatalogProduct[] {
  return products.filter((product) => product.productId !== productId).slice(0, limit);
}
