/**
 * The catalogue's listing paths (storefront.md §2 "Brands", "Categories", "Types", "Tire
 * sizes"): one canonical path per scope, and the reading of the slugs in them. A page whose
 * path is not its scope's canonical path is moved there (301).
 */
import { categoryBySlug, categoryName, tireTypeBySlug } from "./categories";
import { brandPathSlug, slugify } from "./links";
import type { ListingScope } from "./listing-filters";
import type { TireType } from "./schemas";
import { diameterSlug, parseDiameterSlug } from "./size-paths";

/** A category or a tire type, as a /types/… or /categories/… segment names it. */
export type TypeOrCategory = { type: TireType } | { category: number };

/**
 * Reads a slug that names a tire type ("suv-crossover") or a category ("all-season"), in either
 * case; null for anything else. Types and categories share no slug.
 */
export function typeOrCategoryBySlug(slug: string): TypeOrCategory | null {
  const lower = slug.toLowerCase();
  const type = tireTypeBySlug(lower);
  if (type) return { type };
  const category = categoryBySlug(lower);
  return category ? { category: category.id } : null;
}

// Shorter words shoppers and other sites use in diameter paths ("20-inch-truck-tires").
const DIAMETER_WORDS: Readonly<Record<string, TypeOrCategory>> = {
  truck: { type: "Light Truck" },
  suv: { type: "SUV/Crossover" },
  car: { type: "Passenger" },
  ev: { type: "Electric Vehicle" },
};

/** A diameter page's scope: "17-inch-all-season-tires" → rim 17, All Season; null if unknown. */
export function diameterScope(slug: string): ListingScope | null {
  const parsed = parseDiameterSlug(slug);
  if (!parsed) return null;
  if (!parsed.word) return { rimDiameter: parsed.rimDiameter };
  const named = typeOrCategoryBySlug(parsed.word) ?? DIAMETER_WORDS[parsed.word] ?? null;
  return named ? { rimDiameter: parsed.rimDiameter, ...named } : null;
}

/** What a scope is called: its type's or category's name ("All Season"). */
export function typeOrCategoryName(scope: ListingScope): string | null {
  if (scope.type) return scope.type;
  if (scope.category !== undefined) return categoryName(scope.category);
  return null;
}

const typeOrCategorySegment = (scope: ListingScope) =>
  scope.type
    ? `types/${slugify(scope.type)}`
    : scope.category !== undefined
      ? `categories/${slugify(categoryName(scope.category))}`
      : null;

/**
 * The canonical path of a listing scope, or null when the storefront has no page for it.
 * Brands carry their -tires suffix; a type or a category sits under its own word.
 */
export function listingPath(scope: ListingScope): string | null {
  const facet = typeOrCategorySegment(scope);
  if (scope.type && scope.category !== undefined) return null;
  if (scope.rimDiameter !== undefined) {
    if (scope.size || scope.brand || scope.line) return null;
    const name = typeOrCategoryName(scope);
    return `/tire-sizes/diameter/${diameterSlug(scope.rimDiameter, name ?? "")}`;
  }
  const brand = scope.brand !== undefined ? `brands/${brandPathSlug(scope.brand)}` : null;
  if (scope.size !== undefined) {
    if (scope.line !== undefined) return null;
    const base = `/tire-sizes/${scope.size}`;
    if (brand) return facet ? `${base}/${brand}/${facet}` : `${base}/${brand}`;
    return facet ? `${base}/${facet}` : base;
  }
  if (brand) {
    if (scope.line !== undefined) return facet ? null : `/${brand}/${scope.line}`;
    return facet ? `/${brand}/${facet}` : `/${brand}`;
  }
  return facet ? `/${facet}` : null;
}
