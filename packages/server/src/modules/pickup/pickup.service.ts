import { ZIP_MESSAGE, zip5 } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { findCart } from "../cart/cart.repository";
import { findZip } from "../geo/zip.repository";
import { findPickupLocationsNear } from "./pickup.repository";

/** Pickup points nearest the given ZIP, else the cart's. */
export async function listPickupLocations(
  db: Db,
  query: { cartId?: string | undefined; userZip?: string | undefined; limit: number },
) {
  const cart = query.cartId ? await findCart(db, query.cartId) : null;
  const zip = query.userZip ? zip5(query.userZip) : cart?.zip;
  if (!zip) throw badRequest(ZIP_MESSAGE, "ZIP_REQUIRED");
  const place = await findZip(db, zip);
  if (!place) throw badRequest(ZIP_MESSAGE, "UNKNOWN_ZIP");
  return { locations: await findPickupLocationsNear(db, place, query.limit) };
}
