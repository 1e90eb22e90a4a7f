import { HELP_SECTION } from "@treadkit/core/content";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ArticleSummaryRow } from "./articles.repository";
import { contentCategories, contentPages } from "./content.schema";

/**
 * The words of a help article, weighted for ranking: its title (A), its summary and search
 * snippet (B), and the text of its body's blocks (C): paragraphs, headings, list items, link
 * labels, questions and answers, never the blocks' types or link targets.
 */
const document = sql`
  setweight(to_tsvector('english', ${contentPages.title}), 'A') ||
  setweight(to_tsvector('english', coalesce(${contentPages.summary}, '') || ' ' || ${contentPages.description}), 'B') ||
  setweight(jsonb_to_tsvector('english',
    jsonb_path_query_array(${contentPages.body}, 'lax $[*].text') ||
    jsonb_path_query_array(${contentPages.body}, 'lax $[*].items[*] ? (@.type() == "string")') ||
    jsonb_path_query_array(${contentPages.body}, 'lax $[*].items[*].label') ||
    jsonb_path_query_array(${contentPages.body}, 'lax $[*].items[*].term') ||
    jsonb_path_query_array(${contentPages.body}, 'lax $[*].items[*].definition') ||
    jsonb_path_query_array(${contentPages.body}, 'lax $[*].items[*].question') ||
    jsonb_path_query_array(${contentPages.body}, 'lax $[*].items[*].answer'),
    '["string"]'), 'C')`;

/**
 * The help articles that hold every word (or a word it starts: "refun" finds "refund"), best
 * match first. The words are letters and digits only (helpSearchWords), so the query built from
 * them has no operator a visitor typed; it is still passed as a parameter, never as SQL.
 */
export function searchHelpArticles(
  db: Db,
  words: readonly string[],
  limit: number,
): Promise<ArticleSummaryRow[]> {
  const query: SQL = sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" & ")})`;
  return db
    .select({
      section: contentPages.section,
      slug: contentPages.slug,
      categorySlug: contentPages.categorySlug,
      categoryName: contentCategories.name,
      title: contentPages.title,
      summary: contentPages.summary,
      author: contentPages.author,
      publishedOn: contentPages.publishedOn,
    })
    .from(contentPages)
    .innerJoin(
      contentCategories,
      and(
        eq(contentCategories.section, contentPages.section),
        eq(contentCategories.slug, contentPages.categorySlug),
      ),
    )
    .where(and(eq(contentPages.section, HELP_SECTION), sql`${document} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${document}, ${query})`), asc(contentPages.title))
    .limit(limit);
}
