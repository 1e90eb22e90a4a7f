import { describe, expect, it } from "vitest";
import { appointmentLabel, dayLabel } from "./labels";

describe("day labels", () => {
  it("name the weekday, the short month and the day for a week's picker", () => {
    expect(dayLabel({ date: "2026-11-24" })).toBe("Tuesday, Nov 24");
    expect(dayLabel({ date: "2026-09-01" })).toBe("Tuesday, Sep 1");
    expect(dayLabel({ date: "2026-11-24", day: "Tuesday" })).toBe("Tuesday, Nov 24");
  });

  it("name the year in full for an order's dates, a year or more away", () => {
    expect(dayLabel({ date: "2027-12-01" }, { withYear: true })).toBe(
      "Wednesday, December 1, 2027",
    );
    expect(dayLabel({ date: "2028-02-29" }, { withYear: true })).toBe("Tuesday, February 29, 2028");
    expect(dayLabel({ date: "2026-12-31" }, { withYear: true })).toBe(
      "Thursday, December 31, 2026",
    );
  });

  it("read a malformed date as given", () => {
    expect(dayLabel({ date: "soon" }, { withYear: true })).toBe("soon");
  });

  it("say an appointment's day, with the year when asked, and its time", () => {
    const appointment = {
      date: "2026-11-25",
      isDropOff: false,
      dropOffWindow: null,
      slotTime: "Evening",
      startTime: "5:00",
      amOrPm: "PM",
    };
    expect(appointmentLabel(appointment)).toBe("Wednesday, Nov 25, Evening 5:00 PM");
    expect(appointmentLabel(appointment, { withYear: true })).toBe(
      "Wednesday, November 25, 2026, Evening 5:00 PM",
    );
    expect(
      appointmentLabel(
        { ...appointment, isDropOff: true, dropOffWindow: "8:00 AM - 10:00 AM" },
        { withYear: true },
      ),
    ).toBe("Wednesday, November 25, 2026, drop-off 8:00 AM - 10:00 AM");
  });
});
