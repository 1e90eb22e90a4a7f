import type { Client } from "@treadkit/core/client";
import { getOrderQuote } from "@treadkit/core/order";
import type { PaymentType } from "@treadkit/core/payment";
import { useRequest } from "@treadkit/ui";
import { OrderAmountRows } from "./CartLines";

/**
 * What the order will charge with the payment type chosen, as the review step will show it: the
 * server's quote for the cart and that type (a pay-over-time discount changes the total).
 */
export function PaymentTotal({
  client,
  cartId,
  type,
  occupationDiscountId = null,
}: {
  client: Client;
  cartId: string;
  type: PaymentType;
  /** The cart's occupation: a new one is a new quote. */
  occupationDiscountId?: string | null;
}) {
  const quote = useRequest(`${cartId}:${type}:${occupationDiscountId ?? ""}`, (signal) =>
    getOrderQuote(client, { cartId, paymentMethod: type }, signal),
  );
  return (
    <section
      aria-labelledby="payment-total"
      className="payment-total"
      aria-busy={quote.status === "loading"}
    >
      <h2 id="payment-total">Order total</h2>
      {quote.status === "done" ? (
        <OrderAmountRows amounts={quote.data.quote.amounts} />
      ) : quote.status === "error" ? (
        <p className="form-error">{quote.message}</p>
      ) : (
        <p className="checkout-hint">Working out your total…</p>
      )}
    </section>
  );
}
