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
