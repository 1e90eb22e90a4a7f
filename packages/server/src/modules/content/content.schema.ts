import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The categories of the learning center (/learn/[category]), the press room (/press/[category])
 * and the help center's topics (/help-center), listed in `position` order.
 */
export const contentCategories = pgTable(
  "content_categories",
  {
    section: text("section").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.slug] }),
    check("content_categories_section", sql`${t.section} in ('learn', 'press', 'help')`),
    check("content_categories_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Content pages: generic template pages (/about, /terms, /returns-and-refunds…) and, with a
 * section, the articles of the learning center and the press room (/learn/[category]/[slug],
 * /press/[category]/[slug]). The body is structured blocks (contentBlockSchema of the core),
 * rendered as elements, never as HTML. A slug names one page across the site, so an article
 * keeps its identity when it moves to another category.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: jsonb("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** learn, press or help for an article; null for a generic page. */
    section: text("section"),
    categorySlug: text("category_slug"),
    publishedOn: date("published_on", { mode: "string" }),
    /** The writer of an article, or the source of a press release. */
    author: text("author"),
    summary: text("summary"),
  },
  (t) => [
    check("content_pages_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // An article has all of its article fields; a generic page has none of them.
    check(
      "content_pages_article_fields",
      sql`(${t.section} is null and ${t.categorySlug} is null and ${t.publishedOn} is null and ${t.author} is null and ${t.summary} is null) or (${t.section} is not null and ${t.categorySlug} is not null and ${t.publishedOn} is not null and ${t.author} is not null and ${t.summary} is not null)`,
    ),
    foreignKey({
      name: "content_pages_category_fk",
      columns: [t.section, t.categorySlug],
      foreignColumns: [contentCategories.section, contentCategories.slug],
    }),
    index("content_pages_category_recent_idx").on(t.section, t.categorySlug, t.publishedOn),
  ],
);
