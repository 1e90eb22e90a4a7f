import { z } from "zod";
import { installVehicleSchema, shippingAddressSchema } from "../validation/checkout-address";
import { DB_ID_PATTERN } from "../validation/ids";
import { SHOP_REQUIRED_MESSAGE } from "../validation/messages";

/** Where a mobile installer comes to fit the tires: cartInstallLocation (checkout.md §3, §7). */

// Not in the spec's wording: the shop exists but only fits tires at its own bays.
export const NOT_MOBILE_INSTALLER_MESSAGE =
  "The selected installer does not offer mobile installation. Please select a mobile installer";

// Not in the spec's wording: a mobile install cannot be placed without the place to go to.
export const INSTALL_LOCATION_REQUIRED_MESSAGE =
  "Please enter the address where the tires should be installed";

/**
 * Body of POST/PUT /checkout/install-location. The address is one the tires are fitted at, so it
 * takes the shipping form's rules and messages: no PO boxes, no military bases.
 */
export const installLocationRequestSchema = shippingAddressSchema
  .pick({
    addressLine1: true,
    addressLine2: true,
    city: true,
    state: true,
    zip: true,
    specialInstructions: true,
  })
  .extend({
    installerId: z
      .string({ error: SHOP_REQUIRED_MESSAGE })
      .regex(DB_ID_PATTERN, { error: SHOP_REQUIRED_MESSAGE }),
    ssoUid: z.string().max(128).optional(),
    /** The vehicle the installer comes to work on: "2019 Honda CR-V EX". */
    vehicle: installVehicleSchema,
  });
export type InstallLocationRequest = z.output<typeof installLocationRequestSchema>;

export const cartInstallLocationSchema = z.object({
  id: z.string(),
  installerId: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  specialInstructions: z.string().nullable(),
  vehicle: z.string().nullable(),
});
export type CartInstallLocation = z.infer<typeof cartInstallLocationSchema>;

/** siteCartInstallLocationResponse: null when the cart has no install location. */
export const cartInstallLocationResponseSchema = z.object({
  cartInstallLocation: cartInstallLocationSchema.nullable(),
});
export type CartInstallLocationResponse = z.infer<typeof cartInstallLocationResponseSchema>;
