import { z } from "zod";

/**
 * Payment methods a checkout can be paid with. "credit" is a card through hosted fields; the
 * wallets and pay-later providers follow checkout.md §3 and §7.
 */
export const PAYMENT_METHODS = [
  "credit",
  "paypal",
  "venmo",
  "applepay",
  "googlepay",
  "klarna",
  "affirm",
  "resolve",
  "katapult",
  "synchrony",
  /** A military-exchange order: the exchange takes the payment (exchange-checkout.ts). */
  "exchange",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: "Unknown payment type",
});

/**
 * Payment a business account settles outside any provider: billed to its company on invoice, or
 * deducted from the employee's pay. Only the accounts whose payment groups allow them may use them.
 */
export const ACCOUNT_BILLING_METHODS = ["invoice", "payroll"] as const;
export type AccountBillingMethod = (typeof ACCOUNT_BILLING_METHODS)[number];

/** Every way an order can be paid: a provider's method or the account's own billing. */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, ...ACCOUNT_BILLING_METHODS] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const orderPaymentMethodSchema = z.enum(ORDER_PAYMENT_METHODS, {
  error: "Unknown payment type",
});

/**
 * Payment payload kinds of checkout.md §3: a card charge carrying chargeId (pay-later
 * providers), a wallet nonce with details.payerId, a tokenized card with details.dpanLastTwo,
 * and a plain card nonce from hosted fields.
 */
export const paymentPayloadSchema = z.union([
  z.strictObject({ chargeId: z.string().min(1).max(128) }),
  z.strictObject({
    nonce: z.string().min(1).max(256),
    details: z.strictObject({ payerId: z.string().min(1).max(128) }),
  }),
  z.strictObject({
    nonce: z.string().min(1).max(256),
    details: z.strictObject({
      dpanLastTwo: z.string().regex(/^\d{2}$/),
      cardType: z.string().max(40).optional(),
      lastFour: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
    }),
  }),
  z.strictObject({
    nonce: z.string().min(1).max(256),
    details: z
      .strictObject({
        cardType: z.string().max(40).optional(),
        lastFour: z
          .string()
          .regex(/^\d{4}$/)
          .optional(),
      })
      .optional(),
  }),
]);
export type PaymentPayload = z.infer<typeof paymentPayloadSchema>;

/** Card brands accepted (checkout.md §3). */
export const CARD_BRANDS = ["American Express", "Visa", "JCB", "Discover", "MasterCard"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * Payment types the checkout page switches between (checkout.md §3, §4: credit, resolve, affirm
 * and paypal), and the other pay-later providers of the payment contract, each a type of its own
 * with its own /checkout/payments/[type] page. Credit is the default; the wallets (Venmo, Apple
 * Pay, Google Pay) are express buttons under credit. Invoice and payroll are offered only to the
 * accounts allowed them (account-billing.ts).
 */
export const PAYMENT_TYPES = [
  "credit",
  "resolve",
  "affirm",
  "paypal",
  "klarna",
  "katapult",
  "synchrony",
  ...ACCOUNT_BILLING_METHODS,
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const paymentTypeSchema = z.enum(PAYMENT_TYPES, { error: "Unknown payment type" });

/** Why a payment provider refused or failed; the code decides what the shopper is told. */
export const PAYMENT_PROVIDER_ERROR_CODES = [
  "DECLINED",
  "INVALID_PAYLOAD",
  "NONCE_USED",
  "PROCESSING",
  "TIMEOUT",
  "GATEWAY_ERROR",
  "CANCELLED",
] as const;
export type PaymentProviderFailureCode = (typeof PAYMENT_PROVIDER_ERROR_CODES)[number];

/** Codes the server answers checkout failures with, in the body `{ errorMessage, code }`. */
export const PAYMENT_SERVER_ERROR_CODES = [
  ...PAYMENT_PROVIDER_ERROR_CODES,
  "SLOT_UNAVAILABLE",
  "OUT_OF_STOCK",
] as const;
export type PaymentServerErrorCode = (typeof PAYMENT_SERVER_ERROR_CODES)[number];

export const paymentServerErrorSchema = z.object({
  errorMessage: z.string(),
  code: z.enum(PAYMENT_SERVER_ERROR_CODES),
});
export type PaymentServerError = z.infer<typeof paymentServerErrorSchema>;

/** POST /checkout/cart-klarna (checkout.md §7): the session Klarna's SDK opens with. */
export const klarnaSessionResponseSchema = z.object({
  klarnaSession: z.object({
    client_token: z.string(),
    payment_method_categories: z.array(z.object({ identifier: z.string(), name: z.string() })),
  }),
  klarnaPayload: z.object({
    purchase_country: z.literal("US"),
    purchase_currency: z.literal("USD"),
    locale: z.literal("en-US"),
    order_amount: z.number().int(),
    order_lines: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        unit_price: z.number().int(),
        total_amount: z.number().int(),
      }),
    ),
  }),
});
export type KlarnaSessionResponse = z.infer<typeof klarnaSessionResponseSchema>;
