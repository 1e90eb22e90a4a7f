import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import { isCrawler } from "@treadkit/core/site";
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_S,
  attributionCookieValue,
  attributionFromSearch,
} from "@treadkit/core/widget";
import { preloadPages, renderPage } from "@treadkit/storefront";
import type { FastifyPluginAsync } from "fastify";
import { pageCacheControl } from "../http/cache-policy";
import { cookieOptions } from "../http/cookies";
import { DIST_DIR } from "../paths";
import { readManifest, readPreloads } from "./assets";
import { injectFetch } from "./inject-fetch";

const MAPLIBRE_FILES = new Set(["maplibre-gl.mjs", "maplibre-gl-worker.mjs", "maplibre-gl.css"]);

/** A failed page's cause as the log records it: an error, or a loader's refusal and status. */
function pageFailure(failure: unknown): Record<string, unknown> {
  if (failure instanceof Error) return { err: failure };
  const refusal = failure as { data?: unknown; init?: { status?: number } | null } | undefined;
  if (refusal && typeof refusal === "object" && "data" in refusal) {
    return { err: { message: String(refusal.data), status: refusal.init?.status } };
  }
  return { err: { message: String(failure ?? "unknown failure") } };
}

/**
 * Loads the storefront's page modules before the process listens (preloadPages): its routes' own
 * client is made per request, so the one they are built with here calls nothing.
 */
export function preloadStorefront(): Promise<number> {
  return preloadPages(createClient({ baseUrls: {}, platform: createPlatform() }));
}

/** Bundles, example host pages and the server-rendered storefront. */
export const webRoutes: FastifyPluginAsync<{ publicOrigin?: string | undefined }> = async (
  app,
  { publicOrigin },
) => {
  const widgetsDir = join(DIST_DIR, "widgets");
  const assetsDir = join(DIST_DIR, "assets");
  if (!existsSync(widgetsDir) || !existsSync(assetsDir)) {
    app.log.warn("bundles are missing: run `npm run build` (npm start does)");
  }
  // Widget names are fixed (partners paste them), so they are revalidated; storefront
  // assets carry a content hash and never change. Widget entries are module scripts, which
  // browsers fetch with CORS from the partner's page: they are public, so any origin may.
  await app.register(fastifyStatic, {
    root: widgetsDir,
    prefix: "/widgets/",
    maxAge: "5m",
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header("access-control-allow-origin", "*");
      // The loader's types (treadkit.d.ts), which a mime lookup by extension takes for video.
      if (path.endsWith(".d.ts")) reply.header("content-type", "text/plain; charset=utf-8");
    },
  });
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    decorateReply: false,
    preCompressed: true,
  });

  // The street-map library, only fetched by pages showing a shop map with MAP_TILE_URL set: its
  // module, its worker (beside it, as the module expects) and its stylesheet, as published.
  await app.register(fastifyStatic, {
    root: join(dirname(createRequire(import.meta.url).resolve("maplibre-gl/package.json")), "dist"),
    prefix: "/media/vendor/maplibre/",
    maxAge: "1d",
    decorateReply: false,
    allowedPath: (path) => MAPLIBRE_FILES.has(path.replace(/^\//, "")),
  });

  // The sidewall reader, fetched when a shopper asks to scan a tire: its preparing worker (built
  // to dist/sidewall), and tesseract.js's worker, engine and English data, as published. The
  // engine is WebAssembly, which the reader's workers may compile and nothing else may. They are
  // public, like the widget bundles: a widget's scan on a partner's page fetches them from there.
  const readerPolicy =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; object-src 'none'";
  const vendorDir = (name: string) =>
    dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  const readerFiles = [
    { root: join(DIST_DIR, "sidewall"), prefix: "/media/sidewall/", allow: /^prepare\.js$/ },
    {
      root: join(vendorDir("tesseract.js"), "dist"),
      prefix: "/media/vendor/tesseract/",
      allow: /^worker\.min\.js$/,
    },
    {
      root: vendorDir("tesseract.js-core"),
      prefix: "/media/vendor/tesseract-core/",
      allow: /^tesseract-core[a-z-]*\.(wasm|wasm\.js|js)$/,
    },
    {
      root: join(vendorDir("@tesseract.js-data/eng"), "4.0.0_best_int"),
      prefix: "/media/vendor/tesseract-lang/",
      allow: /^eng\.traineddata\.gz$/,
    },
  ];
  for (const { root, prefix, allow } of readerFiles) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      maxAge: "1d",
      decorateReply: false,
      allowedPath: (path) => allow.test(path.replace(/^\//, "")),
      setHeaders: (reply) => {
        reply.header("content-security-policy", readerPolicy);
        reply.header("access-control-allow-origin", "*");
      },
    });
  }

  const manifest = readManifest();
  const scripts = manifest.storefront ? [`/assets/${manifest.storefront}`] : [];
  const font = manifest.font ? `/assets/${manifest.font}` : null;
  const preloads = readPreloads();

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.overTls ? "https" : "http"}://${request.host}`;
    const pageOrigin = publicOrigin ?? origin;
    const client = createClient({
      baseUrls: { main: `${origin}/api` },
      // The member's session and the cart travel in cookies: the API sees the page's own.
      platform: createPlatform({
        fetch: injectFetch(
          app,
          request.headers.cookie ? { cookie: request.headers.cookie } : {},
          request.ip,
        ),
      }),
    });
    const controller = new AbortController();
    request.raw.on("close", () => {
      if (!request.raw.complete) controller.abort();
    });
    const result = await renderPage({
      // The cookie travels with the page request: the cart badge and the checkout's cart read it.
      request: new Request(`${pageOrigin}${request.url}`, {
        signal: controller.signal,
        headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
      }),
      client,
      nonce: reply.cspNonce,
      scripts,
      font,
      preload: (section) => (preloads[section] ?? []).map((file) => `/assets/${file}`),
    });
    // A widget's hand-off: the carts this browser makes in the next 30 days are the widget's.
    const handoff = attributionFromSearch(new URL(request.url, origin).searchParams);
    if (handoff) {
      reply.setCookie(
        ATTRIBUTION_COOKIE,
        attributionCookieValue(handoff),
        cookieOptions(request, { maxAgeS: ATTRIBUTION_MAX_AGE_S, httpOnly: true }),
      );
    }
    if (result.kind === "redirect") return reply.redirect(result.location, result.status);
    // A page that failed says why in the log, under this request's id (the shopper sees it).
    if (result.status >= 500) request.log.error(pageFailure(result.failure), "page failed");
    // Something gone for good is no page for a crawler: 410 and nothing else (storefront.md §8).
    if (result.status === 410 && isCrawler(request.headers["user-agent"]))
      return reply.code(410).header("cache-control", "private, no-cache").send();
    return (
      reply
        .code(result.status)
        .type("text/html; charset=utf-8")
        // Rendered with the shopper's cookies: never shared; personal pages kept nowhere.
        .header("cache-control", pageCacheControl(request.url))
        .send(result.html)
    );
  });
};
