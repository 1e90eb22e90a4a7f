import {
  brandPathSlug,
  CATEGORY_NAMES,
  formatTireSize,
  LIGHT_TRUCK_LABEL,
  parseTireSize,
  slugify,
  tireSizePageHref,
  tireSizeSlug,
  tireTypeSchema,
  vehicleModelHref,
} from "@treadkit/core/catalog";
import {
  parseVehicleQuery,
  type QueryType,
  type TypeaheadItem,
  type TypeaheadQuery,
  type TypeaheadResponse,
} from "@treadkit/core/search";
import type { Db } from "../../db/client";
import { findMisspellings, findTypeaheadRows, type TypeaheadRow } from "./search.repository";

const PER_GROUP = 5;

type Group = "sizes" | "brands" | "lines" | "vehicles" | "types" | "categories";

/** Which result groups a query type asks for; no type searches everything. */
const GROUPS_BY_TYPE: Partial<Record<QueryType, Group[]>> = {
  tireSize: ["sizes"],
  frontTireSize: ["sizes"],
  rearTireSize: ["sizes"],
  rearWidthRatio: ["sizes"],
  brand: ["brands"],
  brandAndProductLine: ["lines"],
  mostPopularProductLine: ["lines"],
  vehicle: ["vehicles"],
  makeModelYearOption: ["vehicles"],
  tireType: ["types", "categories"],
  guidedShopping: [],
  vehicleGuidedShopping: ["vehicles"],
};
const ALL_GROUPS: Group[] = ["sizes", "brands", "lines", "vehicles", "types", "categories"];

const link = (href: string) => ({ type: "link" as const, link: { href } });

function textItem(
  label: string,
  typeName: string,
  href: string,
  detailLabel: string | null = null,
): TypeaheadItem {
  return {
    type: "text",
    label,
    detailLabel,
    image: null,
    typeName,
    action: link(href),
    vehicleMetadata: null,
  };
}

/** The digits of a size being typed ("225/5" → "2255"); null when the text is not one. */
function sizeDigitsOf(text: string): string | null {
  const digits = text.replace(/\D/g, "");
  // Three digits are a section width; anything shorter matches too much to help.
  if (digits.length < 3 || digits.length !== text.replace(/[\s/\-rRzZxX.]/g, "").length)
    return null;
  return digits;
}

function sizeItems(rows: TypeaheadRow[], exact: ReturnType<typeof parseTireSize>) {
  if (exact) {
    const row = rows[0];
    if (!row) return [];
    // An LT size keeps its LT: it leads to the size's light-truck tires.
    const lightTruck = exact.kind === "metric" && exact.prefix === "LT";
    return [
      textItem(
        lightTruck ? formatTireSize(exact) : row.label,
        "Tire size",
        tireSizePageHref(exact),
        lightTruck ? LIGHT_TRUCK_LABEL : `${row.count} tires`,
      ),
    ];
  }
  return rows.map((row) =>
    textItem(row.label, "Tire size", `/tire-sizes/${row.slug}`, `${row.count} tires`),
  );
}

function matches(name: string, text: string) {
  return name.toLowerCase().includes(text.toLowerCase());
}

/**
 * A keystroke's matches, by group: the exact ones in one statement; the brands and lines it may be
 * a misspelling of only when nothing matched as typed.
 */
