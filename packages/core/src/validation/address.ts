import { z } from "zod";
import { isMilitaryState } from "./state";
import { isValidZip } from "./zip";

/** Street-address rules of checkout.md §5: address lines, PO boxes, military bases, ZIP. */

export const ADDRESS_MESSAGE = "Please enter valid Address";
export const PO_BOX_MESSAGE = "We do not ship to PO boxes. Please enter a valid address";
/** Checkout wording of the ZIP message; storefront screens use ZIP_MESSAGE of ./zip. */
export const US_ZIP_MESSAGE = "Please enter valid US Zip Code";
// The spec refuses these without giving the text (checkout.md §5, storefront.md §5 returns).
export const MILITARY_ADDRESS_MESSAGE =
  "We do not ship to international military bases (APO/FPO/DPO). Please enter a valid address";
export const DEALER_RESALE_MESSAGE = "We do not ship to dealerships or for resale";

export const ADDRESS_LINE_MAX_LENGTH = 100;

// Each spelling is matched on its own so that streets merely starting with the same letters
// ("123 Post Road", "Boxwood Ln", "Pobox Street") are left alone.
const PO_BOX_PATTERNS: readonly RegExp[] = [
  // PO Box, P.O. Box, P O Box, P. O. Box: something must part the O from "Box".
  /\bp\s*\.?\s*o\b\.?\s*box\b/i,
  // POBox 12, P.O.Box12: written solid, only a number after it makes it a box.
  /\bp\.?o\.?box\s*#?\s*\d/i,
  /\bpost\s+office\s+box\b/i,
  // POB 12, P.O.B. 12
  /\bp\s*\.?\s*o\s*\.?\s*b(?![a-z])\.?\s*#?\s*\d/i,
  // "Box 123" opening the line; "Apt 4, Box Elder Rd" is a street.
  /^\s*box\s*#?\s*\d/i,
];

// Military post offices stand where the city goes ("APO AE 09012"); as whole words only,
// so "Apopka" and "Dpont Ave" pass.
const MILITARY_POST_OFFICE = /\b(?:apo|fpo|dpo)\b/i;
// The street line of base mail: Postal Service Center or Community Mail Room and a number.
const MILITARY_STREET_LINE = /^\s*(?:psc|cmr)\s+\d/i;

/** True when the line names a post-office box in one of its usual spellings. */
export function isPoBox(line: string): boolean {
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(line));
}

/** True when the text names an APO, FPO or DPO military post office, or a PSC/CMR line. */
export function hasMilitaryPostOffice(text: string): boolean {
  return MILITARY_POST_OFFICE.test(text) || MILITARY_STREET_LINE.test(text);
}

export type MilitaryCheckInput = {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
};

/** True for an address at an international military base (APO/FPO/DPO, or state AA/AE/AP). */
export function isMilitaryAddress(address: MilitaryCheckInput): boolean {
  const { addressLine1, addressLine2, city, state } = address;
  if (state && isMilitaryState(state)) return true;
  return [addressLine1, addressLine2, city].some((text) => !!text && hasMilitaryPostOffice(text));
}

/** A street line is 1 to 100 characters once trimmed. */
export function isValidAddressLine(line: string): boolean {
  const text = line.trim();
  return text.length >= 1 && text.length <= ADDRESS_LINE_MAX_LENGTH;
}

/** The message for a line to ship to, or undefined; `required` for addressLine1, not line 2. */
export function shippingLineError(line: string, required: boolean): string | undefined {
  const text = line.trim();
  if (text === "") return required ? ADDRESS_MESSAGE : undefined;
  if (!isValidAddressLine(text)) return ADDRESS_MESSAGE;
  // Military first: "PSC 802 Box 74" is a base address, and that is the real refusal.
  if (hasMilitaryPostOffice(text)) return MILITARY_ADDRESS_MESSAGE;
  if (isPoBox(text)) return PO_BOX_MESSAGE;
  return undefined;
}

function filled(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** An address is complete with addressLine1, city and state filled; the ZIP is not checked. */
export function isAddressComplete(address: {
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
}): boolean {
  return filled(address.addressLine1) && filled(address.city) && filled(address.state);
}

/** A US ZIP or ZIP+4 in an address, with the checkout's message. */
export const usZipSchema = z
  .string({ error: US_ZIP_MESSAGE })
  .trim()
  .refine(isValidZip, { error: US_ZIP_MESSAGE });
