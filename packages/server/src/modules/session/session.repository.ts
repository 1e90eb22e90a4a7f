import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recentViews, searchHistory, userSessions } from "./session.schema";

export type SessionRow = typeof userSessions.$inferSelect;

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(userSessions).where(eq(userSessions.id, id));
  return row ?? null;
}

export async function createSession(db: Db, regionId: number | undefined): Promise<SessionRow> {
  const [row] = await db.insert(userSessions).values({ regionId }).returning();
  if (!row) throw new Error("session insert returned nothing");
  return row;
}

export async function updateSession(
  db: Db,
  id: string,
  patch: Partial<
    Pick<SessionRow, "gaClientId" | "rudderAnonymousId" | "rudderSessionId" | "userLocationZip">
  >,
): Promise<SessionRow | null> {
  const [row] = await db
    .update(userSessions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userSessions.id, id))
    .returning();
  return row ?? null;
}

export type HistoryInsert = Omit<typeof searchHistory.$inferInsert, "id" | "createdAt">;

export async function listHistory(db: Db, sessionId: string, limit: number) {
  return db
    .select({
      label: searchHistory.label,
      link: searchHistory.link,
      typeName: searchHistory.typeName,
      detailLabel: searchHistory.detailLabel,
      vehicleMetadata: searchHistory.vehicleMetadata,
    })
    .from(searchHistory)
    .where(eq(searchHistory.sessionId, sessionId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(limit);
}

/** Records a chosen item (a repeat moves to the top) and keeps only the newest `keep`. */
export async function addHistory(db: Db, item: HistoryInsert, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(searchHistory)
      .values(item)
      .onConflictDoUpdate({
        target: [searchHistory.sessionId, searchHistory.link],
        set: {
          label: item.label,
          typeName: item.typeName,
          detailLabel: item.detailLabel,
          vehicleMetadata: item.vehicleMetadata,
          createdAt: sql`now()`,
        },
      });
    const newest = tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.sessionId, item.sessionId))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .limit(keep);
    await tx
      .delete(searchHistory)
      .where(
        and(eq(searchHistory.sessionId, item.sessionId), notInArray(searchHistory.id, newest)),
      );
  });
}

export async function clearHistory(db: Db, sessionId: string): Promise<void> {
  await db.delete(searchHistory).where(eq(searchHistory.sessionId, sessionId));
}

export async function recordView(
  db: Db,
  view: { sessionId: string; productId: number; source: string; dateOfVisit: string },
): Promise<void> {
  await db
    .insert(recentViews)
    .values(view)
    .onConflictDoUpdate({
      target: [recentViews.sessionId, recentViews.productId],
      set: { source: view.source, dateOfVisit: view.dateOfVisit, updatedAt: new Date() },
    });
}

export async function recentProductIds(
  db: Db,
  sessionId: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ productId: recentViews.productId })
    .from(recentViews)
    .where(eq(recentViews.sessionId, sessionId))
    .orderBy(desc(recentViews.updatedAt))
    .limit(limit);
  return rows.map((row) => row.productId);
}
