import formbody from "@fastify/formbody";
import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import { REVIEW_FORM_FIELDS } from "@treadkit/core/reviews";
import { renderPage } from "@treadkit/storefront";
import type { FastifyPluginAsync } from "fastify";
import { escapeHtml } from "../../http/html";
import { fromOwnPage } from "../../http/own-page";
import { readManifest, readPreloads } from "../../web/assets";
import { injectFetch } from "../../web/inject-fetch";

function refusalPage(back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Review not sent</title></head><body><main><h1>We could not take this review</h1><p>This form can only be sent from our own pages.</p><p><a href="${escapeHtml(back)}">Back to the form</a></p></main></body></html>`;
}

/**
 * POST /brands/[brand]/[productLine]/write-a-review: the write-a-review form sent by a page
 * whose script has not run (or never will). The storefront's route action takes it, as it does
 * in the browser: checked by the core's rules and published through POST /api/v1/reviews, then
 * a redirect to the thank-you state (303), or the form again with the values and each message
 * at its field (400, or the API's 4xx such as 409 for a second review).
 */
export const reviewFormRoutes: FastifyPluginAsync<{ publicOrigin?: string | undefined }> = async (
  app,
  { publicOrigin },
) => {
  await app.register(formbody);
  const manifest = readManifest();
  const scripts = manifest.storefront ? [`/assets/${manifest.storefront}`] : [];
  const preloads = readPreloads();

  app.post(
    "/brands/:brand/:productLine/write-a-review",
    { schema: { hide: true } },
    async (request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      if (!fromOwnPage(request)) {
        return reply.code(403).type("text/html; charset=utf-8").send(refusalPage(path));
      }
      // Only the form's own fields go on; anything else a client adds is dropped here.
      const posted = (request.body ?? {}) as Record<string, unknown>;
      const form = new URLSearchParams();
      for (const field of REVIEW_FORM_FIELDS) {
        const value = posted[field];
        if (typeof value === "string") form.set(field, value);
      }
      const origin = `${request.protocol}://${request.host}`;
      const cookie: Record<string, string> = request.headers.cookie
        ? { cookie: request.headers.cookie }
        : {};
      const client = createClient({
        baseUrls: { main: `${origin}/api` },
        platform: createPlatform({ fetch: injectFetch(app, cookie, request.ip) }),
      });
      const result = await renderPage({
        request: new Request(`${publicOrigin ?? origin}${request.url}`, {
          method: "POST",
          body: form,
          headers: cookie,
        }),
        client,
        nonce: reply.cspNonce,
        scripts,
        preload: (section) => (preloads[section] ?? []).map((file) => `/assets/${file}`),
      });
      if (result.kind === "redirect") return reply.redirect(result.location, 303);
      return reply
        .code(result.status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(result.html);
    },
  );
};
