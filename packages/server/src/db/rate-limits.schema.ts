import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters shared by every server process (http/rate-limit.ts): one row
 * per key (a route and a client address, an account, an API client), counted by one atomic
 * upsert, so concurrent requests in any number of processes cannot pass a limit together.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStartedAt)],
);
