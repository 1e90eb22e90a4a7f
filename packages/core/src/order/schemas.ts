import { z } from "zod";
import { productionWeekSchema } from "../catalog/schemas";
import { clientContextQueryShape } from "../client-context";
import { orderPaymentMethodSchema, paymentPayloadSchema } from "../payment/schemas";
import { VERIFICATION_GROUPS } from "../payment/verification-groups";
import { taxSummarySchema } from "../tax/schemas";
import { DB_ID_PATTERN } from "../validation/ids";
import { RETURN_NO_TIRES_MESSAGE } from "./returns";

/** Idempotency-Key: the client makes one per checkout attempt and repeats it on retries. */
export const idempotencyKeySchema = z
  .string({ error: "An Idempotency-Key header is required" })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, {
    error: "Idempotency-Key must be 16 to 128 letters, digits, - or _",
  });

/**
 * Body of POST /checkout/orders. The client sends the total it showed the shopper: when the
 * server's own total differs, nothing is charged and the shopper sees the new price. A payment
 * through a provider carries its payload; invoice and payroll carry none.
 */
export const placeOrderRequestSchema = z
  .strictObject({
    cartId: z.uuid({ error: "cartId must be a cart id" }),
    paymentMethod: orderPaymentMethodSchema,
    payload: paymentPayloadSchema.optional(),
    expectedTotalInCents: z.number().int().nonnegative(),
    email: z.email({ error: "Please enter a valid email address" }).optional(),
    ssoUid: z.string().max(128).optional(),
  })
  .superRefine((body, ctx) => {
    const billed = body.paymentMethod === "invoice" || body.paymentMethod === "payroll";
    if (!billed && !body.payload) {
      ctx.addIssue({
        code: "custom",
        path: ["payload"],
        message: "Please enter your payment details",
      });
    } else if (billed && body.payload) {
      ctx.addIssue({
        code: "custom",
        path: ["payload"],
        message: "An invoice or payroll payment carries no payment details",
      });
    }
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const orderLineSchema = z.object({
  kind: z.enum([
    "tire",
    "roadHazard",
    "installation",
    "shipping",
    "fee",
    "federalExciseTax",
    "salesTax",
    "discount",
  ]),
  sku: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceInCents: z.number().int(),
  totalInCents: z.number().int(),
  /** The tire a tire or road-hazard line is for; null on other lines. */
  productId: z.number().int().nullable(),
  /** Whether the tire can be ordered again now; null on other lines. */
  reorder: z.object({ available: z.boolean(), message: z.string().nullable() }).nullable(),
  /** On a tire line: the production weeks of the units shipped, oldest first. */
  madeIn: z.array(productionWeekSchema).optional(),
});

export const orderStatusSchema = z.enum([
  "placed",
  "processing",
  "pending_pickup",
  "in_transit",
  "delivered",
  "cancelled",
]);

/** What an order charges, line by line of the summary; the total is what the card is charged. */
export const orderAmountsSchema = z.object({
  productsInCents: z.number().int(),
  installationInCents: z.number().int(),
  roadHazardInCents: z.number().int(),
  discountInCents: z.number().int(),
  /** The member's sign-up offer (storefront.md §9), taken with the promotions before tax. */
  signUpOfferInCents: z.number().int(),
  paymentDiscountInCents: z.number().int(),
  militaryDiscountInCents: z.number().int(),
  /** An employee's occupation discount (storefront.md §6). */
  occupationDiscountInCents: z.number().int(),
  shippingInCents: z.number().int(),
  federalExciseTaxInCents: z.number().int(),
  /** Sales tax at the place the tires are handed over, after every discount. */
  salesTaxInCents: z.number().int(),
  /** The state's fee per new tire. */
  tireFeeInCents: z.number().int(),
  /** Where and at what rate tax was worked out; null where none applied. */
  tax: taxSummarySchema.nullable(),
  totalInCents: z.number().int(),
});
export type OrderAmountsInCents = z.infer<typeof orderAmountsSchema>;

export const orderShopSchema = z.object({
  name: z.string(),
  /** Ten digits, as the store keeps every phone; formatted for display. */
  phone: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The shop's IANA time zone. */
  timeZone: z.string(),
  /** A mobile installer comes to the car: its own address is not where to go. */
  isMobileInstall: z.boolean(),
});
export type OrderShop = z.infer<typeof orderShopSchema>;

export const orderSchema = z.object({
  /** Unguessable: the confirmation link and the owner's handle on the order. */
  id: z.string(),
  /** The order ID shoppers see, track with and quote to customer service. */
  orderId: z.string(),
  status: orderStatusSchema,
  placedAt: z.string(),
  email: z.string(),
  zip: z.string(),
  payment: z.object({
    method: orderPaymentMethodSchema,
    status: z.string(),
    cardBrand: z.string().nullable(),
    last4: z.string().nullable(),
    /** The company an invoice or payroll order is billed through; null for other payments. */
    billedTo: z.string().nullable().optional(),
  }),
  amounts: orderAmountsSchema,
  lines: z.array(orderLineSchema),
  shippingOption: z.string(),
  installerId: z.string().nullable(),
  /** Where the tires go or are fitted: a heading ("Ship to", "Pick up at"…) and address lines. */
  destination: z.object({ heading: z.string(), lines: z.array(z.string()) }),
  appointment: z
    .object({
      date: z.string(),
      slotTime: z.string(),
      startTime: z.string(),
      amOrPm: z.string(),
      isDropOff: z.boolean(),
      dropOffWindow: z.string().nullable(),
    })
    .nullable(),
  /**
   * The shop or mobile installer fitting an installed order's tires: whom to call, where to go
   * and its clock (the appointment's times are on it); null when the order is not installed.
   */
  shop: orderShopSchema.nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  /** The last day of the roadside assistance the order came with (YYYY-MM-DD), if it did. */
  roadsideAssistanceUntil: z.string().nullable(),
  /** The group identity verification proved for the buyer (military, student, ...), if any. */
  verifiedGroup: z.enum(VERIFICATION_GROUPS).nullable().optional(),
  /** The occupation (OCCUPATION_DISCOUNTS' id) the order's occupation discount was given for. */
  occupationDiscountId: z.string().nullable().optional(),
  /** The payment was accepted as processing (code 539): /checkout/confirm-order confirms it. */
  needsConfirmation: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ order: orderSchema });

export const orderParamsSchema = z.object({
  id: z.uuid({ error: "Order not found" }),
});

/**
 * What proves a guest's order when cancelling it: its e-mail or its ZIP, as on the order. A
 * member's order needs the member's session instead.
 */
export const cancelOrderRequestSchema = z
  .strictObject({
    email: z.string().trim().max(254).optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, { error: "Please enter valid US Zip Code" })
      .optional(),
  })
  .default({});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/** Order tracking by Order ID and ZIP (storefront.md §4). */
export const trackOrderQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  // Any Order ID shape is looked up: one past the integer range is "not found" like any other
  // unknown one, so that an answer never tells which IDs could exist.
  orderId: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { error: "Please enter a valid Order ID" }),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: "Please enter valid US Zip Code" }),
});

