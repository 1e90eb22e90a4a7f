export { getTireSizeListing, type TireSizeListingParams } from "./api";
export { CATEGORY_NAMES, categoryName } from "./categories";
export { brandPathSlug, brandSlugFromPath, productHref, slugify, tireSizeHref } from "./links";
export * from "./schemas";
export {
  type FlotationTireSize,
  formatTireSize,
  type MetricTireSize,
  normaliseTireSizeSlug,
  parseTireSize,
  type TireSize,
  tireSizeSlug,
} from "./size";
