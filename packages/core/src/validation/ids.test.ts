import { describe, expect, it } from "vitest";
import { isDbId, MAX_DB_ID } from "./ids";

describe("database ids", () => {
  it("takes every integer a PostgreSQL integer column holds", () => {
    for (const value of [0, 1, 9, 10, 99_999, 999_999_999, 1_000_000_000, 2_099_999_999]) {
      expect(isDbId(String(value)), String(value)).toBe(true);
    }
    expect(isDbId(String(MAX_DB_ID))).toBe(true);
    expect(isDbId("2147483646")).toBe(true);
    expect(isDbId("2147399999")).toBe(true);
  });

  it("refuses anything larger, signed, padded or not a number", () => {
    for (const value of [
      "2147483648",
      "2147483650",
      "2147490000",
      "2200000000",
      "9999999999",
      "99999999999",
      "-1",
      "+1",
      "01",
      "1.5",
      "1e3",
      "",
      " 1",
      "١٢",
    ]) {
      expect(isDbId(value), value).toBe(false);
    }
  });

  it("agrees with a numeric comparison on every length", () => {
    let seed = 42;
    for (let n = 0; n < 2000; n += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      // Every length from 1 to 10 digits, around the limit and far from it.
      const value = Math.floor((seed / 2_147_483_648) * 10 ** (1 + (n % 10)));
      expect(isDbId(String(value)), String(value)).toBe(value <= MAX_DB_ID);
      expect(isDbId(String(MAX_DB_ID - (n % 7))), "near the limit").toBe(true);
      expect(isDbId(String(MAX_DB_ID + 1 + n)), "over the limit").toBe(false);
    }
  });
});
