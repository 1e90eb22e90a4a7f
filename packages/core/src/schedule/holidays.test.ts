import { describe, expect, it } from "vitest";
import { holidayOn, holidaysOf, thanksgivingOf } from "./holidays";

describe("the holidays shops close on", () => {
  it("dates the six holidays of a year by their rules", () => {
    expect([...holidaysOf(2026)]).toEqual([
      ["2026-01-01", "newYearsDay"],
      ["2026-05-25", "memorialDay"],
      ["2026-07-04", "independenceDay"],
      ["2026-09-07", "laborDay"],
      ["2026-11-26", "thanksgiving"],
      ["2026-12-25", "christmasDay"],
    ]);
    // Memorial Day is May's last Monday even when May has five; Labor Day September's first.
    expect(holidayOn("2027-05-31")).toBe("memorialDay");
    expect(holidayOn("2027-09-06")).toBe("laborDay");
    expect(holidayOn("2025-05-26")).toBe("memorialDay");
  });

  it("finds Thanksgiving on the fourth Thursday of November, whatever day November starts", () => {
    expect(thanksgivingOf(2024)).toBe("2024-11-28");
    expect(thanksgivingOf(2025)).toBe("2025-11-27");
    expect(thanksgivingOf(2026)).toBe("2026-11-26");
    expect(thanksgivingOf(2029)).toBe("2029-11-22");
  });

  it("names no holiday on an ordinary day or the day after one", () => {
    expect(holidayOn("2026-11-27")).toBeNull();
    expect(holidayOn("2026-07-03")).toBeNull();
    expect(holidayOn("2026-12-24")).toBeNull();
  });
});
