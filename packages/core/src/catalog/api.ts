import type { Client, Result } from "../client";
import { type TireSizeListing, tireSizeListingSchema } from "./schemas";

export type TireSizeListingParams = {
  size: string;
  page?: number;
  pageSize?: number;
  sort?: "price-asc" | "price-desc" | "name";
};

/** GET /catalog/products?size=… : the tires of one size. */
export function getTireSizeListing(
  client: Client,
  params: TireSizeListingParams,
  signal?: AbortSignal,
): Promise<Result<TireSizeListing>> {
  return client.request({
    path: "/catalog/products",
    query: { ...params },
    schema: tireSizeListingSchema,
    signal,
  });
}
