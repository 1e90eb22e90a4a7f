import { atom } from "nanostores";
import type { BillingAddressForm } from "../validation/checkout-address";
import type { PaymentType } from "./schemas";

/**
 * What the shopper typed on the payment step, kept while they go to review and back, so that a
 * declined card or a payment error costs them only what the provider makes them type again.
 *
 * Kept: the payment type, the whole billing form (and whether it is the shipping address), and
 * the card's expiry. Not kept, by design: the card number and the security code. The number never reaches this page (Braintree's
 * fields are iframes the page cannot read, and holding the number would bring the page into
 * PCI scope); the security code may not be kept at all once the card went for authorisation
 * (PCI DSS 3.2). Both went into a nonce that is single use and spent by the declined attempt,
 * and after a decline the shopper often changes card anyway. The expiry is not secret: the
 * provider hands it back with the nonce, and its fields take it as a prefill.
 *
 * Held in memory only, for this browser tab, like the pending payment: a reload starts over.
 */
export type PaymentDraft = {
  cartId: string;
  type: PaymentType;
  billing: BillingAddressForm;
  /** "Billing address same as shipping", as the shopper left it. */
  sameAsShipping: boolean;
  /** The expiry of the card last entered, "MM/YY". */
  expiry: string | null;
  /** How that card was named ("Visa ending in 1115"): its number is asked for again. */
  card: string | null;
};

export type PaymentDraftStore = ReturnType<typeof createPaymentDraft>;

export function createPaymentDraft() {
  const $draft = atom<PaymentDraft | null>(null);

  /** The draft of `cartId`; null when there is none, or it is another cart's. */
  function draftFor(cartId: string): PaymentDraft | null {
    const draft = $draft.get();
    return draft?.cartId === cartId ? draft : null;
  }

  /** Keeps the form as it stands; a draft of another cart gives way. */
  function keep(
    cartId: string,
    form: Pick<PaymentDraft, "type" | "billing"> & Partial<Pick<PaymentDraft, "sameAsShipping">>,
  ): void {
    const kept = draftFor(cartId);
    $draft.set({ cartId, expiry: null, card: null, sameAsShipping: false, ...kept, ...form });
  }

  /** The card just tokenized: its expiry to start the next form with, and its name. */
  function rememberCard(cartId: string, card: Pick<PaymentDraft, "expiry" | "card">): void {
    const kept = draftFor(cartId);
    if (kept) $draft.set({ ...kept, ...card });
  }

  /** The order is placed: nothing of its payment is kept. */
  function forget(): void {
    $draft.set(null);
  }

  return { $draft, draftFor, keep, rememberCard, forget };
}
