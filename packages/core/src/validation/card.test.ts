import { describe, expect, it } from "vitest";
import {
  EXPIRY_INVALID_MESSAGE,
  EXPIRY_REQUIRED_MESSAGE,
  isValidCardNumber,
  validateExpiry,
} from "./card";

describe("isValidCardNumber", () => {
  it("passes numbers whose Luhn sum ends in 0", () => {
    expect(isValidCardNumber("4111111111111111")).toBe(true);
    expect(isValidCardNumber("378282246310005")).toBe(true); // American Express test card
    expect(isValidCardNumber("5555555555554444")).toBe(true);
    expect(isValidCardNumber("4111 1111 1111 1111")).toBe(true);
    expect(isValidCardNumber("4111-1111-1111-1111")).toBe(true);
  });

  it("fails a one-digit slip and a swap of neighbours", () => {
    expect(isValidCardNumber("4111111111111112")).toBe(false);
    expect(isValidCardNumber("378282246310050")).toBe(false);
  });

  it("fails letters, empty text and lengths outside 12 to 19 digits", () => {
    expect(isValidCardNumber("4111a11111111111")).toBe(false);
    expect(isValidCardNumber("")).toBe(false);
    expect(isValidCardNumber("00000000000")).toBe(false); // 11 digits, Luhn sum 0
    expect(isValidCardNumber("000000000000")).toBe(true); // 12 digits, Luhn sum 0
    expect(isValidCardNumber("0".repeat(20))).toBe(false);
  });
});

describe("validateExpiry", () => {
  const now = new Date(2026, 4, 15); // 15 May 2026, local time

  it("accepts this month and later", () => {
    expect(validateExpiry("05/26", now)).toBeUndefined();
    expect(validateExpiry("06/26", now)).toBeUndefined();
    expect(validateExpiry("01/27", now)).toBeUndefined();
    expect(validateExpiry(" 12 / 30 ", now)).toBeUndefined();
  });

  it("accepts this month up to its last day", () => {
    expect(validateExpiry("05/26", new Date(2026, 4, 31, 23, 59))).toBeUndefined();
    expect(validateExpiry("05/26", new Date(2026, 5, 1))).toBe(EXPIRY_INVALID_MESSAGE);
  });

  it("refuses last month and last year", () => {
    expect(validateExpiry("04/26", now)).toBe(EXPIRY_INVALID_MESSAGE);
    expect(validateExpiry("12/25", now)).toBe(EXPIRY_INVALID_MESSAGE);
  });

  it("asks for a date when there is none", () => {
    expect(validateExpiry("", now)).toBe(EXPIRY_REQUIRED_MESSAGE);
    expect(validateExpiry("   ", now)).toBe(EXPIRY_REQUIRED_MESSAGE);
  });

  it("refuses anything that is not MM/YY", () => {
    for (const text of ["13/26", "00/27", "5/27", "05/2027", "0527", "05-27", "ab/cd"]) {
      expect(validateExpiry(text, now), text).toBe(EXPIRY_INVALID_MESSAGE);
    }
  });
});
