import { CONTENT_SECTIONS, type ContentSection, type HELP_SECTION } from "@treadkit/core/content";
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentCategories, contentPages } from "./content.schema";

/** A section of articles: the learning center's, the press room's, or the help center's. */
export type ArticleSection = ContentSection | typeof HELP_SECTION;

const summaryColumns = {
  section: contentPages.section,
  slug: contentPages.slug,
  categorySlug: contentPages.categorySlug,
  categoryName: contentCategories.name,
  title: contentPages.title,
  summary: contentPages.summary,
  author: contentPages.author,
  publishedOn: contentPages.publishedOn,
};

export type ArticleSummaryRow = {
  section: string | null;
  slug: string;
  categorySlug: string | null;
  categoryName: string;
  title: string;
  summary: string | null;
  author: string | null;
  publishedOn: string | null;
};

const categoryJoin = and(
  eq(contentCategories.section, contentPages.section),
  eq(contentCategories.slug, contentPages.categorySlug),
);

/** Newest first; the slug orders articles of one day so that pages never overlap. */
const newestFirst = [desc(contentPages.publishedOn), asc(contentPages.slug)];

/** A section's categories in their order, each with its number of articles. */
export function listCategories(db: Db, section: ArticleSection) {
  return db
    .select({
      slug: contentCategories.slug,
      name: contentCategories.name,
      description: contentCategories.description,
      articleCount: count(contentPages.slug),
    })
    .from(contentCategories)
    .leftJoin(contentPages, categoryJoin)
    .where(eq(contentCategories.section, section))
    .groupBy(
      contentCategories.section,
      contentCategories.slug,
      contentCategories.name,
      contentCategories.description,
      contentCategories.position,
    )
    .orderBy(asc(contentCategories.position), asc(contentCategories.slug));
}

export async function findCategory(db: Db, section: ArticleSection, slug: string) {
  const [row] = await db
    .select({
      slug: contentCategories.slug,
      name: contentCategories.name,
      description: contentCategories.description,
      articleCount: count(contentPages.slug),
    })
    .from(contentCategories)
    .leftJoin(contentPages, categoryJoin)
    .where(and(eq(contentCategories.section, section), eq(contentCategories.slug, slug)))
    .groupBy(
      contentCategories.section,
      contentCategories.slug,
      contentCategories.name,
      contentCategories.description,
    );
  return row ?? null;
}

/** A section's newest articles, or a category's, a page at a time. */
export function listArticles(
  db: Db,
  section: ArticleSection,
  options: { category?: string; excluding?: string; limit: number; offset?: number },
): Promise<ArticleSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(contentPages)
    .innerJoin(contentCategories, categoryJoin)
    .where(
      and(
        eq(contentPages.section, section),
        options.category === undefined
          ? undefined
          : eq(contentPages.categorySlug, options.category),
        options.excluding === undefined ? undefined : ne(contentPages.slug, options.excluding),
      ),
    )
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/**
 * Each category's newest `perCategory` articles of a section, in one query (a window over the
 * categories).
 */
export function listLatestPerCategory(
  db: Db,
  section: ArticleSection,
  perCategory: number,
): Promise<ArticleSummaryRow[]> {
  const ranked = db
    .select({
      ...summaryColumns,
      rank: sql<number>`row_number() over (partition by ${contentPages.categorySlug} order by ${contentPages.publishedOn} desc, ${contentPages.slug} asc)`.as(
        "rank",
      ),
    })
    .from(contentPages)
    .innerJoin(contentCategories, categoryJoin)
    .where(eq(contentPages.section, section))
    .as("ranked");
  return db
    .select({
      section: ranked.section,
      slug: ranked.slug,
      categorySlug: ranked.categorySlug,
      categoryName: ranked.categoryName,
      title: ranked.title,
      summary: ranked.summary,
      author: ranked.author,
      publishedOn: ranked.publishedOn,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCategory}`)
    .orderBy(desc(ranked.publishedOn), asc(ranked.slug));
}

/** An article of a section's category, with the category's name. */
export async function findArticle(db: Db, section: ArticleSection, category: string, slug: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: contentPages.description,
      body: contentPages.body,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .innerJoin(contentCategories, categoryJoin)
    .where(
      and(
        eq(contentPages.section, section),
        eq(contentPages.categorySlug, category),
        eq(contentPages.slug, slug),
      ),
    );
  return row ?? null;
}

/**
 * Every article's section, category and slug of the learning center and the press room, for
 * the sitemap (help-center pages name the help center as their canonical page, so they are not
 * listed one by one).
 */
export function listArticlePaths(db: Db) {
  return db
    .select({
      section: contentPages.section,
      categorySlug: contentPages.categorySlug,
      slug: contentPages.slug,
    })
    .from(contentPages)
    .innerJoin(contentCategories, categoryJoin)
    .where(inArray(contentPages.section, [...CONTENT_SECTIONS]))
    .orderBy(asc(contentPages.section), asc(contentCategories.position), ...newestFirst);
}

/** The learning center's and the press room's categories, for the sitemap. */
export function listAllCategories(db: Db) {
  return db
    .select({ section: contentCategories.section, slug: contentCategories.slug })
    .from(contentCategories)
    .where(inArray(contentCategories.section, [...CONTENT_SECTIONS]))
    .orderBy(asc(contentCategories.section), asc(contentCategories.position));
}
