import { useStore } from "@nanostores/react";
import {
  billingToSave,
  type CollectedPayment,
  checkoutStepHref,
  collectAccountBilling,
  collectPayment,
  collectWallet,
  EXPRESS_WALLETS,
  type ExpressWallet,
  openKlarnaSession,
  PAYMENT_TYPE_LABELS,
  paymentProviderName,
  paymentTypeOfPath,
  saveCartBilling,
  shippingAddressForBilling,
  startBilling,
  withSavedAddress,
} from "@treadkit/core/checkout";
import {
  accountBillingHint,
  type CardFieldName,
  createPaymentStore,
  isAccountBillingMethod,
  loadPaymentProvider,
  offeredPaymentTypes,
  type PaymentProvider,
  paymentTypeFromLocation,
  startingPaymentType,
} from "@treadkit/core/payment";
import { isSalesTool } from "@treadkit/core/session";
import {
  type BillingAddressForm,
  isZipRefusalMessage,
  validateBillingAddress,
} from "@treadkit/core/validation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
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
import { GroupVerification } from "../GroupVerification";
import { BillingFields } from "./BillingFields";
import { CardDetails, useCardEntry } from "./CardDetails";
import type { CheckoutData } from "./data";
import { ExchangePayment } from "./ExchangePayment";
import { MilitaryVerification } from "./MilitaryVerification";
import { OccupationDiscountPicker } from "./OccupationDiscountPicker";
import { PaymentTotal } from "./PaymentTotal";
import { SalesQuotePanel } from "./SalesQuotePanel";
import { StepColumns } from "./StepColumns";
import { checkoutSession, paymentDraft } from "./session";

/** /checkout/payments/[type] names a payment type; any other name is not a page. */
export function paymentTypeLoader({ params }: { params: { type?: string } }) {
  if (!paymentTypeOfPath(params.type)) throw data("Not found", { status: 404 });
  return null;
}

/**
 * The payment provider of this page (Braintree when configured, else the offline sandbox), and
 * why it could not be loaded, if it could not.
 */
function useProvider(): { provider: PaymentProvider | null; failure: unknown } {
  const [provider, setProvider] = useState<PaymentProvider | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    let created: PaymentProvider | null = null;
    loadPaymentProvider().then(
      (loaded) => {
        created = loaded;
        if (live) setProvider(loaded);
        else void loaded.teardown().catch(() => {});
      },
      (error: unknown) => {
        if (live) setFailure(error);
      },
    );
    return () => {
      live = false;
      void created?.teardown().catch(() => {});
    };
  }, []);
  return { provider, failure };
}

/** The wallets this browser can pay with, each a button that pays at once (after billing). */
function ExpressWallets({
  provider,
  busy,
  onPay,
}: {
  provider: PaymentProvider | null;
  busy: boolean;
  onPay(wallet: ExpressWallet): void;
}) {
  const [offered, setOffered] = useState<ExpressWallet[]>([]);
  useEffect(() => {
    if (!provider) return;
    let live = true;
    // Loaded now, so that a wallet opens inside the click that asks for it.
    void Promise.all(
      EXPRESS_WALLETS.map((wallet) => provider.prepare(wallet).catch(() => false)),
    ).then((answers) => {
      if (live) setOffered(EXPRESS_WALLETS.filter((_, i) => answers[i]));
    });
    return () => {
      live = false;
    };
  }, [provider]);
  if (offered.length === 0) return null;
  return (
    <fieldset className="express-wallets">
      <legend className="checkout-hint">Or pay with</legend>
      {offered.map((wallet) => (
        <button
          key={wallet}
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={() => onPay(wallet)}
        >
          {paymentProviderName(wallet)}
        </button>
      ))}
    </fieldset>
  );
}

