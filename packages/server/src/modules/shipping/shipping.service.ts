import { INSTALL_UNAVAILABLE_MESSAGE, shopCanInstall } from "@treadkit/core/cart";
import {
  type AppointmentRequest,
  type CartAppointment,
  INSTALL_TIME_NEEDS_SHOP_MESSAGE,
} from "@treadkit/core/schedule";
import { DELIVERY_NOT_ALLOWED_MESSAGE, deliveryAllowed } from "@treadkit/core/session";
import {
  type CartShippingRequest,
  type CartShippingResponse,
  type DeliveryCode,
  isWithinMobileServiceArea,
  MOBILE_SERVICE_RADIUS_MILES,
  WAREHOUSE_DEALER_ONLY_MESSAGE,
  WAREHOUSE_REQUIRED_MESSAGE,
} from "@treadkit/core/shipping";
import { SIMPLE_SHOP_CARRIER_PICKUP_MESSAGE } from "@treadkit/core/site";
import {
  FEDEX_LOCATION_REQUIRED_MESSAGE,
  OUTSIDE_SERVICE_AREA_MESSAGE,
  SHOP_REQUIRED_MESSAGE,
} from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { findCartLines, updateCartRow } from "../cart/cart.repository";
import { requireCart } from "../cart/require-cart";
import { requireZipInState } from "../geo/address-zip";
import { findZip } from "../geo/zip.repository";
import { installers } from "../installers/installers.schema";
import { findCartQuantities } from "../pickup/pickup.repository";
import { pickupLocations } from "../pickup/pickup.schema";
import { listWarehousePickupLocations } from "../pickup/pickup.service";
import {
  bookInTransaction,
  DEFAULT_SLOT_HOLD_MINUTES,
  type HoldPolicy,
  keepTimeOnlyAt,
  lockUnorderedCart,
  releaseInTransaction,
  tryBookInTransaction,
} from "../schedule/schedule.service";
import { cartShipping } from "./shipping.schema";

type Row = typeof cartShipping.$inferSelect;
type Values = typeof cartShipping.$inferInsert;

function reshape(row: Row): CartShippingResponse {
  const text = (value: number | null) => (value === null ? null : String(value));
  return {
    siteCartShippingResponse: {
      shippingOption:
        row.shippingOption as CartShippingResponse["siteCartShippingResponse"]["shippingOption"],
      cartShipping: {
        id: row.cartId,
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        city: row.city,
        companyName: row.companyName,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        phoneType: row.phoneType === "landline" ? "landline" : "mobile",
        state: row.state,
        zip: row.zip,
        poNumber: row.poNumber,
        country: row.country,
        shippingLocationId: text(row.shippingLocationId),
        warehouseId: text(row.warehouseId),
        installerId: text(row.installerId),
        vehicleDescription: row.vehicleDescription,
        specialInstructions: row.specialInstructions,
        installer:
          row.installerId === null
            ? null
            : { installerId: String(row.installerId), isMobileInstall: row.isMobileInstall },
      },
    },
  };
}

/** The stored values for a request: an address typed, a pickup point's, or the shop's. */
/** Who buys: the delivery methods their account allows, and who collects at a warehouse. */
export type ShippingBuyer = {
  allowed: DeliveryCode[] | null;
  /** Bought in a simple shop, whose customers collect at the shop: no carrier pickup. */
  simpleShop?: boolean;
  collector: { firstName: string; lastName: string; email: string } | null;
};
const GUEST: ShippingBuyer = { allowed: null, collector: null };

