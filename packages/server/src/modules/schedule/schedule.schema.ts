import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { carts } from "../cart/cart.schema";
import { installers } from "../installers/installers.schema";
import { orders } from "../orders/orders.schema";

/**
 * A place taken in a shop's slot: held by a cart until held_until, or kept by an order. One row
 * is one place, so what a slot has left is always its capacity less its live rows (a cart's
 * until its hold runs out, an order's until it is cancelled): there is no counter to drift.
 * Bookings lock the slot (an advisory lock on installer and key) before they count and insert.
 */
export const slotHolds = pgTable(
  "slot_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    installerId: integer("installer_id")
      .notNull()
      .references(() => installers.id),
    slotKey: text("slot_key").notNull(),
    /** A cart holds at most one place; deleting the cart frees it. */
    cartId: uuid("cart_id")
      .unique()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** Once ordered the place is the order's: the cart no longer moves or frees it. */
    orderId: uuid("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** When a cart's hold runs out; null for an order's place, which does not expire. */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /**
     * The address of the client that chose the cart's time: one address holds only a few live
     * places across all its carts. Null for an order's place and a hold taken at placement.
     */
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("slot_holds_slot_idx").on(t.installerId, t.slotKey),
    index("slot_holds_client_idx")
      .on(t.clientAddress, t.heldUntil)
      .where(sql`${t.clientAddress} is not null`),
    check("slot_holds_one_holder", sql`(${t.cartId} is null) <> (${t.orderId} is null)`),
    check(
      "slot_holds_expiry",
      sql`(${t.cartId} is not null and ${t.heldUntil} is not null) or (${t.orderId} is not null and ${t.heldUntil} is null)`,
    ),
  ],
);

/** Days a shop is closed outside its weekly hours (holidays, stock-taking). */
export const installerClosures = pgTable(
  "installer_closures",
  {
    installerId: integer("installer_id")
      .notNull()
      .references(() => installers.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.installerId, t.date] })],
);

/** A cart's install appointment; a cart has at most one. */
export const cartAppointments = pgTable("cart_appointments", {
  cartId: uuid("cart_id")
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  installerId: integer("installer_id")
    .notNull()
    .references(() => installers.id),
  slotKey: text("slot_key").notNull(),
  date: date("date", { mode: "string" }).notNull(),
  slotTime: text("slot_time").notNull(),
  isDropOff: boolean("is_drop_off").notNull(),
  startTime: text("start_time").notNull(),
  amOrPm: text("am_or_pm").notNull(),
  dropOffWindow: text("drop_off_window"),
});
