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
import { cartShipping, installers, pickupLocations } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { requireCart } from "../cart/cart.service";
import { findZip } from "../geo/zip.repository";
import { findCartQuantities } from "../pickup/pickup.repository";
import { listWarehousePickupLocations } from "../pickup/pickup.service";

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
      return {
        ...blank,
        ...address,
        addressLine2: address.addressLine2 || null,
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

/** Creates or replaces how the cart's tires reach the shopper. */
export async function saveCartShipping(
  db: Db,
  cartId: string,
  request: CartShippingRequest,
  buyer: ShippingBuyer = GUEST,
) {
  const cart = await requireCart(db, cartId);
  const values = await valuesFor(db, cart.id, cart.zip, request, buyer);
  // Every column is written, so a changed option leaves nothing of the previous one behind.
  const full: Values = {
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
  const [row] = await db
    .insert(cartShipping)
    .values(full)
    .onConflictDoUpdate({ target: cartShipping.cartId, set: full })
    .returning();
  if (!row) throw new Error("cart shipping upsert returned nothing");
  return reshape(row);
}

export async function getCartShipping(db: Db, cartId: string) {
  await requireCart(db, cartId);
  const [row] = await db.select().from(cartShipping).where(eq(cartShipping.cartId, cartId));
  if (!row) throw notFound("This cart has no shipping yet", "SHIPPING_NOT_FOUND");
  return reshape(row);
}

export async function deleteCartShipping(db: Db, cartId: string) {
  await requireCart(db, cartId);
  await db.delete(cartShipping).where(eq(cartShipping.cartId, cartId));
}
