/**
 * Origins allowed to call the API from a browser: what partners registered for their widgets,
 * read from the database and kept for a few seconds per process, since every API call from a
 * partner page asks and a registration may be made through another process.
 */

/** An http(s) URL's origin ("https://shop.example"), or null for anything else. */
export function toOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A comma-separated list of origins (an environment value); null when an entry is not exactly an
 * origin, so that "https://shop.example/path" or "*" is refused rather than quietly widened.
 */
export function parseOriginList(value: string): string[] | null {
  const entries = value
    .split(",")
    .map((entry) => entry.trim().replace(/\/$/, ""))
    .filter(Boolean);
  const origins = entries.map(toOrigin);
  return origins.every((origin, i) => origin !== null && origin === entries[i])
    ? (origins as string[])
    : null;
}

export type OriginRegistry = { has(origin: string): Promise<boolean> };

/**
 * Answers from the last load while it is younger than `ttlMs`; concurrent requests after expiry
 * share one load. Stored values that are not origins are ignored.
 */
export function createOriginRegistry(
  load: () => Promise<Iterable<string>>,
  { ttlMs = 5_000, now = Date.now, extra = [] as readonly string[] } = {},
): OriginRegistry {
  let cached: { origins: Set<string>; expires: number } | null = null;
  let loading: Promise<Set<string>> | null = null;

  function current(): Promise<Set<string>> {
    if (cached && cached.expires > now()) return Promise.resolve(cached.origins);
    loading ??= load()
      .then((values) => {
        const origins = new Set(extra);
        for (const value of values) {
          const origin = toOrigin(value);
          if (origin) origins.add(origin);
        }
        cached = { origins, expires: now() + ttlMs };
        return origins;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return { has: async (origin) => (await current()).has(origin) };
}
