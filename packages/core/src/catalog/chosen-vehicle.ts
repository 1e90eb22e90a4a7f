/**
 * The vehicle a shopper chose: its cookie, its names and its listing. Kept apart from the
 * vehicle schemas so that the page shell reads it without the validation library.
 */
import { cookieValue } from "../platform/cookies";
import type { Vehicle } from "./vehicles";

/** The chosen vehicle (a vehicle id), kept for guests and members alike, a year long. */
export const VEHICLE_COOKIE = "VEHICLE";
export const VEHICLE_MAX_AGE_S = 365 * 86_400;

/** A vehicle id as a cookie or a form carries it; null when the text is not one. */
export function parseVehicleId(text: string | null | undefined): number | null {
  const value = text?.trim() ?? "";
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The vehicle id a Cookie header keeps; null when none or not an id. */
export function vehicleIdFromCookie(header: string | null | undefined): number | null {
  return parseVehicleId(cookieValue(header, VEHICLE_COOKIE));
}

/** The listing of a vehicle's tires. */
export function vehicleHref(v: Pick<Vehicle, "makeSlug" | "modelSlug" | "year" | "trim">): string {
  return `/vehicles/${v.makeSlug}/${v.modelSlug}/${v.year}?trim=${encodeURIComponent(v.trim)}`;
}

/** "2020 Toyota Camry SE": how the header, My Garage and the cart name a vehicle. */
export function vehicleName(vehicle: {
  year: number | string;
  make: string;
  model: string;
  trim: string;
}): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}

/** "2020 Camry SE", as a fitment verdict names it. */
export function vehicleShortName(vehicle: Pick<Vehicle, "year" | "model" | "trim">): string {
  return [vehicle.year, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}
