import { CONTACT_PAGE_PATH } from "@treadkit/core/content";
import { agreementTerms, PARTNER_PROGRAM_PATH } from "@treadkit/core/installer-signup";
import { formatPhone } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { escapeHtml } from "../../http/html";
import type { OutboxHandlers } from "../../jobs/outbox";
import type { Mailer } from "../../mail/mailer";
import { findApplication, type InstallerApplicationRow } from "./installer-applications.repository";
import { type ApplicationMail, INSTALLER_APPLICATION_TOPICS } from "./installer-signup.service";

/** The partner team's inbox when the operator names none (PARTNERS_EMAIL). */
const DEFAULT_PARTNERS_EMAIL = "partners@treadkit.example";

/** The page an approved shop is shown its booking widget on, for its own website. */
const INSTALLER_WIDGET_EXAMPLE_PATH = "/examples/third-party-shop.html";

type Part = string | { list: string[] } | { text: string; href: string };

/** Parts as plain text and as HTML: paragraphs, bulleted lists, and links as anchors. */
function compose(parts: Part[]) {
  const text = parts
    .map((part) =>
      typeof part === "string"
        ? part
        : "list" in part
          ? part.list.map((item) => `- ${item}`).join("\n")
          : `${part.text}: ${part.href}`,
    )
    .join("\n\n");
  const html = parts
    .map((part) =>
      typeof part === "string"
        ? `<p>${escapeHtml(part)}</p>`
        : "list" in part
          ? `<ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
          : `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a></p>`,
    )
    .join("");
  return { text: `${text}\n`, html };
}

/** The application as the applicant and the partner team read it back. */
function applicationFacts(row: InstallerApplicationRow): string[] {
  return [
    `Shop: ${row.company}`,
    `Address: ${row.addressLine1}, ${row.city}, ${row.state} ${row.zip}`,
    `Contact: ${row.firstName} ${row.lastName}, ${row.email}, ${formatPhone(row.phone)}`,
    ...(row.website ? [`Website: ${row.website}`] : []),
    ...(row.bays !== null ? [`Service bays: ${row.bays}`] : []),
    `Mobile installation: ${row.offersMobileInstall ? "yes" : "no"}`,
  ];
}

/**
 * The installer sign-up's e-mails, sent by the outbox worker after the commit: the applicant's
 * confirmation, the partner team's notice of a new application, and the operator's decision.
 * Every link is absolute, on the origin the application was sent to (or the operator's
 * PUBLIC_ORIGIN for a decision).
 */
export function installerSignupMailHandlers(deps: {
  mailer: Mailer;
  partnersEmail?: string | undefined;
}): OutboxHandlers {
  const partnersEmail = deps.partnersEmail ?? DEFAULT_PARTNERS_EMAIL;
  const load = async (db: Db, payload: unknown) => {
    const { applicationId, origin } = payload as ApplicationMail;
    return { row: await findApplication(db, applicationId), origin };
  };

  return {
    async [INSTALLER_APPLICATION_TOPICS.received](payload, { db }) {
      const { row, origin } = await load(db, payload);
      if (!row) return;
      await deps.mailer.send({
        to: row.email,
        subject: `We received your application, ${row.company}`,
        ...compose([
          `Hi ${row.firstName},`,
          "Thank you for applying to join the Treadkit installer network. Our partner team reviews every application and will e-mail you the decision.",
          "Your application:",
          { list: applicationFacts(row) },
          "The installer agreement you accepted:",
          { list: agreementTerms(row.agreement) },
          { text: "About the partner program", href: `${origin}${PARTNER_PROGRAM_PATH}` },
          { text: "Questions? Contact us", href: `${origin}${CONTACT_PAGE_PATH}` },
          "If you did not apply, you can ignore this e-mail.",
        ]),
      });
    },

    async [INSTALLER_APPLICATION_TOPICS.partnerNotice](payload, { db }) {
      const { row } = await load(db, payload);
      if (!row) return;
      await deps.mailer.send({
        to: partnersEmail,
        replyTo: `${row.firstName} ${row.lastName} <${row.email}>`,
        subject: `New installer application: ${row.company} (${row.city}, ${row.state})`,
        ...compose([
          `${row.company} applied to join the installer network on ${row.createdAt.toISOString().slice(0, 10)} and accepted the installer agreement.`,
          { list: applicationFacts(row) },
          `Application ${row.id}. Review it with: npm run installers:review -- approve ${row.id} (or reject ${row.id} "note").`,
        ]),
      });
    },

    async [INSTALLER_APPLICATION_TOPICS.decided](payload, { db }) {
      const { row, origin } = await load(db, payload);
      if (!row || row.status === "pending") return;
      const note = row.reviewNote ? [`A note from our partner team: ${row.reviewNote}`] : [];
      const approved = row.status === "approved";
      await deps.mailer.send({
        to: row.email,
        subject: approved
          ? `Welcome to the Treadkit installer network, ${row.company}`
          : `Your Treadkit installer application, ${row.company}`,
        ...compose(
          approved
            ? [
                `Hi ${row.firstName},`,
                `Good news: ${row.company} is approved as a Treadkit partner shop.`,
                ...note,
                "Our partner team will be in touch to set up your opening hours, services and installation prices. Once that is done, shoppers near you see your shop and book installations into your schedule.",
                {
                  text: "See the booking widget you can add to your own website",
                  href: `${origin}${INSTALLER_WIDGET_EXAMPLE_PATH}`,
                },
                { text: "About the partner program", href: `${origin}${PARTNER_PROGRAM_PATH}` },
              ]
            : [
                `Hi ${row.firstName},`,
                `Thank you for your interest. We are not able to add ${row.company} to our installer network at this time.`,
                ...note,
                { text: "Questions? Contact us", href: `${origin}${CONTACT_PAGE_PATH}` },
              ],
        ),
      });
    },
  };
}
