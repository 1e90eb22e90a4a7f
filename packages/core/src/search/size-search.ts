import { parseTireSize, tireSizePageHref, tireSizeSlug } from "../catalog/size";

export const FRONT_SIZE_INVALID = "Enter a tire size such as 225/50R17";
export const REAR_SIZE_INVALID = "Enter the rear tire size such as 255/40R18, or leave it empty";

export type SizeSearch =
  | { ok: true; href: string }
  | { ok: false; field: "primary" | "secondary"; message: string };

/**
 * Where a size search goes: the front size's page, with the rear size as `rearSize` when the
 * vehicle has a different size on the rear axle (a staggered fitment). A rear size equal to the
 * front one is no rear size.
 */
export function sizeSearchTarget(front: string, rear = ""): SizeSearch {
  const frontSize = parseTireSize(front);
  if (!frontSize) return { ok: false, field: "primary", message: FRONT_SIZE_INVALID };
  const frontSlug = tireSizeSlug(frontSize);
  if (rear.trim() === "") return { ok: true, href: tireSizePageHref(frontSize) };
  const rearSize = parseTireSize(rear);
  if (!rearSize) return { ok: false, field: "secondary", message: REAR_SIZE_INVALID };
  const rearSlug = tireSizeSlug(rearSize);
  const href = new URL(tireSizePageHref(frontSize), "http://x");
  if (rearSlug !== frontSlug) href.searchParams.set("rearSize", rearSlug);
  return { ok: true, href: `${href.pathname}${href.search}` };
}
