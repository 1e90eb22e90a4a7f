export { searchTypeahead, type TypeaheadParams } from "./api";
export {
  GUIDED_QUESTIONS,
  type GuidedAnswers,
  guidedAnswersFrom,
  guidedCategory,
  guidedShoppingHref,
} from "./guided";
export {
  addSearchHistory,
  clearSearchHistory,
  getSearchHistory,
  type SearchHistoryEntry,
} from "./history-api";
export { type PromotionPill, type PromotionPillType, promotionPills } from "./promotion-pills";
export * from "./rules";
export * from "./schemas";
export {
  FRONT_SIZE_INVALID,
  REAR_SIZE_INVALID,
  type SizeSearch,
  sizeSearchTarget,
} from "./size-search";
export {
  createSearchOverlay,
  OVERLAY_HISTORY_MARKER,
  type OverlayHistory,
  type SearchInput,
  type SearchOverlay,
  type SearchOverlayOptions,
  type SearchOverlayState,
} from "./store";
export * from "./trigram";
export * from "./vehicle-query";
