import { z } from "zod";

/**
 * GET /v1/site/sitemap: what the catalogue holds, for the /sitemap page (storefront.md §2:
 * brands, types, categories, vehicles, sizes).
 */
export const sitemapIndexSchema = z.object({
  /** Sizes with at least one tire on sale, by rim diameter then size. */
  sizes: z.array(
    z.object({
      label: z.string(),
      slug: z.string(),
      rimDiameter: z.number(),
      count: z.number().int().min(1),
    }),
  ),
  /** Brands with at least one tire on sale, by name. */
  brands: z.array(z.object({ label: z.string(), slug: z.string(), count: z.number().int() })),
  /** The vehicles the fitment guide knows, by make, each with its models. */
  vehicles: z.array(
    z.object({
      label: z.string(),
      slug: z.string(),
      models: z.array(z.object({ label: z.string(), slug: z.string() })),
    }),
  ),
});

export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;
