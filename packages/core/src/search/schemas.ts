import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { QUERY_TYPES } from "./rules";

export const SEARCH_TEXT_MAX = 100;
export const SEARCH_TEXT_TOO_LONG = `Search text must be at most ${SEARCH_TEXT_MAX} characters`;

export const queryTypeSchema = z.enum(QUERY_TYPES, {
  error: `queryType must be one of ${QUERY_TYPES.join(", ")}`,
});

/** GET /search-typeahead (storefront.md §7). */
export const typeaheadQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  queryText: z.string().trim().max(SEARCH_TEXT_MAX, { error: SEARCH_TEXT_TOO_LONG }).default(""),
  queryType: queryTypeSchema.optional(),
  additionalQueryText: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX, { error: SEARCH_TEXT_TOO_LONG })
    .optional(),
});
export type TypeaheadQuery = z.infer<typeof typeaheadQuerySchema>;

const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("link"), link: z.object({ href: z.string() }) }),
  z.object({ type: z.literal("query"), queryType: queryTypeSchema, queryText: z.string() }),
]);

export const searchResultItemSchema = z.object({
  type: z.enum(["text", "image"]),
  label: z.string(),
  detailLabel: z.string().nullable(),
  image: z.object({ src: z.string(), altText: z.string() }).nullable(),
  typeName: z.string(),
  action: actionSchema,
  vehicleMetadata: z.record(z.string(), z.string()).nullable(),
});

export const typeaheadResponseSchema = z.object({
  resultMetadata: z.object({ pagination: z.object({ total: z.number().int().nonnegative() }) }),
  siteSearchResultGroupList: z.array(
    z.object({ label: z.string(), siteSearchResultList: z.array(searchResultItemSchema) }),
  ),
});
export type TypeaheadResponse = z.infer<typeof typeaheadResponseSchema>;
export type TypeaheadItem = z.infer<typeof searchResultItemSchema>;
