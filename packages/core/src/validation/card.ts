/** Card checks of checkout.md §5, run before the payment provider sees the card. */

export const CARD_NUMBER_MESSAGE = "The card number is not valid";
export const EXPIRY_REQUIRED_MESSAGE = "Please fill out an expiration date";
export const EXPIRY_INVALID_MESSAGE = "This expiration date is not valid";

// Card numbers run from 12 (some Maestro) to 19 digits (UnionPay, some Visa).
const CARD_DIGITS = /^\d{12,19}$/;
// People type the groups printed on the card; those separators carry no meaning.
const CARD_SEPARATORS = /[\s-]/g;

/** Luhn check on 12–19 digits; spaces and hyphens between groups are allowed. */
export function isValidCardNumber(digits: string): boolean {
  const number = digits.replace(CARD_SEPARATORS, "");
  if (!CARD_DIGITS.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    // Every second digit from the right is doubled.
    const doubled = (number.length - i) % 2 === 0;
    let digit = Number(number[i]);
    if (doubled) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRY_PATTERN = /^(\d{2})\s*\/\s*(\d{2})$/;

/**
 * The message for an MM/YY expiry at `now`, or undefined when the card is still valid.
 * A card works until the end of its month, so the current month passes. `now` is read in
 * local time: the month the customer sees on their calendar is the one they compare.
 */
export function validateExpiry(expiry: string, now: Date): string | undefined {
  const text = expiry.trim();
  if (text === "") return EXPIRY_REQUIRED_MESSAGE;
  const match = EXPIRY_PATTERN.exec(text);
  if (!match) return EXPIRY_INVALID_MESSAGE;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return EXPIRY_INVALID_MESSAGE;
  const expires = year * 12 + month;
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  return expires < current ? EXPIRY_INVALID_MESSAGE : undefined;
}
