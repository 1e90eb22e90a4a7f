import { describe, expect, it } from "vitest";
import { isTimeZone, zonedInstant, zonedTimeLabel, zonedToday } from "./zone";

describe("a shop's own clock", () => {
  it("reads today and the time on the shop's wall clock, not in UTC", () => {
    // 13:00 UTC on 24 November: 8 AM in Austin, 5 AM in Los Angeles, 8 AM in Fort Lauderdale.
    const instant = new Date("2026-11-24T13:00:00Z");
    expect(zonedToday(instant, "America/Chicago")).toEqual({
      today: "2026-11-24",
      nowMinutes: 420,
    });
    expect(zonedToday(instant, "America/Los_Angeles")).toEqual({
      today: "2026-11-24",
      nowMinutes: 300,
    });
    expect(zonedToday(instant, "America/New_York")).toEqual({
      today: "2026-11-24",
      nowMinutes: 480,
    });
  });

  it("is still yesterday on the West Coast when UTC has turned the date", () => {
    // 4:30 AM UTC on 25 November: 8:30 PM on the 24th in Los Angeles.
    const instant = new Date("2026-11-25T04:30:00Z");
    expect(zonedToday(instant, "America/Los_Angeles")).toEqual({
      today: "2026-11-24",
      nowMinutes: 20 * 60 + 30,
    });
    expect(zonedToday(instant, "Pacific/Honolulu").today).toBe("2026-11-24");
  });

  it("follows daylight saving time", () => {
    // 14:00 UTC is 10 AM in New York in July (EDT) and 9 AM in January (EST).
    expect(zonedToday(new Date("2026-07-15T14:00:00Z"), "America/New_York").nowMinutes).toBe(600);
    expect(zonedToday(new Date("2026-01-15T14:00:00Z"), "America/New_York").nowMinutes).toBe(540);
    // Arizona keeps standard time all year.
    expect(zonedToday(new Date("2026-07-15T19:00:00Z"), "America/Phoenix").nowMinutes).toBe(720);
  });

  it("labels an instant as the shop's clock shows it", () => {
    expect(zonedTimeLabel(new Date("2026-11-24T16:42:00Z"), "America/Chicago")).toBe("10:42 AM");
    expect(zonedTimeLabel(new Date("2026-11-24T18:05:00Z"), "America/Los_Angeles")).toBe(
      "10:05 AM",
    );
    expect(zonedTimeLabel(new Date("2026-11-24T18:00:00Z"), "America/New_York")).toBe("1:00 PM");
    expect(zonedTimeLabel(new Date("2026-11-25T05:00:00Z"), "America/New_York")).toBe("12:00 AM");
  });

  it("knows IANA zone names", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("an instant on a shop's clock", () => {
  it("is the wall-clock time in the shop's zone, across daylight saving", () => {
    // 9 AM on 25 November in Fort Lauderdale (EST, UTC-5) and in Austin (CST, UTC-6).
    expect(zonedInstant("2026-11-25", 540, "America/New_York").toISOString()).toBe(
      "2026-11-25T14:00:00.000Z",
    );
    expect(zonedInstant("2026-11-25", 540, "America/Chicago").toISOString()).toBe(
      "2026-11-25T15:00:00.000Z",
    );
    // 5 PM on 1 July in Phoenix (no daylight saving, UTC-7) and New York (EDT, UTC-4).
    expect(zonedInstant("2027-07-01", 1020, "America/Phoenix").toISOString()).toBe(
      "2027-07-02T00:00:00.000Z",
    );
    expect(zonedInstant("2027-07-01", 1020, "America/New_York").toISOString()).toBe(
      "2027-07-01T21:00:00.000Z",
    );
  });
});
