/**
 * Rendered pictures kept in this process, and their validators. A picture is a pure function
 * of catalogue data that changes only with a new data set, so an entry never goes stale within
 * a process's life; the bound keeps a crawl over every SKU from holding them all.
 */
import { LRUCache } from "lru-cache";
import { etagOf } from "../../../http/etag";

export { etagOf, matchesEtag } from "../../../http/etag";

export type RenderedSvg = { svg: string; etag: string };

/** A bounded cache of rendered pictures; `render` answers null for what does not exist. */
export function svgCache(maxEntries = 2_000, maxBytes = 16 * 1024 * 1024) {
  const cache = new LRUCache<string, RenderedSvg>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.svg.length + entry.etag.length + key.length,
  });
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
