import { shownLine } from "../order/receipt";
import type { KlarnaSessionResponse } from "./schemas";

/** An order line as the order will record it, in integer cents. */
export type KlarnaSourceLine = { description: string; quantity: number; totalInCents: number };

/**
 * The order Klarna's session is opened for: the amount the order will charge when paid with
 * Klarna (after its payment-type discount) and that order's own lines, each unit price × quantity
 * equal to its line and the lines adding up to the amount, as Klarna requires.
 */
export function klarnaOrderPayload(
  amountInCents: number,
  lines: readonly KlarnaSourceLine[],
): KlarnaSessionResponse["klarnaPayload"] {
  const orderLines = lines.map((line) => {
    const shown = shownLine(line);
    return {
      name: line.description,
      quantity: shown.quantity,
      unit_price: shown.unitPriceInCents,
      total_amount: line.totalInCents,
    };
  });
  const sum = orderLines.reduce((total, line) => total + line.total_amount, 0);
  // A mismatch is a pricing bug: Klarna would refuse the session, so it must never be sent.
  if (sum !== amountInCents)
    throw new Error(`Klarna order lines add up to ${sum}, not the order's ${amountInCents}`);
  return {
    purchase_country: "US",
    purchase_currency: "USD",
    locale: "en-US",
    order_amount: amountInCents,
    order_lines: orderLines,
  };
}
