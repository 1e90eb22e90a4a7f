import { randomBytes, randomUUID } from "node:crypto";
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import { MAX_HOLDS_PER_CLIENT } from "@treadkit/core/schedule";
import type { MapTiles } from "@treadkit/core/site";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Database } from "./db/client";
import { clientAuth } from "./http/client-auth";
import { type Clock, systemClock } from "./http/clock";
import { transport } from "./http/cookies";
import { widgetCors } from "./http/cors";
import { drain } from "./http/drain";
import { registerErrorHandling } from "./http/errors";
import { registerInputGuard } from "./http/input-guard";
import { createOriginRegistry } from "./http/origins";
import { registerRateLimits } from "./http/rate-limit";
import { responseCache } from "./http/response-cache";
import { securityHeaders } from "./http/security";
import { strictBodyValidatorCompiler } from "./http/strict-bodies";
import { accountRoutes } from "./modules/account/account.routes";
import { memberAuth } from "./modules/account/member-session";
import { quoteRetrievalRoutes, salesQuoteRoutes } from "./modules/account/sales-quote";
import { createSignOn } from "./modules/account/sign-on";
import { signOnRoutes } from "./modules/account/sign-on.routes";
import { analyticsRoutes } from "./modules/analytics/analytics.routes";
import { createRudderstackRelay, type RudderstackConfig } from "./modules/analytics/rudderstack";
import { authRoutes } from "./modules/auth/auth.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { cartFormRoutes } from "./modules/cart/cart-form.routes";
import { installedSetRoutes } from "./modules/cart/installed-set.routes";
import { catalogRoutes, mediaRoutes } from "./modules/catalog/catalog.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { mailingListRoutes } from "./modules/contact/mailing-list.routes";
import { supportRoutes } from "./modules/contact/support.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { dealRoutes } from "./modules/deals/deals.routes";
import {
  exchangeArrivalRoutes,
  exchangeRoutes,
  exchangeSandboxRoutes,
} from "./modules/exchange/exchange.routes";
import {
  createSandboxExchangeCardValidator,
  type ExchangeCardValidator,
} from "./modules/exchange/exchange-card";
import { locationRoutes } from "./modules/geo/location.routes";
import { zipFormRoutes } from "./modules/geo/zip-form.routes";
import { healthRoutes } from "./modules/health.routes";
import { oidcMount, signInPages } from "./modules/identity/identity.routes";
import { deriveSecret, loadSigningKey } from "./modules/identity/keys";
import { createIdentityProvider, OIDC_MOUNT } from "./modules/identity/provider";
import { installerRoutes } from "./modules/installers/installers.routes";
import { appointmentCalendarRoutes } from "./modules/orders/appointment-calendar.routes";
import { orderRoutes } from "./modules/orders/orders.routes";
import { receiptRoutes } from "./modules/orders/receipt.routes";
import { returnRoutes } from "./modules/orders/returns.routes";
import { trackingRoutes } from "./modules/orders/tracking.routes";
import { paymentRoutes } from "./modules/payments/payments.routes";
import { pickupRoutes } from "./modules/pickup/pickup.routes";
import { programmeRoutes } from "./modules/programmes/programmes.routes";
import { referralRoutes } from "./modules/referral/referral.routes";
import { reviewRoutes } from "./modules/reviews/reviews.routes";
import { scheduleRoutes } from "./modules/schedule/schedule.routes";
import { DEFAULT_SLOT_HOLD_MINUTES, type HoldSettings } from "./modules/schedule/schedule.service";
import { searchRoutes } from "./modules/search/search.routes";
import { sessionRoutes } from "./modules/session/session.routes";
import { billingRoutes } from "./modules/shipping/billing.routes";
import { installLocationRoutes } from "./modules/shipping/install-location.routes";
import { shippingRoutes } from "./modules/shipping/shipping.routes";
import { shopSelectRoutes } from "./modules/shops/shop-select.routes";
import { shopMapRoutes, shopRoutes } from "./modules/shops/shops.routes";
import { signUpOfferRoutes } from "./modules/sign-up-offer/sign-up-offer.routes";
import { type ChannelOptions, DEFAULT_CHANNEL_OPTIONS } from "./modules/site/channel";
import { siteRoutes } from "./modules/site/site.routes";
import { vehicleChoiceRoutes } from "./modules/vehicles/vehicle-choice.routes";
import { vehicleRoutes } from "./modules/vehicles/vehicles.routes";
import { SANDBOX_PREFIX, verificationSandboxRoutes } from "./modules/verification/sandbox.routes";
import { verificationRoutes } from "./modules/verification/verification.routes";
import { createVerifier } from "./modules/verification/verifier";
import { loadRegisteredOrigins } from "./modules/widget-apps/registered-origins";
import { widgetAppRoutes } from "./modules/widget-apps/widget-apps.routes";
import { withAccountBilling } from "./payments/account-billing";
import type { PaymentGateway } from "./payments/gateway";
import { createSandboxGateway } from "./payments/sandbox";
import { requestMetrics } from "./process/metrics";
import { exampleRoutes } from "./web/examples.routes";
import { injectFetch } from "./web/inject-fetch";
import { pageFormRoutes } from "./web/page-forms.routes";
import { seoRoutes } from "./web/seo.routes";
import { webRoutes } from "./web/web.routes";

