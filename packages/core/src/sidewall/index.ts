export {
  ageInMonths,
  FRESH_STOCK_MONTHS,
  isFresh,
  madeInLabel,
  madeInWeeksLabel,
  newerFirst,
  type ProductionWeek,
  productionMonday,
  productionWeekOf,
  REPLACE_AFTER_YEARS,
  type Shelf,
  shelfOrder,
  tireAgeWarning,
  unitsToTake,
  weeksOf,
} from "./age";
export {
  DOT_PROBLEM_MESSAGES,
  type DotCode,
  type DotProblem,
  type DotReading,
  readDotCode,
} from "./dot";
export { explainTireSpec, explainUtqg, type SidewallPart } from "./explain";
export {
  type ReplacementFilters,
  replacementFilters,
  replacementListingHref,
  SIDEWALL_SCAN_PATH,
  scannedSize,
  sidewallHref,
} from "./listing";
export { makerOfBrand, TIRE_MAKERS, type TireMaker } from "./makers";
export { confirmedSearch, type ScannedSize } from "./scanned";
