import { describe, expect, it } from "vitest";
import { etagOf, matchesEtag, svgCache } from "./cache";

describe("svgCache", () => {
  it("renders a picture once and keeps it", async () => {
    const cache = svgCache(10);
    let renders = 0;
    const render = async () => {
      renders++;
      return "<svg/>";
    };
    const first = await cache.get("a", render);
    const second = await cache.get("a", render);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(first?.etag).toBe(etagOf("<svg/>"));
  });

  it("keeps no more than its bound, and does not keep what does not exist", async () => {
    const cache = svgCache(3);
    for (const key of ["a", "b", "c", "d", "e"])
      await cache.get(key, async () => `<svg>${key}</svg>`);
    expect(cache.size).toBe(3);
    expect(await cache.get("missing", async () => null)).toBeNull();
    expect(cache.size).toBe(3);
  });
});

describe("matchesEtag", () => {
  const etag = etagOf("<svg/>");

  it("matches the tag alone, in a list, weak, or any", () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
  });

  it("does not match another tag or none", () => {
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(etagOf("<svg></svg>")).not.toBe(etag);
  });
});
