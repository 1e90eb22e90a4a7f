import { z } from "zod";
import { availabilitySchema, productionWeekSchema } from "../catalog/schemas";
import { clientContextQueryShape } from "../client-context";
import { slotChoiceSchema } from "../schedule/schemas";
import {
  OCCUPATION_DISCOUNT_IDS,
  OCCUPATION_DISCOUNT_UNKNOWN,
} from "../session/occupation-discounts";
import { taxSummarySchema } from "../tax/schemas";
import { DB_ID_PATTERN } from "../validation/ids";
import { zipSchema } from "../validation/zip-schema";

const id = z.string().regex(DB_ID_PATTERN, { error: "productId must be a product id" });

/** The most tires of one kind a cart takes on a line. */
export const MAX_LINE_QUANTITY = 20;
const quantity = z
  .number()
  .int()
  .min(0)
  .max(MAX_LINE_QUANTITY, { error: `At most ${MAX_LINE_QUANTITY} tires of one kind per order` });
const text = (max: number) => z.string().trim().max(max);

const preShippingSelection = z.enum([
  "ship to me",
  "ship to carrier pickup",
  "warehouse pickup",
  "ship to shop",
]);

/** Add-to-cart input (checkout.md §3); unknown fields, such as a price, are dropped. */
export const addToCartSchema = z.object({
  productId: id,
  /** The rear axle's product of a staggered fitment, when it differs. */
  rearProductId: id.optional(),
  quantity: z.object({ front: quantity.default(0), rear: quantity.default(0) }),
  email: z.email({ error: "valid email required" }).optional(),
  /**
   * A shop (or, with isMobileInstall, a mobile installer) to fit the tires: the tires, the
   * delivery to it and the install time are stored together or not at all (checkout.md §4).
   */
  installerId: id.optional(),
  isMobileInstall: z.boolean().optional(),
  shouldAddCoverage: z.boolean().optional(),
  /** The install time chosen at the shop; the first free drop-off when absent. */
  appointmentTime: slotChoiceSchema.optional(),
  vehicleMake: text(60).optional(),
  vehicleModel: text(60).optional(),
  vehicleTrim: text(80).optional(),
  vehicleYear: text(4).optional(),
  zip: zipSchema.optional(),
  widgetSource: text(60).optional(),
  widgetSourceId: text(60).optional(),
  subSource: text(60).optional(),
  preShippingSelection: preShippingSelection.optional(),
  ssoUid: z.string().max(128).optional(),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** Create and update cart options of checkout.md §3. */
export const updateCartSchema = z.object({
  itemId: id.optional(),
  itemQuantity: quantity.optional(),
  isNewItem: z.boolean().optional(),
  email: z.email({ error: "valid email required" }).optional(),
  /** Where the shopper is: the installers, pickup points and shipping offered follow it. */
  zip: zipSchema.optional(),
  installerId: id.optional(),
  removeInstallerId: id.optional(),
  vehicleMake: text(60).optional(),
  vehicleModel: text(60).optional(),
  vehicleTrim: text(80).optional(),
  vehicleYear: text(4).optional(),
  excludeShipping: z.boolean().optional(),
  widgetSource: text(60).optional(),
  widgetSourceId: text(60).optional(),
  subSource: text(60).optional(),
  preShippingSelection: preShippingSelection.optional(),
  /** Sent as entered; matched without regard to case or surrounding spaces. */
  promoCode: z.string().max(40, { error: "Promo code is too long" }).optional(),
  removePromoCode: z.string().max(40).optional(),
  /** The employee's occupation discount (storefront.md §6); null takes it off. */
  occupationDiscountId: z
    .enum(OCCUPATION_DISCOUNT_IDS, { error: OCCUPATION_DISCOUNT_UNKNOWN })
    .nullable()
    .optional(),
  /** The shopper has seen the cart's notices (price changed, shop removed): clear them. */
  acknowledgeNotices: z.boolean().optional(),
  /** Coverage on the line named by itemId, or with isGroupRoadHazard on every line. */
  isRoadHazard: z.boolean().optional(),
  isGroupRoadHazard: z.boolean().optional(),
  /** The road-hazard plan (ROAD_HAZARD_PLANS) for the covered lines. */
  trcUuid: z.uuid({ error: "trcUuid must be a road hazard plan id" }).optional(),
  ssoUid: z.string().max(128).optional(),
});
export type UpdateCartInput = z.infer<typeof updateCartSchema>;

export const cartIdQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  cartId: z.uuid({ error: "cartId must be a cart id" }),
});

