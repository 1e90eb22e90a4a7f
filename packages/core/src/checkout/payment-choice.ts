import { ACCOUNT_BILLING_LABELS, isAccountBillingMethod } from "../payment/account-billing";
import type { CardFields, PaymentProvider } from "../payment/provider";
import { PaymentProviderError } from "../payment/provider-error";
import { sandboxChargeId } from "../payment/sandbox";
import {
  type AccountBillingMethod,
  type OrderPaymentMethod,
  PAYMENT_TYPES,
  type PaymentMethod,
  type PaymentPayload,
  type PaymentType,
} from "../payment/schemas";

/** The payment types of the payment step, as the shopper reads them. */
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  credit: "Credit or debit card",
  paypal: "PayPal",
  affirm: "Affirm: pay over time",
  resolve: "Resolve: pay later on terms",
  klarna: "Klarna: pay in 4",
  katapult: "Katapult: lease to own",
  synchrony: "Synchrony: finance with a credit line",
  ...ACCOUNT_BILLING_LABELS,
};

const PROVIDER_NAMES: Partial<Record<PaymentMethod, string>> = {
  paypal: "PayPal",
  venmo: "Venmo",
  applepay: "Apple Pay",
  googlepay: "Google Pay",
  affirm: "Affirm",
  resolve: "Resolve",
  klarna: "Klarna",
  katapult: "Katapult",
  synchrony: "Synchrony",
};

/** The wallets offered as express buttons under the card, where the browser supports them. */
export const EXPRESS_WALLETS = ["applepay", "googlepay", "venmo"] as const;
export type ExpressWallet = (typeof EXPRESS_WALLETS)[number];

/** The provider a payment method goes through, by name ("Affirm"); the method itself otherwise. */
export function paymentProviderName(method: OrderPaymentMethod): string {
  if (isAccountBillingMethod(method)) return ACCOUNT_BILLING_LABELS[method];
  return PROVIDER_NAMES[method] ?? method;
}

/** The type named by /checkout/payments/[type]; null for a name that is not one. */
export function paymentTypeOfPath(type: string | undefined): PaymentType | null {
  return (PAYMENT_TYPES as readonly string[]).includes(type ?? "") ? (type as PaymentType) : null;
}

/** How the review step names the payment: "Visa ending in 1111", "PayPal", "Affirm". */
export function paymentSummary(method: OrderPaymentMethod, payload: PaymentPayload | null): string {
  const details = payload && "details" in payload ? payload.details : undefined;
  if (method === "credit" && details && "cardType" in details) {
    return `${details.cardType} ending in ${details.lastFour}`;
  }
  return paymentProviderName(method);
}

export type CollectedPayment = {
  method: PaymentType | ExpressWallet;
  /** None for invoice and payroll: nothing goes through a provider. */
  payload: PaymentPayload | null;
  summary: string;
};

/** An order billed to the account: "Invoice to Coastal Courier Fleet", "Payroll deduction". */
export function collectAccountBilling(
  method: AccountBillingMethod,
  companyName: string | null,
): CollectedPayment {
  const summary =
    method === "invoice" && companyName
      ? `Invoice to ${companyName}`
      : ACCOUNT_BILLING_LABELS[method];
  return { method, payload: null, summary };
}

/** A wallet's approval (Apple Pay, Google Pay or Venmo), opened from its express button. */
export async function collectWallet(
  provider: PaymentProvider,
  wallet: ExpressWallet,
  amountInCents: number,
): Promise<CollectedPayment> {
  const payload =
    wallet === "venmo"
      ? await provider.venmo()
      : wallet === "applepay"
        ? await provider.applePay({ amountInCents })
        : await provider.googlePay({ amountInCents });
  return { method: wallet, payload, summary: paymentSummary(wallet, payload) };
}

/**
 * The payment of the chosen type, as a payload for the server: the card tokenized, PayPal's
 * approval, or a pay-later provider's charge id. `chargeId` is one the provider already gave
 * (Resolve returns with ?charge_id=…); without one, the offline sandbox approves at once, as its
 * providers' own sandboxes do, and a live provider needs its checkout SDK, which is refused here.
 */
export async function collectPayment(
  provider: PaymentProvider,
  type: Exclude<PaymentType, AccountBillingMethod>,
  input: { card: CardFields | null; amountInCents: number; chargeId?: string | null },
): Promise<CollectedPayment> {
  let payload: PaymentPayload;
  if (type === "credit") {
    if (!input.card) {
      throw new PaymentProviderError(
        "HOSTED_FIELDS_FIELDS_EMPTY",
        "The card fields are not ready",
        {
          method: "credit",
        },
      );
    }
    payload = await input.card.tokenize();
  } else if (type === "paypal") {
    payload = await provider.paypal({ amountInCents: input.amountInCents });
  } else {
    const chargeId = input.chargeId ?? (provider.name === "sandbox" ? sandboxChargeId(type) : null);
    if (!chargeId) {
      throw new PaymentProviderError(
        "PAYMENT_METHOD_UNAVAILABLE",
        `${PAYMENT_TYPE_LABELS[type]} is not available`,
        { method: type },
      );
    }
    payload = await provider.charge(type, { chargeId });
  }
  return { method: type, payload, summary: paymentSummary(type, payload) };
}
