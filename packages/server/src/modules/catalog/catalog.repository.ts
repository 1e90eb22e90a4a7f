import {
  BEST_MATCH_PRIOR_MEAN,
  BEST_MATCH_PRIOR_WEIGHT,
  type CatalogSort,
  OUT_OF_STOCK_RANK,
  STOCK_RANK,
} from "@treadkit/core/catalog";
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import { Placeholders, runShaped, selectShaped, shapeOf } from "../../db/shaped-query";
import { stock } from "../orders/orders.schema";
import { reviews } from "../reviews/reviews.schema";
import { vehicles } from "../vehicles/vehicles.schema";
import { brands, productLines, productLineVideos, products } from "./catalog.schema";
import type { TireFacts } from "./imagery/tire";

export type ProductRow = {
  id: number;
  sizeSlug: string;
  sku: string;
  sizeLabel: string;
  loadIndex: string;
  speedRating: string;
  salePriceCents: number;
  listPriceCents: number;
  availability: string;
  isInstallable: boolean;
  minQuantityAllowedForCart: number;
  isRunFlat: boolean;
  isExtraLoad: boolean;
  lineName: string;
  lineSlug: string;
  tireType: string;
  categoryId: number;
  brandName: string;
  brandSlug: string;
  /** The freshest shelf with units, as year * 100 + ISO week; null when none has a date code. */
  freshestMade: number | null;
  /** The line's published reviews: their mean rating and how many; null while it has none. */
  ratingAverage?: number | null;
  ratingCount?: number | null;
};

export type ProductSort = CatalogSort;

/** What narrows a listing; every field is optional and they combine with AND. */
export type ProductFilter = {
  sizeSlug?: string | undefined;
  rimDiameter?: number | undefined;
  /** Section width in millimetres; flotation sizes (widths in inches) never match. */
  sectionWidth?: number | undefined;
  brandSlugs?: string[] | undefined;
  lineSlug?: string | undefined;
  tireType?: string | undefined;
  categoryIds?: number[] | undefined;
  speedRatings?: string[] | undefined;
  minLoadIndex?: number | undefined;
  runFlat?: boolean | undefined;
  lightTruck?: boolean | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  deals?: boolean | undefined;
};

const discount = sql`(${products.listPriceCents} - ${products.salePriceCents})::float / nullif(${products.listPriceCents}, 0)`;

/** Core's bestMatchRating in SQL: the line's rating weighed by how many reviews back it. */
const weightedRating = sql`(coalesce(line_ratings.average, 0) * coalesce(line_ratings.review_count, 0) + ${sql.raw(String(BEST_MATCH_PRIOR_MEAN * BEST_MATCH_PRIOR_WEIGHT))}) / (coalesce(line_ratings.review_count, 0) + ${sql.raw(String(BEST_MATCH_PRIOR_WEIGHT))})`;

/** Core's STOCK_RANK in SQL: in stock 0, limited stock 1, out of stock or call for pricing 2. */
const stockRank = sql`case ${products.availability} ${sql.join(
  Object.entries(STOCK_RANK).map(
    ([availability, rank]) =>
      sql`when ${sql.raw(`'${availability}'`)} then ${sql.raw(String(rank))}`,
  ),
  sql` `,
)} else ${sql.raw(String(OUT_OF_STOCK_RANK))} end`;

/** Every sort lists the tires a shopper can buy today first (core listing-order). */
const inStockFirst = sql`(${stockRank} >= ${sql.raw(String(OUT_OF_STOCK_RANK))})`;

const ORDER: Record<ProductSort, SQL[]> = {
  // Best match without a vehicle (core listing-order): in stock first, then the weighted
  // rating, then the lower price. The fit to a vehicle is ranked above this, in the service.
  "best-match": [
    stockRank,
    sql`${weightedRating} desc`,
    asc(products.salePriceCents),
    asc(products.id),
  ],
  "price-asc": [inStockFirst, asc(products.salePriceCents), asc(products.id)],
  "price-desc": [inStockFirst, desc(products.salePriceCents), asc(products.id)],
  name: [inStockFirst, asc(brands.name), asc(productLines.name), asc(products.id)],
  discount: [inStockFirst, sql`${discount} desc nulls last`, asc(products.id)],
  // Best rated: the mean first, more reviews breaking a tie; lines without reviews last.
  rating: [
    inStockFirst,
    sql`line_ratings.average desc nulls last`,
    sql`line_ratings.review_count desc nulls last`,
    asc(products.salePriceCents),
    asc(products.id),
  ],
  reviews: [
    inStockFirst,
    sql`line_ratings.review_count desc nulls last`,
    sql`line_ratings.average desc nulls last`,
    asc(products.salePriceCents),
    asc(products.id),
  ],
  // Newest: the tires the store listed last first; a line's sizes by price.
  newest: [inStockFirst, desc(products.listedAt), asc(products.salePriceCents), asc(products.id)],
};

