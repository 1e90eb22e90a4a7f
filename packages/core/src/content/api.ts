import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type ArticleCategoryPage,
  type ArticleHub,
  type ArticlePage,
  articleCategoryPageSchema,
  articleHubSchema,
  articlePageSchema,
  type ContentSection,
} from "./article-schemas";
import {
  type HelpArticlePage,
  type HelpCenter,
  type HelpSearchResult,
  type HelpTopicPage,
  helpArticlePageSchema,
  helpCenterSchema,
  helpSearchResultSchema,
  helpTopicPageSchema,
} from "./help-schemas";
import {
  type ContentPage,
  type ContentPageList,
  contentPageListSchema,
  contentPageSchema,
} from "./schemas";

/** GET /content/{slug}: one content page. */
export function getContentPage(
  client: Client,
  slug: string,
  signal?: AbortSignal,
): Promise<Result<ContentPage>> {
  return client.request({
    path: "/content/{slug}",
    pathParams: { slug },
    schema: RESPONSE_CHECKS ? contentPageSchema : undefined,
    signal,
  });
}

/** GET /content: the content pages there are. */
export function getContentPages(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<ContentPageList>> {
  return client.request({
    path: "/content",
    schema: RESPONSE_CHECKS ? contentPageListSchema : undefined,
    signal,
  });
}

/** GET /content/{section}: the section's categories with article counts and its newest articles. */
export function getArticleHub(
  client: Client,
  section: ContentSection,
  signal?: AbortSignal,
): Promise<Result<ArticleHub>> {
  return client.request({
    path: "/content/{section}",
    pathParams: { section },
    schema: RESPONSE_CHECKS ? articleHubSchema : undefined,
    signal,
  });
}

/** GET /content/{section}/{category}: a category's articles, newest first, one page of them. */
export function getArticleCategory(
  client: Client,
  section: ContentSection,
  category: string,
  query: { page?: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<Result<ArticleCategoryPage>> {
  return client.request({
    path: "/content/{section}/{category}",
    pathParams: { section, category },
    query,
    schema: RESPONSE_CHECKS ? articleCategoryPageSchema : undefined,
    signal,
  });
}

/** GET /content/{section}/{category}/{slug}: an article with its category and related articles. */
export function getArticle(
  client: Client,
  section: ContentSection,
  category: string,
  slug: string,
  signal?: AbortSignal,
): Promise<Result<ArticlePage>> {
  return client.request({
    path: "/content/{section}/{category}/{slug}",
    pathParams: { section, category, slug },
    schema: RESPONSE_CHECKS ? articlePageSchema : undefined,
    signal,
  });
}

/** GET /content/help: the help center's topics, each with its articles. */
export function getHelpCenter(client: Client, signal?: AbortSignal): Promise<Result<HelpCenter>> {
  return client.request({
    path: "/content/help",
    schema: RESPONSE_CHECKS ? helpCenterSchema : undefined,
    signal,
  });
}

/** GET /content/help/{topic}: a help topic and its articles. */
export function getHelpTopic(
  client: Client,
  topic: string,
  signal?: AbortSignal,
): Promise<Result<HelpTopicPage>> {
  return client.request({
    path: "/content/help/{topic}",
    pathParams: { topic },
    schema: RESPONSE_CHECKS ? helpTopicPageSchema : undefined,
    signal,
  });
}

/** GET /content/help/{topic}/{slug}: a help article with its topic and the topic's others. */
export function getHelpArticle(
  client: Client,
  topic: string,
  slug: string,
  signal?: AbortSignal,
): Promise<Result<HelpArticlePage>> {
  return client.request({
    path: "/content/help/{topic}/{slug}",
    pathParams: { topic, slug },
    schema: RESPONSE_CHECKS ? helpArticlePageSchema : undefined,
    signal,
  });
}

/** GET /content/help/search?q=: the help articles matching every word of the query. */
export function searchHelp(
  client: Client,
  query: string,
  signal?: AbortSignal,
): Promise<Result<HelpSearchResult>> {
  return client.request({
    path: "/content/help/search",
    query: { q: query },
    schema: RESPONSE_CHECKS ? helpSearchResultSchema : undefined,
    signal,
  });
}
