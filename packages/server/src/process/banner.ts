import type { DatabaseKind } from "../db/client";

export type BannerFacts = {
  port: number;
  publicOrigin?: string | undefined;
  database: { kind: DatabaseKind; url?: string | undefined; dataDir: string };
  processes: { workers: number; pids: number[] };
  metrics?: string | undefined;
  mail: string;
};

/** postgres://user:secret@host:5432/db → postgres://user@host:5432/db */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "PostgreSQL";
  }
}

/** The block `npm start` prints once it serves: where to go, and what it runs on. */
export function startupBanner(facts: BannerFacts): string {
  const origin = facts.publicOrigin ?? `http://localhost:${facts.port}`;
  const database =
    facts.database.kind === "postgres"
      ? `PostgreSQL ${withoutPassword(facts.database.url ?? "")}`
      : `PGlite (embedded) in ${facts.database.dataDir}`;
  const processes =
    facts.processes.workers > 1
      ? `${facts.processes.workers} workers (pids ${facts.processes.pids.join(", ")})`
      : `1 process (pid ${facts.processes.pids.join(", ")})`;
  const rows: [string, string][] = [
    ["Store", `${origin}/`],
    ["Installer widget", `${origin}/examples/third-party-shop.html`],
    ["Tire-maker widget", `${origin}/examples/tiremaker-brand.html`],
    ["Affiliate widget", `${origin}/examples/affiliate-blog.html`],
    ["API (OpenAPI)", `${origin}/api/docs/json`],
    ["Health", `${origin}/api/health`],
    ["Database", database],
    ["Processes", processes],
    ["Metrics", facts.metrics ?? "off (set METRICS_PORT)"],
    ["E-mail", facts.mail],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    "",
    `  Treadkit is serving on ${origin}`,
    "",
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    "",
  ].join("\n");
}
