/** Tire-shop pages (storefront.md §2 "Shops"): their paths, and how a shop reads on them. */
import { slugify } from "../catalog/links";
import { cookieValue } from "../platform/cookies";
import type { WeeklyHours } from "../schedule/rules";
import { DB_ID_PATTERN } from "../validation/ids";
import { findUsState } from "../validation/state";

/** Shops in and near a city: within this distance of its centre. */
export const URBAN_AREA_RADIUS_MILES = 25;
/** The most shops an urban-area page lists. */
export const URBAN_AREA_MAX_SHOPS = 40;

/** The shop the shopper chose to buy at ("selected shop" of storefront.md §3 browser storage). */
export const SELECTED_SHOP_COOKIE = "SELECTED_SHOP";
export const SELECTED_SHOP_MAX_AGE_S = 2_592_000;

/** "Austin", "TX" → "austin-tx". */
export function urbanAreaSlug(city: string, state: string): string {
  return `${slugify(city)}-${state.toLowerCase()}`;
}

/**
 * "austin-tx" → the city's slug and the state's code; null when the slug does not end in a
 * US state code or names no city.
 */
export function parseUrbanAreaSlug(slug: string): { citySlug: string; state: string } | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z]{2})$/.exec(slug);
  if (!match) return null;
  const state = findUsState((match[2] as string).toUpperCase());
  if (!state) return null;
  return { citySlug: match[1] as string, state: state.code };
}

export function urbanAreaHref(city: string, state: string): string {
  return `/tire-shops/${urbanAreaSlug(city, state)}`;
}

/** The shop's name in its path: company, city and state ("south-congress-tire-austin-tx"). */
export function shopPathSlug(shop: { company: string; city: string; state: string }): string {
  return `${slugify(shop.company)}-${urbanAreaSlug(shop.city, shop.state)}`;
}

/** /tire-shops/shop/[shopName]/[shopCode]. */
export function shopHref(shop: {
  company: string;
  city: string;
  state: string;
  shopCode: string;
}): string {
  return `/tire-shops/shop/${shopPathSlug(shop)}/${encodeURIComponent(shop.shopCode)}`;
}

/** The selected shop's installer id from a Cookie header; null when none is stored. */
export function selectedShopFromCookie(header: string | null | undefined): string | null {
  const value = cookieValue(header, SELECTED_SHOP_COOKIE);
  return value && DB_ID_PATTERN.test(value) ? value : null;
}

/** What a shop offers besides fitting tires, in the order shown. */
export function shopServices(shop: {
  isMobileInstall: boolean;
  isElectricOptimized: boolean;
  authorisedInstaller: boolean;
}): string[] {
  return [
    shop.isMobileInstall ? "Mobile installation at your home or work" : "Installation at the shop",
    ...(shop.isElectricOptimized ? ["Electric vehicle tires"] : []),
    ...(shop.authorisedInstaller ? ["Verified installer"] : []),
  ];
}

/** "4.8 of 5 (233 reviews)", or "No reviews yet". */
export function shopRatingText(rating: { value: number; quantity: number }): string {
  return rating.quantity > 0
    ? `${rating.value.toFixed(1)} of 5 (${rating.quantity} ${rating.quantity === 1 ? "review" : "reviews"})`
    : "No reviews yet";
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "8:00 AM" from minutes after midnight. */
export function clockText(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, "0")} ${hours24 < 12 ? "AM" : "PM"}`;
}

/** The week's opening hours as rows, Monday first: "8:00 AM – 6:00 PM" or "Closed". */
export function openingHoursRows(hours: WeeklyHours): { day: string; hours: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const open = hours[weekday] ?? null;
    return {
      day: WEEKDAYS[weekday] as string,
      hours: open ? `${clockText(open.open)} – ${clockText(open.close)}` : "Closed",
    };
  });
}

/** The state's name from its code, or the code when unknown. */
export function stateName(code: string): string {
  return findUsState(code)?.name ?? code;
}