const trackingStepSchema = z.object({
  label: z.string(),
  state: z.enum(["done", "current", "upcoming"]),
});

/** What Order ID and ZIP reveal: where the order is, never the full e-mail or address. */
export const trackedOrderSchema = z.object({
  /** The order's unguessable id: Order ID and ZIP proved, it is what cancel and return use. */
  id: z.string(),
  orderId: z.string(),
  status: orderStatusSchema,
  steps: z.array(trackingStepSchema),
  estimatedDeliveryDate: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The buyer's own purchase-order number, given with the billing address. */
  poNumber: z.string().nullable(),
  /** The financing provider's loan, for an order paid with a pay-later plan. */
  loanId: z.string().nullable(),
  /** "a***@example.com" */
  maskedEmail: z.string(),
  receiptEmailSent: z.boolean(),
  placedAt: z.string(),
  /** Returns are accepted within 30 days of it. */
  deliveredAt: z.string().nullable(),
  tiresOrdered: z.number().int(),
  /** Tires in a return request, received or refunded or not yet. */
  tiresReturned: z.number().int(),
  /** The tires the order ships, and how many of each may still be returned. */
  lines: z.array(
    z.object({
      productId: z.string().nullable(),
      description: z.string(),
      quantity: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
  shippingOption: z.string(),
  /** Where the tires go or are fitted, without the street: city, state and ZIP, or the shop. */
  destination: z.object({ heading: z.string(), lines: z.array(z.string()) }),
  appointment: orderSchema.shape.appointment,
  /** Within the 30 minutes, and this visitor may (a member's order needs its member). */
  canCancel: z.boolean(),
  /** The order is a member's, and the visitor is not signed in as that member. */
  signInToManage: z.boolean(),
  /** Why no return may be requested now, or null when one may. */
  returnRefusal: z.string().nullable(),
  /** How returned tires come back: a mailed label, or through the installer who mounted them. */
  returnCarriage: z.enum(["mailed-label", "installer"]),
  receiptUrl: z.string(),
  needsConfirmation: z.boolean(),
  returns: z.array(
    z.object({
      id: z.string(),
      status: z.enum(["requested", "received", "refunded"]),
      tires: z.number().int(),
      handlingFeeInCents: z.number().int(),
      refundInCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
export const trackOrderResponseSchema = z.object({ order: trackedOrderSchema });

const returnItemSchema = z.strictObject({
  productId: z.union([
    z.number().int().positive(),
    z.string().regex(DB_ID_PATTERN, { error: "productId must be a product id" }).transform(Number),
  ]),
  quantity: z
    .number({ error: "quantity must be a whole number" })
    .int({ error: "quantity must be a whole number" })
    .min(0, { error: "quantity must be a whole number" })
    .max(99),
});

export const RETURN_ITEMS_FORMAT_MESSAGE = "items must be a JSON list of {productId, quantity}";
export const RETURN_REASON_MESSAGE = "Please tell us why you are returning the tires";

/**
 * The text fields of a return request, as multipart/form-data sends them: items is a JSON list,
 * reorderInCorrectSize "true" or "false". The optional picture travels as the file part "image".
 */
export const returnRequestFieldsSchema = z.strictObject({
  /** A guest's proof of the order, as when cancelling; a member's order needs the session. */
  email: z.string().trim().max(254).optional(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: "Please enter valid US Zip Code" })
    .optional(),
  reason: z
    .string({ error: RETURN_REASON_MESSAGE })
    .trim()
    .min(1, { error: RETURN_REASON_MESSAGE })
    .max(1000, { error: "Please keep the reason under 1000 characters" }),
  items: z
    .string({ error: RETURN_NO_TIRES_MESSAGE })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: RETURN_ITEMS_FORMAT_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(z.array(returnItemSchema, { error: RETURN_ITEMS_FORMAT_MESSAGE }).max(20)),
  reorderInCorrectSize: z
    .enum(["true", "false"], { error: 'reorderInCorrectSize must be "true" or "false"' })
    .default("false")
    .transform((value) => value === "true"),
});
export type ReturnRequestFields = z.output<typeof returnRequestFieldsSchema>;

export const returnStatusSchema = z.enum(["requested", "received", "refunded"]);

export const orderReturnSchema = z.object({
  id: z.string(),
  /** The order ID shoppers see. */
  orderId: z.string(),
  status: returnStatusSchema,
  reason: z.string(),
  items: z.array(z.object({ productId: z.string(), quantity: z.number().int() })),
  reorderInCorrectSize: z.boolean(),
  handlingFeeInCents: z.number().int(),
  refundInCents: z.number().int(),
  hasImage: z.boolean(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;
export const orderReturnResponseSchema = z.object({ return: orderReturnSchema });

/** GET /checkout/quote: what the cart's order would charge now with a payment method. */
export const orderQuoteQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  cartId: z.uuid({ error: "cartId must be a cart id" }),
  paymentMethod: orderPaymentMethodSchema,
});

/**
 * The review step's figures, priced by the rule placement uses (payment-type and military
 * discounts, federal excise tax): its total is the `expectedTotalInCents` to send.
 */
export const orderQuoteSchema = z.object({
  amounts: orderAmountsSchema,
  /** The e-mail the order would use, when the cart already has one. */
  email: z.string().nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderQuoteResponseSchema = z.object({ quote: orderQuoteSchema });

/** A signed-in member's order in My Orders: the order, where it is, and what may be done. */
export const memberOrderSchema = orderSchema.extend({
  steps: z.array(trackingStepSchema),
  canCancel: z.boolean(),
  /** The receipt, served only to this member. */
  receiptUrl: z.string(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;
export const memberOrdersResponseSchema = z.object({ orders: z.array(memberOrderSchema) });

export const memberOrderParamsSchema = z.object({
  orderId: z.string().regex(DB_ID_PATTERN, { error: "Order not found" }),
});