async function valuesFor(
  db: Db,
  cartId: string,
  cartZip: string | null,
  request: CartShippingRequest,
  buyer: ShippingBuyer,
): Promise<Values> {
  if (!deliveryAllowed(buyer.allowed, request)) {
    throw new HttpError(
      403,
      request.shippingOption === "warehouse" ? "WAREHOUSE_NOT_ALLOWED" : "DELIVERY_NOT_ALLOWED",
      request.shippingOption === "warehouse"
        ? WAREHOUSE_DEALER_ONLY_MESSAGE
        : DELIVERY_NOT_ALLOWED_MESSAGE,
    );
  }
  if (buyer.simpleShop && request.shippingOption === "fedex") {
    throw new HttpError(403, "DELIVERY_NOT_ALLOWED", SIMPLE_SHOP_CARRIER_PICKUP_MESSAGE);
  }
  const blank = { cartId, shippingOption: request.shippingOption };
  switch (request.shippingOption) {
    case "home": {
      const { shippingOption: _o, ssoUid: _s, dealerOrResale: _d, vehicle, ...address } = request;
      await requireZipInState(db, address);
      return {
        ...blank,
        ...address,
        addressLine2: address.addressLine2 || null,
        companyName: address.companyName || null,
        specialInstructions: address.specialInstructions || null,
        vehicleDescription: vehicle || null,
      };
    }
    case "fedex": {
      const [point] = await db
        .select()
        .from(pickupLocations)
        .where(eq(pickupLocations.id, Number(request.shippingLocationId)));
      if (!point) throw badRequest(FEDEX_LOCATION_REQUIRED_MESSAGE, "PICKUP_LOCATION_NOT_FOUND");
      return {
        ...blank,
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone,
        phoneType: request.phoneType,
        email: request.email,
        companyName: point.name,
        addressLine1: point.addressLine1,
        city: point.city,
        state: point.state,
        zip: point.zip,
        shippingLocationId: point.id,
      };
    }
    case "installer": {
      const [shop] = await db
        .select()
        .from(installers)
        .where(eq(installers.id, Number(request.installerId)));
      if (!shop) throw badRequest(SHOP_REQUIRED_MESSAGE, "INSTALLER_NOT_FOUND");
      if (request.isMobileInstall) {
        if (!shop.isMobileInstall)
          throw badRequest(SHOP_REQUIRED_MESSAGE, "NOT_A_MOBILE_INSTALLER");
        const place = cartZip ? await findZip(db, cartZip) : null;
        const radius = shop.serviceRadiusMiles ?? MOBILE_SERVICE_RADIUS_MILES;
        if (!place || !isWithinMobileServiceArea(place, shop, radius)) {
          throw badRequest(OUTSIDE_SERVICE_AREA_MESSAGE, "OUTSIDE_SERVICE_AREA");
        }
      }
      return {
        ...blank,
        companyName: shop.company,
        addressLine1: shop.addressLine1,
        city: shop.city,
        state: shop.state,
        zip: shop.zip,
        phone: shop.phone,
        installerId: shop.id,
        isMobileInstall: request.isMobileInstall,
      };
    }
    case "warehouse": {
      const productIds = [...(await findCartQuantities(db, cartId)).keys()];
      const { siteWarehouses } = await listWarehousePickupLocations(db, { productIds, cartId });
      const place = siteWarehouses.siteWarehouseList.find(
        (w) => w.warehouseId === request.warehouseId,
      );
      if (!place || !buyer.collector) {
        throw badRequest(WAREHOUSE_REQUIRED_MESSAGE, "WAREHOUSE_NOT_FOUND");
      }
      return {
        ...blank,
        ...buyer.collector,
        companyName: place.name,
        addressLine1: place.addressLine1,
        city: place.city,
        state: place.state,
        zip: place.zip,
        warehouseId: Number(place.warehouseId),
      };
    }
  }
}

/** Every column, so that a changed option leaves nothing of the previous one behind. */
function fullRow(values: Values): Values {
  return {
    firstName: null,
    lastName: null,
    companyName: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    zip: null,
    phone: null,
    phoneType: "mobile",
    email: null,
    poNumber: null,
    shippingLocationId: null,
    warehouseId: null,
    installerId: null,
    isMobileInstall: false,
    vehicleDescription: null,
    specialInstructions: null,
    ...values,
  };
}

/**
 * Creates or replaces how the cart's tires reach the shopper, inside the caller's transaction,
 * with everything that follows from it: a shop or mobile installer becomes the cart's installer;
 * any other option takes the installer, its installation fee and its held place off the cart.
 * A place at a shop is held only for a time the shopper chose (`appointmentTime`): choosing a
 * shop alone holds nothing, keeps a time already chosen there and frees one at another shop.
 * With `timeOptional` (tires being added) a chosen time that cannot be had is left unchosen
 * rather than refused, so adding tires never fails because a shop is full. The cart is locked
 * first; an ordered cart is a 409 and a deleted one a 404.
 */
