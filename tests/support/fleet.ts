import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { TEST_NOW } from "../../packages/server/src/testing/clock";
import { createSeededPostgres } from "../../packages/server/src/testing/databases";
import { roundRobin, type ServerFleet, startServers } from "./server-processes";

/** How long a fleet may take to start: a seeded database, then three processes from TypeScript. */
const START_MS = 240_000;
const STOP_MS = 60_000;

export type FleetOptions = {
  /** Server processes on the one database. */
  processes?: number;
  /** Settings beyond the store clock, which starts at TEST_NOW. */
  env?: NodeJS.ProcessEnv;
};

export type Fleet = {
  /** The running processes (valid from `beforeAll` on). */
  fleet: ServerFleet;
  /** A small pool on the fleet's database, for what a test sets up or checks in SQL. */
  sql: pg.Pool;
  /** A call to the processes in turn, as a load balancer spreads shoppers. */
  call: ReturnType<typeof roundRobin>;
  /** The fleet's database, for a command run beside the processes (an operator's). */
  databaseUrl(): string;
  /** The store's time now: TEST_NOW when the processes started, ticking since. */
  storeNow(): Date;
};

/**
 * A fresh seeded PostgreSQL database named `name` with several server processes on it, started
 * before the file's tests and stopped (database dropped) after them. The integrity tests are
 * about what holds across processes; this is their common ground.
 *
 * `fleet` and `sql` stand for values made in `beforeAll`: read them in tests and hooks, not
 * while the file is being collected.
 */
export function useFleet(name: string, { processes = 3, env = {} }: FleetOptions = {}): Fleet {
  let database: { url: string; drop(): Promise<void> } | undefined;
  const [fleet, setFleet] = late<ServerFleet>("fleet");
  const [sql, setSql] = late<pg.Pool>("sql");
  let pool: pg.Pool | undefined;
  let running: ServerFleet | undefined;
  let startedAt = Date.now();

  beforeAll(async () => {
    database = await createSeededPostgres(name);
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    setSql(pool);
    startedAt = Date.now();
    running = await startServers(processes, database.url, {
      CLOCK_START: TEST_NOW.toISOString(),
      ...env,
    });
    setFleet(running);
  }, START_MS);
  afterAll(async () => {
    await running?.stop();
    await pool?.end();
    await database?.drop();
  }, STOP_MS);

  return {
    fleet,
    sql,
    call: roundRobin(() => fleet),
    databaseUrl: () => {
      if (!database) throw new Error("databaseUrl is read before beforeAll made it");
      return database.url;
    },
    storeNow: () => new Date(TEST_NOW.getTime() + (Date.now() - startedAt)),
  };
}

/** An object that stands for a value set later, and says so if it is read before. */
function late<T extends object>(what: string): [T, (value: T) => void] {
  let value: T | undefined;
  const stand = new Proxy({} as T, {
    get(_, key) {
      if (value === undefined) throw new Error(`${what} is read before beforeAll made it`);
      const member = Reflect.get(value, key, value);
      return typeof member === "function" ? member.bind(value) : member;
    },
  });
  const set = (made: T) => {
    value = made;
  };
  return [stand, set];
}
