import { type ContentPage, type ContentPageList, contentBodySchema } from "@treadkit/core/content";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findContentPage, listContentPages } from "./content.repository";

/** storefront.md §8: the 404 text. */
export const PAGE_NOT_FOUND = "The page you are looking for is missing";

/** GET /content/{slug}: the page with its body checked against the block schema. */
export async function getContentPage(db: Db, slug: string): Promise<ContentPage> {
  const row = await findContentPage(db, slug);
  if (!row) throw notFound(PAGE_NOT_FOUND, "PAGE_NOT_FOUND");
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: contentBodySchema.parse(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function contentPageList(db: Db): Promise<ContentPageList> {
  return { pages: await listContentPages(db) };
}
