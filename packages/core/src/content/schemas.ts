import { z } from "zod";

/** A content page's path segment: /about, /returns-and-refunds. */
export const contentSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "slug takes a page's slug, e.g. about" })
  .max(80);

export const contentParamsSchema = z.object({ slug: contentSlugSchema });

/**
 * A link inside the site; pages never link to other hosts from their body. A page the server
 * serves as a file (the partner example pages, /examples/…html) is a path on the site too.
 */
const internalHref = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(?:\.html)?$/, { error: "links in a page go to a path on this site" })
  .max(200);

const linkSchema = z.object({ label: z.string().min(1).max(200), href: internalHref });

/**
 * A page's body as blocks the storefront renders as elements (never as HTML): headings,
 * paragraphs, bulleted lists, glossary terms, lists of links within the site, and questions
 * with their answers.
 */
export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string().min(1).max(200) }),
  z.object({ type: z.literal("paragraph"), text: z.string().min(1).max(4000) }),
  z.object({ type: z.literal("list"), items: z.array(z.string().min(1).max(1000)).min(1).max(50) }),
  /** A glossary's terms with their definitions (the tire dictionary), shown grouped by letter. */
  z.object({
    type: z.literal("definitions"),
    items: z
      .array(
        z.object({ term: z.string().min(1).max(120), definition: z.string().min(1).max(2000) }),
      )
      .min(1)
      .max(500),
  }),
  z.object({ type: z.literal("links"), items: z.array(linkSchema).min(1).max(50) }),
  /** Questions with their answers (the FAQ page), each answer with the pages it points to. */
  z.object({
    type: z.literal("questions"),
    items: z
      .array(
        z.object({
          question: z.string().min(1).max(300),
          answer: z.string().min(1).max(4000),
          links: z.array(linkSchema).min(1).max(5).optional(),
        }),
      )
      .min(1)
      .max(100),
  }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentBodySchema = z.array(contentBlockSchema).max(200);

/** GET /content/{slug}: a generic template page (storefront.md §2 "Other"). */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: contentBodySchema,
  updatedAt: z.iso.datetime(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /content: every page's slug and title, for the sitemap and the footer. */
export const contentPageListSchema = z.object({
  pages: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type ContentPageList = z.infer<typeof contentPageListSchema>;
