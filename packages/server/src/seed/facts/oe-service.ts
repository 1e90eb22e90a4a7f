/**
 * The original-equipment service description of a vehicle's tire size ("94V", "121/118S"), which
 * the fitment rules compare a replacement against. The fitment facts give sizes only, so the data
 * set derives it: the load index is the size's standard one (the lowest the size families give,
 * as carmakers fit standard-load tires unless the size is only made Extra Load), and the speed
 * rating is the one carmakers commonly fit to a size of that profile.
 */
import { parseTireSize } from "@treadkit/core/catalog";
import { SIZE_FAMILIES } from "./sizes";
import type { SizeFact } from "./types";

const FACTS_BY_SIZE = new Map<string, SizeFact[]>();
for (const family of Object.values(SIZE_FAMILIES)) {
  for (const fact of family.sizes) {
    FACTS_BY_SIZE.set(fact.size, [...(FACTS_BY_SIZE.get(fact.size) ?? []), fact]);
  }
}

/** Speed rating by aspect ratio: low profiles go on faster cars, tall ones on trucks and SUVs. */
function oeSpeedRating(aspectRatio: number): string {
  if (aspectRatio <= 35) return "Y";
  if (aspectRatio <= 40) return "W";
  if (aspectRatio <= 55) return "V";
  if (aspectRatio <= 65) return "H";
  return "T";
}

/** "94V" for 235/45R18; "" when the size families do not know the size. */
export function oeServiceDescription(label: string): string {
  const facts = FACTS_BY_SIZE.get(label);
  const size = parseTireSize(label);
  if (!facts?.length || !size) return "";
  if (size.kind === "flotation") return `${facts[0]?.loadIndex}R`;
  if (size.prefix === "LT") return `${facts[0]?.loadIndex}S`;
  const single = Math.min(...facts.map((fact) => Number(fact.loadIndex.split("/")[0])));
  return `${single}${oeSpeedRating(size.aspectRatio)}`;
}
