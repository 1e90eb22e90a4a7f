import { describe, expect, it } from "vitest";
import {
  formatPhone,
  isPhoneType,
  isValidPhone,
  normalisePhone,
  PHONE_MESSAGE,
  PHONE_TYPE_MESSAGE,
  phoneSchema,
  phoneTypeSchema,
} from "./phone";

describe("normalisePhone", () => {
  it("keeps 10 digits of a plain 3-3-4 number in the usual spellings", () => {
    expect(normalisePhone("9545550101")).toBe("9545550101");
    expect(normalisePhone("954-555-0101")).toBe("9545550101");
    expect(normalisePhone("954.555.0101")).toBe("9545550101");
    expect(normalisePhone("(954) 555-0101")).toBe("9545550101");
    expect(normalisePhone("(954)555-0101")).toBe("9545550101");
    expect(normalisePhone("  954 555 0101 ")).toBe("9545550101");
  });

  it("drops the country code and the extension", () => {
    expect(normalisePhone("+1 (954) 555-0101 x23")).toBe("9545550101");
    expect(normalisePhone("1-954-555-0101")).toBe("9545550101");
    expect(normalisePhone("+19545550101")).toBe("9545550101");
    expect(normalisePhone("19545550101")).toBe("9545550101");
    expect(normalisePhone("954-555-0101 X 1234")).toBe("9545550101");
  });

  it("reads a 10-digit number starting with 1 as the number, not as a country code", () => {
    expect(normalisePhone("1234567890")).toBe("1234567890");
  });

  it("refuses too few or too many digits, letters, other country codes and bare x", () => {
    expect(normalisePhone("954555010")).toBeNull(); // 9 digits
    expect(normalisePhone("954-555-01011")).toBeNull();
    expect(normalisePhone("29545550101")).toBeNull();
    expect(normalisePhone("+44 954 555 0101")).toBeNull();
    expect(normalisePhone("954-555-O1O1")).toBeNull();
    expect(normalisePhone("call me")).toBeNull();
    expect(normalisePhone("954-555-0101 x")).toBeNull();
    expect(normalisePhone("954-555-0101 ext")).toBeNull();
    expect(normalisePhone("")).toBeNull();
  });

  it("isValidPhone agrees", () => {
    expect(isValidPhone("+1 (954) 555-0101 x23")).toBe(true);
    expect(isValidPhone("954555010")).toBe(false);
  });
});

describe("formatPhone", () => {
  it("shows (xxx) xxx-xxxx", () => {
    expect(formatPhone("9545550101")).toBe("(954) 555-0101");
    expect(formatPhone("1-954-555-0101")).toBe("(954) 555-0101");
  });

  it("leaves text that is not a phone number as typed", () => {
    expect(formatPhone("95455")).toBe("95455");
  });
});

describe("phone type", () => {
  it("is mobile or landline", () => {
    expect(isPhoneType("mobile")).toBe(true);
    expect(isPhoneType("landline")).toBe(true);
    expect(isPhoneType("fax")).toBe(false);
    expect(isPhoneType("")).toBe(false);
  });

  it("defaults to mobile on the server and names the field otherwise", () => {
    expect(phoneTypeSchema.parse(undefined)).toBe("mobile");
    const result = phoneTypeSchema.safeParse("fax");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_TYPE_MESSAGE);
  });
});

describe("phoneSchema", () => {
  it("hands on 10 digits", () => {
    expect(phoneSchema.parse("+1 (954) 555-0101 x23")).toBe("9545550101");
  });

  it("uses the spec's message for bad and missing input", () => {
    for (const input of ["954555010", undefined, 9545550101]) {
      const result = phoneSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGE]);
    }
  });
});
