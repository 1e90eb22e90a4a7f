export { cameraProblem, SCAN_MESSAGES, SCAN_TEXTS, type ScanProblem } from "./messages";
export {
  type Circle,
  fitCircle,
  type Gray,
  grayOf,
  type PreparedSidewall,
  prepareSidewall,
  READ_SIZE,
  type Strip,
  type TextRing,
  textLines,
  unroll,
} from "./prepare";
export {
  decideReading,
  type ReadLine,
  type ReadWord,
  readSidewallLines,
  type SidewallReading,
  SURE_SPEC_CONFIDENCE,
  specOfLine,
} from "./read";
