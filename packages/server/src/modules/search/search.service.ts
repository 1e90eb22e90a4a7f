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
import {
  findBrands,
  findProductLines,
  findSizeBySlug,
  findSizesByDigits,
  findVehicleModels,
} from "./search.repository";

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

async function sizeItems(db: Db, text: string): Promise<TypeaheadItem[]> {
  const exact = parseTireSize(text);
  if (exact) {
    const row = await findSizeBySlug(db, tireSizeSlug(exact));
    if (!row) return [];
    // An LT size keeps its LT: it leads to the size's light-truck tires.
    const lightTruck = exact.kind === "metric" && exact.prefix === "LT";
    return [
      textItem(
        lightTruck ? formatTireSize(exact) : row.label,
        "Tire size",
        tireSizePageHref(exact),
        lightTruck ? LIGHT_TRUCK_LABEL : `${row.productCount} tires`,
      ),
    ];
  }
  const digits = text.replace(/\D/g, "");
  // Three digits are a section width; anything shorter matches too much to help.
  if (digits.length < 3 || digits.length !== text.replace(/[\s/\-rRzZxX.]/g, "").length) return [];
  const rows = await findSizesByDigits(db, digits, PER_GROUP);
  return rows.map((row) =>
    textItem(row.label, "Tire size", `/tire-sizes/${row.slug}`, `${row.productCount} tires`),
  );
}

function matches(name: string, text: string) {
  return name.toLowerCase().includes(text.toLowerCase());
}

async function groupItems(
  db: Db,
  group: Group,
  text: string,
  restriction: string[] | null,
): Promise<TypeaheadItem[]> {
  switch (group) {
    case "sizes":
      return sizeItems(db, text);
    case "brands":
      return (await findBrands(db, text, PER_GROUP, restriction)).map((b) => ({
        ...textItem(b.name, "Brand", `/brands/${brandPathSlug(b.slug)}`),
        type: "image",
        image: { src: `/media/brands/${b.slug}.svg`, altText: `${b.name} logo` },
      }));
    case "lines":
      return (await findProductLines(db, text, PER_GROUP, restriction)).map((l) =>
        textItem(
          `${l.brand} ${l.line}`,
          "Product line",
          `/brands/${brandPathSlug(l.brandSlug)}/${l.lineSlug}`,
        ),
      );
    case "vehicles": {
      const query = parseVehicleQuery(text);
      if (!query) return [];
      return (await findVehicleModels(db, query, PER_GROUP)).map((v): TypeaheadItem => {
        const model = vehicleModelHref(v.makeSlug, v.modelSlug);
        // A year named goes to that year's page: its trims and their sizes.
        return v.year === null
          ? {
              ...textItem(`${v.make} ${v.model}`, "Vehicle", model),
              vehicleMetadata: { make: v.make, model: v.model },
            }
          : {
              ...textItem(`${v.year} ${v.make} ${v.model}`, "Vehicle", `${model}/${v.year}`),
              vehicleMetadata: { year: String(v.year), make: v.make, model: v.model },
            };
      });
    }
    case "types":
      return tireTypeSchema.options
        .filter((type) => matches(type, text))
        .map((type) => textItem(type, "Tire type", `/types/${slugify(type)}`));
    case "categories":
      return Object.values(CATEGORY_NAMES)
        .filter((name) => matches(name, text))
        .map((name) => textItem(name, "Category", `/categories/${slugify(name)}`));
  }
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
  const results = await Promise.all(
    groups.map(async (group) => ({
      group,
      items: await groupItems(db, group, text, brandRestriction),
    })),
  );
  const list = results
    .filter((r) => r.items.length > 0)
    .map((r) => ({ label: GROUP_LABELS[r.group], siteSearchResultList: r.items }));
  const total = list.reduce((n, g) => n + g.siteSearchResultList.length, 0);
  return { resultMetadata: { pagination: { total } }, siteSearchResultGroupList: list };
}
