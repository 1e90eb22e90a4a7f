import { contentSlugSchema } from "./schemas";

/** Whether a path segment can name a content page (anything else is a 404 without a lookup). */
export function isContentSlug(segment: string): boolean {
  return contentSlugSchema.safeParse(segment).success;
}

export function contentPath(slug: string): string {
  return `/${slug}`;
}
