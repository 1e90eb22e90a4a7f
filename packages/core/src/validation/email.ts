import { z } from "zod";

/** E-mail rule of checkout.md §5 and storefront.md §5. */

export const EMAIL_MESSAGE = "valid email required";

// The WHATWG form's local part and domain labels, plus a dotted top-level domain of letters:
// "name@localhost" is legal there but never reaches a customer.
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
// RFC 5321 limit on a forward path.
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .refine(isValidEmail, { error: EMAIL_MESSAGE });
