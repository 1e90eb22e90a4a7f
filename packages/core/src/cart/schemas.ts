import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { zipSchema } from "../validation/zip";

const id = z.string().regex(/^\d{1,10}$/, { error: "productId must be a product id" });
const quantity = z
  .number()
  .int()
  .min(0)
  .max(20, { error: "At most 20 tires of one kind per order" });
const text = (max: number) => z.string().trim().max(max);

/** Add-to-cart input (checkout.md §3); unknown fields, such as a price, are dropped. */
export const addToCartSchema = z.object({
  productId: id,
  /** The rear axle's product of a staggered fitment, when it differs. */
  rearProductId: id.optional(),
  quantity: z.object({ front: quantity.default(0), rear: quantity.default(0) }),
  email: z.email({ error: "valid email required" }).optional(),
  installerId: id.optional(),
  shouldAddCoverage: z.boolean().optional(),
  appointmentTime: text(40).optional(),
  vehicleMake: text(60).optional(),
  vehicleModel: text(60).optional(),
  vehicleTrim: text(80).optional(),
  vehicleYear: text(4).optional(),
  zip: zipSchema.optional(),
  widgetSource: text(60).optional(),
  widgetSourceId: text(60).optional(),
  subSource: text(60).optional(),
  preShippingSelection: z
    .enum(["ship to me", "ship to carrier pickup", "warehouse pickup", "ship to shop"])
    .optional(),
  ssoUid: z.string().max(128).optional(),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** Update options of checkout.md §3 handled so far; the rest arrive with coupons and coverage. */
export const updateCartSchema = z.object({
  itemId: id.optional(),
  itemQuantity: quantity.optional(),
  isNewItem: z.boolean().optional(),
  email: z.email({ error: "valid email required" }).optional(),
  installerId: id.optional(),
  removeInstallerId: id.optional(),
  vehicleMake: text(60).optional(),
  vehicleModel: text(60).optional(),
  vehicleTrim: text(80).optional(),
  vehicleYear: text(4).optional(),
  excludeShipping: z.boolean().optional(),
  idMeVerifiedStatus: text(40).optional(),
  widgetSource: text(60).optional(),
  widgetSourceId: text(60).optional(),
  subSource: text(60).optional(),
  ssoUid: z.string().max(128).optional(),
});
export type UpdateCartInput = z.infer<typeof updateCartSchema>;

export const cartIdQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  cartId: z.uuid({ error: "cartId must be a cart id" }),
});

export const cartProductSchema = z.object({
  productId: z.string(),
  quantity: z.number().int(),
  price: z.object({ salePriceInCents: z.number().int() }),
  brand: z.object({ label: z.string() }),
  name: z.string(),
  size: z.string(),
  image: z.object({ src: z.string() }),
  link: z.object({ href: z.string() }),
  productSubType: z.string(),
  isInstallable: z.boolean(),
  isOversizeTire: z.boolean(),
  roadHazardState: z.number().int(),
  roadHazardCostInCents: z.number().int(),
  siteProductPromotion: z.null(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** siteCart of checkout.md §3, plus the totals computed on the server. */
export const siteCartSchema = z.object({
  id: z.string(),
  cartUuid: z.string(),
  zip: z.string().nullable(),
  email: z.string().nullable(),
  siteProducts: z.array(cartProductSchema),
  siteCartCoupons: z.array(z.never()),
  installerDetails: z
    .object({ installerId: z.string(), website: z.string().nullable() })
    .nullable(),
  cartShippingAddressPresent: z.boolean(),
  coreShipHandlingMode: z.number().int(),
  shippingCostToHomeInCents: z.number().int(),
  shippingCostInCents: z.number().int(),
  coreShipHandlingFeesApplied: z.boolean(),
  cartSummary: z.object({
    quantity: z.number().int(),
    productsInCents: z.number().int(),
    installationInCents: z.number().int(),
    totalInCents: z.number().int(),
  }),
});
export type SiteCart = z.infer<typeof siteCartSchema>;
export const siteCartResponseSchema = z.object({ siteCart: siteCartSchema });