export async function shipInTransaction(
  tx: Db,
  cartId: string,
  request: CartShippingRequest,
  buyer: ShippingBuyer,
  policy: HoldPolicy,
  { timeOptional = false }: { timeOptional?: boolean } = {},
): Promise<Row> {
  await lockUnorderedCart(tx, cartId);
  const cart = await requireCart(tx, cartId);
  const values = await valuesFor(tx, cart.id, cart.zip, request, buyer);
  const full = fullRow(values);
  const [row] = await tx
    .insert(cartShipping)
    .values(full)
    .onConflictDoUpdate({ target: cartShipping.cartId, set: full })
    .returning();
  if (!row) throw new Error("cart shipping upsert returned nothing");
  if (request.shippingOption !== "installer") {
    await updateCartRow(tx, cart.id, { installerId: null });
    await releaseInTransaction(tx, cart.id);
    return row;
  }
  const installerId = Number(request.installerId);
  const lines = await findCartLines(tx, cart.id);
  if (lines.length > 0 && !shopCanInstall(lines))
    throw new HttpError(409, "INSTALL_UNAVAILABLE", INSTALL_UNAVAILABLE_MESSAGE);
  await updateCartRow(tx, cart.id, { installerId, shopRemoved: false });
  // A mobile installer comes to the shopper: no place at a shop is held (checkout.md §4).
  if (request.isMobileInstall) {
    await releaseInTransaction(tx, cart.id);
    return row;
  }
  await keepTimeOnlyAt(tx, cart.id, installerId);
  if (request.appointmentTime) {
    if (timeOptional) {
      await tryBookInTransaction(tx, cart.id, installerId, request.appointmentTime, policy);
    } else {
      await bookInTransaction(tx, cart.id, installerId, request.appointmentTime, policy);
    }
  }
  return row;
}

/**
 * Holds (or moves) the cart's install time, in one transaction: only for a cart installed at
 * that shop, so that a cart shipped elsewhere, or to a mobile installer, holds no place.
 */
export async function bookInstallTime(
  db: Db,
  cartId: string,
  request: AppointmentRequest,
  policy: HoldPolicy,
): Promise<{ cartAppointment: CartAppointment }> {
  const cartAppointment = await inTransaction(db, async (txDb) => {
    await lockUnorderedCart(txDb, cartId);
    const [shipping] = await txDb
      .select({
        option: cartShipping.shippingOption,
        installerId: cartShipping.installerId,
        isMobileInstall: cartShipping.isMobileInstall,
      })
      .from(cartShipping)
      .where(eq(cartShipping.cartId, cartId));
    const atThatShop =
      shipping?.option === "installer" &&
      !shipping.isMobileInstall &&
      String(shipping.installerId) === String(request.installerId);
    if (!atThatShop) {
      throw new HttpError(409, "INSTALL_NOT_CHOSEN", INSTALL_TIME_NEEDS_SHOP_MESSAGE);
    }
    return bookInTransaction(txDb, cartId, request.installerId, request, policy);
  });
  return { cartAppointment };
}

/** Creates or replaces how the cart's tires reach the shopper (shipInTransaction), atomically. */
export async function saveCartShipping(
  db: Db,
  cartId: string,
  request: CartShippingRequest,
  buyer: ShippingBuyer = GUEST,
  policy: HoldPolicy = { now: new Date(), holdMinutes: DEFAULT_SLOT_HOLD_MINUTES },
) {
  const row = await inTransaction(db, (tx) =>
    shipInTransaction(tx, cartId, request, buyer, policy),
  );
  return reshape(row);
}

export async function getCartShipping(db: Db, cartId: string) {
  await requireCart(db, cartId);
  const [row] = await db.select().from(cartShipping).where(eq(cartShipping.cartId, cartId));
  if (!row) throw notFound("This cart has no shipping yet", "SHIPPING_NOT_FOUND");
  return reshape(row);
}

/** Forgets how the cart ships; an installer's goes with its installation and held place. */
export async function deleteCartShipping(db: Db, cartId: string) {
  await inTransaction(db, async (txDb) => {
    await lockUnorderedCart(txDb, cartId);
    const [removed] = await txDb
      .delete(cartShipping)
      .where(eq(cartShipping.cartId, cartId))
      .returning({ shippingOption: cartShipping.shippingOption });
    if (removed?.shippingOption === "installer") {
      await updateCartRow(txDb, cartId, { installerId: null });
      await releaseInTransaction(txDb, cartId);
    }
  });
}
