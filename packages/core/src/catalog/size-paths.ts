/**
 * Tire-size paths of the storefront (storefront.md §2): /tire-sizes/[size] with its listing
 * filters, and /tire-sizes/diameter/{number}-inch-{word}-tires (or {number}-inch-tires: every
 * tire of the rim).
 */
import { slugify } from "./links";
import { normaliseTireSizeSlug } from "./size";

// Checked before any regex runs; real paths are a fraction of this.
const MAX_PATH_LENGTH = 300;
const DIAMETER_SLUG = /^(\d{2}(?:\.\d)?)-inch(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?-tires$/;
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
// Rims that have a diameter page: passenger, light-truck and commercial (19.5) wheels.
const MIN_RIM = 10;
const MAX_RIM = 30;

export type DiameterSlug = { rimDiameter: number; word: string };

/**
 * Reads "17-inch-all-season-tires" as { rimDiameter: 17, word: "all-season" }, and
 * "17-inch-tires" as { rimDiameter: 17, word: "" }.
 */
export function parseDiameterSlug(slug: string): DiameterSlug | null {
  if (slug.length > MAX_PATH_LENGTH) return null;
  const match = DIAMETER_SLUG.exec(slug.toLowerCase());
  if (!match) return null;
  const rimDiameter = Number(match[1]);
  if (rimDiameter < MIN_RIM || rimDiameter > MAX_RIM) return null;
  return { rimDiameter, word: match[2] ?? "" };
}

/** The diameter page slug: (17, "All Season") → "17-inch-all-season-tires"; (17) → "17-inch-tires". */
export function diameterSlug(rimDiameter: number, word = ""): string {
  if (!word) return `${rimDiameter}-inch-tires`;
  // A word given as "truck-tires" would otherwise end up as "truck-tires-tires".
  return `${rimDiameter}-inch-${slugify(word).replace(/-tires$/, "")}-tires`;
}

/**
 * True for a size page and its filtered listings (/tire-sizes/225-50r17/brands/michelin-tires)
 * and for a diameter page; false for the /tire-sizes hub and anything else.
 */
export function isTireSizePath(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return false;
  const path = pathname.split(/[?#]/)[0]?.replace(/\/$/, "") ?? "";
  const [empty, root, size, ...rest] = path.split("/");
  if (empty !== "" || root !== "tire-sizes" || !size) return false;
  if (size === "diameter") return rest.length === 1 && parseDiameterSlug(rest[0] ?? "") !== null;
  if (normaliseTireSizeSlug(size) === null) return false;
  return isListingFilter(rest);
}

// The filters storefront.md §2 lists under a size: categories, brands (optionally with types or
// categories) and types, each one slug deep.
function isListingFilter(segments: readonly string[]): boolean {
  if (!segments.every((segment) => SEGMENT.test(segment))) return false;
  const [kind, , subKind] = segments;
  switch (segments.length) {
    case 0:
      return true;
    case 2:
      return kind === "categories" || kind === "brands" || kind === "types";
    case 4:
      return kind === "brands" && (subKind === "types" || subKind === "categories");
    default:
      return false;
  }
}
