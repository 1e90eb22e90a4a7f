import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The exchange's answer to an order document: it sends the shopper back to the store with the
 * order it accepted, signed with the secret the store and the exchange share, so that only the
 * exchange can confirm an order. The sandbox receiver signs with the server's own secret.
 */
export type ExchangeAcceptance = {
  /** The document's OrderReference: our cart id. */
  reference: string;
  exchangeOrderId: string;
  customerId: string;
  totalInCents: number;
};

const payloadOf = (a: ExchangeAcceptance) =>
  [a.reference, a.exchangeOrderId, a.customerId, String(a.totalInCents)].join("\n");

function signExchangeAcceptance(secret: string, acceptance: ExchangeAcceptance): string {
  return createHmac("sha256", secret).update(payloadOf(acceptance)).digest("base64url");
}

export function isExchangeAcceptanceSigned(
  secret: string,
  acceptance: ExchangeAcceptance,
  signature: string,
): boolean {
  const expected = Buffer.from(signExchangeAcceptance(secret, acceptance));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The store's return address with the acceptance and its signature in the query. */
export function exchangeReturnUrl(
  returnUrl: string,
  secret: string,
  acceptance: ExchangeAcceptance,
): string {
  const url = new URL(returnUrl);
  url.searchParams.set("reference", acceptance.reference);
  url.searchParams.set("exchangeOrderId", acceptance.exchangeOrderId);
  url.searchParams.set("customerId", acceptance.customerId);
  url.searchParams.set("total", String(acceptance.totalInCents));
  url.searchParams.set("signature", signExchangeAcceptance(secret, acceptance));
  return url.href;
}
