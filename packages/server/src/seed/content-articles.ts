import type { Db } from "../db/client";
import { contentCategories, contentPages } from "../modules/content/content.schema";
import { HELP_ARTICLES, HELP_TOPICS } from "./help-center";
import { LEARN_ARTICLES } from "./learn-articles";
import { PRESS_RELEASES } from "./press-releases";
import type { SeedCategory } from "./seed-content-types";

/** The learning center's and the press room's categories, in the order their hubs list them. */
const CONTENT_CATEGORIES: SeedCategory[] = [
  {
    section: "learn",
    slug: "tire-basics",
    name: "Tire Basics",
    description: "Tire sizes, load index, speed ratings and when it is time for new tires.",
  },
  {
    section: "learn",
    slug: "tire-maintenance",
    name: "Tire Maintenance",
    description:
      "Rotation, pressure, tread depth, alignment and repairs: care that makes tires last.",
  },
  {
    section: "learn",
    slug: "seasonal-driving",
    name: "Seasonal Driving",
    description: "Winter tires, summer heat and getting your tires ready for the season.",
  },
  {
    section: "learn",
    slug: "tire-news-information",
    name: "Tire News & Information",
    description: "The tire dictionary, sidewall markings and what tire grades mean.",
  },
  {
    section: "press",
    slug: "company-news",
    name: "Company News",
    description: "Announcements about Treadkit's storefront, delivery and services.",
  },
  {
    section: "press",
    slug: "partnerships",
    name: "Partnerships",
    description: "News about Treadkit's installer marketplace, tire makers and affiliates.",
  },
];

/**
 * Categories first (articles reference them), then the learning center's, the press room's and
 * the help center's articles.
 */
export async function seedContentArticles(db: Db) {
  await db
    .insert(contentCategories)
    .values(
      [...CONTENT_CATEGORIES, ...HELP_TOPICS].map((category, position) => ({
        ...category,
        position,
      })),
    )
    .onConflictDoNothing();
  const rows = [
    ...LEARN_ARTICLES.map((article) => ({ ...article, section: "learn" as const })),
    ...PRESS_RELEASES.map((article) => ({ ...article, section: "press" as const })),
    ...HELP_ARTICLES.map((article) => ({ ...article, section: "help" as const })),
  ].map(({ category, ...article }) => ({ ...article, categorySlug: category }));
  await db.insert(contentPages).values(rows).onConflictDoNothing();
}
