import { z } from "zod";
import type { DatabaseConfig } from "./db/client";
import { parseOriginList } from "./http/origins";
import { DEFAULT_MAIL_FROM, DEFAULT_SALES_EMAIL, DEFAULT_SUPPORT_EMAIL } from "./mail/mailer";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** A whole number in a range, with one message for whatever is wrong with it. */
const wholeNumber = (name: string, min: number, max: number) => {
  const error = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const envSchema = z.object({
  /** The store's HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The interface to listen on. */
  HOST: z.string().default("0.0.0.0"),
  /**
   * The embedded database's folder (PGlite) when DATABASE_URL is not set; e-mails are written to
   * DATA_DIR/mail when SMTP_URL is not set.
   */
  DATA_DIR: z.string().min(1).default(".data"),
  /** `postgres://…`: serve from this PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres://" })
      .optional(),
  ),
  /**
   * Processes serving the one port on PostgreSQL; the number of cores by default. The embedded
   * PGlite is one process whatever this says: its database lives in that process.
   * @default the number of cores
   */
  WORKERS: z.preprocess(emptyAsUndefined, wholeNumber("WORKERS", 1, 64).optional()),
  /**
   * A cluster worker's V8 old-space limit, in MB (see process/cluster.ts): the heap a worker
   * collects within. Its caches are bounded (48 MB), so 192 leaves room for the requests.
   */
  WORKER_HEAP_MB: z.preprocess(
    emptyAsUndefined,
    wholeNumber("WORKER_HEAP_MB", 128, 16_384).default(192),
  ),
  /**
   * Port of the Prometheus endpoint (GET /metrics), on METRICS_HOST (127.0.0.1 unless set):
   * a port of its own, kept off the store's. Unset, no metrics are served.
   */
  METRICS_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  /** The interface of the metrics port. */
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** When set, /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, { error: "METRICS_TOKEN must be at least 16 characters" }).optional(),
  ),
  /** pino's level, `silent` … `trace`: JSON lines, or readable lines on a terminal. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Signs the store's tokens and cookies (at least 32 characters). Unset, one is made on the first
   * start and kept in the database, so every process of the store shares it.
   * @default kept in the database
   */
  TOKEN_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: "TOKEN_SECRET must be at least 32 characters" }).optional(),
  ),
  /**
   * Starts the store's clock at this instant (an ISO date-time); it ticks from there. For demos
   * and browser tests that must see the same sales, holidays and schedules on any day.
   */
  CLOCK_START: z.preprocess(
    emptyAsUndefined,
    z.iso
      .datetime({
        offset: true,
        error: "CLOCK_START must be an ISO date-time such as 2026-11-20T15:00:00Z",
      })
      .optional(),
  ),
  /**
   * Which proxies to believe about the client's address and scheme (X-Forwarded-For/-Proto):
   * unset or "false", none; else the proxies' addresses or CIDR ranges separated by commas
   * ("10.0.0.0/8,127.0.0.1"). Set it behind a load balancer or TLS terminator. Not "true" nor a
   * number of hops: either would believe the headers of a client that reaches the server itself.
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(false|[0-9a-fA-F.:/]*[.:/][0-9a-fA-F.:/]*(,\s*[0-9a-fA-F.:/]*[.:/][0-9a-fA-F.:/]*)*)$/,
        {
          error:
            'TRUST_PROXY must be "false" or the proxies\' addresses or CIDR ranges separated by commas (10.0.0.0/8,127.0.0.1)',
        },
      )
      .optional()
      .transform((value): false | string =>
        value === undefined || value === "false" ? false : value.replaceAll(/\s+/g, ""),
      ),
  ),
  /**
   * Seconds after which a payment that never became an order counts as abandoned and is voided
   * by the sweeper, which looks every PAYMENT_SWEEP_SECONDS.
   */
  PAYMENT_ABANDONED_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** How often, in seconds, the sweeper looks for abandoned payments. */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /**
   * Seconds one checkout may hold its payment attempt while the provider answers; a retry after
   * a crash waits this long at most. Above the provider's own timeout (60 s).
   */
  PAYMENT_CLAIM_SECONDS: z.coerce.number().int().min(1).max(600).default(90),
  /** "off" publishes new reviews at once; by default they wait for the operator's approval. */
  REVIEW_MODERATION: z.enum(["on", "off"]).default("on"),
  /** Minutes a cart keeps its place in an install slot before giving it back. */
  SLOT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  /**
   * Live install slots one client address may hold across its carts, so that no one client can
   * empty a shop's calendar. Counted by the address the request came from: set TRUST_PROXY
   * behind a proxy, or every shopper counts as the proxy.
   */
  SLOT_HOLDS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(3),
  /** "off" disables the catalogue response cache (to measure the database, or to debug). */
  RESPONSE_CACHE: z.enum(["on", "off"]).default("on"),
  /**
   * Prepare each statement once per PostgreSQL connection (db/statements.ts). Off for a pooler
   * in transaction mode that cannot carry prepared statements (PgBouncer before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  /**
   * The origin of canonical links and of e-mail links, e.g. https://shop.example. Without it an
   * e-mail links to the origin its order or request came from, and attaches the receipt.
   * @default the request's origin
   */
  PUBLIC_ORIGIN: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  ),
  /**
   * The operator's RudderStack source: the storefront's analytics events are relayed there. Both
   * or neither; without them the events are dropped (and the store says so at startup).
   */
  RUDDERSTACK_WRITE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The data plane of that RudderStack source: the events are sent to its HTTP API. */
  RUDDERSTACK_DATA_PLANE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** smtp:// or smtps:// URL of the mail server; without it e-mails go to `${DATA_DIR}/mail`. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, { error: "SMTP_URL must start with smtp:// or smtps://" })
      .optional(),
  ),
  /** Sender of the shop's e-mails: an address, optionally with a display name. */
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$|^[^<>\r\n]*<[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>$/, {
        error: 'MAIL_FROM must be an address such as "Treadkit <orders@shop.example>"',
      })
      .default(DEFAULT_MAIL_FROM),
  ),
  /** Customer service's inbox: shoppers' messages from the footer's e-mail modal go there. */
  SUPPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/, {
        error: "SUPPORT_EMAIL must be an address such as support@shop.example",
      })
      .default(DEFAULT_SUPPORT_EMAIL),
  ),
  /** The sales team's inbox: tire-sales inquiries from fleets and businesses go there. */
  SALES_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/, {
        error: "SALES_EMAIL must be an address such as sales@shop.example",
      })
      .default(DEFAULT_SALES_EMAIL),
  ),
  /**
   * The partner team's inbox: installer applications from /installer-signup are announced there.
   * @default `partners@treadkit.example`
   */
  PARTNERS_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/, {
        error: "PARTNERS_EMAIL must be an address such as partners@shop.example",
      })
      .optional(),
  ),
  /**
   * The domain under which each partner's simple shop has its sub-domain
   * (`sunrise-tire-pros.shop.localhost` by default: browsers resolve *.localhost to this machine).
   */
  SIMPLE_SHOP_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9-]{1,63}$/i, {
      error: "SIMPLE_SHOP_DOMAIN must be a domain such as shop.example.com",
    })
    .default("shop.localhost"),
  /**
   * Domain attribute of the consumer site's cookies, e.g. treadkit.example to share the cart
   * between www. and the bare domain; host-only when unset. Simple shops never share theirs.
   */
  COOKIE_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\.?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, {
        error: "COOKIE_DOMAIN must be a domain such as treadkit.example",
      })
      .optional(),
  ),
  /** The operator's OpenID Connect provider; without it the server is its own (under /oidc). */
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * The storefront's client id at the OpenID Connect provider.
   * @default `treadkit-storefront`
   */
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * The storefront's client secret at the OpenID Connect provider.
   * @default derived from TOKEN_SECRET
   */
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * The military exchange's card-number validation service (modules/exchange): `sandbox` (built
   * in), or `staging` or `production`, the service at EXCHANGE_STAGING_URL or
   * EXCHANGE_PRODUCTION_URL, called with EXCHANGE_API_KEY.
   */
  EXCHANGE_ENV: z.enum(["sandbox", "staging", "production"]).default("sandbox"),
  /** Base URL of the exchange's staging card-validation service (`POST …/cardvalidation`). */
  EXCHANGE_STAGING_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Base URL of the exchange's production card-validation service. */
  EXCHANGE_PRODUCTION_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Sent as `x-api-key` to the exchange's card-validation service. */
  EXCHANGE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * Where the storefront posts the exchange's XML order document (the exchange's checkout).
   * Needs EXCHANGE_SHARED_SECRET.
   * @default the built-in sandbox receiver, `/api/exchange/sandbox/orders`
   */
  EXCHANGE_ORDER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * The secret the exchange signs its return with (`/api/exchange/orders/return`); at least 16
   * characters.
   * @default derived from TOKEN_SECRET
   */
  EXCHANGE_SHARED_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /**
   * Street-map tiles for the shop maps: a raster XYZ template such as
   * https://tiles.example.com/{z}/{x}/{y}.png, and the attribution its provider requires. Unset,
   * the maps are drawn offline from the bundled atlas.
   */
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s"'<>]+$/, { error: "MAP_TILE_URL must be an http(s) URL" })
      .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), {
        error: "MAP_TILE_URL must contain {z}, {x} and {y}",
      })
      .optional(),
  ),
  /** The attribution the tile provider requires, shown on the street map. */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(""),
  /**
   * ID.me's base URL (identity verification); without all three IDME_ settings the built-in
   * sandbox answers.
   */
  IDME_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The store's client id at ID.me. */
  IDME_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The store's client secret at ID.me. */
  IDME_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * Origins, separated by commas, whose pages may call the API besides those registered for a
   * widget in the database: a developer's second origin, the browser tests'. None by default.
   */
  WIDGET_DEV_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins = parseOriginList(value);
      if (origins) return origins;
      ctx.addIssue({
        code: "custom",
        message:
          "WIDGET_DEV_ORIGINS must list origins such as http://localhost:3000, separated by commas",
      });
      return z.NEVER;
    }),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment once at boot; a bad value stops the server. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}`);
  }
  return parsed.data;
}

/** Where the store's database is, and how to talk to it, from the settings. */
export function databaseConfigOf(env: Env): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS === "on",
  };
}
