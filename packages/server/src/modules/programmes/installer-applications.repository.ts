import type { InstallerAgreement, ValidInstallerSignup } from "@treadkit/core/installer-signup";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { installerApplications } from "./programmes.schema";

export type InstallerApplicationRow = typeof installerApplications.$inferSelect;
export type ApplicationDecision = "approved" | "rejected";

/**
 * Serialises applications from one e-mail address until the transaction ends, so that two sent
 * at once cannot both find no pending application and both be stored.
 */
export async function lockApplicantEmail(db: Db, email: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`installer-application|${email}`}, 0))`,
  );
}

export async function findPendingByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: installerApplications.id })
    .from(installerApplications)
    .where(and(eq(installerApplications.email, email), eq(installerApplications.status, "pending")))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(
  db: Db,
  application: ValidInstallerSignup,
  agreement: InstallerAgreement,
): Promise<string> {
  const [row] = await db
    .insert(installerApplications)
    .values({
      company: application.company,
      firstName: application.firstName,
      lastName: application.lastName,
      email: application.email,
      phone: application.phone,
      addressLine1: application.addressLine1,
      city: application.city,
      state: application.state,
      zip: application.zip,
      website: application.website,
      bays: application.bays,
      offersMobileInstall: application.offersMobileInstall,
      agreement,
    })
    .returning({ id: installerApplications.id });
  if (!row) throw new Error("the application was not stored");
  return row.id;
}

export async function findApplication(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(installerApplications)
    .where(eq(installerApplications.id, id));
  return row ?? null;
}

/** The applications waiting for the operator, oldest first. */
export function listPendingApplications(db: Db) {
  return db
    .select()
    .from(installerApplications)
    .where(eq(installerApplications.status, "pending"))
    .orderBy(asc(installerApplications.createdAt), asc(installerApplications.id));
}

/**
 * Approves or rejects a pending application in one conditional update: of two operators
 * deciding at once, exactly one does. Null when the application is not pending (or unknown).
 */
export async function decideApplication(
  db: Db,
  id: string,
  decision: ApplicationDecision,
  note: string | null,
  now: Date,
): Promise<InstallerApplicationRow | null> {
  const [row] = await db
    .update(installerApplications)
    .set({ status: decision, reviewedAt: now, reviewNote: note })
    .where(and(eq(installerApplications.id, id), eq(installerApplications.status, "pending")))
    .returning();
  return row ?? null;
}
