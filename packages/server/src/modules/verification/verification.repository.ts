import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../account/account.schema";

/** The group verified from a member's account (student, teacher, ...); null for a guest or none. */
export async function accountVerifiedGroup(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ verifiedGroup: users.verifiedGroup })
    .from(users)
    .where(eq(users.id, userId));
  return row?.verifiedGroup ?? null;
}

export async function recordAccountVerifiedGroup(db: Db, userId: string, group: string) {
  await db.update(users).set({ verifiedGroup: group }).where(eq(users.id, userId));
}
