import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema";
import { orders } from "../orders/orders.schema";

// --- Sign-up offer (storefront.md §1, §9) ------------------------------------------------

/**
 * The order that took a member's sign-up offer. One per member, held by the key also when two
 * orders of the member are placed at once; a cancelled order's row is removed, giving it back.
 */
export const signUpOfferUses = pgTable(
  "sign_up_offer_uses",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sign_up_offer_uses_amount_positive", sql`${t.amountCents} > 0`)],
);
