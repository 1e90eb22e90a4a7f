import {
  type Installer,
  type InstallerListResponse,
  installationCostFor4Tires,
  roundDistance,
} from "@treadkit/core/installer";
import { ZIP_MESSAGE, zip5 } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { findZip } from "../geo/zip.repository";
import { findInstallersNear, type InstallerRow } from "./installers.repository";

/** Shops further than this from the shopper's ZIP are not offered. */
export const INSTALLER_RADIUS_MILES = 50;

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
    promotionList: [],
    certificationList: [],
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

export async function listInstallersNear(
  db: Db,
  query: { userZip: string; limit: number; mobileInstall?: boolean | undefined },
): Promise<InstallerListResponse> {
  const place = await findZip(db, zip5(query.userZip));
  if (!place) throw badRequest(ZIP_MESSAGE, "UNKNOWN_ZIP");
  const rows = await findInstallersNear(db, place, {
    radiusMiles: INSTALLER_RADIUS_MILES,
    limit: query.limit,
    mobileInstall: query.mobileInstall,
  });
  const list = rows.map(reshapeInstaller);
  return {
    siteInstallers: { siteInstallerList: list },
    verifiedCount: list.filter((installer) => installer.authorisedInstaller).length,
    defaultSelectMobileInstall: false,
    brandPromotionList: [],
  };
}
