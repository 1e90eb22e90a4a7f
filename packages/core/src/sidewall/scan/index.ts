export { cameraProblem, SCAN_MESSAGES, SCAN_TEXTS, type ScanProblem } from "./messages";
export {
  type Circle,
  fitCircle,
  type Gray,
  grayOf,
  prepareSidewall,
  READ_SIZE,
  type Strip,
  type TextRing,
  textLines,
  unroll,
} from "./prepare";
export {
  MIN_LINE_CONFIDENCE,
  type ReadLine,
  readSidewallLines,
  type SidewallReading,
  specOfLine,
} from "./read";
