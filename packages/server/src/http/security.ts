import type { FastifyHelmetOptions } from "@fastify/helmet";

/**
 * Security headers of everything Treadkit serves itself: the API, the storefront (inline style
 * and hydration script carry per-response nonces) and the bundles.
 */
export const STRICT_HEADERS: FastifyHelmetOptions = {
  enableCSPNonces: true,
  contentSecurityPolicy: {
    directives: {
      "script-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      // Operators may serve plain HTTP on a LAN; TLS is the proxy's job.
      "upgrade-insecure-requests": null,
    },
  },
  // Widget bundles and tire pictures are embedded by partner sites on other origins.
  crossOriginResourcePolicy: { policy: "cross-origin" },
};

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
