/** The parts of an OpenAPI 3 document the reference shows. */
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string }>;
};
export type ApiDocument = {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const cell = (text: string) => text.replaceAll("|", "\\|").replace(/\s+/g, " ").trim();

/**
 * docs/reference/api.md from the API's own OpenAPI document (GET /api/docs/json): every operation
 * by tag, with what it takes and the statuses it answers with.
 */
export function renderApiReference(document: ApiDocument): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  const paths = Object.keys(document.paths ?? {}).sort();
  for (const path of paths) {
    const item = document.paths?.[path] ?? {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      count += 1;
      const tag = operation.tags?.[0] ?? "other";
      const takes = [
        ...(operation.parameters ?? [])
          .filter((p) => p.in === "query")
          .map((p) => `${p.name}${p.required ? "" : "?"}`),
        ...Object.keys(operation.requestBody?.content ?? {}).map((type) => `body: ${type}`),
      ];
      const statuses = Object.keys(operation.responses ?? {}).sort();
      const row = `| ${method.toUpperCase()} | \`${cell(path)}\` | ${cell(operation.summary ?? "")} | ${cell(takes.join(", ") || "—")} | ${statuses.join(", ") || "—"} |`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag.keys()]
    .sort()
    .flatMap((tag) => [
      `## ${tag}`,
      "",
      "| Method | Path | What it does | Takes (query, body) | Answers |",
      "| --- | --- | --- | --- | --- |",
      ...(byTag.get(tag) ?? []),
      "",
    ]);
  return [
    "<!-- Generated from the API's OpenAPI document by `npm run docs:reference`; do not edit. -->",
    "",
    `# ${document.info?.title ?? "API"} ${document.info?.version ?? ""}`.trimEnd(),
    "",
    `${count} operations. The running store serves the same description as OpenAPI 3 at`,
    "`/api/docs/json`, with every request and response schema; a query parameter marked `?` is",
    "optional. Every call is under `/api`: its paths are given whole.",
    "",
    ...sections,
  ].join("\n");
}
