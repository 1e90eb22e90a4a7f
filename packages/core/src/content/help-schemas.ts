import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { HELP_QUERY_MAX_LENGTH } from "./help-rules";
import { contentBodySchema, contentSlugSchema } from "./schemas";

/**
 * The help center (storefront.md §2 "Support and info"): its topics are content categories and
 * its articles content pages of this section, as the learning center's are of "learn".
 */
export const HELP_SECTION = "help";

export const helpTopicParamsSchema = z.object({ topic: contentSlugSchema });
export const helpArticleParamsSchema = z.object({
  topic: contentSlugSchema,
  slug: contentSlugSchema,
});

export const HELP_QUERY_MESSAGE = "Type a word or two to search the help center";
export const HELP_QUERY_TOO_LONG_MESSAGE = `Search with at most ${HELP_QUERY_MAX_LENGTH} characters`;

export const helpSearchQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  q: z
    .string({ error: HELP_QUERY_MESSAGE })
    .trim()
    .min(1, { error: HELP_QUERY_MESSAGE })
    .max(HELP_QUERY_MAX_LENGTH, { error: HELP_QUERY_TOO_LONG_MESSAGE }),
});

export const helpTopicSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  articleCount: z.number().int(),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/** An article as a list shows it: its topic, title and summary. */
export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  topic: z.object({ slug: z.string(), name: z.string() }),
  title: z.string(),
  summary: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({
  /** The search-result snippet. */
  description: z.string(),
  body: contentBodySchema,
  updatedAt: z.iso.datetime(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /content/help: every topic with its articles. */
export const helpCenterSchema = z.object({
  topics: z.array(helpTopicSchema.extend({ articles: z.array(helpArticleSummarySchema) })),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** GET /content/help/{topic}: a topic and its articles. */
export const helpTopicPageSchema = z.object({
  topic: helpTopicSchema,
  articles: z.array(helpArticleSummarySchema),
});
export type HelpTopicPage = z.infer<typeof helpTopicPageSchema>;

/** GET /content/help/{topic}/{slug}: an article, its topic and the topic's other articles. */
export const helpArticlePageSchema = z.object({
  article: helpArticleSchema,
  topic: helpTopicSchema,
  related: z.array(helpArticleSummarySchema),
});
export type HelpArticlePage = z.infer<typeof helpArticlePageSchema>;

/** GET /content/help/search?q=: the articles that match every word, best match first. */
export const helpSearchResultSchema = z.object({
  query: z.string(),
  results: z.array(helpArticleSummarySchema),
});
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;
