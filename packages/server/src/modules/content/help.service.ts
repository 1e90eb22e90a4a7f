import {
  contentBodySchema,
  HELP_SECTION,
  type HelpArticlePage,
  type HelpArticleSummary,
  type HelpCenter,
  type HelpSearchResult,
  type HelpTopicPage,
  helpSearchWords,
} from "@treadkit/core/content";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import {
  type ArticleSummaryRow,
  findArticle,
  findCategory,
  listArticles,
  listCategories,
} from "./articles.repository";
import { PAGE_NOT_FOUND } from "./content.service";
import { searchHelpArticles } from "./help.repository";

/** A topic holds a handful of articles; its page lists them all. */
const TOPIC_ARTICLES = 50;
/** Other articles of its topic an article's page suggests. */
const RELATED = 5;
/** Matches a search shows; past these, a shopper should search with more words. */
const SEARCH_RESULTS = 20;

function reshapeSummary(row: ArticleSummaryRow): HelpArticleSummary {
  return {
    slug: row.slug,
    topic: { slug: row.categorySlug ?? "", name: row.categoryName },
    title: row.title,
    summary: row.summary ?? "",
  };
}

/** GET /content/help: every topic, in its order, with its articles. */
export async function helpCenter(db: Db): Promise<HelpCenter> {
  const topics = await listCategories(db, HELP_SECTION);
  const articles = await Promise.all(
    topics.map((topic) =>
      listArticles(db, HELP_SECTION, { category: topic.slug, limit: TOPIC_ARTICLES }),
    ),
  );
  return {
    topics: topics.map((topic, index) => ({
      ...topic,
      articles: (articles[index] ?? []).map(reshapeSummary),
    })),
  };
}

const topicNotFound = () => notFound(PAGE_NOT_FOUND, "TOPIC_NOT_FOUND");

/** GET /content/help/{topic}: the topic and its articles; an unknown topic is a 404. */
export async function helpTopic(db: Db, slug: string): Promise<HelpTopicPage> {
  const topic = await findCategory(db, HELP_SECTION, slug);
  if (!topic) throw topicNotFound();
  const rows = await listArticles(db, HELP_SECTION, { category: slug, limit: TOPIC_ARTICLES });
  return { topic, articles: rows.map(reshapeSummary) };
}

/** GET /content/help/{topic}/{slug}: the article, its topic and the topic's other articles. */
export async function helpArticle(
  db: Db,
  topicSlug: string,
  slug: string,
): Promise<HelpArticlePage> {
  const [row, topic] = await Promise.all([
    findArticle(db, HELP_SECTION, topicSlug, slug),
    findCategory(db, HELP_SECTION, topicSlug),
  ]);
  if (!topic) throw topicNotFound();
  if (!row) throw notFound(PAGE_NOT_FOUND, "ARTICLE_NOT_FOUND");
  const related = await listArticles(db, HELP_SECTION, {
    category: topicSlug,
    excluding: slug,
    limit: RELATED,
  });
  return {
    article: {
      ...reshapeSummary(row),
      description: row.description,
      body: contentBodySchema.parse(row.body),
      updatedAt: row.updatedAt.toISOString(),
    },
    topic,
    related: related.map(reshapeSummary),
  };
}

/**
 * GET /content/help/search?q=: the help articles holding every word of the query, best match
 * first. A query with no word to look for (only signs) matches nothing.
 */
export async function searchHelp(db: Db, query: string): Promise<HelpSearchResult> {
  const words = helpSearchWords(query);
  const rows = words.length === 0 ? [] : await searchHelpArticles(db, words, SEARCH_RESULTS);
  return { query, results: rows.map(reshapeSummary) };
}