/** /checkout/payments: the payment type, its details and the billing address, then review. */
export function PaymentStep() {
  const { cart, cartId, buyer, shipping, billing, exchange } = useRouteLoaderData(
    "checkout",
  ) as CheckoutData;
  const client = useClient();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  // What the shopper entered earlier in this visit (back from review, after a decline, say).
  const [kept] = useState(() => (cartId ? paymentDraft.draftFor(cartId) : null));
  // The payments the account allows; a guest's and a consumer's are the consumer's.
  const groups = buyer?.paymentGroups ?? null;
  const companyName = buyer?.companyName ?? null;
  // The hash never reaches the server: the first render leaves it out, as the server's did, so
  // that hydration matches, and it is applied once the page is live.
  const [payment] = useState(() =>
    createPaymentStore({
      initial: startingPaymentType(
        groups,
        paymentTypeFromLocation({ search: location.search, hash: "" }) ??
          paymentTypeOfPath(params.type) ??
          kept?.type,
      ),
    }),
  );
  const [fromLocation] = useState(() => {
    const wanted = paymentTypeFromLocation(location);
    return wanted ? startingPaymentType(groups, wanted) : null;
  });
  useEffect(() => {
    if (fromLocation) payment.select(fromLocation);
  }, [fromLocation, payment]);
  const type = useStore(payment.$paymentType);
  const message = useStore(payment.$paymentError);
  const { provider, failure: providerFailure } = useProvider();
  const card = useCardEntry(provider, type === "credit", kept?.expiry ?? null);
  const shippingAddress = shippingAddressForBilling(shipping);
  const [start] = useState(() =>
    startBilling({
      kept: kept && { form: kept.billing, sameAsShipping: kept.sameAsShipping },
      saved: billing,
      shippingAddress,
      member: buyer?.contact ?? null,
      cartEmail: cart?.email ?? null,
    }),
  );
  const [form, setForm] = useState<BillingAddressForm>(start.form);
  const [sameAsShipping, setSameAsShipping] = useState(start.sameAsShipping);
  const [errors, setErrors] = useState<Partial<Record<keyof BillingAddressForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const [billingError, setBillingError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const [occupation, setOccupation] = useState(cart?.occupationDiscountId ?? null);

  useEffect(() => {
    if (card.failure) payment.fail(card.failure, "credit");
  }, [card.failure, payment]);

  useEffect(() => {
    // The provider's code did not arrive: the shopper's connection, as far as they can tell.
    if (providerFailure) payment.fail({ code: "NetworkError" });
  }, [providerFailure, payment]);

  useEffect(() => {
    if (cartId) paymentDraft.keep(cartId, { type, billing: form, sameAsShipping });
  }, [cartId, type, form, sameAsShipping]);

  if (!cart || !cartId) return null;
  // On the military exchange's channel the Exchange takes the payment, not a card form.
  if (exchange) {
    return (
      <section aria-labelledby="step-title" className="checkout-step">
        <h1 id="step-title">Payment</h1>
        <MilitaryVerification cartId={cartId} />
        <GroupVerification cartId={cartId} />
        <ExchangePayment cartId={cartId} cart={cart} customer={exchange} />
      </section>
    );
  }

  /**
   * Billing checked and saved, then the payment collected by `collect`, then review.
   * `cardError` is the first card field the shopper has to put right, if any: focus goes there
   * first, as it comes first in the form.
   */
  const pay = async (
    collect: () => Promise<CollectedPayment>,
    cardError: CardFieldName | null = null,
  ) => {
    payment.clearError();
    setBillingError(null);
    const toSave = billingToSave(form, sameAsShipping, shippingAddress);
    const checked = validateBillingAddress(toSave);
    // Rendered now, so that focus can go to the first field marked invalid.
    flushSync(() => setErrors(checked.errors));
    if (cardError) {
      card.fields?.focus(cardError);
      return;
    }
    if (!checked.valid) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    if (!provider) return;
    setBusy(true);
    try {
      // validateBillingAddress accepted the phone type, so it is one of the two.
      const phoneType = toSave.phoneType as "mobile" | "landline";
      const saved = await saveCartBilling(client, cartId, { ...toSave, phoneType });
      if (!saved.isSuccess) {
        const refusal = saved.error.message;
        // The server's ZIP-table check belongs at the ZIP field, like the form's own.
        if (isZipRefusalMessage(refusal) && !(sameAsShipping && shippingAddress)) {
          flushSync(() => setErrors({ zip: refusal }));
          formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
        } else setBillingError(refusal);
        return;
      }
      const paid = await collect();
      if (paid.method === "credit" && card.fields) {
        paymentDraft.rememberCard(cartId, { expiry: card.fields.lastExpiry(), card: paid.summary });
      }
      checkoutSession.choosePayment({ cartId, ...paid, email: toSave.email.trim() });
      await navigate(checkoutStepHref("/checkout/order-summary", search, { cartId }));
    } catch (failure) {
      // A field the shopper can put right is told at that field, never as the card's refusal.
      const field = card.fields ? card.entry.refused(failure, card.fields.state()) : null;
      if (field) card.fields?.focus(field);
      else payment.fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!provider) return;
    const cardError =
      type === "credit" && card.fields ? card.entry.submit(card.fields.state()) : null;
    void pay(async () => {
      if (isAccountBillingMethod(type)) return collectAccountBilling(type, companyName);
      // Klarna's flow starts from a session for the cart's total, opened by the server.
      if (type === "klarna") {
        const session = await openKlarnaSession(client, cartId);
        if (!session.isSuccess) throw new Error(session.error.message);
      }
      return collectPayment(provider, type, {
        card: card.fields,
        amountInCents: cart.cartSummary.totalInCents,
        chargeId: type === "resolve" ? search.get("charge_id") : null,
      });
    }, cardError);
  };

  return (
    <section aria-labelledby="step-title" className="checkout-step">
      <h1 id="step-title">Payment</h1>
      <StepColumns
        main={
          <>
            {buyer && isSalesTool(buyer.userType) ? <SalesQuotePanel cartId={cartId} /> : null}
            <MilitaryVerification cartId={cartId} />
            <GroupVerification cartId={cartId} />
            {buyer?.occupationDiscountsOffered ? (
              <OccupationDiscountPicker
                client={client}
                cartId={cartId}
                chosen={occupation}
                onChange={setOccupation}
              />
            ) : null}
            <form id={formId} ref={formRef} noValidate onSubmit={submit}>
              <fieldset className="checkout-fields payment-types">
                <legend>How would you like to pay?</legend>
                {offeredPaymentTypes(groups).map((option) => (
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
              {type === "credit" ? <CardDetails card={card} again={kept?.card ?? null} /> : null}
              {type === "credit" ? (
                <ExpressWallets
                  provider={provider}
                  busy={busy}
                  onPay={(wallet) => {
                    if (provider) {
                      void pay(() =>
                        collectWallet(provider, wallet, cart.cartSummary.totalInCents),
                      );
                    }
                  }}
                />
              ) : (
                <p className="checkout-hint">
                  {type === "paypal"
                    ? "You approve the payment with PayPal, then review your order here."
                    : isAccountBillingMethod(type)
                      ? accountBillingHint(type, companyName)
                      : `You apply with ${paymentProviderName(type)}, then review your order here.`}
                </p>
              )}
              <BillingFields
                form={form}
                errors={errors}
                onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
                shippingAddress={shippingAddress}
                sameAsShipping={sameAsShipping}
                onSameAsShipping={setSameAsShipping}
                savedAddresses={buyer?.savedAddresses ?? []}
                onUseSaved={(address) => setForm((current) => withSavedAddress(current, address))}
              />
            </form>
          </>
        }
        summary={
          <>
            <PaymentTotal
              client={client}
              cartId={cartId}
              type={type}
              occupationDiscountId={occupation}
            />
            {message || billingError ? (
              <p className="form-error" role="alert">
                {message ?? billingError}
              </p>
            ) : null}
            <button
              type="submit"
              form={formId}
              className="button"
              disabled={busy || !provider || (type === "credit" && !card.fields)}
            >
              Review order
            </button>
          </>
        }
      />
    </section>
  );
}