/** Each line's published reviews: the mean overall rating and the count. */
function lineRatings(db: Db) {
  return db
    .select({
      productLineId: reviews.productLineId,
      average: sql<number>`avg(${reviews.overallRating})`.mapWith(Number).as("average"),
      reviewCount: sql<number>`count(*)`.mapWith(Number).as("review_count"),
    })
    .from(reviews)
    .where(eq(reviews.status, "published"))
    .groupBy(reviews.productLineId)
    .as("line_ratings");
}

/** Light-truck construction: the size as printed starts with LT (LT265/70R17, 35x12.50R20LT). */
const LIGHT_TRUCK = sql`(${products.sizeLabel} like 'LT%' or ${products.sizeLabel} like '%LT')`;

/** The dimensions a shopper filters a listing by, each its own facet; `rest` is all else. */
type FacetDimension = "brand" | "line" | "category" | "type" | "speed" | "price";
const FACET_DIMENSIONS: readonly FacetDimension[] = [
  "brand",
  "line",
  "category",
  "type",
  "speed",
  "price",
];

/**
 * A filter's conditions by dimension; an absent one matches everything. With `bound`, every value
 * is a placeholder (see db/shaped-query.ts), so the conditions' text depends only on the shape.
 */
function conditionParts(
  filter: ProductFilter,
  bound?: Placeholders,
): Record<FacetDimension | "rest", SQL | undefined> {
  const value = <T>(name: string, given: T): T | SQL => (bound ? bound.of(name, given) : given);
  const oneOf = (column: SQLWrapper & Column, name: string, list: readonly (string | number)[]) =>
    bound ? bound.oneOf(column, name, list) : inArray(column, list);
  return {
    rest: and(
      isNull(products.discontinuedAt),
      filter.sizeSlug ? eq(products.sizeSlug, value("size", filter.sizeSlug)) : undefined,
      filter.rimDiameter !== undefined
        ? eq(products.rimDiameter, value("rim", filter.rimDiameter))
        : undefined,
      filter.sectionWidth !== undefined
        ? eq(products.sectionWidth, value("width", filter.sectionWidth))
        : undefined,
      filter.minLoadIndex !== undefined
        ? sql`split_part(${products.loadIndex}, '/', 1)::int >= ${value("load", filter.minLoadIndex)}`
        : undefined,
      filter.runFlat !== undefined ? eq(products.isRunFlat, filter.runFlat) : undefined,
      filter.lightTruck ? LIGHT_TRUCK : undefined,
      filter.deals ? sql`${products.salePriceCents} < ${products.listPriceCents}` : undefined,
    ),
    // An empty list (a restricted account asking for another brand) matches nothing.
    brand: filter.brandSlugs
      ? filter.brandSlugs.length
        ? oneOf(brands.slug, "brands", filter.brandSlugs)
        : sql`false`
      : undefined,
    line: filter.lineSlug ? eq(productLines.slug, value("line", filter.lineSlug)) : undefined,
    type: filter.tireType ? eq(productLines.tireType, value("type", filter.tireType)) : undefined,
    category: filter.categoryIds?.length
      ? oneOf(productLines.categoryId, "categories", filter.categoryIds)
      : undefined,
    speed: filter.speedRatings?.length
      ? oneOf(products.speedRating, "speeds", filter.speedRatings)
      : undefined,
    price: and(
      filter.minPriceCents !== undefined
        ? gte(products.salePriceCents, value("minPrice", filter.minPriceCents))
        : undefined,
      filter.maxPriceCents !== undefined
        ? lte(products.salePriceCents, value("maxPrice", filter.maxPriceCents))
        : undefined,
    ),
  };
}

function conditions(filter: ProductFilter, bound?: Placeholders): SQL | undefined {
  const parts = conditionParts(filter, bound);
  return and(parts.rest, ...FACET_DIMENSIONS.map((dimension) => parts[dimension]));
}

