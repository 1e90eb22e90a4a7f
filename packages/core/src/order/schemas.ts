import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { paymentMethodSchema, paymentPayloadSchema } from "../payment/schemas";

/** Idempotency-Key: the client makes one per checkout attempt and repeats it on retries. */
export const idempotencyKeySchema = z
  .string({ error: "An Idempotency-Key header is required" })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, {
    error: "Idempotency-Key must be 16 to 128 letters, digits, - or _",
  });

/**
 * Body of POST /checkout/orders. The client sends the total it showed the shopper: when the
 * server's own total differs, nothing is charged and the shopper sees the new price.
 */
export const placeOrderRequestSchema = z.strictObject({
  cartId: z.uuid({ error: "cartId must be a cart id" }),
  paymentMethod: paymentMethodSchema,
  payload: paymentPayloadSchema,
  expectedTotalInCents: z.number().int().nonnegative(),
  email: z.email({ error: "Please enter a valid email address" }).optional(),
  ssoUid: z.string().max(128).optional(),
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
    "discount",
  ]),
  sku: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceInCents: z.number().int(),
  totalInCents: z.number().int(),
});

export const orderStatusSchema = z.enum([
  "placed",
  "processing",
  "pending_pickup",
  "in_transit",
  "delivered",
  "cancelled",
]);

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
    method: paymentMethodSchema,
    status: z.string(),
    cardBrand: z.string().nullable(),
    last4: z.string().nullable(),
  }),
  amounts: z.object({
    productsInCents: z.number().int(),
    installationInCents: z.number().int(),
    roadHazardInCents: z.number().int(),
    discountInCents: z.number().int(),
    paymentDiscountInCents: z.number().int(),
    militaryDiscountInCents: z.number().int(),
    shippingInCents: z.number().int(),
    federalExciseTaxInCents: z.number().int(),
    totalInCents: z.number().int(),
  }),
  lines: z.array(orderLineSchema),
  shippingOption: z.string(),
  installerId: z.string().nullable(),
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
  estimatedDeliveryDate: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ order: orderSchema });

export const orderParamsSchema = z.object({
  id: z.uuid({ error: "Order not found" }),
});

/** Order tracking by Order ID and ZIP (storefront.md §4). */
export const trackOrderQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  orderId: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { error: "Please enter a valid Order ID" }),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: "Please enter valid US Zip Code" }),
});
