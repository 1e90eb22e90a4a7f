import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../account/account.schema";
import { orders } from "../orders/orders.schema";
import { signUpOfferUses } from "./sign-up-offer.schema";

/**
 * What the sign-up offer's rule needs to know of a member, in one query: their buyer kind,
 * whether they used the offer, and whether they (or their e-mail, also as a guest) have an order
 * that is not cancelled. Null when there is no such member.
 */
export async function findOfferFacts(db: Db, userId: string) {
  const [row] = await db
    .select({
      userType: users.userType,
      // Columns named with their tables: a subquery's own columns would shadow the member's.
      used: sql<boolean>`exists (select 1 from ${signUpOfferUses} where ${signUpOfferUses}."user_id" = ${users}."id")`,
      hasOrdered: sql<boolean>`exists (select 1 from ${orders} where ${orders}."status" <> 'cancelled' and (${orders}."user_id" = ${users}."id" or lower(${orders}."email") = lower(${users}."email")))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Whether the member has an order, not cancelled, other than `orderId`: placing an order checks
 * again, in its own transaction, that it is the first.
 */
export async function hasOtherOrder(db: Db, userId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        ne(orders.status, "cancelled"),
        ne(orders.id, orderId),
        or(eq(orders.userId, userId), sql`lower(${orders}."email") = lower(${users}."email")`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The offer's use by the order, or null when the member's offer was used already. */
export async function insertOfferUse(db: Db, row: typeof signUpOfferUses.$inferInsert) {
  const [inserted] = await db.insert(signUpOfferUses).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Gives the offer back: the order that used it was cancelled. */
export async function deleteOfferUseOfOrder(db: Db, orderId: string): Promise<void> {
  await db.delete(signUpOfferUses).where(eq(signUpOfferUses.orderId, orderId));
}
