import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { placeColumnsWithoutCoordinates } from "../../db/columns";

/**
 * An installer's application from /installer-signup (storefront.md §5): the shop, its contact,
 * and the installer agreement it accepted. The operator approves or rejects it.
 */
export const installerApplications = pgTable(
  "installer_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    company: text("company").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: char("phone", { length: 10 }).notNull(),
    ...placeColumnsWithoutCoordinates(),
    website: text("website"),
    bays: integer("bays"),
    offersMobileInstall: boolean("offers_mobile_install").notNull().default(false),
    /** The agreement's terms as accepted: rim range in inches, smallest aspect ratio, minutes. */
    agreement: jsonb("agreement")
      .$type<{ rimMin: number; rimMax: number; aspectRatioMin: number; takeInMinutes: number }>()
      .notNull(),
    /** pending, approved or rejected. */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
  },
  (t) => [
    check("installer_applications_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("installer_applications_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    check("installer_applications_zip_digits", sql`${t.zip} ~ '^[0-9]{5}$'`),
    index("installer_applications_status_idx").on(t.status, t.createdAt),
    // One application waiting per address, whatever races the service's lock might miss.
    uniqueIndex("installer_applications_pending_email_idx")
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
);
