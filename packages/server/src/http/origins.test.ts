import { describe, expect, it, vi } from "vitest";
import { createOriginRegistry, parseOriginList, toOrigin } from "./origins";

describe("toOrigin", () => {
  it("keeps the origin of an http(s) URL and refuses anything else", () => {
    expect(toOrigin("https://Shop.Example/tires?x=1")).toBe("https://shop.example");
    expect(toOrigin(" http://localhost:3000/ ")).toBe("http://localhost:3000");
    expect(toOrigin("javascript:alert(1)")).toBeNull();
    expect(toOrigin("shop.example")).toBeNull();
    expect(toOrigin("null")).toBeNull();
  });
});

describe("parseOriginList", () => {
  it("reads comma-separated origins, and nothing from an empty value", () => {
    expect(parseOriginList("http://localhost:3311, http://127.0.0.1:3311/")).toEqual([
      "http://localhost:3311",
      "http://127.0.0.1:3311",
    ]);
    expect(parseOriginList("")).toEqual([]);
  });

  it("refuses wildcards, paths and other schemes instead of widening them", () => {
    expect(parseOriginList("*")).toBeNull();
    expect(parseOriginList("https://shop.example/blog")).toBeNull();
    expect(parseOriginList("ftp://shop.example")).toBeNull();
    expect(parseOriginList("http://localhost:3000,oops")).toBeNull();
  });
});

describe("createOriginRegistry", () => {
  it("answers from one load until it is ttlMs old, then loads again", async () => {
    let time = 0;
    let stored = ["https://a.example"];
    const load = vi.fn(async () => stored);
    const registry = createOriginRegistry(load, { ttlMs: 5_000, now: () => time });

    expect(await registry.has("https://a.example")).toBe(true);
    stored = ["https://b.example"];
    time = 4_999;
    expect(await registry.has("https://b.example")).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);

    time = 5_000;
    expect(await registry.has("https://b.example")).toBe(true);
    expect(await registry.has("https://a.example")).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent questions", async () => {
    const load = vi.fn(async () => ["https://a.example"]);
    const registry = createOriginRegistry(load);
    await Promise.all([registry.has("https://a.example"), registry.has("https://b.example")]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("normalizes stored values, ignores those that are not origins, adds the extra ones", async () => {
    const registry = createOriginRegistry(async () => ["https://A.example/", "not a url"], {
      extra: ["http://localhost:3311"],
    });
    expect(await registry.has("https://a.example")).toBe(true);
    expect(await registry.has("not a url")).toBe(false);
    expect(await registry.has("http://localhost:3311")).toBe(true);
  });

  it("loads again after a failed load", async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error("database is down"))
      .mockResolvedValue(["https://a.example"]);
    const registry = createOriginRegistry(load);
    await expect(registry.has("https://a.example")).rejects.toThrow("database is down");
    expect(await registry.has("https://a.example")).toBe(true);
  });
});
