import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { contentBodySchema, contentSlugSchema } from "./schemas";

/** The two article sections of storefront.md §2 "Content": the learning center and the press room. */
export const CONTENT_SECTIONS = ["learn", "press"] as const;
export const contentSectionSchema = z.enum(CONTENT_SECTIONS);
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** Articles a category page lists at a time. */
export const ARTICLES_PAGE_SIZE = 5;

export const articleCategoryParamsSchema = z.object({ category: contentSlugSchema });
export const articleParamsSchema = z.object({
  category: contentSlugSchema,
  slug: contentSlugSchema,
});

const PAGE_ERROR = { error: "page takes a page number from 1, e.g. 2" };

export const articleListQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  page: z.coerce.number(PAGE_ERROR).int(PAGE_ERROR).min(1, PAGE_ERROR).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  articleCount: z.number().int(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/** An article as a list shows it: where it lives, its title, summary, byline and date. */
export const articleSummarySchema = z.object({
  section: contentSectionSchema,
  slug: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  title: z.string(),
  summary: z.string(),
  /** The writer of an article, or the source of a press release. */
  author: z.string(),
  /** The day it was published, YYYY-MM-DD. */
  publishedAt: z.iso.date(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** The search-result snippet. */
  description: z.string(),
  body: contentBodySchema,
  updatedAt: z.iso.datetime(),
});
export type Article = z.infer<typeof articleSchema>;

/** GET /content/{section}: the section's categories with their newest articles, and the newest of all. */
export const articleHubSchema = z.object({
  section: contentSectionSchema,
  categories: z.array(articleCategorySchema.extend({ latest: z.array(articleSummarySchema) })),
  latest: z.array(articleSummarySchema),
});
export type ArticleHub = z.infer<typeof articleHubSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** GET /content/{section}/{category}: a category's articles, newest first, a page at a time. */
export const articleCategoryPageSchema = z.object({
  section: contentSectionSchema,
  category: articleCategorySchema,
  articles: z.array(articleSummarySchema),
  pagination: paginationSchema,
});
export type ArticleCategoryPage = z.infer<typeof articleCategoryPageSchema>;

/** GET /content/{section}/{category}/{slug}: an article, its category and others of the category. */
export const articlePageSchema = z.object({
  article: articleSchema,
  category: articleCategorySchema,
  related: z.array(articleSummarySchema),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;
