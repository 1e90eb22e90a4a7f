import { describe, expect, it } from "vitest";
import {
  appointmentMinutes,
  buildSchedule,
  DEFAULT_HOURS,
  firstAvailableDay,
  firstDropOff,
  hasFreeSlotOn,
  SCHEDULE_HORIZON_DAYS,
  shiftDate,
  slotKey,
} from "./rules";

// 2026-11-23 is a Monday.
const base = {
  today: "2026-11-23",
  nowMinutes: 0,
  hours: DEFAULT_HOURS,
  closedDates: new Set<string>(),
  capacity: 2,
  booked: new Map<string, number>(),
};

describe("install schedule", () => {
  it("covers 30 days ahead and skips closed days", () => {
    const days = buildSchedule(base);
    expect(SCHEDULE_HORIZON_DAYS).toBe(30);
    expect(days[0]?.date).toBe("2026-11-23");
    expect(days.at(-1)?.date).toBe("2026-12-22");
    expect(days.some((d) => d.day === "Sunday")).toBe(false);
    // Four Sundays between 23 Nov and 22 Dec, and Thanksgiving (26 Nov).
    expect(days).toHaveLength(30 - 4 - 1);
    expect(days.map((d) => d.date)).not.toContain("2026-11-26");
  });

  it("closes on the public holidays unless the shop opens on them", () => {
    const december = { ...base, today: "2026-12-20" };
    const dates = (days: { date: string }[]) => days.map((d) => d.date);
    expect(dates(buildSchedule(december))).not.toContain("2026-12-25");
    expect(dates(buildSchedule(december))).not.toContain("2027-01-01");
    expect(dates(buildSchedule(december))).toContain("2026-12-24");
    const open = buildSchedule({ ...december, openOnHolidays: new Set(["christmasDay"]) });
    expect(dates(open)).toContain("2026-12-25");
    expect(dates(open)).not.toContain("2027-01-01");
    // A shop's own closed day comes on top of the holidays.
    const closed = buildSchedule({ ...december, closedDates: new Set(["2026-12-24"]) });
    expect(dates(closed)).not.toContain("2026-12-24");
  });

  it("keeps a drop-off window open until it ends, and closes timed slots once started", () => {
    // 9:30 AM: the 8 to 10 drop-off still takes cars; the 9 AM slot has started.
    const at930 = buildSchedule({ ...base, nowMinutes: 570 })[0];
    expect(at930?.slots.map((s) => [s.isDropOff, s.slotTime, s.isSlotAvailable])).toEqual([
      [true, "Morning", true],
      [false, "Morning", false],
      [false, "Afternoon", true],
      [false, "Evening", true],
    ]);
    const at10 = buildSchedule({ ...base, nowMinutes: 600 })[0];
    expect(at10?.slots[0]?.isSlotAvailable).toBe(false);
  });

  it("offers a drop-off window at opening and timed slots within opening hours", () => {
    const [monday] = buildSchedule(base);
    expect(
      monday?.slots.map((s) => [s.slotTime, s.isDropOff, s.startTime, s.amOrPm, s.dropOffWindow]),
    ).toEqual([
      ["Morning", true, "8:00", "AM", "8:00 AM - 10:00 AM"],
      ["Morning", false, "9:00", "AM", null],
      ["Afternoon", false, "1:00", "PM", null],
      ["Evening", false, "5:00", "PM", null],
    ]);
    const saturday = buildSchedule(base).find((d) => d.day === "Saturday");
    // Open until 4 PM: no evening slot.
    expect(saturday?.slots.map((s) => s.slotTime)).toEqual(["Morning", "Morning", "Afternoon"]);
  });

  it("marks a slot unavailable once it is full, or when it has started today", () => {
    const booked = new Map([
      [slotKey({ date: "2026-11-24", slotTime: "Afternoon", isDropOff: false }), 2],
    ]);
    const tuesday = buildSchedule({ ...base, booked })[1];
    expect(tuesday?.slots.find((s) => s.slotTime === "Afternoon")?.isSlotAvailable).toBe(false);
    const at11 = buildSchedule({ ...base, nowMinutes: 660 })[0];
    expect(at11?.slots.map((s) => s.isSlotAvailable)).toEqual([false, false, true, true]);
  });

  it("defaults to the first free drop-off", () => {
    const booked = new Map([
      [slotKey({ date: "2026-11-23", slotTime: "Morning", isDropOff: true }), 2],
    ]);
    expect(firstDropOff(buildSchedule({ ...base, booked }))?.date).toBe("2026-11-24");
  });

  it("leaves out a closed date, and only that date", () => {
    const days = buildSchedule({ ...base, closedDates: new Set(["2026-11-25"]) });
    expect(days.map((d) => d.date)).not.toContain("2026-11-25");
    expect(days.map((d) => d.date)).toContain("2026-11-24");
    expect(days.map((d) => d.date)).toContain("2026-11-27");
    expect(days).toHaveLength(buildSchedule(base).length - 1);
  });

  it("follows the shop's own week: open Sundays, closed Saturdays, late evenings", () => {
    const week = [
      { open: 600, close: 960 },
      ...DEFAULT_HOURS.slice(1, 6).map(() => ({ open: 420, close: 1200 })),
      null,
    ];
    const days = buildSchedule({ ...base, hours: week });
    expect(days.some((d) => d.day === "Saturday")).toBe(false);
    const sunday = days.find((d) => d.day === "Sunday");
    // Opens at 10 AM: the drop-off window starts then, and there is no 9 AM slot.
    expect(sunday?.slots.map((s) => [s.slotTime, s.startTime, s.isDropOff])).toEqual([
      ["Morning", "10:00", true],
      ["Afternoon", "1:00", false],
    ]);
    expect(sunday?.slots[0]?.dropOffWindow).toBe("10:00 AM - 12:00 PM");
    expect(days[0]?.slots.map((s) => s.slotTime)).toEqual([
      "Morning",
      "Morning",
      "Afternoon",
      "Evening",
    ]);
  });

  it("finds the first day with a free slot, and whether a date has one", () => {
    const full = new Map(buildSchedule(base)[0]?.slots.map((s) => [slotKey(s), 2] as const) ?? []);
    const days = buildSchedule({ ...base, booked: full });
    expect(firstAvailableDay(days)?.date).toBe("2026-11-24");
    expect(hasFreeSlotOn(days, "2026-11-23")).toBe(false);
    expect(hasFreeSlotOn(days, "2026-11-24")).toBe(true);
    // A Sunday: closed, so nothing is free.
    expect(hasFreeSlotOn(days, "2026-11-29")).toBe(false);
    expect(firstAvailableDay([])).toBeNull();
  });

  it("shifts ISO dates across month ends", () => {
    expect(shiftDate("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDate("2026-12-31", 7)).toBe("2027-01-07");
  });
});

describe("a booked appointment's time on the shop's clock", () => {
  it("lasts the slot's hour, or a drop-off's window from its start", () => {
    const [day] = buildSchedule(base);
    const slot = (slotTime: string, isDropOff: boolean) => {
      const found = day?.slots.find((s) => s.slotTime === slotTime && s.isDropOff === isDropOff);
      if (!found) throw new Error(`no ${slotTime} slot`);
      return found;
    };
    expect(appointmentMinutes(slot("Morning", false))).toEqual({ start: 540, end: 600 });
    expect(appointmentMinutes(slot("Afternoon", false))).toEqual({ start: 780, end: 840 });
    expect(appointmentMinutes(slot("Evening", false))).toEqual({ start: 1020, end: 1080 });
    // The default week opens at 8:00; the drop-off window is 8:00 AM - 10:00 AM.
    expect(slot("Morning", true).dropOffWindow).toBe("8:00 AM - 10:00 AM");
    expect(appointmentMinutes(slot("Morning", true))).toEqual({ start: 480, end: 600 });
  });

  it("reads 12 AM as midnight and 12 PM as noon, and refuses what is no clock time", () => {
    expect(appointmentMinutes({ isDropOff: false, startTime: "12:30", amOrPm: "PM" })).toEqual({
      start: 750,
      end: 810,
    });
    expect(appointmentMinutes({ isDropOff: false, startTime: "12:00", amOrPm: "AM" })?.start).toBe(
      0,
    );
    for (const [startTime, amOrPm] of [
      ["9", "AM"],
      ["13:00", "PM"],
      ["9:00", "noon"],
      ["9:75", "AM"],
    ] as const)
      expect(appointmentMinutes({ isDropOff: false, startTime, amOrPm })).toBeNull();
  });
});