const productColumns = {
  id: products.id,
  sizeSlug: products.sizeSlug,
  sku: products.sku,
  sizeLabel: products.sizeLabel,
  loadIndex: products.loadIndex,
  speedRating: products.speedRating,
  salePriceCents: products.salePriceCents,
  listPriceCents: products.listPriceCents,
  availability: products.availability,
  isInstallable: products.isInstallable,
  minQuantityAllowedForCart: products.minQuantityAllowedForCart,
  isRunFlat: products.isRunFlat,
  isExtraLoad: products.isExtraLoad,
  lineName: productLines.name,
  lineSlug: productLines.slug,
  tireType: productLines.tireType,
  categoryId: productLines.categoryId,
  brandName: brands.name,
  brandSlug: brands.slug,
  // The freshest shelf with units, as year * 100 + week: what an order takes first.
  freshestMade: sql<
    number | null
  >`(select max(${stock.productionYear} * 100 + ${stock.productionWeek}) from ${stock} where ${stock.productId} = ${products.id} and ${stock.quantity} > 0)::int`,
};

/** A freshestMade value (year * 100 + week) as a production week. */
export function weekOfFreshestMade(value: number | null): { year: number; week: number } | null {
  return value === null ? null : { year: Math.floor(value / 100), week: value % 100 };
}

