import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import { YOUTUBE_EMBED_ORIGIN } from "@treadkit/core/catalog";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers of everything Treadkit serves itself: the API, the storefront (inline style
 * and hydration script carry per-response nonces) and the bundles.
 */
const STRICT_HEADERS: FastifyHelmetOptions = {
  enableCSPNonces: true,
  contentSecurityPolicy: {
    directives: {
      "script-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      // A line's video, framed once the shopper presses its play button; no other site.
      "frame-src": ["'self'", YOUTUBE_EMBED_ORIGIN],
      // Operators may serve plain HTTP on a LAN; TLS is the proxy's job.
      "upgrade-insecure-requests": null,
    },
  },
  // Widget bundles and tire pictures are embedded by partner sites on other origins.
  crossOriginResourcePolicy: { policy: "cross-origin" },
};

/**
 * The strict headers, with forms allowed to post to `formTargets` too (the military exchange's
 * checkout, which takes the order by a top-level form post), and the street-map tiles'
 * origins allowed for pictures and fetches (the shop maps with MAP_TILE_URL).
 */
export function strictHeaders({
  formTargets = [],
  mapTileOrigins = [],
}: {
  formTargets?: readonly string[];
  mapTileOrigins?: readonly string[];
} = {}): FastifyHelmetOptions {
  if (formTargets.length === 0 && mapTileOrigins.length === 0) return STRICT_HEADERS;
  return {
    ...STRICT_HEADERS,
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        "img-src": ["'self'", "data:", ...mapTileOrigins],
        "frame-src": ["'self'", YOUTUBE_EMBED_ORIGIN],
        "upgrade-insecure-requests": null,
        ...(formTargets.length > 0 ? { "form-action": ["'self'", ...formTargets] } : {}),
        ...(mapTileOrigins.length > 0 ? { "connect-src": ["'self'", ...mapTileOrigins] } : {}),
      },
    },
  };
}

/**
 * Example host pages stand for partner sites: their own inline styles are allowed, scripts only
 * from this origin, as a partner with a typical policy would set.
 */
export const EXAMPLE_HOST_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "upgrade-insecure-requests": null,
    },
  },
};

/**
 * The strictest policy a partner page sets: scripts and styles only with this response's nonce
 * (the loader tag carries it; 'strict-dynamic' trusts the module scripts the loader adds), no
 * inline styles at all, and Trusted Types enforced for scripts with only the loader's "treadkit"
 * policy allowed. Constructed stylesheets in a shadow root are not governed by style-src.
 */
export function strictHostPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    "trusted-types treadkit",
  ].join("; ");
}

/**
 * A typical partner page that loads the widgets from another origin: scripts, API calls and
 * pictures from there too, as such a partner would list the widget's origin. And what the
 * installer widget's tire scan needs (README, "Embedding the widgets"): its workers start from
 * blob: URLs, and its text recogniser is WebAssembly.
 */
export function crossOriginHostPolicy(widgetOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${widgetOrigin} 'wasm-unsafe-eval'`,
    "worker-src blob:",
    `connect-src 'self' ${widgetOrigin}`,
    `img-src 'self' data: ${widgetOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}

/**
 * What the store's pages may use of the browser: the shopper's position for the nearest shops
 * ("Use my location"), the camera for the sidewall scan, wallet payments; none of the other
 * powerful features, on its pages or in anything they frame. Only features the browser knows are
 * named: an unknown one is a console warning on every page (Chromium has no "bluetooth").
 */
const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=(self)",
  "payment=(self)",
  ...[
    "accelerometer",
    "browsing-topics",
    "display-capture",
    "gyroscope",
    "hid",
    "idle-detection",
    "magnetometer",
    "microphone",
    "midi",
    "serial",
    "usb",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`),
].join(", ");

/**
 * The OpenID provider's answers (its JSON, redirects and error page), which it writes itself on
 * the raw response after the security headers: the store's directives, each as strict as it
 * goes (no script, no framing, forms to this origin only, its error page's inline style), and
 * nothing cached or shared with other sites (tokens and sign-in state are personal).
 */
export const PROVIDER_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": [
    "default-src 'none'",
    "base-uri 'none'",
    "font-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'none'",
    "script-src-attr 'none'",
    "style-src 'unsafe-inline'",
  ].join("; "),
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cache-control": "no-store",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * The security headers, set first thing for every request at the root: whatever answers it (a
 * route, the response cache, a refusal from an early hook, the not-found handler, the OpenID
 * provider) sends the same headers. A route may change them in its config (`helmet`), as the
 * sign-in pages and the example partner pages do.
 */
export const securityHeaders = fp(
  async (
    app: FastifyInstance,
    options: { formTargets?: readonly string[]; mapTileOrigins?: readonly string[] },
  ) => {
    await app.register(helmet, strictHeaders(options));
    const ownHeaders = (config: object) =>
      !(config as { helmet?: { skipRoute?: boolean } }).helmet?.skipRoute;
    app.addHook("onRequest", async (request, reply) => {
      if (ownHeaders(request.routeOptions.config)) {
        reply.raw.setHeader("permissions-policy", PERMISSIONS_POLICY);
      }
    });
    // Other sites may load only what any browser may have: an answer shared caches may keep
    // (the bundles, pictures, the catalogue the widgets read). Pages and personal answers are
    // this site's alone. A CORS fetch (a widget's API call) is governed by CORS, not by this. A
    // route may declare itself loadable anywhere (`config.anySite`): the health answer, which a
    // widget fetches without CORS to tell a page refused by CORS from a store that is down.
    const resourcePolicy = async (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
    ) => {
      if (!ownHeaders(request.routeOptions.config)) return payload;
      const type = String(reply.getHeader("content-type") ?? "");
      const shared =
        (request.routeOptions.config as { anySite?: boolean }).anySite === true ||
        /\bpublic\b/.test(String(reply.getHeader("cache-control") ?? ""));
      reply.header(
        "cross-origin-resource-policy",
        shared && !type.startsWith("text/html") ? "cross-origin" : "same-origin",
      );
      return payload;
    };
    // Decided last, once every hook has said how the answer may be cached: a route's own onSend
    // hooks run after all others. Answers no route gives (a 404) get it from the root's.
    app.addHook("onSend", resourcePolicy);
    app.addHook("onRoute", (route) => {
      const own = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [...own, resourcePolicy] as typeof route.onSend;
    });
  },
  { name: "treadkit-security-headers" },
);
