import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Authorization } from "./gateway";
import { type SandboxLedger, type SandboxTransaction, transactionNotFound } from "./sandbox-ledger";

/**
 * The sandbox provider's own storage: a database apart from the store's, as a real provider's
 * is. On PostgreSQL it is the schema `payments_sandbox` reached through its own connections; on
 * PGlite a second embedded database beside the store's (`<DATA_DIR>/payments-sandbox`). Either
 * way its statements never run inside the store's transactions, which call the gateway while
 * they hold row locks (PGlite, a single connection, would wait on itself).
 */

type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

type Backend = {
  query: Query;
  transaction<T>(fn: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const SCHEMA_LOCK_KEY = 724_311_906;

const TABLES = `
  CREATE TABLE IF NOT EXISTS sandbox_tokens (
    token text PRIMARY KEY,
    used_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS sandbox_transactions (
    id text PRIMARY KEY,
    details jsonb NOT NULL,
    voided boolean NOT NULL DEFAULT false,
    captured_cents integer NOT NULL DEFAULT 0,
    refunded_cents integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  ALTER TABLE sandbox_transactions ADD COLUMN IF NOT EXISTS reference text;
  CREATE INDEX IF NOT EXISTS sandbox_transactions_reference_idx
    ON sandbox_transactions (reference, created_at);`;

async function openPglite(dataDir: string): Promise<Backend> {
  const dir = dataDir.startsWith("memory://") ? "memory://" : join(dataDir, "payments-sandbox");
  const client = await PGlite.create(dir);
  await client.exec(TABLES);
  return {
    query: (text, params) => client.query(text, params),
    transaction: (fn) => client.transaction((tx) => fn((text, params) => tx.query(text, params))),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Backend> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    options: "-c search_path=payments_sandbox",
  });
  pool.on("error", (error) => console.warn(`Sandbox ledger connection lost: ${error.message}`));
  // A checked-out connection reports its loss on itself: without a listener the process ends.
  pool.on("connect", (client) =>
    client.on("error", (error) => console.warn(`Sandbox ledger connection lost: ${error.message}`)),
  );
  const transaction = async <T>(fn: (query: Query) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await fn((text, params) => client.query(text, params));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  // Several processes may start at once: one creates the tables, the others wait for it.
  await transaction(async (query) => {
    await query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK_KEY]);
    await query("CREATE SCHEMA IF NOT EXISTS payments_sandbox");
    for (const statement of TABLES.split(";").filter((s) => s.trim())) await query(statement);
  });
  return {
    query: (text, params) => pool.query(text, params),
    transaction,
    close: () => pool.end(),
  };
}

type TransactionRow = {
  details: Authorization;
  reference: string | null;
  voided: boolean;
  captured_cents: number;
  refunded_cents: number;
};

const reshape = (row: TransactionRow): SandboxTransaction => ({
  authorization: row.details,
  reference: row.reference ?? "",
  voided: row.voided,
  capturedInCents: row.captured_cents,
  refundedInCents: row.refunded_cents,
});

export async function openSqlLedger(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<SandboxLedger> {
  const backend = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  return {
    async claimToken(token) {
      const { rows } = await backend.query(
        "INSERT INTO sandbox_tokens (token) VALUES ($1) ON CONFLICT DO NOTHING RETURNING token",
        [token],
      );
      return rows.length === 1;
    },
    async add({ authorization, reference, voided, capturedInCents, refundedInCents }) {
      await backend.query(
        `INSERT INTO sandbox_transactions
           (id, details, reference, voided, captured_cents, refunded_cents)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          authorization.transactionId,
          JSON.stringify(authorization),
          reference,
          voided,
          capturedInCents,
          refundedInCents,
        ],
      );
    },
    async findByReference(reference) {
      const { rows } = await backend.query(
        `SELECT details, reference, voided, captured_cents, refunded_cents
         FROM sandbox_transactions WHERE reference = $1 ORDER BY created_at DESC LIMIT 1`,
        [reference],
      );
      const [row] = rows as TransactionRow[];
      return row ? reshape(row) : null;
    },
    update(transactionId, change) {
      return backend.transaction(async (query) => {
        const { rows } = await query(
          `SELECT details, reference, voided, captured_cents, refunded_cents
           FROM sandbox_transactions WHERE id = $1 FOR UPDATE`,
          [transactionId],
        );
        const [row] = rows as TransactionRow[];
        if (!row) throw transactionNotFound(transactionId);
        const next = change(reshape(row));
        await query(
          `UPDATE sandbox_transactions
           SET details = $2, voided = $3, captured_cents = $4, refunded_cents = $5 WHERE id = $1`,
          [
            transactionId,
            JSON.stringify(next.authorization),
            next.voided,
            next.capturedInCents,
            next.refundedInCents,
          ],
        );
        return next;
      });
    },
    close: () => backend.close(),
  };
}
