import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentPages } from "../../db/schema";

export async function findContentPage(db: Db, slug: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return row ?? null;
}

export function listContentPages(db: Db) {
  return db
    .select({ slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .orderBy(asc(contentPages.title));
}
