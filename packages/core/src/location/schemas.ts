import { z } from "zod";
import { clientContextQueryShape } from "../client-context";

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

export const nearestZipResponseSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
});
export type NearestZip = z.infer<typeof nearestZipResponseSchema>;
