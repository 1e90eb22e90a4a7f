import { z } from "zod";

/** Phone rules of checkout.md §5 and storefront.md §5. */

export const PHONE_MESSAGE = "Please enter a valid phone number";
export const PHONE_TYPE_MESSAGE = "Please select a phone type";

export const PHONE_TYPES = ["mobile", "landline"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const DEFAULT_PHONE_TYPE: PhoneType = "mobile";

// Optional +1/1, then 3-3-4 digits with the separators people type (space, dot, hyphen,
// parentheses round the area code), then an optional "x23" extension. Only the US country
// code is accepted: the result must fit the 10-digit form the checkout stores.
const PHONE_PATTERN =
  /^(?:\+?1[\s.-]*)?(?:\((\d{3})\)|(\d{3}))[\s.-]*(\d{3})[\s.-]*(\d{4})(?:\s*x\s*\d{1,6})?$/i;

/** The 10 digits of a phone number, without country code or extension; null when invalid. */
export function normalisePhone(input: string): string | null {
  const match = PHONE_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, parenthesised, bare, exchange, line] = match;
  return `${parenthesised ?? bare}${exchange}${line}`;
}

export function isValidPhone(input: string): boolean {
  return normalisePhone(input) !== null;
}

/** "(954) 555-0101" for any valid phone; other input comes back as typed, for display. */
export function formatPhone(digits: string): string {
  const ten = normalisePhone(digits);
  if (ten === null) return digits;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** The tel: link of a stored phone, with the country code: "tel:+19545550101". */
export function phoneHref(digits: string): string {
  const ten = normalisePhone(digits);
  return `tel:+1${ten ?? digits.replace(/\D/g, "")}`;
}

/** The international form schema.org and vCards expect: "+1-954-555-0101". */
export function internationalPhone(digits: string): string {
  const ten = normalisePhone(digits);
  if (ten === null) return digits;
  return `+1-${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
}

export function isPhoneType(value: unknown): value is PhoneType {
  return (PHONE_TYPES as readonly unknown[]).includes(value);
}

/** Checks the phone and hands the server its 10 digits. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .refine(isValidPhone, { error: PHONE_MESSAGE })
  .transform((value) => normalisePhone(value) ?? value);

/** A missing phone type means the default, mobile; anything else must be mobile or landline. */
export const phoneTypeSchema = z.enum(PHONE_TYPES, { error: PHONE_TYPE_MESSAGE }).default("mobile");
