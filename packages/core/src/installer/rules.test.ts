import { describe, expect, it } from "vitest";
import { buildSchedule, DEFAULT_HOURS, slotKey } from "../schedule/rules";
import {
  defaultSelectMobileInstall,
  distanceMiles,
  installationCostFor4Tires,
  installerAvailability,
  roundDistance,
} from "./rules";

describe("installer rules", () => {
  it("measures Fort Lauderdale to Miami at about 25 miles", () => {
    const miles = distanceMiles(
      { latitude: 26.1224, longitude: -80.1373 },
      { latitude: 25.7617, longitude: -80.1918 },
    );
    expect(miles).toBeGreaterThan(24);
    expect(miles).toBeLessThan(26);
  });

  it("is zero from a point to itself and rounds to a tenth", () => {
    expect(distanceMiles({ latitude: 40, longitude: -75 }, { latitude: 40, longitude: -75 })).toBe(
      0,
    );
    expect(roundDistance(2.345_67)).toBe(2.3);
  });

  it("prices installation for four tires in cents", () => {
    expect(installationCostFor4Tires(2_250)).toBe(9_000);
  });
});

describe("defaultSelectMobileInstall", () => {
  const at = (distance: number, isMobileInstall: boolean) => ({ distance, isMobileInstall });

  it("pre-selects mobile install when no shop is nearer than the nearest mobile installer", () => {
    expect(defaultSelectMobileInstall([at(0.4, true), at(1.2, false)])).toBe(true);
    expect(defaultSelectMobileInstall([at(1.2, false), at(1.2, true)])).toBe(true);
    expect(defaultSelectMobileInstall([at(3, true)])).toBe(true);
  });

  it("keeps the shop when one is nearer, or when no mobile installer is listed", () => {
    expect(defaultSelectMobileInstall([at(0.4, false), at(1.2, true)])).toBe(false);
    expect(defaultSelectMobileInstall([at(0.4, false)])).toBe(false);
    expect(defaultSelectMobileInstall([])).toBe(false);
  });
});

describe("installerAvailability", () => {
  // 2026-11-27 is a Friday: tomorrow is Saturday, the coming Monday 2026-11-30.
  const input = {
    today: "2026-11-27",
    nowMinutes: 0,
    hours: DEFAULT_HOURS,
    closedDates: new Set<string>(),
    capacity: 1,
    booked: new Map<string, number>(),
  };
  const fill = (date: string) =>
    new Map(
      buildSchedule(input)
        .find((d) => d.date === date)
        ?.slots.map((s) => [slotKey(s), 1] as const),
    );

  it("offers install tomorrow and Monday while a slot is free, with today as the first day", () => {
    const availability = installerAvailability(buildSchedule(input), input.today);
    expect(availability).toMatchObject({ installTomorrow: true, isInstallMonday: true });
    expect(availability.schedule?.firstAvailableDate).toBe("2026-11-27");
    expect(availability.schedule?.day).toBe("Friday");
    expect(availability.schedule?.slots).toHaveLength(4);
  });

  it("drops install tomorrow once tomorrow is full, and Monday once Monday is closed", () => {
    const days = buildSchedule({
      ...input,
      booked: fill("2026-11-28"),
      closedDates: new Set(["2026-11-30"]),
    });
    expect(installerAvailability(days, input.today)).toMatchObject({
      installTomorrow: false,
      isInstallMonday: false,
    });
  });

  it("reads Monday as next week's on a Monday, and tomorrow as Monday on a Sunday", () => {
    const monday = { ...input, today: "2026-11-30" };
    const nextMondayClosed = buildSchedule({ ...monday, closedDates: new Set(["2026-12-07"]) });
    expect(installerAvailability(nextMondayClosed, monday.today).isInstallMonday).toBe(false);
    // Sunday: closed by default hours, but tomorrow is the coming Monday.
    const sunday = { ...input, today: "2026-11-29" };
    const days = buildSchedule(sunday);
    expect(installerAvailability(days, sunday.today)).toMatchObject({
      installTomorrow: true,
      isInstallMonday: true,
      schedule: { firstAvailableDate: "2026-11-30" },
    });
  });

  it("has no schedule when every slot in the horizon is taken", () => {
    const booked = new Map(
      buildSchedule(input).flatMap((d) => d.slots.map((s) => [slotKey(s), 1] as const)),
    );
    expect(installerAvailability(buildSchedule({ ...input, booked }), input.today)).toEqual({
      installTomorrow: false,
      isInstallMonday: false,
      schedule: null,
    });
  });
});
