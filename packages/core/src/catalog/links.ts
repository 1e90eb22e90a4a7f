/** What shoppers read when a size cannot be understood. */
export const INVALID_SIZE_MESSAGE = "Please enter a valid tire size, for example 225/50R17";

/** URL slug of a brand or product-line name: "Pilot Sport 4S" → "pilot-sport-4s". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Brand slugs in paths end in -tires (storefront.md §2). */
export function brandPathSlug(brandSlug: string): string {
  return brandSlug.endsWith("-tires") ? brandSlug : `${brandSlug}-tires`;
}

export function brandSlugFromPath(pathSlug: string): string {
  return pathSlug.replace(/-tires$/, "");
}

/** Product detail link: /brands/[brand]/[productLine]/p/[itemId]. */
export function productHref(brandSlug: string, lineSlug: string, itemId: string): string {
  return `/brands/${brandPathSlug(brandSlug)}/${lineSlug}/p/${encodeURIComponent(itemId)}`;
}

/** A make's page: /vehicles/{make}-tires (storefront.md §2). */
export function vehicleMakeHref(makeSlug: string): string {
  return `/vehicles/${makeSlug}-tires`;
}

export function vehicleModelHref(makeSlug: string, modelSlug: string): string {
  return `/vehicles/${makeSlug}/${modelSlug}`;
}

export function tireSizeHref(sizeSlug: string): string {
  return `/tire-sizes/${sizeSlug}`;
}
