import type { SiteCart } from "@treadkit/core/cart";
import {
  type ExchangeCustomer,
  exchangeReturnNotice,
  startExchangeCheckout,
  submitExchangeOrder,
} from "@treadkit/core/payment";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { useClient } from "../../context";
import { TextField } from "./TextField";

type Errors = { email?: string; cardNumber?: string };

/**
 * The payment step on the military exchange's channel (storefront.md §3, checkout.md §7): the
 * shopper pays with a MILITARY STAR card at the Exchange. The card number is checked by the
 * exchange's validation service, then the order goes to the Exchange by the hidden form; the
 * Exchange sends the shopper back to the order's confirmation.
 */
export function ExchangePayment({
  cartId,
  cart,
  customer,
}: {
  cartId: string;
  cart: SiteCart;
  customer: ExchangeCustomer;
}) {
  const client = useClient();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(cart.email ?? "");
  const [cardNumber, setCardNumber] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(() =>
    exchangeReturnNotice(search.get("exchangeError")),
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const outcome = await startExchangeCheckout(client, {
        cartId,
        cart,
        customer,
        cardNumber,
        email,
        now: new Date(),
      });
      if (outcome.ok) {
        // The browser leaves for the Exchange; the page stays busy until it has gone.
        submitExchangeOrder(document, outcome.target);
        return;
      }
      if (outcome.field) {
        setErrors({ [outcome.field]: outcome.message });
        document.getElementById(`exchange-${outcome.field}`)?.focus();
      } else {
        setMessage(outcome.message);
      }
      setBusy(false);
    } catch {
      setMessage("We could not reach the Exchange. Please check your connection and try again.");
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="exchange-payment">
      <p className="checkout-notice" role="status">
        You are shopping from the Exchange.
      </p>
      <fieldset className="checkout-fields">
        <legend>Pay with your MILITARY STAR card</legend>
        <p className="checkout-hint">
          We check your card with the Exchange, then send your order there to pay. The Exchange
          brings you back here to your order confirmation.
        </p>
        <TextField
          id="exchange-email"
          name="email"
          label="E-mail for your receipt"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={setEmail}
        />
        <TextField
          id="exchange-cardNumber"
          name="cardNumber"
          label="MILITARY STAR card number"
          autoComplete="cc-number"
          required
          mask={null}
          value={cardNumber}
          error={errors.cardNumber}
          onChange={setCardNumber}
        />
      </fieldset>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        Continue to the Exchange
      </button>
    </form>
  );
}
