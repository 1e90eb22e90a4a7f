import {
  defaultSelectMobileInstall,
  type Installer,
  type InstallerListResponse,
  type InstallerPageResponse,
  type InstallerSort,
  installationCostFor4Tires,
  installerAvailability,
  roundDistance,
  sortInstallers,
} from "@treadkit/core/installer";
import { isWithinMobileServiceArea, MOBILE_SERVICE_RADIUS_MILES } from "@treadkit/core/shipping";
import { ZIP_MESSAGE, zip5 } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { findZip, type Place } from "../geo/zip.repository";
import { schedulesOf, shopToday } from "../schedule/schedule.service";
import { findCartSelection, findInstallersNear, type InstallerRow } from "./installers.repository";

/** Shops further than this from the shopper's ZIP are not offered. */
export const INSTALLER_RADIUS_MILES = 50;

type Listed = { installer: Installer; row: InstallerRow };
type CartSelection = Awaited<ReturnType<typeof findCartSelection>>;

/** The list item without what depends on the day and the cart (filled by withAvailability). */
function reshapeInstaller(row: InstallerRow): Installer {
  return {
    installerId: String(row.id),
    company: row.company,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    distance: roundDistance(row.distance),
    geolocation: { latitude: row.latitude, longitude: row.longitude },
    logo: null,
    installationHistoryCount: row.installationHistoryCount,
    rating: { type: "stars", quantity: row.ratingCount, value: row.ratingValue, url: null },
    photos: [],
    priceList: [{ salePriceInCents: row.installPricePerTireCents }],
    promotionList: row.promotions.map((promotion) => ({ ...promotion, siteDynamicModal: null })),
    certificationList: row.certifications,
    installTomorrow: false,
    isSponsored: row.isSponsored,
    isInstallMonday: false,
    isSelected: false,
    selectedTime: null,
    installationCostFor4TiresInCents: installationCostFor4Tires(row.installPricePerTireCents),
    schedule: null,
    savingCost: 0,
    isMobileInstall: row.isMobileInstall,
    isElectricOptimized: row.isElectricOptimized,
    authorisedInstaller: row.authorisedInstaller,
    website: row.website,
  };
}

/**
 * Shops come to the shopper's ZIP from the whole search radius; a mobile installer drives out
 * only as far as its own service radius (which the search radius caps).
 */
function reaches(place: Place, row: InstallerRow): boolean {
  if (!row.isMobileInstall) return true;
  return isWithinMobileServiceArea(
    place,
    row,
    row.serviceRadiusMiles ?? MOBILE_SERVICE_RADIUS_MILES,
  );
}

type ReachOptions = {
  sort: InstallerSort;
  mobileInstall?: boolean | undefined;
  installerIds?: readonly number[] | undefined;
};

/** Every installer within reach of the ZIP, in the order asked for. */
async function installersInReach(
  db: Db,
  userZip: string,
  options: ReachOptions,
): Promise<Listed[]> {
  const place = await findZip(db, zip5(userZip));
  if (!place) throw badRequest(ZIP_MESSAGE, "UNKNOWN_ZIP");
  return installersAround(db, place, options);
}

/** Every installer within reach of the place, in the order asked for. */
async function installersAround(db: Db, place: Place, options: ReachOptions): Promise<Listed[]> {
  const rows = await findInstallersNear(db, place, {
    radiusMiles: INSTALLER_RADIUS_MILES,
    mobileInstall: options.mobileInstall,
    installerIds: options.installerIds,
  });
  const listed = rows
    .filter((row) => reaches(place, row))
    .map((row) => ({ ...reshapeInstaller(row), row }));
  return sortInstallers(listed, options.sort).map(({ row, ...installer }) => ({ installer, row }));
}

/**
 * The first `limit` installers within reach of the ZIP in the order GET /installers lists them
 * (the same ranking), with the ZIP's place: what a map of them draws.
 */
export async function installersToMap(
  db: Db,
  userZip: string,
  limit: number,
): Promise<{ place: Place; rows: InstallerRow[] }> {
  const place = await findZip(db, zip5(userZip));
  if (!place) throw notFound(ZIP_MESSAGE, "UNKNOWN_ZIP");
  const ranked = await installersAround(db, place, { sort: "all" });
  return { place, rows: ranked.slice(0, limit).map(({ row }) => row) };
}

function selectionOf(row: InstallerRow, cart: CartSelection) {
  const appointment = cart?.appointment?.installerId === row.id ? cart.appointment : null;
  return {
    isSelected: cart?.installerId === row.id || appointment !== null,
    selectedTime: appointment
      ? { dropOffWindow: appointment.dropOffWindow, slotTime: appointment.slotTime }
      : null,
  };
}

/**
 * The shown installers with their availability from today's schedules (two queries, whatever
 * the number shown) and, given a cart, which of them it chose. An unknown cart selects nothing:
 * a stale cart id must not cost the shopper the list.
 */
async function withAvailability(
  db: Db,
  shown: readonly Listed[],
  now: Date,
  cartId?: string,
): Promise<Installer[]> {
  const schedules = await schedulesOf(
    db,
    shown.map(({ row }) => row),
    now,
  );
  const cart = cartId ? await findCartSelection(db, cartId) : null;
  return shown.map(({ installer, row }) => {
    const { today } = shopToday(row, now);
    const { schedule, ...badges } = installerAvailability(schedules.get(row.id) ?? [], today);
    return { ...installer, ...badges, schedule, ...selectionOf(row, cart) };
  });
}

/** GET /installers: the first `limit` installers within reach of the ZIP. */
export async function listInstallersNear(
  db: Db,
  query: {
    userZip: string;
    limit: number;
    sort: InstallerSort;
    mobileInstall?: boolean | undefined;
    installerIds?: number[] | undefined;
    cartId?: string | undefined;
  },
  now: Date,
): Promise<InstallerListResponse> {
  const ranked = await installersInReach(db, query.userZip, query);
  const list = await withAvailability(db, ranked.slice(0, query.limit), now, query.cartId);
  return {
    siteInstallers: { siteInstallerList: list },
    verifiedCount: list.filter((installer) => installer.authorisedInstaller).length,
    defaultSelectMobileInstall: defaultSelectMobileInstall(list),
    brandPromotionList: [],
  };
}

/** GET /installers-by-location: one page of the installers within reach, and how many in all. */
export async function listInstallersByLocation(
  db: Db,
  query: { userZip: string; limit: number; page: number; sort: InstallerSort },
  now: Date,
): Promise<InstallerPageResponse> {
  const ranked = await installersInReach(db, query.userZip, { sort: query.sort });
  const start = (query.page - 1) * query.limit;
  const page = await withAvailability(db, ranked.slice(start, start + query.limit), now);
  return { siteInstallers: { siteInstallerList: page }, total: ranked.length };
}
