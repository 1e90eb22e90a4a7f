import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type ShopDetail,
  type ShopLanding,
  shopDetailSchema,
  shopLandingSchema,
  type UrbanAreaShops,
  urbanAreaResponseSchema,
} from "./schemas";

/** GET /tire-shops: the states and cities that have shops. */
export function getShopLanding(client: Client, signal?: AbortSignal): Promise<Result<ShopLanding>> {
  return client.request({
    path: "/tire-shops",
    schema: RESPONSE_CHECKS ? shopLandingSchema : undefined,
    signal,
  });
}

/** GET /tire-shops/areas/{urbanArea}: the shops in and near a city, nearest its centre first. */
export function getUrbanAreaShops(
  client: Client,
  urbanArea: string,
  signal?: AbortSignal,
): Promise<Result<UrbanAreaShops>> {
  return client.request({
    path: "/tire-shops/areas/{urbanArea}",
    pathParams: { urbanArea },
    schema: RESPONSE_CHECKS ? urbanAreaResponseSchema : undefined,
    signal,
  });
}

/** GET /tire-shops/shops/{shopCode}: one shop's detail. */
export function getShopDetail(
  client: Client,
  shopCode: string,
  signal?: AbortSignal,
): Promise<Result<ShopDetail>> {
  return client.request({
    path: "/tire-shops/shops/{shopCode}",
    pathParams: { shopCode },
    schema: RESPONSE_CHECKS ? shopDetailSchema : undefined,
    signal,
  });
}
