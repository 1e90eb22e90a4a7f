import { answeredStatus, type Client } from "@treadkit/core/client";
import {
  confirmOrder,
  getOrder,
  ORDER_CANCELLED_MESSAGE,
  type Order,
  TRACK_RESULT_PATH,
  trackingHref,
} from "@treadkit/core/order";
import { PAYMENT_PROCESSING_MESSAGE } from "@treadkit/core/payment";
import { isUuid } from "@treadkit/core/validation";
import { useEffect, useRef } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { refusalStatusOf } from "../page-data";
import { OrderDetails } from "./OrderConfirmationPage";

/** Told when the provider has not settled the payment yet. */
export const STILL_PROCESSING_MESSAGE =
  "Your payment is still processing. We e-mail you the moment it clears; you can also check again here.";
export const PAYMENT_DECLINED_CANCELLED_MESSAGE =
  "Your payment was declined, so the order is cancelled and nothing is charged.";

/** The order a confirmation page names: by its path (/confirm-order/[orderId]) or ?orderId. */
function orderIdOf(params: LoaderFunctionArgs["params"], request: Request): string {
  return params.orderId ?? new URL(request.url).searchParams.get("orderId") ?? "";
}

async function confirmationLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const id = orderIdOf(params, request);
  if (!isUuid(id)) throw data("Order not found", { status: 404 });
  const result = await getOrder(client, id);
  if (!result.isSuccess) {
    // Not found, or too many lookups from this address (try again shortly); else our failure.
    const status = answeredStatus(result.error);
    throw data(result.error.message, {
      status: status === 404 || status === 429 ? status : refusalStatusOf(result.error),
    });
  }
  return result.data.order;
}

type ConfirmActionData = { message: string; declined: boolean };

/**
 * Asks the provider about a processing payment (checkout.md §8, code 539): settled, the order is
 * confirmed and the shopper sees the confirmation; still processing or declined, they are told.
 */
async function confirmAction(client: Client, { params, request }: ActionFunctionArgs) {
  const id = orderIdOf(params, request);
  if (!isUuid(id)) throw data("Order not found", { status: 404 });
  const result = await confirmOrder(client, id);
  if (!result.isSuccess) {
    return data<ConfirmActionData>(
      { message: result.error.message, declined: false },
      refusalStatusOf(result.error),
    );
  }
  const order = result.data.order;
  if (order.status === "cancelled")
    return { message: PAYMENT_DECLINED_CANCELLED_MESSAGE, declined: true };
  if (order.needsConfirmation) return { message: STILL_PROCESSING_MESSAGE, declined: false };
  return redirect(`/checkout/order-confirmation?orderId=${encodeURIComponent(order.id)}`, 303);
}

/**
 * /checkout/confirm-order/[orderId] (the e-mails' link) and /checkout/shipping-confirmation
 * (where checkout lands when the payment is still processing): the order confirmed, or the
 * shopper confirms it once the payment has cleared.
 */
export function ConfirmOrderPage() {
  const order = useLoaderData() as Order;
  const answer = useActionData() as ConfirmActionData | undefined;
  const navigation = useNavigation();
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  const tracking = trackingHref(TRACK_RESULT_PATH, { orderId: order.orderId, zip: order.zip });
  const cancelled = order.status === "cancelled";
  const title = cancelled
    ? `Order ${order.orderId} is cancelled`
    : order.needsConfirmation
      ? "Please confirm your order"
      : "Your order is confirmed";
  return (
    <section aria-labelledby="confirm-title" className="checkout-step">
      <h1 id="confirm-title">{title}</h1>
      {answer ? (
        <p
          ref={answerRef}
          tabIndex={-1}
          role={answer.declined ? "alert" : "status"}
          className="notice"
        >
          {answer.message}
        </p>
      ) : null}
      {cancelled ? (
        <p>{answer?.declined ? null : ORDER_CANCELLED_MESSAGE}</p>
      ) : order.needsConfirmation ? (
        <>
          <p>
            Order <strong>{order.orderId}</strong>: {PAYMENT_PROCESSING_MESSAGE}
          </p>
          <Form method="post">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              Check my payment and confirm
            </button>
          </Form>
        </>
      ) : (
        <p>
          Order <strong>{order.orderId}</strong> is confirmed. We e-mailed the details to{" "}
          {order.email}.
        </p>
      )}
      <OrderDetails order={order} />
      <p>
        <Link to={tracking}>Track this order</Link> · <Link to="/">Continue shopping</Link>
      </p>
    </section>
  );
}

/** A confirmation is one shopper's own: never in search results, no canonical. */
const confirmMeta: MetaFunction = ({ data: loaded }) => {
  const order = loaded as Order | undefined;
  return {
    title: order?.needsConfirmation ? "Please confirm your order" : "Order confirmation",
    canonical: false,
    noindex: true,
  };
};

export const confirmOrderRoute = (client: Client) => ({
  Component: ConfirmOrderPage,
  loader: (args: LoaderFunctionArgs) => confirmationLoader(client, args),
  action: (args: ActionFunctionArgs) => confirmAction(client, args),
  handle: { meta: confirmMeta } satisfies RouteHandle,
});
