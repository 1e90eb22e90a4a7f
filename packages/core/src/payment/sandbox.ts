import { type Clock, systemClock } from "../platform";
import {
  type CardFields,
  centsToAmount,
  chargePayload,
  checkPayload,
  type PaymentProvider,
  type TokenizedCardPayload,
  type WalletPayload,
} from "./provider";
import { afterTeardownError } from "./provider-error";
import { mountSandboxCard, type SandboxCardFieldsOptions, sandboxCardSuffix } from "./sandbox-card";
import { defaultRandomId } from "./sandbox-ids";
import { type CardBrand, PAYMENT_METHODS, type PaymentMethod } from "./schemas";

/**
 * The offline provider: behaves like Braintree's sandbox through the same interface, and mints
 * the test nonces the server's sandbox gateway understands (server/src/payments/
 * sandbox-triggers.ts), each with a ":<random>" suffix because nonces are single use there.
 */

export {
  SANDBOX_GENERIC_CARD_NONCE,
  SANDBOX_TEST_CARDS,
  type SandboxCardFieldsOptions,
  type SandboxFieldTarget,
  type SandboxFieldValue,
  sandboxCardSuffix,
} from "./sandbox-card";
// In a file of its own: the payment step imports it with its first chunk, while the rest of the
// sandbox arrives only through loadPaymentProvider.
export { sandboxChargeId } from "./sandbox-ids";

export const SANDBOX_PAYPAL_NONCE = "fake-paypal-one-time-nonce";
export const SANDBOX_VENMO_NONCE = "fake-venmo-account-nonce";
export const SANDBOX_APPLE_PAY_NONCE = "fake-apple-pay-visa-nonce";
/** "Android Pay" is Braintree's old name for Google Pay; its test nonces kept it. */
export const SANDBOX_GOOGLE_PAY_NONCE = "fake-android-pay-visa-nonce";
/** The username Braintree's sandbox gives the Venmo test account; Venmo has no payer id. */
export const SANDBOX_VENMO_USERNAME = "venmojoe";
/** Last two digits of the test Visa the server's sandbox reports for wallet nonces (…1881). */
export const SANDBOX_DPAN_LAST_TWO = "81";

export interface SandboxPaymentProvider extends PaymentProvider {
  card(fields: SandboxCardFieldsOptions): Promise<CardFields>;
}

export type SandboxProviderOptions = {
  /** Expiry dates are checked against this clock. */
  clock?: Clock;
  /** The random part of nonces and ids. */
  randomId?: () => string;
  /**
   * The card in the device's wallet that Apple Pay and Google Pay pay with ("Visa", "4242"),
   * as a real wallet's sheet names it; without one, the test Visa the sandbox reports (…1881).
   */
  walletCard?: { cardType: CardBrand; lastFour: string };
};

export function createSandboxProvider(
  options: SandboxProviderOptions = {},
): SandboxPaymentProvider {
  const clock = options.clock ?? systemClock;
  const randomId = options.randomId ?? defaultRandomId;
  const mounted = new Set<CardFields>();
  let tornDown = false;

  const nonce = (name: string) => `${name}:${randomId()}`;

  /** Throws once torn down, as the SDK does; inside the async methods it becomes a rejection. */
  function live(method: PaymentMethod | null): void {
    if (tornDown) throw afterTeardownError(method);
  }

  async function card(options: SandboxCardFieldsOptions): Promise<CardFields> {
    live("credit");
    const fields = mountSandboxCard(options, {
      now: () => new Date(clock.now()),
      nonce,
      randomId,
      live: () => live("credit"),
      onTeardown: (removed) => mounted.delete(removed),
    });
    mounted.add(fields);
    return fields;
  }

  function wallet(method: PaymentMethod, name: string, payerId: string): WalletPayload {
    return checkPayload({ nonce: nonce(name), details: { payerId } }, method);
  }

  function tokenizedCard(method: PaymentMethod, name: string): TokenizedCardPayload {
    const chosen = options.walletCard;
    if (!chosen)
      return checkPayload(
        { nonce: nonce(name), details: { dpanLastTwo: SANDBOX_DPAN_LAST_TWO } },
        method,
      );
    // The nonce names the wallet's card, which the server's sandbox then reports, as Braintree
    // reports the card the shopper chose in the wallet.
    return checkPayload(
      {
        nonce: `${nonce(name)}${sandboxCardSuffix(chosen.cardType, chosen.lastFour)}`,
        details: { dpanLastTwo: chosen.lastFour.slice(-2), ...chosen },
      },
      method,
    );
  }

  return {
    name: "sandbox",

    async prepare(method) {
      live(method);
      return (PAYMENT_METHODS as readonly string[]).includes(method);
    },

    card,

    async paypal({ amountInCents }) {
      live("paypal");
      centsToAmount(amountInCents);
      // PayPal payer ids are 13 upper-case letters and digits.
      const payerId = `SBX${randomId()}`.toUpperCase().slice(0, 13);
      return wallet("paypal", SANDBOX_PAYPAL_NONCE, payerId);
    },

    async venmo() {
      live("venmo");
      return wallet("venmo", SANDBOX_VENMO_NONCE, SANDBOX_VENMO_USERNAME);
    },

    async applePay({ amountInCents }) {
      live("applepay");
      centsToAmount(amountInCents);
      return tokenizedCard("applepay", SANDBOX_APPLE_PAY_NONCE);
    },

    async googlePay({ amountInCents }) {
      live("googlepay");
      centsToAmount(amountInCents);
      return tokenizedCard("googlepay", SANDBOX_GOOGLE_PAY_NONCE);
    },

    async charge(method, input) {
      live(method);
      return chargePayload(method, input);
    },

    async deviceData() {
      live(null);
      return JSON.stringify({ correlation_id: randomId() });
    },

    async teardown() {
      live(null);
      tornDown = true;
      await Promise.all([...mounted].map((fields) => fields.teardown()));
    },
  };
}
