/**
 * Tries the reference deployment (deploy/nginx.conf) on this machine: Debian's nginx, with a
 * self-signed certificate, in front of two worker groups (`npm start` clusters of two workers
 * each) on one PostgreSQL. It checks that
 * - the store answers through TLS, and nginx keeps the API's public answers (X-Cache-Status HIT);
 * - both groups restart, one after the other, each worker by worker (SIGHUP, as
 *   `systemctl reload` sends), while shoppers' requests keep coming, and none of them fails.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run deploy:check
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSeededPostgres } from "../packages/server/src/testing/databases";
import { waitForHealth } from "../tests/support/local-server";
import { freePort } from "../tests/support/server-processes";

const HOST = "shop.example";

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

const agent = new Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets: 64 });

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port, path, agent, servername: HOST, headers: { host: HOST } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
      },
    );
    req.setTimeout(30_000, () => req.destroy());
    req.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
    req.end();
  });
}

function startGroup(port: number, databaseUrl: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WORKERS: "2",
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** The worker pids a group answers with, over `calls` health checks straight to its port. */
async function pids(port: number, calls = 8): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < calls; i += 1) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (answer?.ok) seen.add(((await answer.json()) as { pid: number }).pid);
  }
  return seen;
}

/** SIGHUP to a group's primary; resolves once none of the workers that served before answers. */
async function rollingRestart(group: ChildProcess, port: number): Promise<number> {
  const before = await pids(port, 16);
  const started = Date.now();
  group.kill("SIGHUP");
  while (Date.now() - started < 120_000) {
    const now = await pids(port);
    if (now.size === before.size && [...now].every((pid) => !before.has(pid))) {
      return Date.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the group on ${port} did not finish its rolling restart`);
}

function nginxConfig(dir: string, ports: { https: number; http: number; groups: number[] }) {
  const site = readFileSync("deploy/nginx.conf", "utf8")
    .replace(
      /upstream treadkit \{[^}]*\}/,
      `upstream treadkit {\n${ports.groups.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join("\n")}\n    keepalive 64;\n}`,
    )
    .replace("listen 80;", `listen 127.0.0.1:${ports.http};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace("/etc/ssl/treadkit/fullchain.pem", join(dir, "cert.pem"))
    .replace("/etc/ssl/treadkit/privkey.pem", join(dir, "key.pem"))
    .replace("/var/cache/nginx/treadkit", join(dir, "cache"));
  if (site.includes("10.0.0.") || site.includes("/etc/ssl/treadkit")) {
    throw new Error("deploy/nginx.conf changed shape: update the check's substitutions");
  }
  return `user root;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  ${site}
}
`;
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL must name a PostgreSQL server");
  if (!existsSync("dist/server/main.js")) throw new Error("no build: run `npm run build` first");
  const dir = mkdtempSync(join(tmpdir(), "treadkit-deploy-"));
  const database = await createSeededPostgres("treadkit_deploy");
  const children: ChildProcess[] = [];
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${HOST}`,
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    const groups = [await freePort(), await freePort()];
    const ports = { https: await freePort(), http: await freePort(), groups };
    for (const port of groups) {
      const group = startGroup(port, database.url, dir);
      children.push(group);
      await waitForHealth(group, `http://127.0.0.1:${port}`);
    }
    writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, ports));
    const nginx = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: "inherit",
    });
    children.push(nginx);
    for (let i = 0; i < 40 && (await get(ports.https, "/api/health")).status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const health = await get(ports.https, "/api/health");
    console.log(`through nginx over TLS: /api/health ${health.status} ${health.body}`);
    await get(ports.https, "/api/content");
    const cached = await get(ports.https, "/api/content");
    console.log(
      `the API's public answer, asked again: X-Cache-Status ${cached.headers["x-cache-status"]}`,
    );

    // Shoppers: 16 at once, each asking for what nginx does not cache (the health check and a
    // shop's schedule) over and over while the groups restart.
    let loading = true;
    const statuses = new Map<number, number>();
    const shoppers = Array.from({ length: 16 }, async (_, i) => {
      while (loading) {
        const path = i % 2 ? "/api/health" : "/api/installers/1/schedule";
        const { status } = await get(ports.https, path);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rolls: number[] = [];
    for (const [i, port] of groups.entries()) {
      rolls.push(await rollingRestart(children[i] as ChildProcess, port));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    loading = false;
    await Promise.all(shoppers);

    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const failed = total - (statuses.get(200) ?? 0);
    console.log(
      `rolling restarts: ${rolls.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}; ` +
        `requests during them: ${total}, failed: ${failed} (${JSON.stringify(Object.fromEntries(statuses))})`,
    );
    const ok = health.status === 200 && cached.headers["x-cache-status"] === "HIT" && failed === 0;
    console.log(ok ? "deploy check passed" : "deploy check FAILED");
    process.exitCode = ok ? 0 : 1;
  } finally {
    agent.destroy();
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : child.once("exit", resolve),
          ),
      ),
    );
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