export async function findProducts(
  db: Db,
  filter: ProductFilter,
  page: { offset: number; limit: number; sort: ProductSort },
): Promise<{ rows: ProductRow[]; total: number }> {
  // Built once per shape of filter and sort; each call binds its values (db/shaped-query.ts).
  const bound = new Placeholders("f_");
  const boundWhere = conditions(filter, bound);
  const select = () => {
    const ratings = lineRatings(db);
    return db
      .select({
        ...productColumns,
        ratingAverage: ratings.average,
        ratingCount: ratings.reviewCount,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .leftJoin(ratings, eq(ratings.productLineId, productLines.id))
      .where(boundWhere)
      .orderBy(...ORDER[page.sort])
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
  };
  // The window count comes with the page; only a page past the end needs a count of its own.
  const rows = await selectShaped(db, `products:${page.sort}:${shapeOf(filter)}`, select, {
    ...bound.values,
    limit: page.limit,
    offset: page.offset,
  });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const where = conditions(filter);
    const [counted] = await db
      .select({ n: count() })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(where);
    total = counted?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export type FacetRows = {
  brands: { value: string; label: string; count: number }[];
  lines: { value: string; label: string; count: number }[];
  categories: { value: number; count: number }[];
  types: { value: string; count: number }[];
  speedRatings: { value: string; count: number }[];
  price: { min: number | null; max: number | null };
  lightTruck: number;
};

/**
 * Counts per brand, product line, category, type and speed rating, and the price range, within a
 * scope, in one query. The shopper's own filters (`chosen`) count the usual disjunctive way: each
 * facet's counts apply every other chosen filter but its own, so a count is what choosing that
 * value would list, and the other values of a facet in use stay choosable. A value that would
 * list nothing is left out, unless it is chosen.
 */
export async function findFacets(
  db: Db,
  scope: ProductFilter,
  chosen: ProductFilter = {},
): Promise<FacetRows> {
  // Built once per shape of scope and choice; each call binds its values (db/shaped-query.ts).
  const scopeValues = new Placeholders("s_");
  const chosenValues = new Placeholders("c_");
  const scopeWhere = conditions(scope, scopeValues);
  const parts = conditionParts(chosen, chosenValues);
  const rows = await runShaped(
    db,
    `facets:${shapeOf(scope)}|${shapeOf(chosen)}`,
    () => facetQuery(db, scopeWhere, parts),
    { ...scopeValues.values, ...chosenValues.values },
  );
  return facetsOf(rows, chosen);
}

/** The facet counts' query, for a scope and the shopper's choice (see findFacets). */
function facetQuery(
  db: Db,
  scopeWhere: SQL | undefined,
  parts: Record<FacetDimension | "rest", SQL | undefined>,
): SQL {
  const matches = (dimension: FacetDimension) =>
    sql<boolean>`coalesce(${parts[dimension] ?? sql`true`}, false)`.as(`m_${dimension}`);
  const scoped = db.$with("scoped").as(
    db
      .select({
        brandSlug: sql<string>`${brands.slug}`.as("brand_slug"),
        brandName: sql<string>`${brands.name}`.as("brand_name"),
        lineSlug: sql<string>`${productLines.slug}`.as("line_slug"),
        lineName: sql<string>`${productLines.name}`.as("line_name"),
        categoryId: sql<number>`${productLines.categoryId}`.as("category_id"),
        tireType: sql<string>`${productLines.tireType}`.as("tire_type"),
        speedRating: sql<string>`${products.speedRating}`.as("speed_rating"),
        price: sql<number>`${products.salePriceCents}`.as("price"),
        lightTruck: sql<boolean>`${LIGHT_TRUCK}`.as("light_truck"),
        mBrand: matches("brand"),
        mLine: matches("line"),
        mCategory: matches("category"),
        mType: matches("type"),
        mSpeed: matches("speed"),
        mPrice: matches("price"),
      })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(scopeWhere, parts.rest)),
  );
  const flags: Record<FacetDimension, SQL.Aliased<boolean>> = {
    brand: scoped.mBrand,
    line: scoped.mLine,
    category: scoped.mCategory,
    type: scoped.mType,
    speed: scoped.mSpeed,
    price: scoped.mPrice,
  };
  /** Every chosen filter but the one of `own`. */
  const allBut = (own: FacetDimension | "none") =>
    sql.join(
      FACET_DIMENSIONS.filter((d) => d !== own).map((d) => sql`${flags[d]}`),
      sql` and `,
    );
  const countBut = (own: FacetDimension, alias: string) =>
    sql<number>`count(*) filter (where ${allBut(own)})`.as(alias);
  // One pass over the scope for every facet and the price range (GROUPING SETS).
  const query = db
    .with(scoped)
    .select({
      brandSlug: scoped.brandSlug,
      brandName: scoped.brandName,
      lineSlug: scoped.lineSlug,
      lineName: scoped.lineName,
      categoryId: scoped.categoryId,
      tireType: scoped.tireType,
      speedRating: scoped.speedRating,
      set: sql<string>`case
        when grouping(${scoped.brandSlug}) = 0 then 'brand'
        when grouping(${scoped.lineSlug}) = 0 then 'line'
        when grouping(${scoped.categoryId}) = 0 then 'category'
        when grouping(${scoped.tireType}) = 0 then 'type'
        when grouping(${scoped.speedRating}) = 0 then 'speed'
        else 'all' end`.as("facet_set"),
      brandCount: countBut("brand", "brand_count"),
      lineCount: countBut("line", "line_count"),
      categoryCount: countBut("category", "category_count"),
      typeCount: countBut("type", "type_count"),
      speedCount: countBut("speed", "speed_count"),
      lightTruck:
        sql<number>`count(*) filter (where ${scoped.lightTruck} and ${allBut("none")})`.as(
          "light_truck_count",
        ),
      min: sql<number | null>`min(${scoped.price}) filter (where ${allBut("price")})`.as(
        "min_price",
      ),
      max: sql<number | null>`max(${scoped.price}) filter (where ${allBut("price")})`.as(
        "max_price",
      ),
    })
    .from(scoped)
    .groupBy(
      sql`grouping sets ((${scoped.brandSlug}, ${scoped.brandName}), (${scoped.lineSlug}, ${scoped.lineName}), (${scoped.categoryId}), (${scoped.tireType}), (${scoped.speedRating}), ())`,
    );
  return query.getSQL();
}

/**
 * The facets from the query's rows as the driver reads them: a broad scope has hundreds of facet
 * rows, and drizzle's field-by-field mapping of them cost more than the query itself. Counts are
 * bigint, which node-postgres gives as text.
 */
function facetsOf(driverRows: Record<string, unknown>[], chosen: ProductFilter): FacetRows {
  const rows = driverRows.map((row) => ({
    set: String(row.facet_set),
    brandSlug: String(row.brand_slug),
    brandName: String(row.brand_name),
    lineSlug: String(row.line_slug),
    lineName: String(row.line_name),
    categoryId: Number(row.category_id),
    tireType: String(row.tire_type),
    speedRating: String(row.speed_rating),
    brandCount: Number(row.brand_count),
    lineCount: Number(row.line_count),
    categoryCount: Number(row.category_count),
    typeCount: Number(row.type_count),
    speedCount: Number(row.speed_count),
    lightTruck: Number(row.light_truck_count),
    min: row.min_price === null ? null : Number(row.min_price),
    max: row.max_price === null ? null : Number(row.max_price),
  }));
  const of = (set: string) => rows.filter((row) => row.set === set);
  const byText = (a: string, b: string) => a.localeCompare(b);
  // A value that would list nothing is no choice, unless the shopper has it on.
  const shown = (count: number, chosenHere: boolean) => count > 0 || chosenHere;
  const all = of("all")[0];
  return {
    brands: of("brand")
      .filter((r) => shown(r.brandCount, chosen.brandSlugs?.includes(r.brandSlug) ?? false))
      .map((r) => ({ value: r.brandSlug, label: r.brandName, count: r.brandCount }))
      .sort((a, b) => byText(a.label, b.label)),
    lines: of("line")
      .filter((r) => shown(r.lineCount, chosen.lineSlug === r.lineSlug))
      .map((r) => ({ value: r.lineSlug, label: r.lineName, count: r.lineCount }))
      .sort((a, b) => byText(a.label, b.label)),
    categories: of("category")
      .filter((r) =>
        shown(r.categoryCount, chosen.categoryIds?.includes(Number(r.categoryId)) ?? false),
      )
      .map((r) => ({ value: Number(r.categoryId), count: r.categoryCount }))
      .sort((a, b) => a.value - b.value),
    types: of("type")
      .filter((r) => shown(r.typeCount, chosen.tireType === r.tireType))
      .map((r) => ({ value: r.tireType, count: r.typeCount }))
      .sort((a, b) => byText(a.value, b.value)),
    speedRatings: of("speed")
      .filter((r) => shown(r.speedCount, chosen.speedRatings?.includes(r.speedRating) ?? false))
      .map((r) => ({ value: r.speedRating, count: r.speedCount }))
      .sort((a, b) => byText(a.value, b.value)),
    lightTruck: all?.lightTruck ?? 0,
    price: { min: all?.min ?? null, max: all?.max ?? null },
  };
}

export async function findVehicle(db: Db, id: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row ?? null;
}

/** What a SKU's pictures are drawn from (imagery/tire.ts), sold or discontinued alike. */
export async function findTireImageFacts(db: Db, sku: string): Promise<TireFacts | null> {
  const [row] = await db
    .select({
      brand: brands.name,
      line: productLines.name,
      sizeLabel: products.sizeLabel,
      categoryId: productLines.categoryId,
      tireType: productLines.tireType,
      aspectRatio: products.aspectRatio,
      whiteLetters: productLines.whiteLetters,
    })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(products.sku, sku));
  return row ?? null;
}

export async function findBrandName(db: Db, slug: string): Promise<string | null> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug));
  return row?.name ?? null;
}

