import { lazyPart } from "@treadkit/ui/lazy-part";
import type { SizeChoicesProps } from "./SizeChoices";

/**
 * A line's or the finder's sizes, with quantity and add to cart: a chunk of its own, fetched
 * with the sizes the shopper asked for (the lines list is what a brand's page shows first).
 */
export const SizeChoices = lazyPart<SizeChoicesProps>(
  () => import("./SizeChoices").then((module) => ({ default: module.SizeChoices })),
  <p className="tk-notice">Loading sizes…</p>,
);
