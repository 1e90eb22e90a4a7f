export {
  ageInMonths,
  FRESH_STOCK_MONTHS,
  isFresh,
  madeInLabel,
  newerFirst,
  type ProductionWeek,
  productionMonday,
  productionWeekOf,
  REPLACE_AFTER_YEARS,
  tireAgeWarning,
} from "./age";
export {
  DOT_PROBLEM_MESSAGES,
  type DotCode,
  type DotProblem,
  type DotReading,
  readDotCode,
} from "./dot";
export { explainTireSpec, explainUtqg, type SidewallPart } from "./explain";
export { makerOfBrand, TIRE_MAKERS, type TireMaker } from "./makers";
