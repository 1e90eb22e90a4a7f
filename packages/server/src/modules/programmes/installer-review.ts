import { isUuid } from "@treadkit/core/validation";
import type { Database } from "../../db/client";
import { badRequest } from "../../http/errors";
import { listPendingApplications } from "./installer-applications.repository";
import { reviewInstallerApplication } from "./installer-signup.service";

/**
 * The operator's queue of installer applications (/installer-signup): list those waiting, or
 * approve or reject one with an optional note for the applicant, who is e-mailed the decision.
 */

export const INSTALLER_REVIEW_USAGE =
  'Usage: npm run installers:review -- list | approve <applicationId> ["note"] | reject <applicationId> ["note"]';

const NOTE_MAX_LENGTH = 1_000;

export async function installerReviewCommand(
  database: Database,
  args: readonly string[],
  context: { origin: string; now: Date },
): Promise<string[]> {
  const [action, id, ...rest] = args;
  if (action === "list" && id === undefined) {
    const queue = await listPendingApplications(database.db);
    if (queue.length === 0) return ["No installer application is waiting."];
    return queue.map(
      (a) =>
        `${a.id}  ${a.createdAt.toISOString().slice(0, 10)}  ${a.company}, ${a.city} ${a.state}  ${a.firstName} ${a.lastName} <${a.email}>` +
        `${a.bays !== null ? `  bays: ${a.bays}` : ""}${a.offersMobileInstall ? "  mobile" : ""}`,
    );
  }
  const note = rest.join(" ").trim();
  if (
    (action === "approve" || action === "reject") &&
    id !== undefined &&
    isUuid(id) &&
    note.length <= NOTE_MAX_LENGTH
  ) {
    const decided = await reviewInstallerApplication(
      database.db,
      id,
      action === "approve" ? "approved" : "rejected",
      note || null,
      context,
    );
    return [
      `Application ${id} of ${decided.company} ${decided.status}; ${decided.email} will be e-mailed.`,
    ];
  }
  throw badRequest(INSTALLER_REVIEW_USAGE, "USAGE");
}
