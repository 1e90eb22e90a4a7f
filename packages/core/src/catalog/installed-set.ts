/**
 * The out-the-door price of a set: a tire's price for four (or the number asked), installed at
 * the chosen or nearest shop, with its fees and the sales tax there, as the cart would charge it
 * (the server prices it through the cart's own rules), and what financing makes of it. The calls
 * that ask for it are in installed-set-api.ts, its label in installed-set-label.ts: neither
 * needs zod, which the widgets' bundles leave out.
 */
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../cart/schemas";
import { clientContextQueryShape } from "../client-context";
import { DB_ID_PATTERN, isDbId } from "../validation/ids";
import { ZIP_MESSAGE } from "../validation/zip";
import { MAX_INSTALLED_SET_PRODUCTS } from "./installed-set-limits";

/** A set is four tires, unless the shopper asks for another number. */
export const INSTALLED_SET_QUANTITY = 4;
export const INSTALLED_SET_QUANTITY_MESSAGE = `quantity must be a whole number of tires from 1 to ${MAX_LINE_QUANTITY}`;

/** Financing shown on prices: equal monthly payments at 0% APR, for qualified buyers. */
export const FINANCING_MONTHS = 12;
export const FINANCING_RULE = `${FINANCING_MONTHS} monthly payments at 0% APR through our financing partners, for qualified buyers.`;

/** The monthly payment of a price financed over FINANCING_MONTHS, rounded up to the cent. */
export function monthlyPaymentInCents(totalInCents: number): number {
  return Math.ceil(totalInCents / FINANCING_MONTHS);
}

export const installedSetQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  userZip: z.string().regex(/^\d{5}$/, { error: ZIP_MESSAGE }),
  /** The shop the shopper chose; the nearest shop that installs when absent. */
  installerId: z
    .string()
    .regex(DB_ID_PATTERN, { error: "installerId must be a shop id" })
    .optional(),
  /** How many tires the set is; INSTALLED_SET_QUANTITY when absent. */
  quantity: z.coerce
    .number({ error: INSTALLED_SET_QUANTITY_MESSAGE })
    .int({ error: INSTALLED_SET_QUANTITY_MESSAGE })
    .min(1, { error: INSTALLED_SET_QUANTITY_MESSAGE })
    .max(MAX_LINE_QUANTITY, { error: INSTALLED_SET_QUANTITY_MESSAGE })
    .optional(),
});

export const installedSetSchema = z.object({
  quantity: z.number().int(),
  installer: z.object({ installerId: z.string(), company: z.string(), distanceMiles: z.number() }),
  productsInCents: z.number().int(),
  installationInCents: z.number().int(),
  discountInCents: z.number().int(),
  /** The $25 sign-up offer a new member's first set takes (sign-up-offer/rules), 0 otherwise. */
  signUpOfferInCents: z.number().int(),
  shippingInCents: z.number().int(),
  /** Federal excise tax on heavy tires, as the cart charges it. */
  federalExciseTaxInCents: z.number().int(),
  tireFeeInCents: z.number().int(),
  salesTaxInCents: z.number().int(),
  /** Whether the tax is worked out for the shop's address (false: not known, "before tax"). */
  taxKnown: z.boolean(),
  totalInCents: z.number().int(),
  financing: z.object({ months: z.number().int(), monthlyInCents: z.number().int() }),
});
export type InstalledSet = z.infer<typeof installedSetSchema>;

export { MAX_INSTALLED_SET_PRODUCTS };
export const INSTALLED_SET_PRODUCTS_MESSAGE = `productIds must be 1 to ${MAX_INSTALLED_SET_PRODUCTS} product ids, separated by commas`;

export const installedSetsQuerySchema = installedSetQuerySchema.extend({
  productIds: z
    .string({ error: INSTALLED_SET_PRODUCTS_MESSAGE })
    .transform((text) => text.split(",").map((id) => id.trim()))
    .refine((ids) => ids.length <= MAX_INSTALLED_SET_PRODUCTS && ids.every(isDbId), {
      error: INSTALLED_SET_PRODUCTS_MESSAGE,
    })
    .transform((ids) => [...new Set(ids)]),
});

/** The sets of a page of tires at one shop; a tire the shop cannot sell installed is left out. */
export const installedSetsSchema = z.object({
  installedSets: z.array(installedSetSchema.extend({ productId: z.string() })),
});
export type InstalledSets = z.infer<typeof installedSetsSchema>;
