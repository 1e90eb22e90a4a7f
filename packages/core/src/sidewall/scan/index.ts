export { cameraProblem, SCAN_MESSAGES, SCAN_TEXTS, type ScanProblem } from "./messages";
export { type PreparedSidewall, prepareSidewall, READ_SIZE, type Strip } from "./prepare";
export {
  decideReading,
  type ReadLine,
  type ReadWord,
  readSidewallLines,
  type SidewallReading,
  SURE_SPEC_CONFIDENCE,
  specOfLine,
} from "./read";
