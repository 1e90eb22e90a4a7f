import { z } from "zod";
import { catalogProductSchema } from "../catalog/schemas";
import { clientContextQueryShape } from "../client-context";
import { DB_ID_PATTERN } from "../validation/ids";
import { zipSchema } from "../validation/zip-schema";

export const SESSION_HEADER = "x-user-session-id";
export const SESSION_REQUIRED = "Your session has expired. Please refresh the page.";

export const sessionQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  regionId: z.coerce.number().int().min(1).max(4).optional(),
});

export const userLocationSchema = z.object({
  cityName: z.string(),
  /** US census region: 1 Northeast, 2 Midwest, 3 South, 4 West. */
  region: z.number().int(),
  stateAbbr: z.string(),
  zip: z.string(),
});

/** User personalization of storefront.md §3. */
export const userPersonalizationSchema = z.object({
  customer_type: z.string(),
  gaClientId: z.string().nullable(),
  rudderAnonymousId: z.string().nullable(),
  rudderSessionId: z.string().nullable(),
  userLocation: userLocationSchema.nullable(),
  userLocationZip: z.string().nullable(),
});
export type UserPersonalization = z.infer<typeof userPersonalizationSchema>;

export const sessionResponseSchema = z.object({
  userSessionId: z.string(),
  userPersonalization: userPersonalizationSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

const idText = z.string().trim().min(1).max(128);

export const personalizationUpdateSchema = z
  .strictObject({
    gaClientId: idText.optional(),
    rudderAnonymousId: idText.optional(),
    rudderSessionId: idText.optional(),
    userLocationZip: zipSchema.optional(),
    // The shared request client adds ssoUid to every JSON body.
    ssoUid: z.string().max(128).optional(),
  })
  .refine(
    (body) =>
      body.gaClientId || body.rudderAnonymousId || body.rudderSessionId || body.userLocationZip,
    { error: "Send gaClientId, rudderAnonymousId, rudderSessionId or userLocationZip" },
  );
export type PersonalizationUpdate = z.input<typeof personalizationUpdateSchema>;

export const RECENT_SOURCES = ["pdp", "catalog", "search", "home", "widget"] as const;

export const recentSearchQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  source: z.enum(RECENT_SOURCES).optional(),
  make: z.string().max(60).optional(),
  model: z.string().max(60).optional(),
  year: z.string().max(4).optional(),
  trim: z.string().max(80).optional(),
  oem: z.string().max(40).optional(),
  size: z.string().max(40).optional(),
});

export const recentSearchRecordSchema = z.strictObject({
  ...clientContextQueryShape,
  dateOfVisit: z.iso.date({ error: "dateOfVisit must be a date in the form yyyy-MM-dd" }),
  itemId: z.string().regex(DB_ID_PATTERN, { error: "itemId must be a product id" }),
  source: z.enum(RECENT_SOURCES),
});

export const recentSearchResponseSchema = z.object({ data: z.array(catalogProductSchema) });

export const searchHistoryItemSchema = z.object({
  label: z.string().trim().min(1).max(120),
  link: z
    .string()
    .max(300)
    .regex(/^\/[^/\\]/, { error: "link must be a path on this site, e.g. /tire-sizes/225-50r17" }),
  typeName: z.string().trim().min(1).max(40),
  detailLabel: z.string().max(120).nullable().optional(),
  vehicleMetadata: z.record(z.string().max(40), z.string().max(80)).nullable().optional(),
});

export const searchHistoryBodySchema = searchHistoryItemSchema
  .extend({ ssoUid: z.string().max(128).optional() })
  .strict();

export const searchHistoryResponseSchema = z.object({
  statusCode: z.literal(200),
  items: z.array(searchHistoryItemSchema),
});
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponseSchema>;

/** Shown items of the overlay's history; older ones are dropped. */
export const SEARCH_HISTORY_LIMIT = 10;
