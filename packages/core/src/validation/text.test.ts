import { describe, expect, it } from "vitest";
import { stripSpecialCharacters } from "./text";

describe("stripSpecialCharacters", () => {
  it("removes each character of the list", () => {
    expect(stripSpecialCharacters("a`b~c!d@e$f%g^h&i*j(k)l+m=n<o>p\"q'r")).toBe(
      "abcdefghijklmnopqr",
    );
  });

  it("keeps = in the variant that asks for it", () => {
    expect(stripSpecialCharacters("size=225 <b>", { keepEquals: true })).toBe("size=225 b");
    expect(stripSpecialCharacters("size=225")).toBe("size225");
  });

  it("collapses repeated hyphens, also those left behind by a removal", () => {
    expect(stripSpecialCharacters("a---b--c")).toBe("a-b-c");
    expect(stripSpecialCharacters("a-!-b")).toBe("a-b");
  });

  it("leaves letters, digits and other punctuation alone", () => {
    expect(stripSpecialCharacters("Apt #4, 1/2 Main St. - rear")).toBe(
      "Apt #4, 1/2 Main St. - rear",
    );
  });
});
