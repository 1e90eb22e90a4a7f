import { describe, expect, it } from "vitest";
import {
  CITY_MESSAGE,
  citySchema,
  FIRST_NAME_MESSAGE,
  firstNameSchema,
  isValidName,
  LAST_NAME_MESSAGE,
  lastNameSchema,
} from "./names";

describe("isValidName", () => {
  it("accepts letters with apostrophes, hyphens, periods, commas and spaces", () => {
    for (const name of [
      "Ann",
      "O'Brien",
      "O’Brien",
      "Jean-Luc",
      "St. Louis",
      "King, Jr.",
      "Coeur d'Alene",
      "José",
      "A",
    ]) {
      expect(isValidName(name), name).toBe(true);
    }
  });

  it("allows 25 characters and refuses 26", () => {
    expect(isValidName("A".repeat(25))).toBe(true);
    expect(isValidName("A".repeat(26))).toBe(false);
  });

  it("measures the name without the spaces round it", () => {
    expect(isValidName(`  ${"A".repeat(25)}  `)).toBe(true);
  });

  it("refuses digits, other symbols, empty text and punctuation alone", () => {
    for (const name of ["R2D2", "Ann3", "Ann!", "Ann@home", "Ann_Lee", "", "   ", "--", "."]) {
      expect(isValidName(name), name).toBe(false);
    }
  });
});

describe("name schemas", () => {
  it("trim a valid value", () => {
    expect(firstNameSchema.parse(" Jean-Luc ")).toBe("Jean-Luc");
  });

  it("carry the field's own message, also for a missing value", () => {
    expect(firstNameSchema.safeParse("R2D2").error?.issues[0]?.message).toBe(FIRST_NAME_MESSAGE);
    expect(lastNameSchema.safeParse("").error?.issues[0]?.message).toBe(LAST_NAME_MESSAGE);
    expect(citySchema.safeParse(undefined).error?.issues[0]?.message).toBe(CITY_MESSAGE);
  });
});
