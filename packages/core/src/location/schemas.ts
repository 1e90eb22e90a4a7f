import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { US_ZIP_MESSAGE } from "../validation/address";
import { ZIP_PATTERN } from "../validation/zip";

/** GET /location/zip: the ZIP code nearest a point the browser gave. */
export const nearestZipQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  latitude: z.coerce
    .number({ error: "latitude must be a number" })
    .min(-90, { error: "latitude must be between -90 and 90" })
    .max(90, { error: "latitude must be between -90 and 90" }),
  longitude: z.coerce
    .number({ error: "longitude must be a number" })
    .min(-180, { error: "longitude must be between -180 and 180" })
    .max(180, { error: "longitude must be between -180 and 180" }),
});
export type NearestZipQuery = z.infer<typeof nearestZipQuerySchema>;

/** A row of the store's ZIP table: the ZIP, its preferred city and its two-letter state. */
export const zipPlaceSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
});

/** The answer of GET /location/zip: the ZIP code nearest the browser's position. */
export type NearestZip = z.infer<typeof zipPlaceSchema>;

/**
 * GET /location/ip-zip: the ZIP code of the network the request came from (the client's
 * address as the server sees it, behind trusted proxies only), for a shopper who refused the
 * browser its location. 404 when the store cannot place the network.
 */
export type IpZip = z.infer<typeof zipPlaceSchema>;

/** GET /v1/zip-codes/{zip}: the ZIP, 5 digits with an optional -4 (only the 5 are looked up). */
export const zipCodeParamsSchema = z.object({
  zip: z.string().trim().regex(ZIP_PATTERN, { error: US_ZIP_MESSAGE }),
});
