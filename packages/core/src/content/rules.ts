import { contentSlugSchema } from "./schemas";

/** Whether a path segment can name a content page (anything else is a 404 without a lookup). */
export function isContentSlug(segment: string): boolean {
  return contentSlugSchema.safeParse(segment).success;
}

export function contentPath(slug: string): string {
  return `/${slug}`;
}

/**
 * Whether a link of a page's body leaves the storefront's own routes: a file the server serves
 * (the partner example pages under /examples/, the widget bundles, the API). Such a link loads
 * its page; the storefront's own paths navigate in the app.
 */
export function isServedFile(href: string): boolean {
  return /^\/(?:examples|widgets|api)\//.test(href) || /\.[a-z]+$/.test(href);
}
