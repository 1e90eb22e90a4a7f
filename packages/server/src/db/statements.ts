import { createHash } from "node:crypto";
import pg from "pg";

/** How many distinct statements a process prepares; any beyond run unnamed, as before. */
const MAX_PREPARED_STATEMENTS = 400;

/**
 * A name for each distinct statement text, the same in every process (a hash of the text), for
 * the first MAX_PREPARED_STATEMENTS texts this process sees; `undefined` for any after those.
 */
export function createStatementNames(limit = MAX_PREPARED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    const name = statementName(text);
    names.set(text, name);
    return name;
  };
}

/** A prepared statement's name for `key` (its text, or its shape): short, and the same everywhere. */
export function statementName(key: string): string {
  return `tk_${createHash("sha256").update(key).digest("base64url").slice(0, 22)}`;
}

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A node-postgres client that prepares each statement once per connection. The store's queries
 * are built with parameters ($1, $2…), so their texts repeat; named, PostgreSQL parses and plans
 * a text once per connection (and keeps a generic plan where that is as good), instead of on
 * every call. Only texts with parameters are named: a query without them is cheap to parse, and
 * DDL or transaction control must not be prepared.
 */
export function statementCachingClient(nameOf = createStatementNames()): typeof pg.Client {
  return class StatementCachingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloaded query signature.
    override query(config: any, values?: any, callback?: any): any {
      const query = config as QueryConfig | string;
      if (
        typeof query === "object" &&
        query !== null &&
        typeof query.text === "string" &&
        query.name === undefined &&
        query.submit === undefined &&
        query.text.includes("$1")
      ) {
        const name = nameOf(query.text);
        if (name) return super.query({ ...config, name }, values, callback);
      }
      return super.query(config, values, callback);
    }
  } as typeof pg.Client;
}
