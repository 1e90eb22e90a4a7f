import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, emailSchema, isValidEmail } from "./email";

describe("isValidEmail", () => {
  it("accepts ordinary addresses", () => {
    for (const email of [
      "ann@example.com",
      "ann.lee+tires@mail.example.co.uk",
      "A_B@Example.COM",
      " ann@example.com ",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it("refuses addresses without @, domain, dotted TLD, or with spaces", () => {
    for (const email of [
      "",
      "ann",
      "ann@",
      "@example.com",
      "ann@example",
      "ann@example.c",
      "ann@@example.com",
      "ann lee@example.com",
      "ann@-example.com",
      "ann@example..com",
      "ann@example.123",
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it("allows 254 characters and refuses more", () => {
    const at = (last: number) =>
      `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(last)}.com`;
    expect(at(57)).toHaveLength(254);
    expect(isValidEmail(at(57))).toBe(true);
    expect(isValidEmail(at(58))).toBe(false);
  });
});

describe("emailSchema", () => {
  it("trims and reports the spec's message", () => {
    expect(emailSchema.parse(" ann@example.com ")).toBe("ann@example.com");
    expect(emailSchema.safeParse("ann@").error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
  });
});