export type AppOptions = {
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Serve the storefront, bundles and example pages (off for API-only tests). */
  web?: boolean;
  /** Signs access tokens; every process behind one load balancer needs the same one. */
  tokenSecret?: string | undefined;
  /** Keep serialized catalogue answers for reuse (default on). */
  responseCache?: boolean;
  /** Origin of canonical links, e.g. https://shop.example; the request's own when absent. */
  publicOrigin?: string | undefined;
  /** The payment provider; the built-in sandbox unless the operator configures one. */
  payments?: PaymentGateway;
  /** Origins allowed to call the API from a browser besides those registered in the database. */
  widgetDevOrigins?: readonly string[];
  identity?: IdentityOptions;
  /** Where simple shops are reached, and the consumer site's cookie domain (site/channel.ts). */
  channels?: ChannelOptions;
  /**
   * The military exchange: its card-validation service (the sandbox by default), where the
   * storefront posts the order document (the sandbox receiver by default) and the secret its
   * return is signed with (derived from tokenSecret for the sandbox).
   */
  exchange?: {
    cards?: ExchangeCardValidator;
    orderUrl?: string | undefined;
    secret?: string | undefined;
  };
  /** The identity-verification provider (ID.me); its built-in sandbox when absent. */
  verification?: { baseUrl: string; clientId: string; clientSecret: string } | undefined;
  /** What "now" is for the store's rules (http/clock.ts); the system clock by default. */
  clock?: Clock;
  /** How long a cart holds an install slot before giving it back (minutes). */
  slotHoldMinutes?: number;
  /** Live install slots one client address may hold across its carts (SLOT_HOLDS_PER_CLIENT). */
  slotHoldsPerClient?: number;
  /**
   * Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY): none by default, else their
   * addresses and CIDR ranges ("10.0.0.0/8,127.0.0.1"). Rate limits and the scheme depend on it.
   */
  trustProxy?: false | string;
  /**
   * How long one checkout request may hold its payment attempt while the provider answers; a
   * retry after a crash waits this long at most (90 s by default, above the provider's 60 s).
   */
  paymentClaimSeconds?: number;
  /** New reviews wait for the operator's approval (the default) or are published at once. */
  reviewModeration?: boolean;
  /** The operator's RudderStack source, where the storefront's analytics events are relayed. */
  rudderstack?: RudderstackConfig;
  /** Street-map tiles for the shop maps (MAP_TILE_URL); offline SVG maps when absent. */
  mapTiles?: MapTiles | null;
};

/**
 * Single sign-on. Without an issuer the server is its own OpenID Connect provider (under /oidc,
 * members in the database); with one, members sign in at the operator's provider.
 */
type IdentityOptions = {
  /** The operator's provider, e.g. https://login.shop.example; the built-in one when absent. */
  issuer?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /**
   * Origins the storefront is reached at: sign-in returns to /api/sso-landing on the one it
   * started from. The first also names the built-in provider (its issuer is `${origin}/oidc`).
   */
  origins?: readonly string[];
  /** How to reach the operator's provider (tests answer it in-process); global fetch by default. */
  fetch?: typeof fetch | undefined;
};

const STOREFRONT_CLIENT_ID = "treadkit-storefront";

