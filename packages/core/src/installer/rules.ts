import {
  firstAvailableDay,
  hasFreeSlotOn,
  type ScheduleDay,
  type Slot,
  shiftDate,
} from "../schedule/rules";

/** Straight-line distance in miles between two points (haversine, mean Earth radius). */
export function distanceMiles(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(to.latitude - from.latitude);
  const dLon = toRad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(from.latitude)) * Math.cos(toRad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distances are shown to one decimal of a mile. */
export function roundDistance(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** Installation for a set of four, the figure shoppers compare shops by. */
export function installationCostFor4Tires(pricePerTireInCents: number): number {
  return pricePerTireInCents * 4;
}

/**
 * Pre-select mobile install (defaultSelectMobileInstall) when the nearest installer listed is
 * mobile: no shop is nearer. A list without a mobile installer never pre-selects it.
 */
export function defaultSelectMobileInstall(
  installers: readonly { distance: number; isMobileInstall: boolean }[],
): boolean {
  const nearest = (mobile: boolean) =>
    Math.min(
      ...installers.filter((i) => i.isMobileInstall === mobile).map((i) => i.distance),
      Number.POSITIVE_INFINITY,
    );
  const mobile = nearest(true);
  return mobile !== Number.POSITIVE_INFINITY && mobile <= nearest(false);
}

/** The list item's schedule: the first day with a free slot, with all of that day's slots. */
export type InstallerScheduleSummary = { firstAvailableDate: string; day: string; slots: Slot[] };

export type InstallerAvailability = {
  installTomorrow: boolean;
  isInstallMonday: boolean;
  schedule: InstallerScheduleSummary | null;
};

/**
 * An installer's availability badges from its schedule. installTomorrow: a slot is free
 * tomorrow. isInstallMonday: a slot is free on the coming Monday, the first Monday after today
 * (1 to 7 days ahead, so on a Monday it is next week's), which is what "install Monday" promises
 * a shopper over the weekend.
 */
export function installerAvailability(
  days: readonly ScheduleDay[],
  today: string,
): InstallerAvailability {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const daysToMonday = (8 - weekday) % 7 || 7;
  const first = firstAvailableDay(days);
  return {
    installTomorrow: hasFreeSlotOn(days, shiftDate(today, 1)),
    isInstallMonday: hasFreeSlotOn(days, shiftDate(today, daysToMonday)),
    schedule: first ? { firstAvailableDate: first.date, day: first.day, slots: first.slots } : null,
  };
}
