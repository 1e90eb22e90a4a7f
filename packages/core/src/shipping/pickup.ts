import { z } from "zod";

/** Where tires can be collected instead of fitted: carrier pickup points and warehouses (§3). */

const geolocation = z.object({ latitude: z.number(), longitude: z.number() });

/** A carrier pickup point near the cart's ZIP, nearest first. */
export const pickupLocationSchema = z.object({
  shippingLocationId: z.string(),
  carrier: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Miles from the ZIP asked about. */
  distance: z.number(),
  geolocation,
});
export type PickupLocation = z.infer<typeof pickupLocationSchema>;

export const pickupLocationsResponseSchema = z.object({ locations: z.array(pickupLocationSchema) });

/** A warehouse stocking every product asked about (dealer-tire accounts). */
export const warehouseSchema = z.object({
  warehouseId: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Miles from the ZIP asked about; null when none was given. */
  distance: z.number().nullable(),
  geolocation,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehousesResponseSchema = z.object({
  siteWarehouses: z.object({ siteWarehouseList: z.array(warehouseSchema) }),
});

/** How many carrier pickup points the checkout lists. */
export const PICKUP_LOCATIONS_SHOWN = 4;
