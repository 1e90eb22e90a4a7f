import { useStore } from "@nanostores/react";
import { checkoutCartId, checkoutStepHref, PAYMENT_AGAIN_MESSAGE } from "@treadkit/core/checkout";
import type { Client } from "@treadkit/core/client";
import { getOrderQuote, type OrderQuote } from "@treadkit/core/order";
import { priceLabel } from "@treadkit/core/session";
import {
  Link,
  type LoaderFunctionArgs,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { forgetOrderedCart } from "../../cart";
import { useClient } from "../../context";
import { CartLines, OrderAmountRows } from "./CartLines";
import type { CheckoutData } from "./data";
import { ReviewDelivery } from "./ReviewDelivery";
import { StepColumns } from "./StepColumns";
import { checkoutSession, paymentDraft } from "./session";
import { FormAlert } from "./TextField";

type ReviewData = { quote: OrderQuote | null; error: string | null };

/**
 * The figures the order will charge with the payment entered on the previous step, priced by
 * the server's own rule. The payment lives only in this browser tab: a server render, or a
 * reload, has none and asks for it again.
 */
export async function reviewLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<ReviewData> {
  if (typeof document === "undefined") return { quote: null, error: null };
  const cartId = checkoutCartId(new URL(request.url).searchParams, document.cookie);
  const payment = cartId ? checkoutSession.paymentFor(cartId) : null;
  if (!cartId || !payment) return { quote: null, error: null };
  const result = await getOrderQuote(
    client,
    { cartId, paymentMethod: payment.method },
    request.signal,
  );
  return result.isSuccess
    ? { quote: result.data.quote, error: null }
    : { quote: null, error: result.error.message };
}

/** /checkout/order-summary: everything the order holds and charges, and Place order. */
export function ReviewStep() {
  const checkout = useRouteLoaderData("checkout") as CheckoutData;
  const { quote, error: quoteError } = useLoaderData() as ReviewData;
  const client = useClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [search] = useSearchParams();
  const payment = useStore(checkoutSession.$payment);
  const placing = useStore(checkoutSession.$placing);
  const error = useStore(checkoutSession.$error);
  const { cart, cartId } = checkout;
  if (!cart || !cartId) return null;
  const paymentHref = checkoutStepHref("/checkout/payments", search, { cartId });

  if (!quote || payment?.cartId !== cartId) {
    return (
      <section aria-labelledby="step-title" className="checkout-step">
        <h1 id="step-title">Review order</h1>
        <p role="alert" className="form-error">
          {quoteError ?? error ?? PAYMENT_AGAIN_MESSAGE}
        </p>
        <Link className="button" to={paymentHref}>
          Back to payment
        </Link>
      </section>
    );
  }

  const placeOrder = async () => {
    const order = await checkoutSession.place(client, cartId, quote.amounts.totalInCents);
    if (order) {
      paymentDraft.forget();
      await forgetOrderedCart(client, cartId);
      // A payment still processing (code 539) lands where the shopper can confirm it.
      const page = order.needsConfirmation ? "shipping-confirmation" : "order-confirmation";
      await navigate(`/checkout/${page}?orderId=${encodeURIComponent(order.id)}`);
      return;
    }
    // A changed price or a gone slot: show the order as it stands now.
    await revalidator.revalidate();
  };

  const a = quote.amounts;
  return (
    <section aria-labelledby="step-title" className="checkout-step">
      <h1 id="step-title">Review order</h1>
      <StepColumns
        main={
          <>
            <ReviewDelivery data={checkout} />
            <h2>Payment</h2>
            <p>
              {payment.summary}, receipt to {payment.email}{" "}
              <Link to={paymentHref}>Change payment</Link>
            </p>
          </>
        }
        summary={
          <>
            <h2>Your tires</h2>
            <CartLines
              cart={cart}
              priceLabel={checkout.buyer && priceLabel(checkout.buyer.userType)}
            />
            <h2>Order total</h2>
            <OrderAmountRows amounts={a} />
            <FormAlert message={error} />
            <button
              type="button"
              className="button"
              disabled={placing}
              onClick={() => void placeOrder()}
            >
              {placing ? "Placing your order…" : "Place order"}
            </button>
          </>
        }
      />
    </section>
  );
}
