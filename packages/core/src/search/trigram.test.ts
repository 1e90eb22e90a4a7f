import { describe, expect, it } from "vitest";
import { trigramSimilarity, trigrams } from "./trigram";

describe("trigrams, as pg_trgm makes them", () => {
  it("pads each word with two spaces before and one after, lowercased", () => {
    expect([...trigrams("Cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    expect([...trigrams("a-b")].sort()).toEqual(["  a", "  b", " a ", " b "]);
    expect(trigrams("  ").size).toBe(0);
  });

  it("scores as pg_trgm does", () => {
    const score = (a: string, b: string) => trigramSimilarity(trigrams(a), trigrams(b));
    // SELECT similarity('bridgestone', 'bridgstone') → 0.64285713
    expect(score("bridgestone", "bridgstone")).toBeCloseTo(0.64285713, 6);
    expect(score("word", "word")).toBe(1);
    expect(score("abc", "xyz")).toBe(0);
    expect(score("", "abc")).toBe(0);
  });
});
