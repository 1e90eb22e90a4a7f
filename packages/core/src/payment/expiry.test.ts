import { describe, expect, it } from "vitest";
import { formatExpiry, parseExpiry } from "./expiry";

// 15 March 2026, local time: 03/26 is the current month, 02/26 has passed.
const NOW = new Date(2026, 2, 15);

describe("parseExpiry", () => {
  it.each([
    ["1229", 12, 2029],
    ["12/29", 12, 2029],
    ["12 / 2029", 12, 2029],
    ["12/2029", 12, 2029],
    ["1/29", 1, 2029],
    ["01/29", 1, 2029],
    ["12-29", 12, 2029],
    ["12 29", 12, 2029],
    ["12.29", 12, 2029],
    ["122029", 12, 2029],
    ["529", 5, 2029],
    [" 12/29 ", 12, 2029],
  ])("takes %j as month %i of %i", (text, month, year) => {
    expect(parseExpiry(text, NOW)).toEqual({ ok: true, month, year });
  });

  it("passes the current month: a card works to the end of it", () => {
    expect(parseExpiry("03/26", NOW)).toEqual({ ok: true, month: 3, year: 2026 });
    expect(parseExpiry("03/26", new Date(2026, 2, 31, 23, 59))).toMatchObject({ ok: true });
  });

  it("refuses a month already over, by the clock it is given", () => {
    expect(parseExpiry("02/26", NOW)).toEqual({ ok: false, reason: "past" });
    expect(parseExpiry("12/2025", NOW)).toEqual({ ok: false, reason: "past" });
    expect(parseExpiry("03/26", new Date(2026, 3, 1))).toEqual({ ok: false, reason: "past" });
  });

  it.each(["13/29", "00/29", "1329", "12/2x", "12//29", "ab", "12/20291", "1/2/29"])(
    "refuses %j as never a date",
    (text) => {
      expect(parseExpiry(text, NOW)).toEqual({ ok: false, reason: "invalid" });
    },
  );

  it("refuses a date further ahead than any card runs (19 years)", () => {
    expect(parseExpiry("12/45", NOW)).toMatchObject({ ok: true, year: 2045 });
    expect(parseExpiry("01/46", NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(parseExpiry("12/99", NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each(["1", "12", "12/", "12 / 2", "12/202", "129", "0"])(
    "calls %j incomplete: it may still become a date",
    (text) => {
      expect(parseExpiry(text, NOW)).toEqual({ ok: false, reason: "incomplete" });
    },
  );

  it("calls a month that can never be one wrong at once, though the year is to come", () => {
    expect(parseExpiry("13", NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(parseExpiry("13/", NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("tells empty from wrong", () => {
    expect(parseExpiry("", NOW)).toEqual({ ok: false, reason: "empty" });
    expect(parseExpiry("   ", NOW)).toEqual({ ok: false, reason: "empty" });
  });
});

describe("formatExpiry", () => {
  it("writes MM/YY, as the card prints it", () => {
    expect(formatExpiry({ month: 1, year: 2029 })).toBe("01/29");
    expect(formatExpiry({ month: 12, year: 2030 })).toBe("12/30");
  });
});