/**
 * Every size and service description on sale, once each ("225/50R17 94V"), the P of a P-metric
 * size left off: what a sidewall photo is read against.
 */
export async function findSpecsOnSale(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      size: products.sizeLabel,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
    })
    .from(products)
    .where(isNull(products.discontinuedAt));
  const specs = new Set(
    rows.map((row) => `${row.size.replace(/^P(?=\d)/, "")} ${row.loadIndex}${row.speedRating}`),
  );
  return [...specs].sort();
}

/** Products by id, in the order of the ids given. */
export async function findProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One product with its line's warranty and UTQG, and its stock summed over warehouses. */
export async function findProductDetail(db: Db, id: number) {
  const [row] = await db
    .select({
      ...productColumns,
      productLineId: products.productLineId,
      warrantyMiles: productLines.warrantyMiles,
      utqg: productLines.utqg,
      loadRange: products.loadRange,
      isRunFlat: products.isRunFlat,
      isExtraLoad: products.isExtraLoad,
      isOversize: products.isOversize,
      discontinuedAt: products.discontinuedAt,
    })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(products.id, id));
  if (!row) return null;
  const [video] = await db
    .select({ youtubeId: productLineVideos.youtubeId, title: productLineVideos.title })
    .from(productLineVideos)
    .where(eq(productLineVideos.productLineId, row.productLineId));
  const [stockRow] = await db
    .select({
      total: sql<number>`coalesce(sum(${stock.quantity}), 0)::int`,
      warehouses: sql<number>`count(*) filter (where ${stock.quantity} > 0)::int`,
    })
    .from(stock)
    .where(eq(stock.productId, id));
  // The line's tires on sale, this one among them, by rim and size.
  const otherSizes = await db
    .select({
      id: products.id,
      size: products.sizeLabel,
      salePriceCents: products.salePriceCents,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
      isExtraLoad: products.isExtraLoad,
      isRunFlat: products.isRunFlat,
      loadRange: products.loadRange,
    })
    .from(products)
    .where(and(eq(products.productLineId, row.productLineId), isNull(products.discontinuedAt)))
    .orderBy(asc(products.rimDiameter), asc(products.sizeLabel), asc(products.id))
    .limit(200);
  return {
    row,
    stock: {
      total: stockRow?.total ?? 0,
      warehouses: stockRow?.warehouses ?? 0,
      // The row's freshestMade: the shelf an order takes from first (orders.repository).
      freshest: weekOfFreshestMade(row.freshestMade),
    },
    otherSizes,
    video: video ?? null,
  };
}

