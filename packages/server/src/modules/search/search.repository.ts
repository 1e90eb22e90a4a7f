import type { VehicleQuery } from "@treadkit/core/search";
import { trigramSimilarity, trigrams } from "@treadkit/core/search";
import { getTableName } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { brands, productLines } from "../catalog/catalog.schema";
import { tireSizes } from "../site/site.schema";
import { vehicles } from "../vehicles/vehicles.schema";

/** Escapes LIKE metacharacters so that what a shopper types is matched literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The text of a statement and its values, numbered as they are added: a keystroke's statement is
 * put together as plain text, since building it through drizzle's SQL template on every request
 * cost more of the process than the database took to answer it.
 */
class Statement {
  readonly values: unknown[] = [];
  /** The placeholder of a value ($1, $2…). */
  value(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const SIZES = getTableName(tireSizes);
const BRANDS = getTableName(brands);
const LINES = getTableName(productLines);
const VEHICLES = getTableName(vehicles);

/**
 * How close a name is to what was typed, for typo tolerance (pg_trgm's trigram similarity):
 * "bridgstone" is 0.64 of "bridgestone", "michelin pilot sprot" 0.63 of "michelin pilot sport
 * 4s", and another line of the same brand about 0.3.
 */
const BRAND_SIMILARITY = 0.35;
const LINE_SIMILARITY = 0.4;

/**
 * Whether a query is worth a misspelling search: it has letters, and enough of them for trigrams
 * to tell names apart. Digits ("2255") are a size being typed.
 */
const mayBeMisspelt = (text: string) => /[a-z]{3}/i.test(text) && text.length >= 4;

export type Misspellings = {
  brands: { name: string; slug: string }[];
  lines: { brand: string; brandSlug: string; line: string; lineSlug: string }[];
};

type NamedLine = Misspellings["lines"][number];

/** Every brand's and line's name with its trigrams: a few hundred, read once a minute. */
type CatalogueNames = {
  brands: { name: string; slug: string; grams: Set<string> }[];
  lines: (NamedLine & { grams: Set<string> })[];
  readAt: number;
};

/**
 * How long a process keeps the names misspellings are matched against: a brand or line added
 * meanwhile is found as typed at once, and as misspelt within this time.
 */
const NAMES_TTL_MS = 60_000;
const namesOf = new WeakMap<Db, Promise<CatalogueNames>>();

async function readNames(db: Db): Promise<CatalogueNames> {
  const [brandRows, lineRows] = await Promise.all([
    queryRows(db, `select name, slug from ${BRANDS}`, []),
    queryRows(
      db,
      `select b.name as brand, b.slug as brand_slug, l.name as line, l.slug as line_slug
       from ${LINES} l join ${BRANDS} b on b.id = l.brand_id`,
      [],
    ),
  ]);
  return {
    brands: brandRows.map((row) => ({
      name: String(row.name),
      slug: String(row.slug),
      grams: trigrams(String(row.name)),
    })),
    lines: lineRows.map((row) => ({
      brand: String(row.brand),
      brandSlug: String(row.brand_slug),
      line: String(row.line),
      lineSlug: String(row.line_slug),
      grams: trigrams(`${row.brand} ${row.line}`),
    })),
    readAt: Date.now(),
  };
}

async function catalogueNames(db: Db): Promise<CatalogueNames> {
  const known = namesOf.get(db);
  const names = await known?.catch(() => null);
  if (names && Date.now() - names.readAt < NAMES_TTL_MS) return names;
  const reading = readNames(db);
  namesOf.set(db, reading);
  return reading;
}

/** The closest `limit` of `items` above `threshold`, closest first, then in `byName` order. */
function closest<T>(
  items: readonly (T & { grams: Set<string> })[],
  typed: Set<string>,
  threshold: number,
  byName: (item: T) => string,
  limit: number,
): T[] {
  // Hundreds of names on every misspelt keystroke: scored in one pass, only the close kept.
  const close: { item: T; score: number }[] = [];
  for (const item of items) {
    const score = trigramSimilarity(item.grams, typed);
    if (score > threshold) close.push({ item, score });
  }
  return close
    .sort((a, b) => b.score - a.score || (byName(a.item) < byName(b.item) ? -1 : 1))
    .slice(0, limit)
    .map(({ item }) => item);
}

/**
 * The brands and lines a text no name holds may be a misspelling of, closest first; none for a
 * text too short or without letters. A brand's misspelling is about as long as its name:
 * "michelin pilot sprot" is a line's, not the brand's. Scored in the process with pg_trgm's own
 * similarity (core's trigramSimilarity) against the names it keeps: a typo costs the database
 * nothing, where scoring every name there took a typeahead's share of its CPU.
 */
export async function findMisspellings(
  db: Db,
  text: string,
  limit: number,
  restriction: string[] | null,
): Promise<Misspellings> {
  if (!mayBeMisspelt(text)) return { brands: [], lines: [] };
  const names = await catalogueNames(db);
  const typed = trigrams(text);
  const allowed = (slug: string) => restriction === null || restriction.includes(slug);
  const brands = closest(
    names.brands.filter((b) => allowed(b.slug) && text.length <= b.name.length + 2),
    typed,
    BRAND_SIMILARITY,
    (b) => b.name,
    limit,
  ).map(({ name, slug }) => ({ name, slug }));
  const lines = closest(
    restriction === null ? names.lines : names.lines.filter((l) => allowed(l.brandSlug)),
    typed,
    LINE_SIMILARITY,
    (l) => `${l.brand} ${l.line}`,
    limit,
  ).map(({ brand, brandSlug, line, lineSlug }) => ({ brand, brandSlug, line, lineSlug }));
  return { brands, lines };
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
  const parts: string[] = [];
  const statement = new Statement();
  const limit = () => statement.value(lookup.limit);
  const scope = () =>
    lookup.restriction
      ? lookup.restriction.length
        ? `and b.slug = any(${statement.value(lookup.restriction)}::text[])`
        : "and false"
      : "";
  if (lookup.sizeSlug !== null || lookup.sizeDigits !== null) {
    const where =
      lookup.sizeSlug !== null
        ? `s.slug = ${statement.value(lookup.sizeSlug)}`
        : `s.search_key like ${statement.value(`${likeEscape(lookup.sizeDigits ?? "")}%`)}`;
    parts.push(`(select 'size' as part, s.label, s.slug, null as line_name, null as line_slug,
      s.product_count as count, null::integer as year,
      row_number() over (order by s.product_count desc, s.slug) as ord
      from ${SIZES} s where ${where} order by ord limit ${limit()})`);
  }
  if (lookup.nameText !== null) {
    const text = statement.value(lookup.nameText);
    const pattern = statement.value(`%${likeEscape(lookup.nameText)}%`);
    parts.push(`(select 'brand' as part, b.name as label, b.slug as slug,
      null as line_name, null as line_slug, null::integer as count, null::integer as year,
      row_number() over (order by position(lower(${text}::text) in lower(b.name)), b.name) as ord
      from ${BRANDS} b where b.name ilike ${pattern} ${scope()} order by ord limit ${limit()})`);
    parts.push(`(select 'line' as part, b.name as label, b.slug as slug,
      l.name as line_name, l.slug as line_slug, null::integer as count, null::integer as year,
      row_number() over (order by b.name, l.name) as ord
      from ${LINES} l join ${BRANDS} b on b.id = l.brand_id
      where b.name || ' ' || l.name ilike ${pattern} ${scope()} order by ord limit ${limit()})`);
  }
  if (lookup.vehicle !== null) {
    const { terms, year } = lookup.vehicle;
    const matches = terms
      .map((term) => `v.search_key like ${statement.value(`%${likeEscape(term)}%`)}`)
      .join(" and ");
    const yearValue = year === null ? null : statement.value(year);
    const inYear = yearValue === null ? "" : `and v.year = ${yearValue}::integer`;
    // Shortest names first: "f150" finds the F-150 before the F-150 Lightning.
    parts.push(`(select 'vehicle' as part, m.make as label, m.make_slug as slug,
      m.model as line_name, m.model_slug as line_slug, null::integer as count,
      ${yearValue === null ? "null" : yearValue}::integer as year,
      row_number() over (order by length(m.make || m.model), m.make, m.model) as ord
      from (select distinct v.make, v.make_slug, v.model, v.model_slug from ${VEHICLES} v
        where ${matches} ${inYear}) m
      order by ord limit ${limit()})`);
  }
  if (parts.length === 0) return [];
  const rows = await queryRows(db, parts.join(" union all "), statement.values);
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
