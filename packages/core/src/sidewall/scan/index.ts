export {
  KNOWN_SPEC_RULE,
  type KnownSpecs,
  SPECS_ON_SALE_PATH,
  settleOnKnownSpec,
  specsOnSaleIn,
} from "./known";
export { cameraProblem, SCAN_MESSAGES, SCAN_TEXTS, type ScanProblem } from "./messages";
export {
  type PreparedSet,
  type PreparedSidewall,
  preparingSidewall,
  READ_SIZE,
  type Strip,
} from "./prepare";
export {
  decideReading,
  type LinesReading,
  type ReadLine,
  type ReadWord,
  readSidewallLines,
  type SidewallReading,
  SURE_SPEC_CONFIDENCE,
  specOfLine,
} from "./read";
