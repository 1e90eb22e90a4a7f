import { z } from "zod";
import { slotChoiceSchema } from "../schedule/schemas";
import { billingAddressSchema, shippingAddressSchema } from "../validation/checkout-address";
import { DB_ID_PATTERN } from "../validation/ids";
import { FEDEX_LOCATION_REQUIRED_MESSAGE, SHOP_REQUIRED_MESSAGE } from "../validation/messages";

const ssoUid = z.string().max(128).optional();
const contact = shippingAddressSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  phoneType: true,
  email: true,
});

/** Body of POST/PUT /checkout/cart-shipping, by shippingOption (checkout.md §3). */
export const cartShippingRequestSchema = z.discriminatedUnion(
  "shippingOption",
  [
    // Each option refuses fields it does not know (the body of every route does).
    shippingAddressSchema.extend({ shippingOption: z.literal("home"), ssoUid }).strict(),
    contact
      .extend({
        shippingOption: z.literal("fedex"),
        shippingLocationId: z
          .string()
          .regex(DB_ID_PATTERN, { error: FEDEX_LOCATION_REQUIRED_MESSAGE }),
        ssoUid,
      })
      .strict(),
    z.strictObject({
      shippingOption: z.literal("installer"),
      installerId: z.string().regex(DB_ID_PATTERN, { error: SHOP_REQUIRED_MESSAGE }),
      isMobileInstall: z.boolean().default(false),
      /**
       * The install time at a shop, booked with the shop in one step. Without it the cart keeps
       * a live hold it has at that shop, or gets the first free drop-off (checkout.md §4).
       */
      appointmentTime: slotChoiceSchema.optional(),
      ssoUid,
    }),
    z.strictObject({
      shippingOption: z.literal("warehouse"),
      warehouseId: z.string().regex(DB_ID_PATTERN),
      ssoUid,
    }),
  ],
  { error: "shippingOption must be installer, home, fedex or warehouse" },
);
export type CartShippingRequest = z.infer<typeof cartShippingRequestSchema>;

const nullableText = z.string().nullable();

export const cartShippingSchema = z.object({
  id: z.string(),
  addressLine1: nullableText,
  addressLine2: nullableText,
  city: nullableText,
  companyName: nullableText,
  email: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  phone: nullableText,
  phoneType: z.enum(["mobile", "landline"]),
  state: nullableText,
  zip: nullableText,
  poNumber: nullableText,
  country: z.string(),
  shippingLocationId: nullableText,
  warehouseId: nullableText,
  installerId: nullableText,
  vehicleDescription: nullableText,
  specialInstructions: nullableText,
  installer: z.object({ installerId: z.string(), isMobileInstall: z.boolean() }).nullable(),
});

export const cartShippingResponseSchema = z.object({
  siteCartShippingResponse: z.object({
    shippingOption: z.enum(["installer", "home", "fedex", "warehouse"]),
    cartShipping: cartShippingSchema,
  }),
});
export type CartShippingResponse = z.infer<typeof cartShippingResponseSchema>;

/** Body of POST/PUT /checkout/cart-billing. */
export const cartBillingRequestSchema = billingAddressSchema.extend({
  ssoUid: z.string().max(128).optional(),
});
export type CartBillingRequest = z.input<typeof cartBillingRequestSchema>;

export const cartBillingResponseSchema = z.object({
  siteCartBillingResponse: z.object({
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().nullable(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
    phoneType: z.string(),
    email: z.string(),
    poNumber: z.string().nullable(),
  }),
});
