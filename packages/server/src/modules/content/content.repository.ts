import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentPages } from "./content.schema";

/** A generic template page; articles live under their section and category, not at /{slug}. */
export async function findContentPage(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), isNull(contentPages.section)));
  return row ?? null;
}

export function listContentPages(db: Db) {
  return db
    .select({ slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .where(isNull(contentPages.section))
    .orderBy(asc(contentPages.title));
}
