import formbody from "@fastify/formbody";
import { createClient } from "@treadkit/core/client";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENTS_HINT,
  CONTACT_PATH,
  MAILING_LIST_PATH,
  MAILING_LIST_UNSUBSCRIBE_PATH,
  TIRE_SALES_INQUIRY_PATH,
} from "@treadkit/core/contact";
import { INSTALLER_SIGNUP_PATH } from "@treadkit/core/installer-signup";
import { TRACK_RESULT_PATH, TRACK_RETURN_PATH } from "@treadkit/core/order";
import { createPlatform } from "@treadkit/core/platform";
import { renderPage } from "@treadkit/storefront";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../http/html";
import { fromOwnPage } from "../http/own-page";
import { readManifest, readPreloads } from "./assets";
import { injectFetch } from "./inject-fetch";

/**
 * The storefront pages whose forms post to themselves (React Router route actions). In the
 * browser the action runs on the client; a page whose script has not run (or never will) posts
 * here, and the same action runs on the server with the same checks, then answers with its
 * redirect (303) or the form again with each message at its field.
 */
const PAGE_FORM_PATHS = [
  TRACK_RESULT_PATH,
  TRACK_RETURN_PATH,
  "/checkout/confirm-order/:orderId",
  "/checkout/shipping-confirmation",
  "/brands/:brand/:productLine/write-a-review",
  INSTALLER_SIGNUP_PATH,
  CONTACT_PATH,
  TIRE_SALES_INQUIRY_PATH,
  MAILING_LIST_PATH,
] as const;

/**
 * What a form with its files may weigh in all: the contact form's files at their limit and the
 * text. A heavier post is refused whole; a lighter one reaches the page, which names the file.
 */
const BODY_LIMIT = ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + 1024 * 1024;

function refusalPage(title: string, message: string, back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back to the form</a></p></main></body></html>`;
}

/** The posted body as the page's action reads it: multipart as sent, anything else as a form. */
function forwardedBody(request: FastifyRequest): { body: BodyInit; type?: string } {
  if (Buffer.isBuffer(request.body)) {
    return {
      body: new Uint8Array(request.body),
      type: request.headers["content-type"] ?? "multipart/form-data",
    };
  }
  const form = new URLSearchParams();
  if (request.body && typeof request.body === "object")
    for (const [name, value] of Object.entries(request.body))
      if (typeof value === "string") form.append(name, value);
  return { body: form };
}

/** POST for each page form, and the mailing list's one-click unsubscribe (RFC 8058). */
export const pageFormRoutes: FastifyPluginAsync<{ publicOrigin?: string | undefined }> = async (
  app,
  { publicOrigin },
) => {
  await app.register(formbody);
  // Kept whole for the page's action, which reads it as the browser's FormData.
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
    const back = request.url.split("?")[0] ?? "/";
    return reply
      .code(413)
      .type("text/html; charset=utf-8")
      .send(refusalPage("Your files are too large", ATTACHMENTS_HINT, back));
  });

  const manifest = readManifest();
  const scripts = manifest.storefront ? [`/assets/${manifest.storefront}`] : [];
  const preloads = readPreloads();

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    forwarded: { body: BodyInit; type?: string },
  ) {
    const origin = `${request.protocol}://${request.host}`;
    const cookie: Record<string, string> = request.headers.cookie
      ? { cookie: request.headers.cookie }
      : {};
    const client = createClient({
      baseUrls: { main: `${origin}/api` },
      // The shopper's own address goes on: the API's limits count them, not this server.
      platform: createPlatform({ fetch: injectFetch(app, cookie, request.ip) }),
    });
    const result = await renderPage({
      request: new Request(`${publicOrigin ?? origin}${request.url}`, {
        method: "POST",
        body: forwarded.body,
        headers: { ...cookie, ...(forwarded.type ? { "content-type": forwarded.type } : {}) },
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
  }

  for (const path of PAGE_FORM_PATHS) {
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      // Only the site's own pages may post them.
      if (!fromOwnPage(request)) {
        const back = request.url.split("?")[0] ?? "/";
        return reply
          .code(403)
          .type("text/html; charset=utf-8")
          .send(
            refusalPage(
              "We could not take this form",
              "This form can only be sent from our own pages.",
              back,
            ),
          );
      }
      return answer(request, reply, forwardedBody(request));
    });
  }

  // RFC 8058: a mail provider posts List-Unsubscribe=One-Click with no cookie and no token but
  // the link's own, from no page of ours; the token in the URL is all that is needed.
  app.post(MAILING_LIST_UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) =>
    answer(request, reply, { body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) }),
  );
};
