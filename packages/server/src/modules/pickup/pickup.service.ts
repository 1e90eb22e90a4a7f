import { ZIP_MESSAGE, zip5 } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { findCart } from "../cart/cart.repository";
import { requireCart } from "../cart/require-cart";
import { findZip } from "../geo/zip.repository";
import {
  findCartQuantities,
  findPickupLocationsNear,
  findWarehousesStocking,
} from "./pickup.repository";

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

/**
 * Warehouses a dealer-tire account can collect every product at: each must hold what the cart
 * holds of the product, or one unit without a cart. Nearest the given ZIP first, else the
 * shopper's, else the cart's; without any ZIP, by name.
 */
export async function listWarehousePickupLocations(
  db: Db,
  query: {
    productIds: number[];
    cartId?: string | undefined;
    zip?: string | undefined;
    userZip?: string | undefined;
  },
) {
  const cart = query.cartId ? await requireCart(db, query.cartId) : null;
  const inCart = cart ? await findCartQuantities(db, cart.id) : new Map<number, number>();
  const needs = query.productIds.map((productId) => ({
    productId,
    quantity: inCart.get(productId) ?? 1,
  }));
  const zip = query.zip ?? query.userZip ?? cart?.zip;
  const place = zip ? await findZip(db, zip5(zip)) : null;
  if (zip && !place) throw badRequest(ZIP_MESSAGE, "UNKNOWN_ZIP");
  const siteWarehouseList = await findWarehousesStocking(db, needs, place);
  return { siteWarehouses: { siteWarehouseList } };
}
