/**
 * Rendered pictures kept in this process, and their validators. A picture is a pure function
 * of catalogue data that changes only with a new data set, so an entry never goes stale within
 * a process's life; the bound keeps a crawl over every SKU from holding them all.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

export type RenderedSvg = { svg: string; etag: string };

/** A strong validator: the same picture always has the same tag, on any process. */
export function etagOf(svg: string): string {
  return `"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this tag (or is `*`); weak tags match as well. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** A bounded cache of rendered pictures; `render` answers null for what does not exist. */
export function svgCache(maxEntries = 2_000) {
  const cache = new LRUCache<string, RenderedSvg>({ max: maxEntries });
  return {
    async get(key: string, render: () => Promise<string | null>): Promise<RenderedSvg | null> {
      const hit = cache.get(key);
      if (hit) return hit;
      const svg = await render();
      if (svg === null) return null;
      const rendered = { svg, etag: etagOf(svg) };
      cache.set(key, rendered);
      return rendered;
    },
    get size() {
      return cache.size;
    },
  };
}
