import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitForHealth } from "./local-server";

/**
 * Several server processes on one PostgreSQL database, as production runs behind a load
 * balancer: for the integrity suites and the booking benchmark.
 */

type ServerProcess = {
  base: string;
  port: number;
  process: ChildProcess;
  /** Ends the process at once (SIGKILL): requests in flight are lost, as in a crash. */
  kill(): void;
};

export type ServerFleet = {
  servers: ServerProcess[];
  /** The base URLs of the processes still running, for spreading requests over them. */
  bases(): string[];
  /** The DATA_DIR they share: e-mails are written to its mail folder when SMTP_URL is unset. */
  dataDir: string;
  stop(): Promise<void>;
};

/**
 * Every server process started and not yet ended. A test process that ends for any reason (a
 * hook that timed out before it could stop its fleet, say) takes them with it: an orphaned server
 * would otherwise run on, holding the test runner's output open so that the run never ends.
 */
const running = new Set<ChildProcess>();
let reaping = false;
function reapOnExit() {
  if (reaping) return;
  reaping = true;
  const killAll = () => {
    for (const child of running) child.kill("SIGKILL");
  };
  process.once("exit", killAll);
  // The runner ends a test process with SIGTERM, which skips "exit" handlers by default. The
  // servers go first; then the signal is raised again with no handler left, so the process ends
  // as it would have. (process.exit is no way out here: inside a test worker the runner replaces
  // it with a throw, reported as an unhandled error of whichever file ran last.)
  process.once("SIGTERM", () => {
    killAll();
    process.kill(process.pid, "SIGTERM");
  });
}

/** How long a stopping server may take to finish its requests before it is killed. */
const STOP_GRACE_MS = 10_000;

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** `packages/server/src/main.ts` on `port`, its errors passed on, reaped with this process. */
function spawnServer(
  port: number,
  dataDir: string,
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
  /** Passes the process's error log (stdout, LOG_LEVEL error) on too, as its stderr is. */
  errorLog = false,
) {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "error",
      ...env,
    },
    // Its errors are passed on, through a pipe of this process's own rather than this
    // process's stderr, which the runner waits on until every holder has closed it. (A cluster's
    // workers share it, and end with their primary's IPC channel when it is killed.)
    stdio: ["ignore", errorLog ? "pipe" : "ignore", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  // A process that cannot be started (or signalled) says so here; the health check then fails.
  child.on("error", (error) => process.stderr.write(`server process: ${error.message}\n`));
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  child.stdout?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/** Starts `count` server processes on `databaseUrl`, each on its own port, and waits for all. */
export async function startServers(
  count: number,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerFleet> {
  reapOnExit();
  const dataDir = mkdtempSync(join(tmpdir(), "treadkit-fleet-"));
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    // One process each: the fleet stands for separate machines.
    const child = spawnServer(port, dataDir, databaseUrl, { WORKERS: "1", ...env });
    servers.push({
      base: `http://127.0.0.1:${port}`,
      port,
      process: child,
      kill: () => child.kill("SIGKILL"),
    });
  }
  try {
    await Promise.all(servers.map((s) => waitForHealth(s.process, s.base, 400)));
  } catch (error) {
    for (const s of servers) s.kill();
    throw error;
  }
  return {
    servers,
    dataDir,
    bases: () =>
      servers.filter((s) => s.process.exitCode === null && !s.process.killed).map((s) => s.base),
    async stop() {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.process.exitCode !== null || s.process.signalCode !== null) return resolve();
              const kill = setTimeout(() => s.process.kill("SIGKILL"), STOP_GRACE_MS);
              s.process.once("exit", () => {
                clearTimeout(kill);
                resolve();
              });
              s.process.kill("SIGTERM");
            }),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ClusterProcess = {
  base: string;
  /** The primary: SIGHUP restarts its workers one by one, SIGTERM stops them all. */
  process: ChildProcess;
  stop(): Promise<void>;
};

/** `npm start`'s cluster: a primary and `workers` workers sharing one port, on `databaseUrl`. */
export async function startCluster(
  workers: number,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ClusterProcess> {
  reapOnExit();
  const dataDir = mkdtempSync(join(tmpdir(), "treadkit-cluster-"));
  const port = await freePort();
  // A cluster's tests expect no failed request: should one fail, its "page failed" line says why.
  const child = spawnServer(port, dataDir, databaseUrl, { WORKERS: String(workers), ...env }, true);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, base, 400);
  return {
    base,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const kill = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
        child.once("exit", () => {
          clearTimeout(kill);
          done();
        });
        child.kill("SIGTERM");
      }),
  };
}

export type Reply = { status: number; body: Record<string, unknown> & { errorMessage?: string } };

/**
 * A JSON (or form) call to a server: the status and parsed body, or status 0 when the process went away
 * mid-request (the shopper sees a network error). Made with node:http on a connection of its own,
 * every error of the request and its response handled here: a server killed mid-flight must
 * never surface as an error of the test process (fetch's pooled sockets can report a peer's
 * close after the call has been answered).
 */
export async function callServer(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  // A form is encoded as fetch would send it (multipart with its boundary), then sent here.
  if (body instanceof FormData) {
    const encoded = new Request("http://form.invalid/", { method: "POST", body });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const type = encoded.headers.get("content-type") ?? "multipart/form-data";
    return send(base, method, path, bytes, { "content-type": type, ...headers });
  }
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return send(
    base,
    method,
    path,
    payload,
    payload === undefined ? headers : { "content-type": "application/json", ...headers },
  );
}

function send(
  base: string,
  method: string,
  path: string,
  payload: Buffer | undefined,
  headers: Record<string, string>,
): Promise<Reply> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (reply: Reply) => {
      if (settled) return;
      settled = true;
      resolve(reply);
    };
    const lost = () => settle({ status: 0, body: {} });
    const request = httpRequest(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { "content-length": payload.byteLength }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", lost);
        response.on("aborted", lost);
        response.on("end", () => {
          if (!response.complete) return lost();
          const text = Buffer.concat(chunks).toString("utf8");
          // A page (HTML) is answered with its status alone.
          const json = String(response.headers["content-type"] ?? "").includes("json");
          try {
            settle({
              status: response.statusCode ?? 0,
              body: text && json ? JSON.parse(text) : {},
            });
          } catch {
            lost();
          }
        });
      },
    );
    request.on("error", lost);
    request.end(payload);
  });
}

/** Calls spread over a fleet's live processes in turn, as a load balancer spreads them. */
export function roundRobin(fleet: () => ServerFleet) {
  let turn = 0;
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const bases = fleet().bases();
    return callServer(bases[turn++ % bases.length] as string, method, path, body, headers);
  };
}

/** A seeded shop's id by its code, read from the fleet's database. */
export async function shopIdByCode(
  sql: { query<R>(text: string, values: unknown[]): Promise<{ rows: R[] }> },
  code: string,
): Promise<number> {
  const [shop] = (
    await sql.query<{ id: number }>("select id from installers where code = $1", [code])
  ).rows;
  if (!shop) throw new Error(`the data set has no shop ${code}`);
  return shop.id;
}

/** The id of a tire in stock in the size, as the fleet's catalogue lists it. */
export async function tireInStockVia(
  call: ReturnType<typeof roundRobin>,
  size = "225-50r17",
): Promise<string> {
  const listing = await call("GET", `/api/catalog/products?size=${size}`);
  const inStock = (
    listing.body.siteCatalogProducts as { productId: string; availability: string }[]
  ).find((p) => p.availability === "ProductStatusAvailable");
  if (!inStock) throw new Error(`no tire in stock in ${size}`);
  return inStock.productId;
}
