import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type MailingListSignUp,
  mailingListConfirmResponseSchema,
  mailingListSignUpResponseSchema,
  mailingListUnsubscribeResponseSchema,
} from "./mailing-list-schemas";
import { type SalesInquiryInput, salesInquiryResponseSchema } from "./sales";
import { contactEmailResponseSchema } from "./schemas";
import { supportMessageResponseSchema } from "./support";

export type ContactEmailInput = { name: string; email: string; message: string };

/** POST /v1/contact/email: the message goes to customer service, with a copy to the sender. */
export function sendContactEmail(
  client: Client,
  input: ContactEmailInput,
): Promise<Result<{ status: "sent" }>> {
  return client.request({
    method: "POST",
    path: "/v1/contact/email",
    json: input,
    schema: RESPONSE_CHECKS ? contactEmailResponseSchema : undefined,
  });
}

/**
 * POST /v1/support/messages: the contact page's form as multipart/form-data, its fields and up to
 * three files under "attachments". Kept, and e-mailed to customer service with the files.
 */
export function sendSupportMessage(
  client: Client,
  form: FormData,
): Promise<Result<{ status: "sent" }>> {
  return client.request({
    method: "POST",
    path: "/v1/support/messages",
    multipart: form,
    schema: RESPONSE_CHECKS ? supportMessageResponseSchema : undefined,
  });
}

/** POST /v1/support/sales-inquiries: a business's request for volume pricing, to the sales team. */
export function sendSalesInquiry(
  client: Client,
  input: SalesInquiryInput,
): Promise<Result<{ status: "sent" }>> {
  return client.request({
    method: "POST",
    path: "/v1/support/sales-inquiries",
    json: input,
    schema: RESPONSE_CHECKS ? salesInquiryResponseSchema : undefined,
  });
}

/**
 * POST /v1/mailing-list/subscriptions: asks for a confirmation e-mail. The answer is the same
 * whether or not the address is on the list already.
 */
export function joinMailingList(
  client: Client,
  input: { email: string; source?: MailingListSignUp["source"] },
): Promise<Result<{ status: "check-inbox" }>> {
  return client.request({
    method: "POST",
    path: "/v1/mailing-list/subscriptions",
    json: input,
    schema: RESPONSE_CHECKS ? mailingListSignUpResponseSchema : undefined,
  });
}

/** POST /v1/mailing-list/confirmations: the e-mailed link's token; a used or unknown one is NotFound. */
export function confirmMailingList(
  client: Client,
  token: string,
): Promise<Result<{ status: "confirmed" }>> {
  return client.request({
    method: "POST",
    path: "/v1/mailing-list/confirmations",
    json: { token },
    schema: RESPONSE_CHECKS ? mailingListConfirmResponseSchema : undefined,
  });
}

/** POST /v1/mailing-list/unsubscriptions: leaves the list; the same link may be used again. */
export function leaveMailingList(
  client: Client,
  token: string,
): Promise<Result<{ status: "unsubscribed" }>> {
  return client.request({
    method: "POST",
    path: "/v1/mailing-list/unsubscriptions",
    json: { token },
    schema: RESPONSE_CHECKS ? mailingListUnsubscribeResponseSchema : undefined,
  });
}