/**
 * Sizes and brands with tires on sale and how many, for the sitemaps: at most `limit` sizes,
 * the most-stocked first.
 */
export async function findCatalogueIndex(db: Db, limit: number) {
  const onSale = isNull(products.discontinuedAt);
  const tires = sql<number>`count(*)`.mapWith(Number);
  const [sizes, brandRows] = await Promise.all([
    db
      .select({
        slug: products.sizeSlug,
        rimDiameter: sql<number>`max(${products.rimDiameter})`.mapWith(Number),
        count: tires,
      })
      .from(products)
      .where(onSale)
      .groupBy(products.sizeSlug)
      .orderBy(desc(tires), asc(products.sizeSlug))
      .limit(limit),
    db
      .select({ slug: brands.slug, label: brands.name, count: tires })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(onSale)
      .groupBy(brands.slug, brands.name)
      .orderBy(asc(brands.name)),
  ]);
  return { sizes, brands: brandRows };
}

export type LineSummaryRow = {
  slug: string;
  name: string;
  brandName: string;
  /** The line's cheapest tire's, for its picture. */
  cheapestSku: string;
  fromPriceCents: number;
  ratingAverage: number | null;
  ratingCount: number | null;
};

export type LineSizeRow = {
  lineSlug: string;
  slug: string;
  label: string;
  rimDiameter: number;
  count: number;
};

/**
 * A brand's product lines with tires on sale (or only `lineSlug`), by name: the lowest price of
 * one of their tires and their line's rating; with their sizes on sale, by rim then size.
 */
export async function findBrandLines(
  db: Db,
  brandSlug: string,
  lineSlug?: string,
): Promise<{ lines: LineSummaryRow[]; sizes: LineSizeRow[] }> {
  const where = and(
    isNull(products.discontinuedAt),
    eq(brands.slug, brandSlug),
    lineSlug ? eq(productLines.slug, lineSlug) : undefined,
  );
  const ratings = lineRatings(db);
  const [lines, sizes] = await Promise.all([
    db
      .select({
        slug: productLines.slug,
        name: productLines.name,
        brandName: brands.name,
        cheapestSku: sql<string>`(array_agg(${products.sku} order by ${products.salePriceCents}, ${products.id}))[1]`,
        fromPriceCents: sql<number>`min(${products.salePriceCents})`.mapWith(Number),
        ratingAverage: sql<number | null>`max(${ratings.average})`,
        ratingCount: sql<number | null>`max(${ratings.reviewCount})`,
      })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .leftJoin(ratings, eq(ratings.productLineId, productLines.id))
      .where(where)
      .groupBy(productLines.id, productLines.slug, productLines.name, brands.name)
      .orderBy(asc(productLines.name)),
    db
      .select({
        lineSlug: productLines.slug,
        slug: products.sizeSlug,
        label: products.sizeLabel,
        rimDiameter: products.rimDiameter,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(where)
      .groupBy(productLines.slug, products.sizeSlug, products.sizeLabel, products.rimDiameter)
      .orderBy(asc(products.rimDiameter), asc(products.sizeLabel)),
  ]);
  return {
    lines: lines.map((line) => ({
      ...line,
      ratingAverage: line.ratingAverage === null ? null : Number(line.ratingAverage),
      ratingCount: line.ratingCount === null ? null : Number(line.ratingCount),
    })),
    sizes: sizes.map((size) => ({ ...size, rimDiameter: Number(size.rimDiameter) })),
  };
}
