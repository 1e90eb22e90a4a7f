import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import { renderPage } from "@treadkit/storefront";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { escapeHtml } from "../http/html";
import { fromOwnPage } from "../http/own-page";
import { readManifest, readPreloads } from "./assets";
import { injectFetch } from "./inject-fetch";

/**
 * The storefront pages whose forms post to themselves (React Router route actions). In the
 * browser the action runs on the client; a page whose script has not run posts here, and the
 * same action runs on the server.
 */
export const PAGE_FORM_PATHS = [
  "/track-your-order/result",
  "/track-your-order/return",
  "/checkout/confirm-order/:orderId",
  "/checkout/shipping-confirmation",
] as const;

/** A form's files are checked by the API it goes to; this only bounds what a post may carry. */
const LIMITS = { fileSize: 5 * 1024 * 1024, files: 3, fields: 30, fieldSize: 16 * 1024, parts: 40 };

function refusalPage(back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Form not sent</title></head><body><main><h1>We could not take this form</h1><p>This form can only be sent from our own pages.</p><p><a href="${escapeHtml(back)}">Back</a></p></main></body></html>`;
}

/** The posted form as the browser's FormData: text fields, and files with their names. */
async function formDataOf(request: FastifyRequest): Promise<FormData> {
  const form = new FormData();
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        // An empty file input still sends a nameless, empty part: no file was chosen.
        if (bytes.length > 0 || part.filename)
          form.append(
            part.fieldname,
            new Blob([new Uint8Array(bytes)], { type: part.mimetype }),
            part.filename,
          );
      } else if (typeof part.value === "string") {
        form.append(part.fieldname, part.value);
      }
    }
    return form;
  }
  const body = request.body;
  if (body && typeof body === "object")
    for (const [name, value] of Object.entries(body))
      if (typeof value === "string") form.append(name, value);
  return form;
}

/** POST for each of PAGE_FORM_PATHS: the route action renders the answer, as in the browser. */
export const pageFormRoutes: FastifyPluginAsync<{ publicOrigin?: string | undefined }> = async (
  app,
  { publicOrigin },
) => {
  await app.register(formbody);
  await app.register(multipart, { limits: LIMITS });
  const manifest = readManifest();
  const scripts = manifest.storefront ? [`/assets/${manifest.storefront}`] : [];
  const preloads = readPreloads();

  for (const path of PAGE_FORM_PATHS) {
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      const page = request.url;
      if (!fromOwnPage(request))
        return reply.code(403).type("text/html; charset=utf-8").send(refusalPage(page));
      const form = await formDataOf(request);
      const origin = `${request.protocol}://${request.host}`;
      const cookie: Record<string, string> = request.headers.cookie
        ? { cookie: request.headers.cookie }
        : {};
      const client = createClient({
        baseUrls: { main: `${origin}/api` },
        platform: createPlatform({ fetch: injectFetch(app, cookie, request.ip) }),
      });
      const result = await renderPage({
        request: new Request(`${publicOrigin ?? origin}${page}`, {
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
    });
  }
};
