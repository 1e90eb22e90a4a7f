import {
  ALL_SHOPS_LIMIT,
  installationCostFor4Tires,
  roundDistance,
} from "@treadkit/core/installer";
import { DEFAULT_HOURS, firstAvailableDay } from "@treadkit/core/schedule";
import { MOBILE_SERVICE_RADIUS_MILES } from "@treadkit/core/shipping";
import {
  parseUrbanAreaSlug,
  type ShopDetail,
  type ShopLanding,
  type ShopSummary,
  stateName,
  URBAN_AREA_MAX_SHOPS,
  URBAN_AREA_RADIUS_MILES,
  type UrbanAreaShops,
  urbanAreaSlug,
} from "@treadkit/core/shops";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findInstallersNear, type InstallerRow } from "../installers/installers.repository";
import type { installers } from "../installers/installers.schema";
import { INSTALLER_RADIUS_MILES, installersToMap } from "../installers/installers.service";
import { schedulesOf } from "../schedule/schedule.service";
import { shopsMapSvg } from "./shop-map";
import { countShopsByCity, findCityCentre, findShopByCode } from "./shops.repository";

const AREA_NOT_FOUND = "We have no tire shops in or near this city yet";
export const SHOP_NOT_FOUND = "Shop not found";

type ShopRow = typeof installers.$inferSelect;

const ratingOf = (row: ShopRow) => ({
  type: "stars",
  quantity: row.ratingCount,
  value: row.ratingValue,
  url: null,
});

/** GET /tire-shops: states with shops by name, each with its cities by name and their counts. */
export async function shopLanding(db: Db): Promise<ShopLanding> {
  const rows = await countShopsByCity(db);
  const states = new Map<string, ShopLanding["states"][number]>();
  for (const row of rows) {
    const state = states.get(row.state) ?? {
      code: row.state,
      name: stateName(row.state),
      count: 0,
      areas: [],
    };
    state.count += row.count;
    state.areas.push({
      slug: urbanAreaSlug(row.city, row.state),
      city: row.city,
      state: row.state,
      count: row.count,
    });
    states.set(row.state, state);
  }
  const list = [...states.values()].sort((a, b) => a.name.localeCompare(b.name));
  for (const state of list) state.areas.sort((a, b) => a.city.localeCompare(b.city));
  return { states: list, total: list.reduce((sum, state) => sum + state.count, 0) };
}

function reshapeSummary(row: InstallerRow): ShopSummary {
  return {
    installerId: String(row.id),
    shopCode: row.code,
    company: row.company,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    distance: roundDistance(row.distance),
    geolocation: { latitude: row.latitude, longitude: row.longitude },
    rating: ratingOf(row),
    installationCostFor4TiresInCents: installationCostFor4Tires(row.installPricePerTireCents),
    isMobileInstall: row.isMobileInstall,
    isElectricOptimized: row.isElectricOptimized,
    authorisedInstaller: row.authorisedInstaller,
  };
}

/**
 * GET /tire-shops/areas/{urbanArea}: the shops within URBAN_AREA_RADIUS_MILES of the city's
 * centre, nearest first. A city that is not in the ZIP data, or has no shop near it, has no page.
 */
/** An urban area's centre and its shops, nearest first; 404 for an area that has none. */
async function areaShops(db: Db, slug: string) {
  const parsed = parseUrbanAreaSlug(slug);
  if (!parsed) throw notFound(AREA_NOT_FOUND, "AREA_NOT_FOUND");
  const centre = await findCityCentre(db, parsed.state, parsed.citySlug);
  if (!centre) throw notFound(AREA_NOT_FOUND, "AREA_NOT_FOUND");
  const rows = await findInstallersNear(db, centre, { radiusMiles: URBAN_AREA_RADIUS_MILES });
  if (rows.length === 0) throw notFound(AREA_NOT_FOUND, "AREA_NOT_FOUND");
  return { centre, rows: rows.slice(0, URBAN_AREA_MAX_SHOPS) };
}

export async function urbanAreaShops(db: Db, slug: string): Promise<UrbanAreaShops> {
  const { centre, rows } = await areaShops(db, slug);
  return {
    area: {
      slug: urbanAreaSlug(centre.city, centre.state),
      city: centre.city,
      state: centre.state,
      stateName: stateName(centre.state),
      latitude: centre.latitude,
      longitude: centre.longitude,
      radiusMiles: URBAN_AREA_RADIUS_MILES,
    },
    shops: rows.map(reshapeSummary),
  };
}

/**
 * The map of an urban area's shops (the same shops, in the same order, as its page lists) as an
 * SVG; 404 for an area that has none.
 */
export async function urbanAreaMap(db: Db, slug: string): Promise<string> {
  const { centre, rows: shops } = await areaShops(db, slug);
  return shopsMapSvg({
    title: `Map of the ${shops.length} tire ${shops.length === 1 ? "shop" : "shops"} within ${URBAN_AREA_RADIUS_MILES} miles of ${centre.city}, ${centre.state}, numbered as listed`,
    centreLabel: centre.city,
    centre,
    radiusMiles: URBAN_AREA_RADIUS_MILES,
    shops,
  });
}

/**
 * The map of the shops nearest a ZIP code: the all-shops list's shops (ALL_SHOPS_LIMIT, ranked
 * as GET /installers ranks them), pinned with the numbers the list gives them.
 */
export async function zipShopsMap(db: Db, zip: string): Promise<string> {
  const { place, rows } = await installersToMap(db, zip, ALL_SHOPS_LIMIT);
  if (rows.length === 0) throw notFound(`There are no shops near ${zip}.`, "NO_SHOP_NEAR");
  return shopsMapSvg({
    title: `Map of the ${rows.length} tire ${rows.length === 1 ? "shop" : "shops"} nearest ${place.zip} (${place.city}, ${place.state}), numbered as listed`,
    centreLabel: place.zip,
    centre: place,
    radiusMiles: INSTALLER_RADIUS_MILES,
    shops: rows,
  });
}

/** GET /tire-shops/shops/{shopCode}: the shop, its week and its first free install day. */
export async function shopDetail(db: Db, code: string, now: Date): Promise<ShopDetail> {
  const row = await findShopByCode(db, code);
  if (!row) throw notFound(SHOP_NOT_FOUND, "INSTALLER_NOT_FOUND");
  const schedules = await schedulesOf(db, [row], now);
  const first = firstAvailableDay(schedules.get(row.id) ?? []);
  return {
    installerId: String(row.id),
    shopCode: row.code,
    company: row.company,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone || null,
    website: row.website,
    geolocation: { latitude: row.latitude, longitude: row.longitude },
    rating: ratingOf(row),
    installationHistoryCount: row.installationHistoryCount,
    installPricePerTireInCents: row.installPricePerTireCents,
    installationCostFor4TiresInCents: installationCostFor4Tires(row.installPricePerTireCents),
    openingHours: [...(row.openingHours ?? DEFAULT_HOURS)],
    firstAvailableDate: first?.date ?? null,
    serviceRadiusMiles: row.isMobileInstall
      ? (row.serviceRadiusMiles ?? MOBILE_SERVICE_RADIUS_MILES)
      : null,
    isSponsored: row.isSponsored,
    promotionList: row.promotions.map((promotion) => ({ ...promotion, siteDynamicModal: null })),
    certificationList: row.certifications,
    isMobileInstall: row.isMobileInstall,
    isElectricOptimized: row.isElectricOptimized,
    authorisedInstaller: row.authorisedInstaller,
  };
}
