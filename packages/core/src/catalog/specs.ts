import { parseTireSize } from "./size";
import { overallDiameterInches } from "./size-diameter";
import { isSpeedRating, loadIndexLbs, speedRatingMph } from "./size-ratings";

/** Figures a product page shows, derived from the size and service description. */
export function productSpecs(product: { size: string; loadIndex: string; speedRating: string }) {
  const size = parseTireSize(product.size);
  const single = Number.parseInt(product.loadIndex.split("/")[0] ?? "", 10);
  return {
    loadCapacityLbs: Number.isFinite(single) ? loadIndexLbs(single) : null,
    maxSpeedMph: isSpeedRating(product.speedRating) ? speedRatingMph(product.speedRating) : null,
    overallDiameterInches: size ? Math.round(overallDiameterInches(size) * 10) / 10 : null,
  };
}
