import { z } from "zod";
import { emailSchema } from "../validation/email";

/** The mailing list's calls (storefront.md §7 leaves them to us): bodies and answers. */

/** Where the address was given, for the operator. */
export const MAILING_LIST_SOURCES = ["footer", "mailing-list-page"] as const;
export type MailingListSource = (typeof MAILING_LIST_SOURCES)[number];

export const mailingListSignUpSchema = z.strictObject({
  email: emailSchema,
  source: z.enum(MAILING_LIST_SOURCES).default("footer"),
});
export type MailingListSignUp = z.output<typeof mailingListSignUpSchema>;

export const mailingListSignUpResponseSchema = z.object({ status: z.literal("check-inbox") });

/** A confirmation or unsubscribe link's token; any other text is as unknown as a wrong one. */
export const mailingListTokenSchema = z.strictObject({ token: z.string().max(200) });

export const mailingListConfirmResponseSchema = z.object({ status: z.literal("confirmed") });
export const mailingListUnsubscribeResponseSchema = z.object({
  status: z.literal("unsubscribed"),
});
