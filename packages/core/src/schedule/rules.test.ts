import { describe, expect, it } from "vitest";
import {
  buildSchedule,
  DEFAULT_HOURS,
  firstDropOff,
  SCHEDULE_HORIZON_DAYS,
  slotKey,
} from "./rules";

// 2026-11-23 is a Monday.
const base = {
  today: "2026-11-23",
  nowMinutes: 0,
  hours: DEFAULT_HOURS,
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
    expect(days).toHaveLength(30 - 4); // four Sundays between 23 Nov and 22 Dec
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
});
