import type { Client } from "../client";
import { EMAIL_MESSAGE, isValidEmail } from "../validation/email";
import { joinMailingList } from "./api";
import type { MailingListSource } from "./mailing-list-schemas";
import { type FormErrors, type FormOutcome, failureStatus, supportFailure } from "./rules";

/**
 * The mailing list with double opt-in (an address joins once its owner follows the link we
 * e-mail) and one-click unsubscribe (RFC 8058): its pages, texts and sign-up, without zod (the
 * footer's sign-up is on every page). The API's schemas are in mailing-list-schemas.ts.
 */

export const MAILING_LIST_PATH = "/mailing-list";
export const MAILING_LIST_CONFIRM_PATH = "/mailing-list/confirm";
export const MAILING_LIST_UNSUBSCRIBE_PATH = "/mailing-list/unsubscribe";

export const MAILING_LIST_PITCH =
  "Deals, seasonal tire tips and new arrivals, about twice a month. Unsubscribe with one click.";
/**
 * The answer to every sign-up, new address or not: whether an address is on the list is never
 * told to whoever types it in.
 */
export const MAILING_LIST_CHECK_INBOX =
  "Thanks! Please check your inbox: if this address is not on our list yet, we have sent it a link to confirm.";
export const MAILING_LIST_CONFIRMED = "You're subscribed. Thanks for joining our mailing list!";
export const MAILING_LIST_CONFIRM_INVALID =
  "This confirmation link has already been used or is not valid. If you already confirmed, you're on the list; otherwise, sign up again to get a new link.";
export const MAILING_LIST_CONFIRM_EXPIRED =
  "This confirmation link has expired: links work for 7 days. Sign up again to get a new one.";
export const MAILING_LIST_UNSUBSCRIBED =
  "You're unsubscribed. You won't get our mailing-list e-mails any more.";
export const MAILING_LIST_UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Please use the unsubscribe link in one of our e-mails.";
export const MAILING_LIST_SIGN_UP_LIMIT_MESSAGE =
  "Too many sign-ups from your connection. Please try again later.";

/** A link's token: 32 random bytes, base64url. */
export const MAILING_LIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const mailingListConfirmHref = (token: string) =>
  `${MAILING_LIST_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
export const mailingListUnsubscribeHref = (token: string) =>
  `${MAILING_LIST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

export type MailingListValues = { email: string; source: MailingListSource };

/** The mailing-list sign-up: the address checked, then the confirmation e-mail asked for. */
export async function submitMailingListForm(
  client: Client,
  values: MailingListValues,
): Promise<FormOutcome<MailingListValues, FormErrors<"email">>> {
  if (!isValidEmail(values.email))
    return { sent: false, values, errors: { email: EMAIL_MESSAGE }, status: 400 };
  const result = await joinMailingList(client, {
    email: values.email.trim(),
    source: values.source,
  });
  if (result.isSuccess) return { sent: true };
  const { form } = supportFailure(result.error);
  return { sent: false, values, errors: { form }, status: failureStatus(result.error) };
}
