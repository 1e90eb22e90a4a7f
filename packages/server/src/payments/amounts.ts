import { PaymentError } from "./gateway";

/** "2000.00" for 200000: exact decimal text for providers that take dollars, no float math. */
export function centsToDollars(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new PaymentError("INVALID_PAYLOAD", `Amount must be whole cents, got ${cents}`);
  }
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** 200000 for "2000.00" (or "2000", "2000.5"); null when the text is not a plain amount. */
export function dollarsToCents(dollars: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(dollars.trim());
  if (!match?.[1]) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Authorisations and refunds need a positive whole number of cents. */
export function checkAmount(amountInCents: number): void {
  if (!Number.isSafeInteger(amountInCents) || amountInCents <= 0) {
    throw new PaymentError(
      "INVALID_PAYLOAD",
      `Amount must be a positive whole number of cents, got ${amountInCents}`,
    );
  }
}
