import { z } from "zod";
import { emailSchema } from "../validation/email";
import { nameSchema } from "../validation/names";
import { stripSpecialCharacters } from "../validation/text";

/** The footer's e-mail contact modal (storefront.md §2, §4, §8). */

export const CONTACT_NAME_MESSAGE = "Please enter your name";
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_MESSAGE_REQUIRED = "Please write your message";
export const CONTACT_MESSAGE_TOO_LONG = `Keep your message under ${CONTACT_MESSAGE_MAX} characters`;
/** storefront.md §8 */
export const CONTACT_SEND_FAILED = "Message failed to send";
export const CONTACT_SENT = "Thanks! Your message is on its way. We reply within 24 hours.";

export const contactEmailSchema = z.strictObject({
  name: nameSchema(CONTACT_NAME_MESSAGE),
  email: emailSchema,
  message: z
    .string({ error: CONTACT_MESSAGE_REQUIRED })
    // Special characters are stripped from free text (storefront.md §5) before it is judged.
    .transform((text) => stripSpecialCharacters(text).trim())
    .pipe(
      z
        .string()
        .min(1, { error: CONTACT_MESSAGE_REQUIRED })
        .max(CONTACT_MESSAGE_MAX, { error: CONTACT_MESSAGE_TOO_LONG }),
    ),
});
export type ContactEmail = z.infer<typeof contactEmailSchema>;

export const contactEmailResponseSchema = z.object({ status: z.literal("sent") });
