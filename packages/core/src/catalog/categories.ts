import { slugify } from "./links";
import type { TireType } from "./schemas";

/** Category ids for search (storefront.md §3). */
export const CATEGORY_NAMES: Readonly<Record<number, string>> = {
  1: "All Season",
  2: "Performance",
  3: "Winter",
  4: "All Terrain",
  5: "Highway",
  6: "Mud Terrain",
  7: "Racing",
  8: "UHP",
  10: "Summer",
  11: "Touring",
  13: "All Weather",
  20: "Track Competition",
};

export function categoryName(id: number): string {
  return CATEGORY_NAMES[id] ?? "Other";
}

/** Tire types of storefront.md §3, as the catalogue names them (tireTypeSchema's values). */
export const TIRE_TYPES = [
  "Commercial",
  "Electric Vehicle",
  "Light Truck",
  "Passenger",
  "SUV/Crossover",
  "Trailer",
] as const satisfies readonly TireType[];

/** The category a /categories/[category] slug names: "all-season" → 1, All Season. */
export function categoryBySlug(slug: string): { id: number; name: string; slug: string } | null {
  for (const [id, name] of Object.entries(CATEGORY_NAMES)) {
    if (slugify(name) === slug) return { id: Number(id), name, slug };
  }
  return null;
}

/** Every category with its page slug, in id order. */
export function categoryPages(): { id: number; name: string; slug: string }[] {
  return Object.entries(CATEGORY_NAMES).map(([id, name]) => ({
    id: Number(id),
    name,
    slug: slugify(name),
  }));
}

/** A category's page: /categories/all-season. */
export function categoryHref(slug: string): string {
  return `/categories/${slug}`;
}

/** A tire type's page: /types/suv-crossover. */
export function tireTypeHref(type: TireType): string {
  return `/types/${slugify(type)}`;
}

/** The tire type a /types/[type] slug names: "suv-crossover" → SUV/Crossover. */
export function tireTypeBySlug(slug: string): TireType | null {
  return TIRE_TYPES.find((type) => slugify(type) === slug) ?? null;
}
