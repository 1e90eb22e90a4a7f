/**
 * The out-the-door price of a set: a tire's price for four, installed at the chosen or nearest
 * shop, with its fees and the sales tax there, as the cart would charge it (the server prices
 * it through the cart's own rules), and what financing makes of it.
 */
import { z } from "zod";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { clientContextQueryShape } from "../client-context";
import { DB_ID_PATTERN, isDbId } from "../validation/ids";
import { ZIP_MESSAGE } from "../validation/zip";

/** A set is four tires. */
export const INSTALLED_SET_QUANTITY = 4;

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
});

export const installedSetSchema = z.object({
  quantity: z.number().int(),
  installer: z.object({ installerId: z.string(), company: z.string(), distanceMiles: z.number() }),
  productsInCents: z.number().int(),
  installationInCents: z.number().int(),
  discountInCents: z.number().int(),
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

/** GET /catalog/products/{productId}/installed-set: the set's out-the-door price near a ZIP. */
export function getInstalledSet(
  client: Client,
  productId: string,
  where: { userZip: string; installerId?: string | undefined },
  signal?: AbortSignal,
): Promise<Result<InstalledSet>> {
  return client.request({
    path: "/catalog/products/{productId}/installed-set",
    pathParams: { productId },
    query: { userZip: where.userZip, installerId: where.installerId },
    schema: RESPONSE_CHECKS ? installedSetSchema : undefined,
    signal,
  });
}

/** A listing's page of tires is quoted at once: 24 a page, front and rear. */
export const MAX_INSTALLED_SET_PRODUCTS = 60;
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

/** GET /catalog/installed-sets: the out-the-door price of each of these tires near a ZIP. */
export function getInstalledSets(
  client: Client,
  productIds: readonly string[],
  where: { userZip: string; installerId?: string | undefined },
  signal?: AbortSignal,
): Promise<Result<InstalledSets>> {
  return client.request({
    path: "/catalog/installed-sets",
    query: {
      productIds: productIds.join(","),
      userZip: where.userZip,
      installerId: where.installerId,
    },
    schema: RESPONSE_CHECKS ? installedSetsSchema : undefined,
    signal,
  });
}
