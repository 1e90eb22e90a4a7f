export { getDeal, getDeals } from "./api";
export {
  DISCOUNT_TYPES,
  type DiscountType,
  dealDatesText,
  dealHref,
  dealListingScope,
  dealNotRunningText,
  dealsOfThemePage,
  discountText,
  isPromotionActive,
  PROMOTION_THEMES,
  type PromotionTheme,
  THEME_LABELS,
  THEME_PAGES,
  type ThemePage,
  themePageOf,
} from "./rules";
export * from "./schemas";