/** The id a proxy gave the request (X-Request-Id) when it is a sane token, else a new UUID. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w.:@-]{1,128}$/.test(given) ? given : randomUUID();
}

/** Plugins load in order: external (security headers, docs), then API routes, then the web. */
export async function buildApp({
  database,
  logger = false,
  web = true,
  publicOrigin,
  tokenSecret = randomBytes(32).toString("hex"),
  responseCache: cacheResponses = true,
  payments: paymentGateway = createSandboxGateway(),
  widgetDevOrigins = [],
  identity = {},
  exchange = {},
  verification,
  channels = DEFAULT_CHANNEL_OPTIONS,
  clock = systemClock,
  slotHoldMinutes = DEFAULT_SLOT_HOLD_MINUTES,
  slotHoldsPerClient = MAX_HOLDS_PER_CLIENT,
  trustProxy = false,
  paymentClaimSeconds,
  reviewModeration = true,
  rudderstack = {},
  mapTiles = null,
}: AppOptions) {
  // Invoice and payroll transactions are the store's own, whichever provider it uses.
  const payments = withAccountBilling(paymentGateway);
  const app = Fastify({
    logger,
    // The client address and scheme come from X-Forwarded-For/-Proto only from the configured
    // proxies' addresses, never from whoever connects.
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdOf,
    // A closing server (a rolling restart) still answers the connections it had accepted: a
    // request on one of them gets its answer, not a 503, while new connections go elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  // Every answer names its request, as the logs do: a load balancer's id when it sent one.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  await app.register(transport, { publicOrigin });
  // Ahead of every hook that may answer early (the response cache, CORS refusals).
  const exchangeForms = exchange.orderUrl ? [new URL(exchange.orderUrl).origin] : [];
  await app.register(securityHeaders, {
    formTargets: exchangeForms,
    mapTileOrigins: mapTiles ? [new URL(mapTiles.url.replace(/[{}]/g, "")).origin] : [],
  });
  await app.register(drain);
  await app.register(requestMetrics, { database });
  app.decorate("clock", clock);
  const analyticsRelay = createRudderstackRelay(rudderstack, { log: app.log });
  app.addHook("onClose", () => analyticsRelay.close());
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  registerInputGuard(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const db = database.db;
  const registry = createOriginRegistry(() => loadRegisteredOrigins(db), {
    extra: widgetDevOrigins,
  });
  await app.register(widgetCors, { registry });
  await app.register(responseCache, { enabled: cacheResponses, database });
  await registerRateLimits(app, db);

  await app.register(swagger, {
    openapi: { info: { title: "Treadkit API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });

  const origins = (
    identity.origins?.length ? identity.origins : [publicOrigin ?? "http://localhost"]
  ).map((origin) => new URL(origin).origin);
  const builtinIdentity = !identity.issuer;
  const issuer = identity.issuer ?? `${origins[0]}${OIDC_MOUNT}`;
  const clientId = identity.clientId ?? STOREFRONT_CLIENT_ID;
  const clientSecret = identity.clientSecret ?? deriveSecret(tokenSecret, "storefront-client");
  const signOn = createSignOn({
    issuer,
    clientId,
    clientSecret,
    // The built-in provider is asked in-process, not over the network.
    fetch: builtinIdentity ? injectFetch(app) : identity.fetch,
  });

  const provider = builtinIdentity
    ? createIdentityProvider({
        db,
        issuer,
        client: {
          clientId,
          clientSecret,
          redirectUris: origins.map((origin) => `${origin}/api/sso-landing`),
        },
        signingKey: await loadSigningKey(db),
        cookieKeys: [deriveSecret(tokenSecret, "identity-cookies")],
      })
    : null;
  if (provider) await app.register(oidcMount, { provider });

  // Identity verification: the operator's provider, else the sandbox on this server.
  const sandboxClient = {
    clientId: "treadkit-sandbox",
    clientSecret: deriveSecret(tokenSecret, "id-sandbox-client"),
  };
  const verifier = createVerifier(
    verification ?? {
      baseUrl: `${origins[0]}${SANDBOX_PREFIX}`,
      ...sandboxClient,
      fetch: injectFetch(app),
    },
  );
  if (!verification) {
    await app.register(verificationSandboxRoutes, {
      prefix: SANDBOX_PREFIX,
      secret: deriveSecret(tokenSecret, "id-sandbox"),
      ...sandboxClient,
      returnOrigins: origins,
    });
  }

  const holds: HoldSettings = { minutes: slotHoldMinutes, perClient: slotHoldsPerClient };
  const exchangeSecret = exchange.secret ?? deriveSecret(tokenSecret, "exchange-sandbox");
  await app.register(async (own) => {
    // Answers a browser accepts compressed are compressed as they are sent: pages, the API's
    // JSON and the drawn pictures. Scripts and the font were compressed once, at build time.
    await own.register(compress, {
      encodings: ["br", "gzip"],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await own.register(cookie, { secret: deriveSecret(tokenSecret, "cookies") });
    await own.register(memberAuth, { db });
    await own.register(clientAuth, { db, tokenSecret });
    if (provider) await own.register(signInPages, { db, provider, returnOrigins: origins });
    await own.register(signOnRoutes, { db, signOn, builtin: builtinIdentity });
    await own.register(quoteRetrievalRoutes, { db });
    await own.register(cartFormRoutes, { db });
    await own.register(shopSelectRoutes, { db });
    await own.register(zipFormRoutes, { db });
    await own.register(vehicleChoiceRoutes, { db });
    await own.register(verificationRoutes, { db, verifier });
    await own.register(exchangeArrivalRoutes);
    await own.register(
      async (api) => {
        // Answers are personal (carts, orders, addresses) unless a route says it may be
        // shared: nothing is kept by browsers or proxies without a route's own cache header.
        api.addHook("onSend", async (_request, reply, payload) => {
          if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
          return payload;
        });
        await api.register(healthRoutes, { database });
        await api.register(siteRoutes, { db, channels, mapTiles });
        await api.register(catalogRoutes, { db });
        await api.register(installerRoutes, { db });
        await api.register(searchRoutes, { db });
        await api.register(vehicleRoutes, { db });
        await api.register(sessionRoutes, { db });
        await api.register(authRoutes, { db, tokenSecret });
        await api.register(widgetAppRoutes, { db });
        await api.register(cartRoutes, { db, holds });
        await api.register(installedSetRoutes, { db });
        await api.register(scheduleRoutes, { db, holds });
        await api.register(pickupRoutes, { db });
        await api.register(shippingRoutes, { db, channels, holds });
        await api.register(billingRoutes, { db });
        await api.register(orderRoutes, {
          db,
          payments,
          ...(paymentClaimSeconds ? { paymentClaimMs: paymentClaimSeconds * 1_000 } : {}),
        });
        await api.register(appointmentCalendarRoutes, { db });
        await api.register(trackingRoutes, { db });
        await api.register(returnRoutes, { db });
        await api.register(paymentRoutes, { db, payments });
        await api.register(exchangeRoutes, {
          db,
          cards: exchange.cards ?? createSandboxExchangeCardValidator(),
          orderUrl: exchange.orderUrl,
          secret: exchangeSecret,
        });
        if (!exchange.orderUrl) {
          await api.register(exchangeSandboxRoutes, { secret: exchangeSecret });
        }
        await api.register(installLocationRoutes, { db });
        await api.register(accountRoutes, { db, payments });
        await api.register(salesQuoteRoutes, { db });
        await api.register(referralRoutes, { db, origins });
        await api.register(signUpOfferRoutes, { db });
        await api.register(locationRoutes, { db });
        await api.register(contactRoutes, { db });
        await api.register(supportRoutes, { db });
        await api.register(mailingListRoutes, { db, origins });
        await api.register(reviewRoutes, { db, reviewModeration });
        await api.register(shopRoutes, { db });
        await api.register(dealRoutes, { db });
        await api.register(contentRoutes, { db });
        await api.register(programmeRoutes, { db, origins });
        await api.register(analyticsRoutes, { db, relay: analyticsRelay });
        api.get("/docs/json", { schema: { hide: true } }, async () => app.swagger());
        api.setNotFoundHandler((request, reply) =>
          reply.code(404).send({
            errorMessage: `No API route ${request.method} ${request.url.split("?")[0]}`,
            code: "NOT_FOUND",
          }),
        );
      },
      { prefix: "/api" },
    );
    await own.register(mediaRoutes, { db });
    await own.register(shopMapRoutes, { db });
    await own.register(receiptRoutes, { db });
    if (web) await own.register(pageFormRoutes, { publicOrigin });
    if (web) await own.register(seoRoutes, { db, channels, publicOrigin });
    if (web) await own.register(webRoutes, { publicOrigin });
  });
  if (web) await app.register(exampleRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
