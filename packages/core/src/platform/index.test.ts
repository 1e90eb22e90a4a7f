import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cookieStorage,
  createPlatform,
  HTTP_ONLY_COOKIE_IN_BROWSER,
  localStorageOr,
  memoryStorage,
  prefixedStorage,
  systemClock,
} from "./index";

/** A window.localStorage stand-in; `failOn` makes one method throw, as blocked storage does. */
function fakeLocalStorage(failOn?: "setItem" | "getItem") {
  const values = new Map<string, string>();
  const storage = {
    getItem(key: string) {
      if (failOn === "getItem") throw new Error("SecurityError");
      return values.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (failOn === "setItem") throw new Error("QuotaExceededError");
      values.set(key, value);
    },
    removeItem(key: string) {
      values.delete(key);
    },
  };
  return { storage, values };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("memoryStorage", () => {
  it("stores, reads and removes values, answering null when absent", () => {
    const storage = memoryStorage();
    expect(storage.get("zip")).toBeNull();
    storage.set("zip", "90210");
    expect(storage.get("zip")).toBe("90210");
    storage.remove("zip");
    expect(storage.get("zip")).toBeNull();
  });

  it("keeps separate instances apart", () => {
    const a = memoryStorage();
    a.set("k", "v");
    expect(memoryStorage().get("k")).toBeNull();
  });
});

describe("localStorageOr", () => {
  it("uses window.localStorage when it can be written", () => {
    const { storage, values } = fakeLocalStorage();
    vi.stubGlobal("window", { localStorage: storage });
    const fallback = memoryStorage();
    localStorageOr(fallback).set("zip", "10001");
    expect(values.get("zip")).toBe("10001");
    expect(fallback.get("zip")).toBeNull();
    expect(values.size).toBe(1);
  });

  it("falls back to memory when there is no window (server render)", () => {
    const fallback = memoryStorage();
    expect(localStorageOr(fallback)).toBe(fallback);
  });

  it("falls back to memory when merely reading localStorage throws", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError: cookies blocked");
      },
    });
    const fallback = memoryStorage();
    expect(localStorageOr(fallback)).toBe(fallback);
  });

  it("writes nothing until a value is stored", () => {
    const { storage, values } = fakeLocalStorage();
    const setItem = vi.spyOn(storage, "setItem");
    vi.stubGlobal("window", { localStorage: storage });
    const wrapped = localStorageOr();
    expect(wrapped.get("zip")).toBeNull();
    expect(setItem).not.toHaveBeenCalled();
    expect(values.size).toBe(0);
  });

  it("keeps a value in memory when writing throws (full quota, old Safari private mode)", () => {
    vi.stubGlobal("window", { localStorage: fakeLocalStorage("setItem").storage });
    const storage = localStorageOr();
    storage.set("zip", "10001");
    expect(storage.get("zip")).toBe("10001");
    storage.remove("zip");
    expect(storage.get("zip")).toBeNull();
  });

  it("reads the stored value again once a later write succeeds", () => {
    const { storage, values } = fakeLocalStorage();
    vi.stubGlobal("window", { localStorage: storage });
    const fallback = memoryStorage();
    const wrapped = localStorageOr(fallback);
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    wrapped.set("zip", "10001");
    expect(fallback.get("zip")).toBe("10001");
    storage.setItem = setItem;
    wrapped.set("zip", "94103");
    expect(values.get("zip")).toBe("94103");
    expect(fallback.get("zip")).toBeNull();
    expect(wrapped.get("zip")).toBe("94103");
  });

  it("answers null instead of throwing when a later read fails", () => {
    const { storage } = fakeLocalStorage();
    vi.stubGlobal("window", { localStorage: storage });
    const wrapped = localStorageOr();
    storage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(wrapped.get("zip")).toBeNull();
  });
});

