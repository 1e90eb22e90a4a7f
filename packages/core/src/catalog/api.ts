import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type CatalogLines,
  type CatalogListing,
  type CatalogSort,
  catalogLinesSchema,
  catalogListingSchema,
  type ProductDetail,
  productDetailSchema,
  type TireType,
} from "./schemas";

/** What a caller may pass; lists travel comma-separated. */
export type CatalogListingParams = {
  size?: string;
  rearSize?: string;
  vehicleId?: number;
  rimDiameter?: number;
  /** Section width in millimetres (metric and LT sizes): 225. */
  width?: number;
  brand?: string[];
  line?: string;
  type?: TireType;
  category?: number[];
  speedRating?: string[];
  minLoadIndex?: number;
  runFlat?: boolean;
  lightTruck?: boolean;
  minPriceInCents?: number;
  maxPriceInCents?: number;
  deals?: boolean;
  page?: number;
  pageSize?: number;
  sort?: CatalogSort;
  /** The shopper's vehicle: best match ranks the tires that fit it first. */
  fitVehicleId?: number;
};

/** GET /catalog/products: tires by size, vehicle, brand, line, type, category or deals. */
export function getCatalogListing(
  client: Client,
  { brand, category, speedRating, ...params }: CatalogListingParams,
  signal?: AbortSignal,
): Promise<Result<CatalogListing>> {
  return client.request({
    path: "/catalog/products",
    query: {
      ...params,
      brand: brand?.join(","),
      category: category?.join(","),
      speedRating: speedRating?.join(","),
    },
    schema: RESPONSE_CHECKS ? catalogListingSchema : undefined,
    signal,
  });
}

/** GET /catalog/products/{productId}: one tire with its specs, stock and the line's other sizes. */
export function getProductDetail(
  client: Client,
  productId: string,
  signal?: AbortSignal,
): Promise<Result<ProductDetail>> {
  return client.request({
    path: "/catalog/products/{productId}",
    pathParams: { productId },
    schema: RESPONSE_CHECKS ? productDetailSchema : undefined,
    signal,
  });
}

/** GET /catalog/lines: a brand's product lines with their sizes, or only `line` among them. */
export function getCatalogLines(
  client: Client,
  params: { brand: string; line?: string },
  signal?: AbortSignal,
): Promise<Result<CatalogLines>> {
  return client.request({
    path: "/catalog/lines",
    query: params,
    schema: RESPONSE_CHECKS ? catalogLinesSchema : undefined,
    signal,
  });
}
