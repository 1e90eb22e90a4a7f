/**
 * What a listing page is called, the trail back to its hubs, and the narrower listings it links
 * to, all from its scope and the scope's facets.
 */
import { categoryName, TIRE_TYPES } from "./categories";
import { brandPathSlug } from "./links";
import type { ListingScope } from "./listing-filters";
import { listingPath, typeOrCategoryName } from "./listing-paths";
import type { CatalogListing, TireType } from "./schemas";

/** Names the scope's slugs stand for, as the catalogue labels them. */
export type ScopeLabels = { brand?: string; line?: string; size?: string; rearSize?: string };

type Facets = CatalogListing["facets"];

/** The labels of a scope's brand, line and size, from a listing of that scope. */
export function scopeLabels(scope: ListingScope, listing: CatalogListing): ScopeLabels {
  const labels: ScopeLabels = {};
  if (scope.brand !== undefined) {
    labels.brand =
      listing.facets.brands.find((b) => b.value === scope.brand)?.label ??
      listing.siteCatalogProducts[0]?.brand.label ??
      scope.brand;
  }
  if (scope.line !== undefined) {
    labels.line =
      listing.facets.lines.find((l) => l.value === scope.line)?.label ??
      listing.siteCatalogProducts[0]?.productLine.name ??
      scope.line;
  }
  if (listing.size) labels.size = listing.size.label;
  if (listing.rearSize) labels.rearSize = listing.rearSize.label;
  return labels;
}

/**
 * A listing's name without "Tires": "Michelin Defender2", "Michelin 225/50R17 All Season",
 * "17-inch Light Truck".
 */
export function listingName(scope: ListingScope, labels: ScopeLabels): string {
  const size =
    scope.rimDiameter !== undefined
      ? `${scope.rimDiameter}-inch`
      : scope.size && labels.rearSize
        ? `${labels.size} front and ${labels.rearSize} rear`
        : scope.size
          ? labels.size
          : "";
  const brand = scope.brand !== undefined ? (labels.brand ?? scope.brand) : "";
  const line = scope.line !== undefined ? (labels.line ?? scope.line) : "";
  return [brand, line, size, typeOrCategoryName(scope)]
    .filter((part): part is string => Boolean(part))
    .join(" ");
}

export type Crumb = { href: string; label: string };

/** The hub above a product page: its brand's tires. */
export function productBreadcrumbs(product: { brand: { label: string; slug: string } }): Crumb[] {
  return [
    { href: `/brands/${brandPathSlug(product.brand.slug)}`, label: `${product.brand.label} tires` },
  ];
}

/** The hubs above a listing, widest first; the page itself is not among them. */
export function listingBreadcrumbs(scope: ListingScope, labels: ScopeLabels): Crumb[] {
  const crumbs: Crumb[] = [];
  const facet = typeOrCategoryName(scope);
  if (scope.size !== undefined || scope.rimDiameter !== undefined) {
    crumbs.push({ href: "/tire-sizes", label: "Tire sizes" });
    if (scope.size !== undefined && (scope.brand !== undefined || facet)) {
      crumbs.push({ href: `/tire-sizes/${scope.size}`, label: labels.size ?? scope.size });
      if (scope.brand !== undefined && facet) {
        crumbs.push({
          href: listingPath({ size: scope.size, brand: scope.brand }) ?? "",
          label: labels.brand ?? scope.brand,
        });
      }
    }
    return crumbs;
  }
  if (scope.brand !== undefined) {
    crumbs.push({ href: "/brands", label: "All brands" });
    if (scope.line !== undefined || facet) {
      const brandHref = `/brands/${brandPathSlug(scope.brand)}`;
      crumbs.push({ href: brandHref, label: labels.brand ?? scope.brand });
      if (scope.type) crumbs.push({ href: `${brandHref}/types`, label: "Types" });
      if (scope.category !== undefined)
        crumbs.push({ href: `${brandHref}/categories`, label: "Categories" });
    }
    return crumbs;
  }
  if (scope.type) return [{ href: "/types", label: "Tire types" }];
  if (scope.category !== undefined) return [{ href: "/categories", label: "Tire categories" }];
  return crumbs;
}

export type LinkGroup = { title: string; links: { href: string; label: string; count: number }[] };

const typeFacet = (facets: Facets) =>
  facets.types.filter((t): t is typeof t & { value: TireType } =>
    (TIRE_TYPES as readonly string[]).includes(t.value),
  );

/**
 * Narrower listings of a page, with their tire counts: a size's brands, categories and types; a
 * brand's lines, types and categories; a type's or a category's brands. Combined pages have none.
 */
export function relatedListings(
  scope: ListingScope,
  labels: ScopeLabels,
  facets: Facets,
): LinkGroup[] {
  const groups: LinkGroup[] = [];
  const add = (title: string, links: { href: string | null; label: string; count: number }[]) => {
    const usable = links.flatMap((link) => (link.href ? [{ ...link, href: link.href }] : []));
    if (usable.length) groups.push({ title, links: usable });
  };
  const keys = Object.keys(scope).filter((key) => scope[key as keyof ListingScope] !== undefined);
  const only = (key: keyof ListingScope) => keys.length === 1 && keys[0] === key;
  const name = listingName(scope, labels);

  if (only("size")) {
    add(
      `${name} tires by brand`,
      facets.brands.map((b) => ({
        href: listingPath({ size: scope.size, brand: b.value }),
        label: `${b.label} ${name} tires`,
        count: b.count,
      })),
    );
  }
  if (only("brand")) {
    add(
      `${name} tire lines`,
      facets.lines.map((l) => ({
        href: listingPath({ brand: scope.brand, line: l.value }),
        label: `${name} ${l.label}`,
        count: l.count,
      })),
    );
  }
  if (only("size") || only("brand")) {
    add(
      `${name} tires by category`,
      facets.categories.map((c) => ({
        href: listingPath({ ...scope, category: Number(c.value) }),
        label: `${name} ${categoryName(Number(c.value))} tires`,
        count: c.count,
      })),
    );
    add(
      `${name} tires by type`,
      typeFacet(facets).map((t) => ({
        href: listingPath({ ...scope, type: t.value }),
        label: `${name} ${t.value} tires`,
        count: t.count,
      })),
    );
  }
  if (only("type") || only("category")) {
    add(
      `${name} tires by brand`,
      facets.brands.map((b) => ({
        href: listingPath({ ...scope, brand: b.value }),
        label: `${b.label} ${name} tires`,
        count: b.count,
      })),
    );
  }
  return groups;
}
