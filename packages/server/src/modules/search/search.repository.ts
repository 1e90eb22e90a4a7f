import type { VehicleQuery } from "@treadkit/core/search";
import { and, asc, desc, eq, ilike, inArray, like, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines, tireSizes, vehicles } from "../../db/schema";

/** Escapes LIKE metacharacters so that what a shopper types is matched literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function findSizesByDigits(db: Db, digits: string, limit: number) {
  return db
    .select({ slug: tireSizes.slug, label: tireSizes.label, productCount: tireSizes.productCount })
    .from(tireSizes)
    .where(like(tireSizes.searchKey, `${likeEscape(digits)}%`))
    .orderBy(desc(tireSizes.productCount), asc(tireSizes.slug))
    .limit(limit);
}

export async function findSizeBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: tireSizes.slug, label: tireSizes.label, productCount: tireSizes.productCount })
    .from(tireSizes)
    .where(eq(tireSizes.slug, slug));
  return row ?? null;
}

/** Restricts to an account's brands; an empty list matches none. */
const brandScope = (restriction: string[] | null) =>
  restriction ? (restriction.length ? inArray(brands.slug, restriction) : sql`false`) : undefined;

/**
 * How close a name is to what was typed, for typo tolerance (pg_trgm's trigram similarity):
 * "bridgstone" is 0.64 of "bridgestone", "michelin pilot sprot" 0.63 of "michelin pilot sport
 * 4s", and another line of the same brand about 0.3.
 */
const similarity = (name: SQL, text: string) =>
  sql<number>`similarity(lower(${name}), lower(${text}))`;
const BRAND_SIMILARITY = 0.35;
const LINE_SIMILARITY = 0.4;

/**
 * Whether a query is worth a misspelling search: it has letters, and enough of them for trigrams
 * to tell names apart. Digits ("2255") are a size being typed.
 */
const mayBeMisspelt = (text: string) => /[a-z]{3}/i.test(text) && text.length >= 4;

/**
 * Brands whose name holds the text; when none does, those it is a misspelling of. A misspelling
 * is about as long as the name: "michelin pilot sprot" is a line's, not the brand's.
 */
export async function findBrands(
  db: Db,
  text: string,
  limit: number,
  restriction: string[] | null,
) {
  const select = () => db.select({ name: brands.name, slug: brands.slug }).from(brands);
  const exact = await select()
    .where(and(ilike(brands.name, `%${likeEscape(text)}%`), brandScope(restriction)))
    .orderBy(sql`position(lower(${text}) in lower(${brands.name}))`, asc(brands.name))
    .limit(limit);
  if (exact.length > 0 || !mayBeMisspelt(text)) return exact;
  const score = similarity(sql`${brands.name}`, text);
  return select()
    .where(
      and(
        sql`${score} > ${BRAND_SIMILARITY} and length(${text}) <= length(${brands.name}) + 2`,
        brandScope(restriction),
      ),
    )
    .orderBy(desc(score), asc(brands.name))
    .limit(limit);
}

/** Lines whose "Brand Line" name holds the text; when none does, the closest misspellings. */
export async function findProductLines(
  db: Db,
  text: string,
  limit: number,
  restriction: string[] | null,
) {
  const fullName = sql<string>`${brands.name} || ' ' || ${productLines.name}`;
  const select = () =>
    db
      .select({
        brand: brands.name,
        brandSlug: brands.slug,
        line: productLines.name,
        lineSlug: productLines.slug,
      })
      .from(productLines)
      .innerJoin(brands, eq(productLines.brandId, brands.id));
  const exact = await select()
    .where(and(ilike(fullName, `%${likeEscape(text)}%`), brandScope(restriction)))
    .orderBy(asc(brands.name), asc(productLines.name))
    .limit(limit);
  if (exact.length > 0 || !mayBeMisspelt(text)) return exact;
  const score = similarity(fullName, text);
  return select()
    .where(and(sql`${score} > ${LINE_SIMILARITY}`, brandScope(restriction)))
    .orderBy(desc(score), asc(brands.name), asc(productLines.name))
    .limit(limit);
}

/**
 * The makes and models that hold every word of a vehicle query, by their search key (letters and
 * digits only, as `vehicleSearchKey` makes it), and sold in its year when it names one. Shortest
 * names first: "f150" finds the F-150 before the F-150 Lightning.
 */
export async function findVehicleModels(db: Db, query: VehicleQuery, limit: number) {
  const key = sql<string>`regexp_replace(lower(${vehicles.make} || ${vehicles.model}), '[^a-z0-9]', '', 'g')`;
  const year =
    query.year === null ? sql<number | null>`null::integer` : sql<number>`${vehicles.year}`;
  return db
    .selectDistinct({
      make: vehicles.make,
      makeSlug: vehicles.makeSlug,
      model: vehicles.model,
      modelSlug: vehicles.modelSlug,
      year,
      nameLength: sql<number>`length(${vehicles.make} || ${vehicles.model})`,
    })
    .from(vehicles)
    .where(
      and(
        ...query.terms.map((term) => like(key, `%${likeEscape(term)}%`)),
        query.year === null ? undefined : eq(vehicles.year, query.year),
      ),
    )
    .orderBy(
      sql`length(${vehicles.make} || ${vehicles.model})`,
      asc(vehicles.make),
      asc(vehicles.model),
    )
    .limit(limit);
}
