import { type DigitMask, groupDigits } from "../masks/rules";
import {
  CARD_NUMBER_MESSAGE,
  EXPIRY_REQUIRED_MESSAGE,
  isValidCardNumber,
} from "../validation/card";
import { parseExpiry } from "./expiry";
import type { CardFieldName } from "./provider-error";
import { cardBrandFromNumber } from "./rules";
import type { CardBrand } from "./schemas";

/**
 * The card form while the shopper fills it: how each field is judged, and which message shows at
 * which field when. The provider reports the state (Braintree's hosted fields never let the page
 * read what was typed); the sandbox computes the same state from its own inputs.
 */

/** One field as Braintree's hosted fields describe it. */
export type CardFieldState = {
  isEmpty: boolean;
  isValid: boolean;
  /** False once no further typing can make it valid ("4x…", "13/"). */
  isPotentiallyValid: boolean;
  isFocused: boolean;
};

export type CardFormState = {
  fields: Partial<Record<CardFieldName, CardFieldState>>;
  /** The brand the number belongs to, once the leading digits tell. */
  brand: CardBrand | null;
};

export const EMPTY_CARD_FIELD: CardFieldState = {
  isEmpty: true,
  isValid: false,
  isPotentiallyValid: true,
  isFocused: false,
};

/** The order of the form, which is also the order focus goes to the first wrong field. */
export const CARD_FIELD_ORDER: readonly CardFieldName[] = ["number", "expiry", "cvv", "postalCode"];

// ---- Messages (checkout.md §5 for number and expiry; the others in the same voice) ----

export const CARD_NUMBER_REQUIRED_MESSAGE = "Please fill out a card number";
/** §5 writes the format into the message: the shopper learns what is expected. */
export const EXPIRY_FORMAT_MESSAGE = "This expiration date is not valid (format MM/YY)";
export const CVV_REQUIRED_MESSAGE = "Please fill out the security code";
export const POSTAL_CODE_REQUIRED_MESSAGE = "Please fill out a postal code";
export const POSTAL_CODE_INVALID_MESSAGE = "This postal code is not valid";

/** The code is where the brand prints it: four digits on the front of an Amex, else three on the back. */
export function cvvMessage(brand: CardBrand | null): string {
  if (brand === "American Express") {
    return "This security code is not valid (4 digits on the front of the card)";
  }
  if (brand) return "This security code is not valid (3 digits on the back of the card)";
  return "This security code is not valid (3 or 4 digits)";
}

/** The message of a field that is not valid; undefined when it is. */
export function cardFieldMessage(
  field: CardFieldName,
  state: CardFieldState | undefined,
  brand: CardBrand | null,
): string | undefined {
  if (!state || state.isValid) return undefined;
  switch (field) {
    case "number":
      return state.isEmpty ? CARD_NUMBER_REQUIRED_MESSAGE : CARD_NUMBER_MESSAGE;
    case "expiry":
      return state.isEmpty ? EXPIRY_REQUIRED_MESSAGE : EXPIRY_FORMAT_MESSAGE;
    case "cvv":
      return state.isEmpty ? CVV_REQUIRED_MESSAGE : cvvMessage(brand);
    case "postalCode":
      return state.isEmpty ? POSTAL_CODE_REQUIRED_MESSAGE : POSTAL_CODE_INVALID_MESSAGE;
  }
}

export type CardFieldErrors = Partial<Record<CardFieldName, string>>;

/**
 * The messages to show now. A field is judged once the shopper has left it with something in
 * it, or tried to go on (`touched`), and at once when what is typed can never become valid; a
 * message goes as soon as the field is right. Nobody is told off for a field not reached yet.
 */
export function visibleCardErrors(
  state: CardFormState,
  touched: ReadonlySet<CardFieldName>,
): CardFieldErrors {
  const errors: CardFieldErrors = {};
  for (const field of CARD_FIELD_ORDER) {
    const fieldState = state.fields[field];
    if (!fieldState || (!touched.has(field) && fieldState.isPotentiallyValid)) continue;
    const message = cardFieldMessage(field, fieldState, state.brand);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field, in form order, that has a message. */
export function firstCardError(errors: CardFieldErrors): CardFieldName | null {
  return CARD_FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

// ---- Judging typed values (the sandbox; Braintree judges inside its fields) ----

const CARD_SEPARATORS = /[\s-]/g;

/** The longest number a brand issues: Amex 15, MasterCard 16, the others up to 19. */
function maxCardDigits(brand: CardBrand | null): number {
  if (brand === "American Express") return 15;
  if (brand === "MasterCard") return 16;
  return 19;
}

/** Card numbers as printed: 4-6-5 for American Express, groups of 4 for the rest. */
export function formatCardNumber(digits: string): string {
  const brand = cardBrandFromNumber(digits);
  return groupDigits(digits, brand === "American Express" ? [4, 6, 5] : [4, 4, 4, 4, 3]);
}

/** The card number field's mask; the value is the digits alone. */
export const cardNumberMask: DigitMask = {
  clean: (digits) => ({
    kept: digits.slice(0, maxCardDigits(cardBrandFromNumber(digits))),
    dropped: 0,
  }),
  format: formatCardNumber,
  value: (kept) => kept,
  inputMode: "numeric",
};

/** The security code: digits only, at most 4. */
export const cvvMask: DigitMask = {
  clean: (digits) => ({ kept: digits.slice(0, 4), dropped: 0 }),
  format: (kept) => kept,
  value: (kept) => kept,
  inputMode: "numeric",
};

export function cardNumberState(text: string): Omit<CardFieldState, "isFocused"> & {
  brand: CardBrand | null;
} {
  const number = text.replace(CARD_SEPARATORS, "");
  const brand = cardBrandFromNumber(number);
  const isEmpty = number === "";
  // An accepted brand only (checkout.md §3), as the Braintree fields are configured.
  const isValid = brand !== null && isValidCardNumber(number);
  const digits = /^\d*$/.test(number);
  // Four digits name every accepted brand; four without one name a brand not taken.
  const isPotentiallyValid =
    isValid || (digits && (brand ? number.length < maxCardDigits(brand) : number.length < 4));
  return { isEmpty, isValid, isPotentiallyValid, brand };
}

export function expiryState(text: string, now: Date): Omit<CardFieldState, "isFocused"> {
  const parsed = parseExpiry(text, now);
  return {
    isEmpty: !parsed.ok && parsed.reason === "empty",
    isValid: parsed.ok,
    isPotentiallyValid: parsed.ok || parsed.reason === "empty" || parsed.reason === "incomplete",
  };
}

export function cvvState(text: string, brand: CardBrand | null): Omit<CardFieldState, "isFocused"> {
  const code = text.trim();
  const size = brand === "American Express" ? [4] : brand ? [3] : [3, 4];
  const digits = /^\d*$/.test(code);
  const isValid = digits && size.includes(code.length);
  return {
    isEmpty: code === "",
    isValid,
    isPotentiallyValid: isValid || (digits && code.length < Math.max(...size)),
  };
}

/** Braintree's rule (card-validator): three characters at least, the first three alphanumeric. */
export function postalCodeState(text: string): Omit<CardFieldState, "isFocused"> {
  const code = text.trim();
  const isValid = code.length >= 3 && /^[a-z0-9]{3}/i.test(code);
  return { isEmpty: code === "", isValid, isPotentiallyValid: isValid || code.length < 3 };
}
