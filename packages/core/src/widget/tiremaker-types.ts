/** The tire-maker widget's state, as its store and its lazily loaded actions both read it. */
import type { LineSize, SizeQuery } from "./tiremaker-catalog";

export type Loadable<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; data: T }
  /** `retryable`: asking again may work (offline, a timeout, a server error). */
  | { status: "error"; message: string; retryable?: boolean };

/** What the shopper is told after an action, read by a live region. */
export type Notice = { kind: "info" | "error"; text: string } | null;

export type ChosenShop = { installerId: string; company: string; isMobileInstall: boolean };

/** The line's sizes listed so far: `page` pages of `total`, more on request. */
export type LineSizesPage = { sizes: LineSize[]; total: number; page: number };
/**
 * The size finder's answer: the brand's sizes on a rim (of a width), or a vehicle's size, listed
 * so far: `page` pages of `total`, more on request.
 */
export type FoundSizes = LineSizesPage & { query: SizeQuery };
