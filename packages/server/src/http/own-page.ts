import type { FastifyRequest } from "fastify";

/**
 * Whether a form post comes from one of the site's own pages: Sec-Fetch-Site where the browser
 * sends it, else the Origin header (our pages send no referrer, so a browser may say "null").
 * The storefront's plain forms (add to cart, select a shop, set the ZIP, write a review) accept
 * only such posts.
 */
export function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin";
  const origin = request.headers.origin;
  return (
    origin === undefined || origin === `${request.overTls ? "https" : "http"}://${request.host}`
  );
}
