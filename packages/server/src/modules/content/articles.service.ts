import {
  ARTICLES_PAGE_SIZE,
  type ArticleCategoryPage,
  type ArticleHub,
  type ArticlePage,
  type ArticleSummary,
  type ContentSection,
  contentBodySchema,
  contentSectionSchema,
} from "@treadkit/core/content";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import {
  type ArticleSummaryRow,
  findArticle,
  findCategory,
  listArticles,
  listCategories,
  listLatestPerCategory,
} from "./articles.repository";
import { PAGE_NOT_FOUND } from "./content.service";

/** Newest articles of the whole section on its hub, and of each category. */
const HUB_LATEST = 6;
const HUB_LATEST_PER_CATEGORY = 3;
/** Other articles of the category an article's page suggests. */
const RELATED = 4;

/** The columns an article must have are checked by the table; a null here is a bug. */
function required<T>(value: T | null, column: string): T {
  if (value === null) throw new Error(`an article row has no ${column}`);
  return value;
}

function reshapeSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    section: contentSectionSchema.parse(row.section),
    slug: row.slug,
    category: { slug: required(row.categorySlug, "category_slug"), name: row.categoryName },
    title: row.title,
    summary: required(row.summary, "summary"),
    author: required(row.author, "author"),
    publishedAt: required(row.publishedOn, "published_on"),
  };
}

const categoryNotFound = () => notFound(PAGE_NOT_FOUND, "CATEGORY_NOT_FOUND");

/** GET /content/{section}: every category with its count and newest articles; the newest overall. */
export async function articleHub(db: Db, section: ContentSection): Promise<ArticleHub> {
  const [categories, latestPerCategory, latest] = await Promise.all([
    listCategories(db, section),
    listLatestPerCategory(db, section, HUB_LATEST_PER_CATEGORY),
    listArticles(db, section, { limit: HUB_LATEST }),
  ]);
  const summaries = latestPerCategory.map(reshapeSummary);
  return {
    section,
    categories: categories.map((category) => ({
      ...category,
      latest: summaries.filter((article) => article.category.slug === category.slug),
    })),
    latest: latest.map(reshapeSummary),
  };
}

/**
 * GET /content/{section}/{category}: a page of the category's articles, newest first. An
 * unknown category, or a page past the last, is a 404 (a category without articles has page 1).
 */
export async function articleCategoryPage(
  db: Db,
  section: ContentSection,
  slug: string,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<ArticleCategoryPage> {
  const category = await findCategory(db, section, slug);
  if (!category) throw categoryNotFound();
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ARTICLES_PAGE_SIZE;
  if (page > 1 && (page - 1) * pageSize >= category.articleCount) {
    throw notFound(`${category.name} has no page ${page}`, "PAGE_NOT_FOUND");
  }
  const rows = await listArticles(db, section, {
    category: slug,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    section,
    category,
    articles: rows.map(reshapeSummary),
    pagination: { page, pageSize, total: category.articleCount },
  };
}

/** GET /content/{section}/{category}/{slug}: the article, its category and related articles. */
export async function articlePage(
  db: Db,
  section: ContentSection,
  categorySlug: string,
  slug: string,
): Promise<ArticlePage> {
  const [row, category] = await Promise.all([
    findArticle(db, section, categorySlug, slug),
    findCategory(db, section, categorySlug),
  ]);
  if (!category) throw categoryNotFound();
  if (!row) throw notFound(PAGE_NOT_FOUND, "ARTICLE_NOT_FOUND");
  const related = await listArticles(db, section, {
    category: categorySlug,
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
    category,
    related: related.map(reshapeSummary),
  };
}
