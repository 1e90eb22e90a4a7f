import type { VehicleQuery } from "@treadkit/core/search";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines, tireSizes, vehicles } from "../../db/schema";

/** Escapes LIKE metacharacters so that what a shopper types is matched literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
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
 * The brands a text no brand name holds may be a misspelling of ("bridgstone"); none for a text
 * too short or without letters. A misspelling is about as long as the name: "michelin pilot
 * sprot" is a line's, not the brand's.
 */
export async function findMisspeltBrands(
  db: Db,
  text: string,
  limit: number,
  restriction: string[] | null,
) {
  if (!mayBeMisspelt(text)) return [];
  const score = similarity(sql`${brands.name}`, text);
  return db
    .select({ name: brands.name, slug: brands.slug })
    .from(brands)
    .where(
      and(
        sql`${score} > ${BRAND_SIMILARITY} and length(${text}) <= length(${brands.name}) + 2`,
        brandScope(restriction),
      ),
    )
    .orderBy(desc(score), asc(brands.name))
    .limit(limit);
}

/** The lines a text no "Brand Line" name holds may be a misspelling of, closest first. */
export async function findMisspeltLines(
  db: Db,
  text: string,
  limit: number,
  restriction: string[] | null,
) {
  if (!mayBeMisspelt(text)) return [];
  const fullName = sql<string>`${brands.name} || ' ' || ${productLines.name}`;
  const score = similarity(fullName, text);
  return db
    .select({
      brand: brands.name,
      brandSlug: brands.slug,
      line: productLines.name,
      lineSlug: productLines.slug,
    })
    .from(productLines)
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(and(sql`${score} > ${LINE_SIMILARITY}`, brandScope(restriction)))
    .orderBy(desc(score), asc(brands.name), asc(productLines.name))
    .limit(limit);
}

/** What one keystroke asks of the database; a part left out (null) is not asked. */
export type TypeaheadLookup = {
  /** A whole size typed: its slug. */
  sizeSlug: string | null;
  /** Or the digits of a size being typed ("2255"). */
  sizeDigits: string | null;
  /** Brand and line names holding this text. */
  nameText: string | null;
  vehicle: VehicleQuery | null;
  restriction: string[] | null;
  limit: number;
};

export type TypeaheadRow = {
  part: "size" | "brand" | "line" | "vehicle";
  label: string;
  slug: string;
  lineName: string | null;
  lineSlug: string | null;
  count: number | null;
  year: number | null;
  ord: number;
};

/**
 * Every exact match of one keystroke in one statement (sizes, brands, lines and vehicle models),
 * so that a keystroke costs one round trip to the database, not four.
 */
export async function findTypeaheadRows(db: Db, lookup: TypeaheadLookup): Promise<TypeaheadRow[]> {
  const parts: SQL[] = [];
  const limit = lookup.limit;
  const scope = lookup.restriction
    ? lookup.restriction.length
      ? sql`and b.slug in (${sql.join(
          lookup.restriction.map((slug) => sql`${slug}`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  if (lookup.sizeSlug !== null || lookup.sizeDigits !== null) {
    const where =
      lookup.sizeSlug !== null
        ? sql`s.slug = ${lookup.sizeSlug}`
        : sql`s.search_key like ${`${likeEscape(lookup.sizeDigits ?? "")}%`}`;
    parts.push(sql`(select 'size' as part, s.label, s.slug, null as line_name, null as line_slug,
      s.product_count as count, null::integer as year,
      row_number() over (order by s.product_count desc, s.slug) as ord
      from ${tireSizes} s where ${where} order by ord limit ${limit})`);
  }
  if (lookup.nameText !== null) {
    const pattern = `%${likeEscape(lookup.nameText)}%`;
    parts.push(sql`(select 'brand' as part, b.name as label, b.slug as slug,
      null as line_name, null as line_slug, null::integer as count, null::integer as year,
      row_number() over (order by position(lower(${lookup.nameText}) in lower(b.name)), b.name)
        as ord
      from ${brands} b where b.name ilike ${pattern} ${scope} order by ord limit ${limit})`);
    parts.push(sql`(select 'line' as part, b.name as label, b.slug as slug,
      l.name as line_name, l.slug as line_slug, null::integer as count, null::integer as year,
      row_number() over (order by b.name, l.name) as ord
      from ${productLines} l join ${brands} b on b.id = l.brand_id
      where b.name || ' ' || l.name ilike ${pattern} ${scope} order by ord limit ${limit})`);
  }
  if (lookup.vehicle !== null) {
    const { terms, year } = lookup.vehicle;
    const matches = sql.join(
      terms.map((term) => sql`v.search_key like ${`%${likeEscape(term)}%`}`),
      sql` and `,
    );
    const inYear = year === null ? sql`` : sql`and v.year = ${year}`;
    // Shortest names first: "f150" finds the F-150 before the F-150 Lightning.
    parts.push(sql`(select 'vehicle' as part, m.make as label, m.make_slug as slug,
      m.model as line_name, m.model_slug as line_slug, null::integer as count,
      ${year === null ? sql`null::integer` : sql`${year}::integer`} as year,
      row_number() over (order by length(m.make || m.model), m.make, m.model) as ord
      from (select distinct v.make, v.make_slug, v.model, v.model_slug from ${vehicles} v
        where ${matches} ${inYear}) m
      order by ord limit ${limit})`);
  }
  if (parts.length === 0) return [];
  const result = await db.execute(sql.join(parts, sql` union all `));
  // Both drivers (node-postgres, PGlite) answer with the rows under `rows`.
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows
    .map((row) => ({
      part: row.part as TypeaheadRow["part"],
      label: String(row.label),
      slug: String(row.slug),
      lineName: row.line_name === null ? null : String(row.line_name),
      lineSlug: row.line_slug === null ? null : String(row.line_slug),
      count: row.count === null ? null : Number(row.count),
      year: row.year === null ? null : Number(row.year),
      ord: Number(row.ord),
    }))
    .sort((a, b) => a.ord - b.ord);
}
