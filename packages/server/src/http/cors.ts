import cors, { type FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "./errors";
import type { OriginRegistry } from "./origins";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: @fastify/cors leaves the route alone. */
    cors?: boolean;
  }
}

/** Request headers the core's request client sends (packages/core/src/client). */
const CLIENT_REQUEST_HEADERS = [
  "accept",
  "authorization",
  "content-type",
  "idempotency-key",
  "x-authorization",
  "x-external-customer-id",
  "x-user-session-id",
  "x-user-time",
  "x-vwo-user",
];

/** A registered origin gets these; Vary: Origin keeps shared caches from mixing answers. */
const ALLOWED: Omit<FastifyCorsOptions, "origin"> = {
  methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
  allowedHeaders: CLIENT_REQUEST_HEADERS,
  // The rate-limited order tracking says when to try again.
  exposedHeaders: ["retry-after"],
  // Widgets send no cookies: the shopper's session travels in x-user-session-id.
  credentials: false,
  maxAge: 600,
};

const isPreflight = (request: FastifyRequest) =>
  request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined;

/**
 * Cross-origin calls to `/api` from the pages of partners registered for a widget. Other origins
 * get no CORS headers, so the browser keeps their pages from reading answers, and their preflight
 * is refused with a 403 that says why. Same-origin requests are left as they were.
 *
 * Registered at the root ahead of the response cache and client auth, whose early answers (a
 * cached hit, a 401 that makes the client refresh its token) must carry the headers too.
 */
export const widgetCors = fp(
  async (app: FastifyInstance, { registry }: { registry: OriginRegistry }) => {
    await app.register(cors, {
      delegator: async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
        const origin = request.headers.origin;
        const own = `${request.overTls ? "https" : "http"}://${request.host}`;
        if (!origin || origin === own) return { origin: false };
        if (await registry.has(origin)) return { ...ALLOWED, origin };
        if (isPreflight(request)) {
          const message = `${origin} is not registered for a Treadkit widget`;
          throw new HttpError(403, "ORIGIN_NOT_ALLOWED", message);
        }
        return { origin: false };
      },
    });
    // Only the API speaks CORS; the widget bundles send their own `*`, and pages need none.
    // Added after the plugin's own preflight route, which must stay on.
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/")) route.config = { ...route.config, cors: false };
    });
  },
  { name: "treadkit-widget-cors" },
);
