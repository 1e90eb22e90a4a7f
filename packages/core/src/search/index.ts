export { searchTypeahead, type TypeaheadParams } from "./api";
export * from "./rules";
export * from "./schemas";
export {
  createSearchOverlay,
  OVERLAY_HISTORY_MARKER,
  type OverlayHistory,
  type SearchOverlayState,
} from "./store";
