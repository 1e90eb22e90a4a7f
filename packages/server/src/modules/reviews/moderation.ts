import { and, asc, eq } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { brands, productLines } from "../catalog/catalog.schema";
import { reviews } from "./reviews.schema";

/**
 * The operator's review queue (REVIEW_MODERATION): new reviews wait as "pending" until approved
 * (published: shown and counted) or rejected (kept out).
 */

const MODERATE_USAGE =
  "Usage: npm run reviews:moderate -- list | approve <reviewId> | reject <reviewId>";

async function pendingReviews(db: Db) {
  return db
    .select({
      id: reviews.id,
      brand: brands.name,
      line: productLines.name,
      summary: reviews.summary,
      reviewer: reviews.reviewerName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(productLines, eq(reviews.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(reviews.status, "pending"))
    .orderBy(asc(reviews.createdAt));
}

/** Publishes or rejects a pending review, once; a review not pending is a 404. */
export async function moderateReview(
  db: Db,
  id: string,
  decision: "published" | "rejected",
): Promise<void> {
  const moved = await db
    .update(reviews)
    .set({ status: decision })
    .where(and(eq(reviews.id, id), eq(reviews.status, "pending")))
    .returning({ id: reviews.id });
  if (moved.length === 0) throw notFound(`No pending review ${id}`, "REVIEW_NOT_PENDING");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The operator command: lists the queue, or approves or rejects one review. */
export async function moderateCommand(database: Database, args: readonly string[]) {
  const [action, id, ...rest] = args;
  if (action === "list" && id === undefined) {
    const queue = await pendingReviews(database.db);
    if (queue.length === 0) return ["No review is waiting."];
    return queue.map(
      (r) =>
        `${r.id}  ${r.createdAt.toISOString().slice(0, 10)}  ${r.brand} ${r.line}: "${r.summary}" by ${r.reviewer}`,
    );
  }
  if ((action === "approve" || action === "reject") && id && UUID.test(id) && rest.length === 0) {
    await moderateReview(database.db, id, action === "approve" ? "published" : "rejected");
    return [`Review ${id} ${action === "approve" ? "published" : "rejected"}.`];
  }
  throw badRequest(MODERATE_USAGE, "USAGE");
}
