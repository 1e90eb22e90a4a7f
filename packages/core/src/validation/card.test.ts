import { describe, expect, it } from "vitest";
import { isValidCardNumber } from "./card";

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
