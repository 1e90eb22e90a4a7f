import { z } from "zod";

/** Name-like fields of checkout.md §5 and storefront.md §5: first name, last name, city. */

export const FIRST_NAME_MESSAGE = "Please enter valid First Name";
export const LAST_NAME_MESSAGE = "Please enter valid Last Name";
export const CITY_MESSAGE = "Please enter valid City";

export const NAME_MAX_LENGTH = 25;

// Letters of any script (José, Zoë), apostrophe, comma, period, whitespace, hyphen. The
// typographic apostrophe counts too: phones turn O'Brien into O’Brien as it is typed.
const NAME_PATTERN = /^[\p{L}\p{M}'’,.\s-]+$/u;
// "--" or "." alone match the character set but name nobody.
const HAS_LETTER = /\p{L}/u;

/** 1 to 25 characters of letters, apostrophe, comma, period, whitespace and hyphen, one a letter. */
export function isValidName(value: string): boolean {
  const name = value.trim();
  return (
    name.length >= 1 &&
    name.length <= NAME_MAX_LENGTH &&
    NAME_PATTERN.test(name) &&
    HAS_LETTER.test(name)
  );
}

/** A trimmed name-like field that reports `message` when it breaks the rule. */
export function nameSchema(message: string) {
  return z.string({ error: message }).trim().refine(isValidName, { error: message });
}

export const firstNameSchema = nameSchema(FIRST_NAME_MESSAGE);
export const lastNameSchema = nameSchema(LAST_NAME_MESSAGE);
export const citySchema = nameSchema(CITY_MESSAGE);
