import { useStore } from "@nanostores/react";
import {
  checkoutStepHref,
  collectPayment,
  PAYMENT_TYPE_LABELS,
  paymentProviderName,
  paymentTypeOfPath,
  saveCartBilling,
} from "@treadkit/core/checkout";
import {
  type CardFields,
  createPaymentProvider,
  createPaymentStore,
  PAYMENT_TYPES,
  type PaymentProvider,
  paymentTypeFromLocation,
} from "@treadkit/core/payment";
import {
  type BillingAddressForm,
  emptyBillingAddress,
  validateBillingAddress,
} from "@treadkit/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  data,
  useLocation,
  useNavigate,
  useParams,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { useClient } from "../../context";
import { BillingFields } from "./BillingFields";
import type { CheckoutData } from "./data";
import { checkoutSession } from "./session";

/** /checkout/payments/[type] names a payment type; any other name is not a page. */
export function paymentTypeLoader({ params }: { params: { type?: string } }) {
  if (!paymentTypeOfPath(params.type)) throw data("Not found", { status: 404 });
  return null;
}

/** The payment provider of this page (Braintree when configured, else the offline sandbox). */
function useProvider(): PaymentProvider | null {
  const [provider, setProvider] = useState<PaymentProvider | null>(null);
  useEffect(() => {
    const created = createPaymentProvider();
    setProvider(created);
    return () => void created.teardown().catch(() => {});
  }, []);
  return provider;
}

/** Mounts the provider's card fields into three containers while the card type is chosen. */
function useCardFields(provider: PaymentProvider | null, shown: boolean) {
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const cvv = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<CardFields | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    const [n, e, c] = [number.current, expiry.current, cvv.current];
    if (!provider || !shown || !n || !e || !c) return;
    let live = true;
    let mounted: CardFields | null = null;
    provider
      .card({ number: n, expiry: e, cvv: c })
      .then((card) => {
        mounted = card;
        if (live) setFields(card);
        else void card.teardown();
      })
      .catch((error: unknown) => setFailure(error));
    return () => {
      live = false;
      setFields(null);
      void mounted?.teardown().catch(() => {});
    };
  }, [provider, shown]);
  return { refs: { number, expiry, cvv }, fields, failure };
}

/** /checkout/payments: the payment type, its details and the billing address, then review. */
export function PaymentStep() {
  const { cart, cartId } = useRouteLoaderData("checkout") as CheckoutData;
  const client = useClient();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const [payment] = useState(() =>
    createPaymentStore({
      initial: paymentTypeFromLocation(location) ?? paymentTypeOfPath(params.type) ?? "credit",
    }),
  );
  const type = useStore(payment.$paymentType);
  const message = useStore(payment.$paymentError);
  const provider = useProvider();
  const card = useCardFields(provider, type === "credit");
  const [form, setForm] = useState<BillingAddressForm>(() => ({
    ...emptyBillingAddress(),
    email: cart?.email ?? "",
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof BillingAddressForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const [billingError, setBillingError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (card.failure) payment.fail(card.failure, "credit");
  }, [card.failure, payment]);

  if (!cart || !cartId) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    payment.clearError();
    setBillingError(null);
    const checked = validateBillingAddress(form);
    // Rendered now, so that focus can go to the first field marked invalid.
    flushSync(() => setErrors(checked.errors));
    if (!checked.valid) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    if (!provider) return;
    setBusy(true);
    try {
      // validateBillingAddress accepted the phone type, so it is one of the two.
      const phoneType = form.phoneType as "mobile" | "landline";
      const billing = await saveCartBilling(client, cartId, { ...form, phoneType });
      if (!billing.isSuccess) {
        setBillingError(billing.error.message);
        return;
      }
      const paid = await collectPayment(provider, type, {
        card: card.fields,
        amountInCents: cart.cartSummary.totalInCents,
        chargeId: type === "resolve" ? search.get("charge_id") : null,
      });
      checkoutSession.choosePayment({ cartId, ...paid, email: form.email.trim() });
      await navigate(checkoutStepHref("/checkout/order-summary", search, { cartId }));
    } catch (failure) {
      payment.fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="step-title" className="checkout-step">
      <h1 id="step-title">Payment</h1>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="checkout-fields payment-types">
          <legend>How would you like to pay?</legend>
          {PAYMENT_TYPES.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="paymentType"
                value={option}
                checked={type === option}
                onChange={() => payment.select(option)}
              />{" "}
              {PAYMENT_TYPE_LABELS[option]}
            </label>
          ))}
        </fieldset>
        {type === "credit" ? (
          <fieldset className="checkout-fields">
            <legend>Card details</legend>
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
          </fieldset>
        ) : (
          <p className="checkout-hint">
            {type === "paypal"
              ? "You approve the payment with PayPal, then review your order here."
              : `You apply with ${paymentProviderName(type)}, then review your order here.`}
          </p>
        )}
        <BillingFields
          form={form}
          errors={errors}
          onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
        />
        {message || billingError ? (
          <p className="form-error" role="alert">
            {message ?? billingError}
          </p>
        ) : null}
        <button
          type="submit"
          className="button"
          disabled={busy || !provider || (type === "credit" && !card.fields)}
        >
          Review order
        </button>
      </form>
    </section>
  );
}