async function matchesOf(
  db: Db,
  groups: readonly Group[],
  text: string,
  restriction: string[] | null,
): Promise<Map<Group, TypeaheadItem[]>> {
  const wants = new Set(groups);
  const exactSize = wants.has("sizes") ? parseTireSize(text) : null;
  const vehicle = wants.has("vehicles") ? parseVehicleQuery(text) : null;
  const rows = await findTypeaheadRows(db, {
    sizeSlug: exactSize ? tireSizeSlug(exactSize) : null,
    sizeDigits: wants.has("sizes") && !exactSize ? sizeDigitsOf(text) : null,
    nameText: wants.has("brands") || wants.has("lines") ? text : null,
    vehicle,
    restriction,
    limit: PER_GROUP,
  });
  const of = (part: TypeaheadRow["part"]) => rows.filter((row) => row.part === part);

  let brandRows = of("brand").map((row) => ({ name: row.label, slug: row.slug }));
  let lineRows = of("line").map((row) => ({
    brand: row.label,
    brandSlug: row.slug,
    line: row.lineName ?? "",
    lineSlug: row.lineSlug ?? "",
  }));
  // A text that matched something as typed ("camry 2020" a vehicle) is understood: what else it
  // might be a misspelling of would be noise, and costs a keystroke another statement.
  if (rows.length === 0 && (wants.has("brands") || wants.has("lines"))) {
    const misspelt = await findMisspellings(db, text, PER_GROUP, restriction);
    if (wants.has("brands")) brandRows = misspelt.brands;
    if (wants.has("lines")) lineRows = misspelt.lines;
  }
  const items = new Map<Group, TypeaheadItem[]>();
  items.set("sizes", sizeItems(of("size"), exactSize));
  items.set(
    "brands",
    brandRows.map((b) => ({
      ...textItem(b.name, "Brand", `/brands/${brandPathSlug(b.slug)}`),
      type: "image",
      image: { src: `/media/brands/${b.slug}.svg`, altText: `${b.name} logo` },
    })),
  );
  items.set(
    "lines",
    lineRows.map((l) =>
      textItem(
        `${l.brand} ${l.line}`,
        "Product line",
        `/brands/${brandPathSlug(l.brandSlug)}/${l.lineSlug}`,
      ),
    ),
  );
  items.set(
    "vehicles",
    of("vehicle").map((v): TypeaheadItem => {
      const make = v.label;
      const model = v.lineName ?? "";
      const href = vehicleModelHref(v.slug, v.lineSlug ?? "");
      // A year named goes to that year's page: its trims and their sizes.
      return v.year === null
        ? {
            ...textItem(`${make} ${model}`, "Vehicle", href),
            vehicleMetadata: { make, model },
          }
        : {
            ...textItem(`${v.year} ${make} ${model}`, "Vehicle", `${href}/${v.year}`),
            vehicleMetadata: { year: String(v.year), make, model },
          };
    }),
  );
  items.set(
    "types",
    tireTypeSchema.options
      .filter((type) => matches(type, text))
      .map((type) => textItem(type, "Tire type", `/types/${slugify(type)}`)),
  );
  items.set(
    "categories",
    Object.values(CATEGORY_NAMES)
      .filter((name) => matches(name, text))
      .map((name) => textItem(name, "Category", `/categories/${slugify(name)}`)),
  );
  return items;
}

const GROUP_LABELS: Record<Group, string> = {
  sizes: "Tire sizes",
  brands: "Brands",
  lines: "Product lines",
  vehicles: "Vehicles",
  types: "Tire types",
  categories: "Categories",
};

/** Typeahead over sizes, brands, lines, vehicles, types and categories; empty text finds nothing. */
export async function typeahead(
  db: Db,
  query: TypeaheadQuery,
  brandRestriction: string[] | null = null,
): Promise<TypeaheadResponse> {
  const text = [query.queryText, query.additionalQueryText].filter(Boolean).join(" ").trim();
  const groups = query.queryType ? (GROUPS_BY_TYPE[query.queryType] ?? []) : ALL_GROUPS;
  if (text.length === 0 || groups.length === 0) {
    return { resultMetadata: { pagination: { total: 0 } }, siteSearchResultGroupList: [] };
  }
  const matched = await matchesOf(db, groups, text, brandRestriction);
  const results = groups.map((group) => ({ group, items: matched.get(group) ?? [] }));
  const list = results
    .filter((r) => r.items.length > 0)
    .map((r) => ({ label: GROUP_LABELS[r.group], siteSearchResultList: r.items }));
  const total = list.reduce((n, g) => n + g.siteSearchResultList.length, 0);
  return { resultMetadata: { pagination: { total } }, siteSearchResultGroupList: list };
}