describe("createPlatform", () => {
  it("fills every part that is not passed in", async () => {
    const platform = createPlatform();
    expect(typeof platform.fetch).toBe("function");
    expect(platform.clock).toBe(systemClock);
    platform.storage.set("k", "v");
    expect(platform.storage.get("k")).toBe("v");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    platform.logger.error("boom", { code: 1 });
    expect(errors).toHaveBeenCalledWith("boom", { code: 1 });
    errors.mockRestore();
  });

  it("keeps the parts that are passed in", () => {
    const clock = { now: () => 5 };
    const storage = memoryStorage();
    const platform = createPlatform({ clock, storage });
    expect(platform.clock.now()).toBe(5);
    expect(platform.storage).toBe(storage);
  });

  it("binds the global fetch so it survives being called as a method", async () => {
    const calls: unknown[] = [];
    vi.stubGlobal("fetch", function (this: unknown) {
      calls.push(this);
      return Promise.resolve(new Response("ok"));
    });
    const platform = createPlatform();
    await platform.fetch("http://example.invalid");
    expect(calls).toEqual([globalThis]);
  });
});

describe("systemClock", () => {
  it("tells the current time in milliseconds", () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe("cookieStorage", () => {
  /** A document whose cookie property keeps what was set, as a browser's does (no expiry clock). */
  function fakeDocument() {
    const jar = new Map<string, string>();
    const written: string[] = [];
    return {
      written,
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      },
      set cookie(text: string) {
        written.push(text);
        const [pair = "", ...attributes] = text.split(";").map((part) => part.trim());
        const [name = "", value = ""] = pair.split("=");
        if (attributes.includes("max-age=0")) jar.delete(name);
        else jar.set(name, value);
      },
    };
  }

  it("writes path /, the lifetime and SameSite, and reads back the decoded value", () => {
    const doc = fakeDocument();
    const storage = cookieStorage(doc, { maxAgeS: 2_592_000 });
    storage.set("CART_ID", "a b;c");
    expect(doc.written).toEqual(["CART_ID=a%20b%3Bc; max-age=2592000; path=/; SameSite=Lax"]);
    expect(storage.get("CART_ID")).toBe("a b;c");
    expect(storage.get("CART")).toBeNull();
  });

  it("removes a cookie by expiring it, and reads nothing after", () => {
    const doc = fakeDocument();
    const storage = cookieStorage(doc, { maxAgeS: 60, secure: true });
    storage.set("CART_QTY", "4");
    storage.remove("CART_QTY");
    expect(doc.written.at(-1)).toBe("CART_QTY=; max-age=0; path=/; SameSite=Lax; Secure");
    expect(storage.get("CART_QTY")).toBeNull();
  });

  it("names the cookie domain when one is given, on writes and removals alike", () => {
    const doc = fakeDocument();
    const storage = cookieStorage(doc, { maxAgeS: 60, domain: "treadkit.example" });
    storage.set("CART_ID", "1");
    storage.remove("CART_ID");
    expect(doc.written).toEqual([
      "CART_ID=1; max-age=60; path=/; domain=treadkit.example; SameSite=Lax",
      "CART_ID=; max-age=0; path=/; domain=treadkit.example; SameSite=Lax",
    ]);
  });

  it("throws rather than set an HttpOnly cookie, which only the server can", () => {
    const doc = fakeDocument();
    const storage = cookieStorage(doc, { maxAgeS: 60, httpOnly: true });
    expect(() => storage.set("SESSION", "x")).toThrow(HTTP_ONLY_COOKIE_IN_BROWSER);
    expect(doc.written).toEqual([]);
  });

  it("reads a malformed value as absent rather than throwing", () => {
    const storage = cookieStorage({ cookie: "CART_ID=%E0%A4%A" }, { maxAgeS: 60 });
    expect(storage.get("CART_ID")).toBeNull();
  });
});

describe("prefixedStorage", () => {
  it("keeps every key under its prefix, apart from the page's own", () => {
    const page = memoryStorage();
    page.set("CART_ID", "host-cart-42");
    const widget = prefixedStorage(page, "treadkit:");
    expect(widget.get("CART_ID")).toBeNull();
    widget.set("CART_ID", "ours");
    expect(page.get("treadkit:CART_ID")).toBe("ours");
    expect(page.get("CART_ID")).toBe("host-cart-42");
    widget.remove("CART_ID");
    expect(page.get("treadkit:CART_ID")).toBeNull();
    expect(page.get("CART_ID")).toBe("host-cart-42");
  });
});
