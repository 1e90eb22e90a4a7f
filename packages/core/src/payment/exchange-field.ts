import { ExchangeOrderError } from "./exchange-order-error";

/**
 * The hidden form's one input (checkout.md §7), apart from the XML builder and parser so that a
 * page holding the form does not load them.
 */

/** The name of the hidden form's one input. */
export const EXCHANGE_FORM_FIELD = "orderRequest";

/**
 * The hidden form's one input value: the UTF-8 bytes of the XML in base64, so the document
 * arrives byte for byte whatever the form's encoding.
 */
export function exchangeFormField(xml: string): string {
  const bytes = new TextEncoder().encode(xml);
  let binary = "";
  // Chunked: spreading a whole large array into fromCharCode overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The XML back from the form field; the receiver's first step. */
export function readExchangeFormField(value: string): string {
  let binary: string;
  try {
    binary = atob(value);
  } catch {
    throw new ExchangeOrderError("The order request field is not base64");
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ExchangeOrderError("The order request field is not UTF-8");
  }
}
