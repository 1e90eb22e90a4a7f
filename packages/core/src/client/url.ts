import type { QueryValue } from "./types";

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces {name} placeholders with URL-encoded values; a missing value is a programmer error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Joins by string rather than `new URL(path, base)`, which would drop the base's own path
 * ("http://host/api" + "/v1/x" must give "http://host/api/v1/x").
 */
export function buildUrl(base: string, path: string, query: Record<string, QueryValue>): string {
  const joined = `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  if (!queryString) return joined;
  return `${joined}${joined.includes("?") ? "&" : "?"}${queryString}`;
}
