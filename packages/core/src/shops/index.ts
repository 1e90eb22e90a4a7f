export { getShopDetail, getShopLanding, getUrbanAreaShops } from "./api";
export {
  clockText,
  openingHoursRows,
  parseUrbanAreaSlug,
  SELECTED_SHOP_COOKIE,
  SELECTED_SHOP_MAX_AGE_S,
  selectedShopFromCookie,
  shopHref,
  shopPathSlug,
  shopRatingText,
  shopServices,
  stateName,
  URBAN_AREA_MAX_SHOPS,
  URBAN_AREA_RADIUS_MILES,
  urbanAreaHref,
  urbanAreaSlug,
} from "./rules";
export * from "./schemas";
export { shopStructuredData } from "./structured-data";
