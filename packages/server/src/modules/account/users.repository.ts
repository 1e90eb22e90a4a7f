import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, userIdentities, users } from "./account.schema";

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findCompany(db: Db, id: number | null): Promise<CompanyRow | null> {
  if (id === null) return null;
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  return company ?? null;
}

/** A new retail member; null when the e-mail already has an account. */
export async function insertUser(
  db: Db,
  values: { email: string; firstName: string; lastName: string; passwordHash: string | null },
): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: normaliseEmail(values.email) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ?? null;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<UserRow, "firstName" | "lastName" | "passwordHash" | "passwordChangedAt">>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The member an external provider's (issuer, subject) names, if one was linked. */
export async function findUserByIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row?.user ?? null;
}

export async function linkIdentity(db: Db, issuer: string, subject: string, userId: string) {
  await db.insert(userIdentities).values({ issuer, subject, userId }).onConflictDoNothing();
}
