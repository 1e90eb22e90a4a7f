export {
  type CatalogListingParams,
  getCatalogLines,
  getCatalogListing,
  getProductDetail,
} from "./api";
export { listingForBuyer, productForBuyer } from "./buyer-prices";
export { type CardBadge, type CardPrice, cardBadges, cardPrice, deliveryEstimate } from "./card";
export {
  isCatalogueRoute,
  parseProductHash,
  productHash,
  productLinkWithHash,
  startsCatalogueSearch,
} from "./catalogue-search";
export {
  CATEGORY_NAMES,
  categoryBySlug,
  categoryHref,
  categoryName,
  categoryPages,
  TIRE_TYPES,
  tireTypeBySlug,
  tireTypeHref,
} from "./categories";
export {
  parseVehicleId,
  VEHICLE_COOKIE,
  VEHICLE_MAX_AGE_S,
  vehicleHref,
  vehicleIdFromCookie,
  vehicleName,
  vehicleShortName,
} from "./chosen-vehicle";
export {
  type FitmentNote,
  type FitmentTire,
  type FitmentVehicle,
  type FitmentVerdict,
  fitmentVerdict,
} from "./fitment";
export {
  FINANCING_MONTHS,
  FINANCING_RULE,
  INSTALLED_SET_PRODUCTS_MESSAGE,
  INSTALLED_SET_QUANTITY,
  INSTALLED_SET_QUANTITY_MESSAGE,
  type InstalledSet,
  type InstalledSets,
  installedSetQuerySchema,
  installedSetSchema,
  installedSetsQuerySchema,
  installedSetsSchema,
  MAX_INSTALLED_SET_PRODUCTS,
  monthlyPaymentInCents,
} from "./installed-set";
export { getInstalledSet, getInstalledSets, type InstalledSetWhere } from "./installed-set-api";
export { type InstalledSetLabel, installedSetLabel } from "./installed-set-label";
export {
  type LineSizeChoice,
  type LineSizeGroup,
  lineRimSearch,
  lineSizeChoice,
  lineSizeGroups,
  lineSizesByRim,
  type RimSizes,
  rimLabel,
  serviceDescription,
} from "./line-sizes";
export {
  brandPathSlug,
  brandSlugFromPath,
  INVALID_SIZE_MESSAGE,
  productHref,
  slugify,
  tireSizeHref,
  vehicleMakeHref,
  vehicleModelHref,
} from "./links";
export { type FilteredListing, getFilteredListing } from "./listing-api";
export {
  activeFilterCount,
  applicableFilters,
  type FilterChip,
  filterChips,
  LIGHT_TRUCK_LABEL,
  LISTING_PARAM_KEYS,
  LISTING_SORTS,
  type ListingFilters,
  type ListingScope,
  type ListingSort,
  type ListingState,
  LOAD_INDEX_FLOORS,
  listingRequest,
  listingSearch,
  listingSearchParams,
  NO_FILTERS,
  openFilterGroups,
  parseListingParams,
  priceRangeHints,
} from "./listing-filters";
export {
  type Crumb,
  type LinkGroup,
  listingBreadcrumbs,
  listingName,
  productBreadcrumbs,
  relatedListings,
  type ScopeLabels,
  scopeLabels,
} from "./listing-links";
export {
  BEST_MATCH_PRIOR_MEAN,
  BEST_MATCH_PRIOR_WEIGHT,
  bestMatchRating,
  bestMatchVehicleId,
  DEFAULT_LISTING_SORT,
  IN_STOCK_AVAILABILITIES,
  isInStock,
  OUT_OF_STOCK_RANK,
  rankByFit,
  STOCK_RANK,
} from "./listing-order";
export {
  diameterScope,
  listingPath,
  type TypeOrCategory,
  typeOrCategoryBySlug,
  typeOrCategoryName,
} from "./listing-paths";
export { leadingBrands, POPULAR_VEHICLES, popularVehicleLinks } from "./popular";
export {
  dealsForProduct,
  productDescription,
  productRecommendation,
} from "./product-page";
export * from "./schemas";
export {
  canonicalTireSizeHref,
  type FlotationTireSize,
  formatTireSize,
  isLightTruckSize,
  lightTruckSearch,
  type MetricTireSize,
  normaliseTireSizeSlug,
  parseTireSize,
  parseTireSizeSlug,
  type TireSize,
  tireSizePageHref,
  tireSizeSlug,
} from "./size";
export {
  type AlternateSize,
  alternateSizes,
  DEFAULT_DIAMETER_TOLERANCE_PERCENT,
  diameterDifferencePercent,
  overallDiameterInches,
  withinDiameterTolerance,
} from "./size-diameter";
export { type DiameterSlug, diameterSlug, isTireSizePath, parseDiameterSlug } from "./size-paths";
export {
  effectiveSpeedRating,
  isSpeedRating,
  loadCapacityKg,
  loadIndexKg,
  loadIndexLbs,
  SPEED_RATINGS,
  type SpeedRating,
  speedRatingMph,
  speedRatingRank,
} from "./size-ratings";
export {
  formatTireSpec,
  isLightTruckSpec,
  isPassengerSpec,
  type LoadRange,
  parseTireSpec,
  type TireSpec,
} from "./size-spec";
export {
  checkSubstitution,
  PASSENGER_ON_LIGHT_TRUCK_DERATING,
  type SubstitutionCheck,
} from "./size-substitution";
export { productSpecGroups, type SpecGroup } from "./spec-groups";
export { productSpecs } from "./specs";
export {
  breadcrumbStructuredData,
  PRICE_VALID_DAYS,
  type ProductOfferTerms,
  priceValidUntil,
  productStructuredData,
  productSummary,
} from "./structured-data";
export {
  getAllVehicleYears,
  getVehicle,
  getVehicleMakes,
  getVehicleModels,
  getVehicleTrims,
  getVehicleYears,
} from "./vehicle-api";
export * from "./vehicles";
export {
  type SiteYouTubeVideo,
  siteYouTubeVideoSchema,
  YOUTUBE_EMBED_ORIGIN,
  YOUTUBE_VIDEO_ID_PATTERN,
  youTubeEmbedSrc,
} from "./video";
