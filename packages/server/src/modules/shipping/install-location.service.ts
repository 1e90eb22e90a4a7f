import {
  type CartInstallLocationResponse,
  type InstallLocationRequest,
  isWithinMobileServiceArea,
  MOBILE_SERVICE_RADIUS_MILES,
  NOT_MOBILE_INSTALLER_MESSAGE,
} from "@treadkit/core/shipping";
import {
  OUTSIDE_SERVICE_AREA_MESSAGE,
  SHOP_REQUIRED_MESSAGE,
  zip5,
} from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { withLockedCart } from "../cart/cart-lock";
import { requireCart } from "../cart/require-cart";
import { requireZipInState } from "../geo/address-zip";
import { installers } from "../installers/installers.schema";
import { cartInstallLocations } from "./shipping.schema";

type Row = typeof cartInstallLocations.$inferSelect;

// installers.id is an int4: a longer id names no installer, and must not reach the database.
const MAX_ID = 2_147_483_647;

function reshape(row: Row | undefined): CartInstallLocationResponse {
  if (!row) return { cartInstallLocation: null };
  const { cartId, installerId, ...address } = row;
  return { cartInstallLocation: { id: cartId, installerId: String(installerId), ...address } };
}

/**
 * The mobile installer of the request, refused unless it drives to the address's ZIP, which must
 * be a ZIP of the address's state.
 */
async function mobileInstallerServing(
  db: Db,
  installerId: string,
  address: { zip: string; state: string },
) {
  const id = Number(installerId);
  const [installer] =
    id <= MAX_ID ? await db.select().from(installers).where(eq(installers.id, id)) : [];
  if (!installer) throw badRequest(SHOP_REQUIRED_MESSAGE, "INSTALLER_NOT_FOUND");
  if (!installer.isMobileInstall) {
    throw badRequest(NOT_MOBILE_INSTALLER_MESSAGE, "NOT_A_MOBILE_INSTALLER");
  }
  const place = await requireZipInState(db, address);
  const radius = installer.serviceRadiusMiles ?? MOBILE_SERVICE_RADIUS_MILES;
  if (!isWithinMobileServiceArea(place, installer, radius)) {
    throw badRequest(OUTSIDE_SERVICE_AREA_MESSAGE, "OUTSIDE_SERVICE_AREA");
  }
  return installer;
}

export async function getInstallLocation(db: Db, cartId: string) {
  await requireCart(db, cartId);
  const [row] = await db
    .select()
    .from(cartInstallLocations)
    .where(eq(cartInstallLocations.cartId, cartId));
  return reshape(row);
}

/** Creates or replaces where the cart's mobile installer comes to fit the tires. */
export async function saveInstallLocation(db: Db, cartId: string, request: InstallLocationRequest) {
  await requireCart(db, cartId);
  const zip = zip5(request.zip);
  const installer = await mobileInstallerServing(db, request.installerId, request);
  const values = {
    installerId: installer.id,
    addressLine1: request.addressLine1,
    addressLine2: request.addressLine2 || null,
    city: request.city,
    state: request.state,
    zip,
    specialInstructions: request.specialInstructions || null,
    vehicle: request.vehicle,
  };
  const [row] = await withLockedCart(db, cartId, (tx) =>
    tx
      .insert(cartInstallLocations)
      .values({ cartId, ...values })
      .onConflictDoUpdate({ target: cartInstallLocations.cartId, set: values })
      .returning(),
  );
  if (!row) throw new Error("cart install location upsert returned nothing");
  return reshape(row);
}

/** Removes the install location; a cart without one is already in the state asked for. */
export async function deleteInstallLocation(db: Db, cartId: string) {
  await withLockedCart(db, cartId, (tx) =>
    tx.delete(cartInstallLocations).where(eq(cartInstallLocations.cartId, cartId)),
  );
}
