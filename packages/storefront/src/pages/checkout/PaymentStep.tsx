import { checkoutStepHref, saveCartBilling } from "@treadkit/core/checkout";
import {
  type CardFields,
  createPaymentProvider,
  type PaymentProvider,
  paymentErrorMessage,
} from "@treadkit/core/payment";
import {
  type BillingAddressForm,
  emptyBillingAddress,
  validateBillingAddress,
} from "@treadkit/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { useClient } from "../../context";
import { BillingFields } from "./BillingFields";
import type { CheckoutData } from "./data";
import { checkoutSession } from "./session";

/** Mounts the provider's card fields into three containers; null until they are ready. */
function useCardFields() {
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const cvv = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<CardFields | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let provider: PaymentProvider | null = createPaymentProvider();
    let mounted: CardFields | null = null;
    const [n, e, c] = [number.current, expiry.current, cvv.current];
    if (!n || !e || !c) return;
    provider
      .card({ number: n, expiry: e, cvv: c })
      .then((card) => {
        mounted = card;
        if (provider) setFields(card);
        else void card.teardown();
      })
      .catch((failure: unknown) => setError(paymentErrorMessage(failure, "credit")));
    return () => {
      void mounted?.teardown();
      void provider?.teardown();
      provider = null;
    };
  }, []);
  return { refs: { number, expiry, cvv }, fields, error };
}

/** /checkout/payments: card and billing address; the order is placed on the review step. */
export function PaymentStep() {
  const { cart, cartId } = useRouteLoaderData("checkout") as CheckoutData;
  const client = useClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const card = useCardFields();
  const [form, setForm] = useState<BillingAddressForm>(() => ({
    ...emptyBillingAddress(),
    email: cart?.email ?? "",
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof BillingAddressForm, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  if (!cart || !cartId) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = validateBillingAddress(form);
    // Rendered now, so that focus can go to the first field marked invalid.
    flushSync(() => setErrors(checked.errors));
    if (!checked.valid) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    if (!card.fields) return;
    setBusy(true);
    try {
      // validateBillingAddress accepted the phone type, so it is one of the two.
      const phoneType = form.phoneType as "mobile" | "landline";
      const billing = await saveCartBilling(client, cartId, { ...form, phoneType });
      if (!billing.isSuccess) {
        setMessage(billing.error.message);
        return;
      }
      const payload = await card.fields.tokenize();
      checkoutSession.choosePayment({
        cartId,
        method: "credit",
        payload,
        summary: `${payload.details.cardType} ending in ${payload.details.lastFour}`,
        email: form.email.trim(),
      });
      await navigate(checkoutStepHref("/checkout/order-summary", search, { cartId }));
    } catch (failure) {
      setMessage(paymentErrorMessage(failure, "credit"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="step-title" className="checkout-step">
      <h1 id="step-title">Payment</h1>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="checkout-fields">
          <legend>Credit or debit card</legend>
          <div className="field">
            <span className="field__label">Card number</span>
            <div ref={card.refs.number} className="card-field" />
          </div>
          <div className="field">
            <span className="field__label">Expiration date (MM/YY)</span>
            <div ref={card.refs.expiry} className="card-field" />
          </div>
          <div className="field">
            <span className="field__label">Security code</span>
            <div ref={card.refs.cvv} className="card-field" />
          </div>
          {card.error ? (
            <p className="form-error" role="alert">
              {card.error}
            </p>
          ) : null}
        </fieldset>
        <BillingFields
          form={form}
          errors={errors}
          onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
        />
        {message ? (
          <p className="form-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy || !card.fields}>
          Review order
        </button>
      </form>
    </section>
  );
}
