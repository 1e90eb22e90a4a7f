/**
 * What the core needs from its host, handed in rather than reached for, so the same code runs in a
 * widget, in the storefront, during server render and in tests (STYLE.md "Platform passed in").
 */

export { cookieValue } from "./cookies";

export type KeyValueStorage = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

/** Milliseconds since the epoch. */
export type Clock = { now(): number };

export type Logger = {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
};

export type Platform = {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  clock: Clock;
  logger: Logger;
};

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

export const HTTP_ONLY_COOKIE_IN_BROWSER =
  "An HttpOnly cookie cannot be set in the browser: the server sets it.";

/**
 * Storage in the page's cookies (path /, `maxAgeS` seconds, SameSite=Lax), so that the server
 * render reads what the browser stored: the cart id and count (checkout.md §4, §9). The document
 * is passed in; nothing here reaches for a global.
 */
export function cookieStorage(
  doc: { cookie: string },
  options: {
    maxAgeS: number;
    secure?: boolean;
    /** The Domain attribute (site/channel.ts cookieDomainFor); host-only when absent. */
    domain?: string | null;
    /**
     * Asked for an HttpOnly cookie: a browser cannot set one (only the server's Set-Cookie
     * can), so writing throws rather than set a cookie scripts could read (storefront.md §8).
     */
    httpOnly?: boolean;
  },
): KeyValueStorage {
  const domain = options.domain ? `; domain=${options.domain}` : "";
  const suffix = `; path=/${domain}; SameSite=Lax${options.secure ? "; Secure" : ""}`;
  return {
    get: (key) => {
      for (const part of doc.cookie.split(";")) {
        const at = part.indexOf("=");
        const name = (at < 0 ? part : part.slice(0, at)).trim();
        if (name !== key) continue;
        try {
          return decodeURIComponent(part.slice(at + 1).trim());
        } catch {
          return null;
        }
      }
      return null;
    },
    set: (key, value) => {
      if (options.httpOnly) throw new Error(HTTP_ONLY_COOKIE_IN_BROWSER);
      doc.cookie = `${key}=${encodeURIComponent(value)}; max-age=${options.maxAgeS}${suffix}`;
    },
    remove: (key) => {
      doc.cookie = `${key}=; max-age=0${suffix}`;
    },
  };
}

/**
 * `inner` with every key under `prefix`: a widget's entries in a host page's localStorage
 * ("treadkit:CART_ID") never meet the page's own ("CART_ID").
 */
export function prefixedStorage(inner: KeyValueStorage, prefix: string): KeyValueStorage {
  return {
    get: (key) => inner.get(prefix + key),
    set: (key, value) => inner.set(prefix + key, value),
    remove: (key) => inner.remove(prefix + key),
  };
}

/**
 * window.localStorage, or `memoryFallback` when there is none or merely reading it throws (storage
 * blocked with cookies). Nothing is written until a value is: a probe write at start would cost a
 * widget's first task a storage commit on the host page. A write that throws (a full quota, old
 * Safari private mode) keeps the value in memory instead, and reads see it there.
 */
export function localStorageOr(memoryFallback: KeyValueStorage = memoryStorage()): KeyValueStorage {
  let native: Storage;
  try {
    const candidate = (globalThis as { window?: { localStorage?: Storage } }).window?.localStorage;
    if (!candidate) return memoryFallback;
    native = candidate;
  } catch {
    return memoryFallback;
  }
  return {
    get: (key) => {
      const kept = memoryFallback.get(key);
      if (kept !== null) return kept;
      try {
        return native.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        native.setItem(key, value);
        memoryFallback.remove(key);
      } catch {
        // A full quota must not break a checkout: the value lives on in memory for this page.
        memoryFallback.set(key, value);
      }
    },
    remove: (key) => {
      memoryFallback.remove(key);
      try {
        native.removeItem(key);
      } catch {
        // Same as set: storage is best effort.
      }
    },
  };
}

export const systemClock: Clock = { now: () => Date.now() };

const consoleLogger: Logger = {
  error: (message, detail) => console.error(message, detail),
  warn: (message, detail) => console.warn(message, detail),
};

/** A complete platform: whatever is not passed falls back to the global fetch, memory and console. */
export function createPlatform(partial: Partial<Platform> = {}): Platform {
  return {
    // Unbound `fetch` throws "Illegal invocation" in browsers once stored on another object.
    fetch: partial.fetch ?? globalThis.fetch.bind(globalThis),
    storage: partial.storage ?? memoryStorage(),
    clock: partial.clock ?? systemClock,
    logger: partial.logger ?? consoleLogger,
  };
}
