import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "./client";
import { statementName } from "./statements";

type RawResult = { rows: Record<string, unknown>[] };
type Prepared<T> = { execute(values: Record<string, unknown>): Promise<T> };
type Internals = {
  dialect: { sqlToQuery(query: SQL): unknown };
  _: {
    session: {
      prepareQuery(
        query: unknown,
        fields: undefined,
        name: undefined,
        arrayMode: false,
      ): Prepared<unknown>;
    };
  };
};

/** The most query shapes one Db keeps built; a rare shape past them is built per call. */
const MAX_SHAPES = 500;
const built = new WeakMap<object, Map<string, Prepared<unknown>>>();

/** The query prepared for `shape` on `db`, made by `prepare` the first time. */
function preparedFor<T>(db: Db, shape: string, prepare: () => Prepared<T>): Prepared<T> {
  let shapes = built.get(db);
  if (!shapes) {
    shapes = new Map();
    built.set(db, shapes);
  }
  const known = shapes.get(shape) as Prepared<T> | undefined;
  if (known) return known;
  const prepared = prepare();
  if (shapes.size < MAX_SHAPES) shapes.set(shape, prepared);
  return prepared;
}

/**
 * Collects a call's values as named placeholders, so that a query's text depends only on which
 * filters are present (its shape), not on their values.
 */
export class Placeholders {
  readonly values: Record<string, unknown> = {};
  constructor(private readonly prefix = "") {}

  /** `value` as a placeholder of the query. */
  of(name: string, value: unknown): SQL {
    const key = `${this.prefix}${name}`;
    this.values[key] = value;
    return sql`${sql.placeholder(key)}`;
  }

  /** `column` is one of `values`: `= any($n)` with one array parameter, whatever its length. */
  oneOf(column: SQLWrapper, name: string, values: readonly unknown[]): SQL {
    return sql`${column} = any(${this.of(name, values)})`;
  }
}

/**
 * Runs a query built by `build` and answers the driver's rows. The query is built (drizzle's
 * builder and its rendering to text) once per shape per database; later calls of that shape only
 * bind their values. On a listing, building the facet query each time cost more than running it.
 */
export async function runShaped(
  db: Db,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const internals = db as unknown as Internals;
  const prepared = preparedFor(db, `raw:${shape}`, () =>
    internals._.session.prepareQuery(
      internals.dialect.sqlToQuery(build()),
      undefined,
      undefined,
      false,
    ),
  );
  return ((await prepared.execute(values)) as RawResult).rows;
}

/**
 * `runShaped` for a drizzle select: the builder is built and prepared once per shape, and each
 * call's rows are mapped to the select's fields as drizzle maps them. The statement is named
 * after the shape, so PostgreSQL parses and plans it once per connection.
 */
export async function selectShaped<T>(
  db: Db,
  shape: string,
  build: () => { prepare(name: string): Prepared<T> },
  values: Record<string, unknown>,
): Promise<T> {
  return preparedFor(db, `select:${shape}`, () => build().prepare(statementName(shape))).execute(
    values,
  );
}

/** A filter's shape: which fields are set, and whether each list is empty; not their values. */
export function shapeOf(filter: Record<string, unknown>): string {
  return Object.keys(filter)
    .sort()
    .flatMap((key) => {
      const value = filter[key];
      if (value === undefined || value === null || value === "") return [];
      if (Array.isArray(value)) return [`${key}:${value.length > 0 ? "list" : "empty"}`];
      if (typeof value === "boolean") return [`${key}:${value}`];
      return [key];
    })
    .join(",");
}
