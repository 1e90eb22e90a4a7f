import {
  APPLICATION_LIMIT_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  INSTALLER_AGREEMENT,
  type ValidInstallerSignup,
} from "@treadkit/core/installer-signup";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { allowHit } from "../../http/rate-limit";
import { addToOutbox } from "../../jobs/outbox";
import {
  type ApplicationDecision,
  decideApplication,
  findPendingByEmail,
  type InstallerApplicationRow,
  insertApplication,
  lockApplicantEmail,
} from "./installer-applications.repository";

/** The outbox topics of an application: one e-mail each, so a retry never sends one twice. */
export const INSTALLER_APPLICATION_TOPICS = {
  /** The applicant's confirmation, with the agreement they accepted. */
  received: "installer.application.received",
  /** The partner team's notice of a new application to review. */
  partnerNotice: "installer.application.partner-notice",
  /** The operator's decision, e-mailed to the applicant. */
  decided: "installer.application.decided",
} as const;

/** What an outbox entry of an application carries: which one, and the origin links are on. */
export type ApplicationMail = { applicationId: string; origin: string };

/** Applications one client address may send in an hour; more are refused, nothing stored. */
export const APPLICATIONS_PER_HOUR = 5;

/**
 * Takes a shop's application (storefront.md §5, already checked by the core's schema): counted
 * against its sender's hourly allowance; refused while the same e-mail address has one waiting;
 * otherwise stored as pending with the agreement's terms, and the applicant's confirmation and
 * the partner team's notice put in the outbox with it, in one transaction.
 */
export async function submitInstallerApplication(
  db: Db,
  application: ValidInstallerSignup,
  context: { clientAddress: string; origin: string },
): Promise<{ id: string }> {
  const allowed = await allowHit(db, `installer-signup|${context.clientAddress}`, {
    max: APPLICATIONS_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  if (!allowed) throw new HttpError(429, "INSTALLER_SIGNUP_LIMIT", APPLICATION_LIMIT_MESSAGE);
  const id = await db.transaction(async (tx) => {
    await lockApplicantEmail(tx, application.email);
    if (await findPendingByEmail(tx, application.email)) {
      throw new HttpError(409, "APPLICATION_PENDING", APPLICATION_PENDING_MESSAGE);
    }
    const stored = await insertApplication(tx, application, { ...INSTALLER_AGREEMENT });
    const mail: ApplicationMail = { applicationId: stored, origin: context.origin };
    await addToOutbox(tx, INSTALLER_APPLICATION_TOPICS.received, mail);
    await addToOutbox(tx, INSTALLER_APPLICATION_TOPICS.partnerNotice, mail);
    return stored;
  });
  return { id };
}

/**
 * The operator's decision on a pending application, with an optional note for the applicant;
 * the applicant is e-mailed it through the outbox. An application not pending is a 404.
 */
export async function reviewInstallerApplication(
  db: Db,
  id: string,
  decision: ApplicationDecision,
  note: string | null,
  context: { origin: string; now: Date },
): Promise<InstallerApplicationRow> {
  return db.transaction(async (tx) => {
    const decided = await decideApplication(tx, id, decision, note, context.now);
    if (!decided) throw notFound(`No pending application ${id}`, "APPLICATION_NOT_PENDING");
    const mail: ApplicationMail = { applicationId: id, origin: context.origin };
    await addToOutbox(tx, INSTALLER_APPLICATION_TOPICS.decided, mail);
    return decided;
  });
}