/** POST /cart-summary: with a cartId the tires are added to that cart, else to a new one. */
export const addToCartQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  cartId: z.uuid({ error: "cartId must be a cart id" }).optional(),
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
  /** Today's availability: short stock may delay delivery (checkout.md §8). */
  availability: availabilitySchema,
  isInstallable: z.boolean(),
  isOversizeTire: z.boolean(),
  /** The buyer's price when the shopper added the line or last acknowledged a change, if it moved. */
  priceChangedFromInCents: z.number().int().nullable().optional(),
  /** 2 protection already applied by the maker, 1 coverage selected, 0 none. */
  roadHazardState: z.number().int().min(0).max(2),
  /** Coverage for the line's quantity; 0 without coverage. */
  roadHazardCostInCents: z.number().int(),
  /** Federal excise tax for the line's quantity (heavy tires); 0 under the threshold. */
  federalExciseTaxInCents: z.number().int(),
  /** The stored TRC option: 0 none, 1 one year, 2 three years. */
  trcOption: z.number().int().min(0).max(2),
  /**
   * When the line's units were made: the production weeks of the shelves an order would take
   * them from now (freshest first), oldest first; empty when none is known.
   */
  madeIn: z.array(productionWeekSchema).optional(),
  siteProductPromotion: z
    .object({
      linkToTRCProm: z.boolean(),
      couponAmount: z.string(),
      couponAmountType: z.enum(["percentage", "amount"]),
      alreadyAppliedIntoCart: z.boolean(),
    })
    .nullable(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** siteCart of checkout.md §3, plus the totals computed on the server. */
export const siteCartSchema = z.object({
  id: z.string(),
  cartUuid: z.string(),
  zip: z.string().nullable(),
  email: z.string().nullable(),
  siteProducts: z.array(cartProductSchema),
  siteCartCoupons: z.array(
    z.object({
      couponId: z.string(),
      promoCode: z.string(),
      discountInCents: z.number().int(),
      errorDescription: z.string().nullable(),
      minCartQunatity: z.number().int().nullable(),
      maxCartQunatity: z.number().int().nullable(),
      alertMessage: z.string().nullable(),
    }),
  ),
  installerDetails: z
    .object({ installerId: z.string(), website: z.string().nullable() })
    .nullable(),
  /** The shop was taken off the cart because it cannot install its tires ("Shop removed"). */
  shopRemoved: z.boolean().optional(),
  cartShippingAddressPresent: z.boolean(),
  coreShipHandlingMode: z.number().int(),
  shippingCostToHomeInCents: z.number().int(),
  shippingCostInCents: z.number().int(),
  coreShipHandlingFeesApplied: z.boolean(),
  /** false where road hazard is hidden (special-order buyers). */
  roadHazardOffered: z.boolean(),
  /**
   * The occupation the buyer chose for its discount, taken at the order; null when none is chosen
   * or the account is not offered occupation discounts.
   */
  occupationDiscountId: z.string().nullable().optional(),
  /** The vehicle the tires are for, "2020 Toyota Camry SE", when the shopper chose one. */
  vehicle: z.string().nullable().optional(),
  /**
   * The sign-up offer as the cart shows it: applied (its amount is the summary's
   * signUpOfferInCents), waiting for a set of tires, or how a guest gets it; null: nothing to say.
   */
  signUpOffer: z
    .object({
      state: z.enum(["applied", "needsSet", "signIn"]),
      amountInCents: z.number().int(),
      message: z.string(),
    })
    .nullable()
    .optional(),
  cartSummary: z.object({
    quantity: z.number().int(),
    productsInCents: z.number().int(),
    installationInCents: z.number().int(),
    roadHazardInCents: z.number().int(),
    discountInCents: z.number().int(),
    /** The member's sign-up offer (storefront.md §9), off the tires; 0 when not given. */
    signUpOfferInCents: z.number().int(),
    shippingInCents: z.number().int(),
    /** Federal excise tax on heavy tires, in the total at every step. */
    federalExciseTaxInCents: z.number().int(),
    /** Sales tax where the tires are handed over; an estimate from the ZIP until then. */
    salesTaxInCents: z.number().int(),
    /** The state's fee per new tire, for the cart's tires. */
    tireFeeInCents: z.number().int(),
    /** Where and at what rate (parts per million) tax was worked out; null: not known yet. */
    tax: taxSummarySchema.nullable(),
    totalInCents: z.number().int(),
  }),
});
export type SiteCart = z.infer<typeof siteCartSchema>;
export const siteCartResponseSchema = z.object({ siteCart: siteCartSchema });
