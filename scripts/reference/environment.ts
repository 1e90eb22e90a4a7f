import { readFileSync } from "node:fs";
import ts from "typescript";
import { loadEnv } from "../../packages/server/src/env";
import { TELEMETRY_ENVIRONMENT } from "../../packages/server/src/process/telemetry-env";

/** The settings file the reference is generated from. */
const ENV_SOURCE = "packages/server/src/env.ts";

type Setting = { name: string; defaultText: string; meaning: string };

/** A JSDoc comment's text on one line, and its `@default` tag when it has one. */
function docOf(node: ts.Node): { text: string; defaultTag: string | null } {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc) return { text: "", defaultTag: null };
  const text = ts.getTextOfJSDocComment(doc.comment) ?? "";
  const tag = doc.tags?.find((t) => t.tagName.text === "default");
  return {
    text: text.replace(/\s+/g, " ").trim(),
    defaultTag: tag
      ? (ts.getTextOfJSDocComment(tag.comment) ?? "").replace(/\s+/g, " ").trim()
      : null,
  };
}

/** Every property of `envSchema = z.object({...})`, in source order, with its comment. */
function settingsOf(source: string): { name: string; text: string; defaultTag: string | null }[] {
  const file = ts.createSourceFile(ENV_SOURCE, source, ts.ScriptTarget.Latest, true);
  let object: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === "envSchema" &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const [argument] = node.initializer.arguments;
      if (argument && ts.isObjectLiteralExpression(argument)) object = argument;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!object) throw new Error(`${ENV_SOURCE}: no envSchema = z.object({...}) found`);
  return object.properties.flatMap((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return [];
    return [{ name: property.name.text, ...docOf(property) }];
  });
}

const code = (value: string) => `\`${value}\``;
/** A table cell: no pipe or line break may end it early. */
const cell = (text: string) => text.replaceAll("|", "\\|").replace(/\s+/g, " ");

function defaultOf(value: unknown): string {
  if (value === undefined || value === false || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : code(value.join(","));
  return code(String(value));
}

/** docs/reference/environment.md: every setting the server reads, from env.ts's own comments. */
export function renderEnvironmentReference(source = readFileSync(ENV_SOURCE, "utf8")): string {
  const defaults = loadEnv({}) as Record<string, unknown>;
  const undocumented: string[] = [];
  const settings: Setting[] = settingsOf(source).map(({ name, text, defaultTag }) => {
    if (!text) undocumented.push(name);
    return { name, defaultText: defaultTag ?? defaultOf(defaults[name]), meaning: text };
  });
  if (undocumented.length > 0) {
    throw new Error(`${ENV_SOURCE}: give these settings a comment: ${undocumented.join(", ")}`);
  }
  const row = (s: Setting) => `| ${code(s.name)} | ${cell(s.defaultText)} | ${cell(s.meaning)} |`;
  return [
    "<!-- Generated from packages/server/src/env.ts by `npm run docs:reference`; do not edit. -->",
    "",
    "# Environment",
    "",
    "Every setting the server reads, validated once at boot: a bad value stops it with a message",
    "naming the setting. An empty value counts as unset.",
    "",
    "| Variable | Default | Meaning |",
    "| --- | --- | --- |",
    ...settings.map(row),
    "",
    "## Traces",
    "",
    "OpenTelemetry's SDK reads its own standard variables; the server sends traces only when an",
    "endpoint is set.",
    "",
    "| Variable | Default | Meaning |",
    "| --- | --- | --- |",
    ...TELEMETRY_ENVIRONMENT.map((s) =>
      row({ name: s.name, defaultText: s.defaultText, meaning: s.meaning }),
    ),
    "",
  ].join("\n");
}
