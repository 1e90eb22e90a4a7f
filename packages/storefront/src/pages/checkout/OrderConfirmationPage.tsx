import { answeredStatus, type Client } from "@treadkit/core/client";
import { formatCents } from "@treadkit/core/money";
import {
  appointmentCalendarFileName,
  appointmentCalendarPath,
  getOrder,
  type Order,
  offersAppointmentCalendar,
  ROADSIDE_ASSISTANCE_MONTHS,
  receiptPath,
  showsEstimatedDelivery,
  TRACK_RESULT_PATH,
  trackingHref,
} from "@treadkit/core/order";
import {
  accountBillingNotice,
  EXCHANGE_PAID_MESSAGE,
  EXCHANGE_PAYMENT_METHOD,
  PAYMENT_PROCESSING_MESSAGE,
  verifiedBadge,
} from "@treadkit/core/payment";
import { appointmentLabel, dayLabel } from "@treadkit/core/schedule";
import { madeInWeeksLabel } from "@treadkit/core/sidewall";
import { isUuid } from "@treadkit/core/validation";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { AddressLines } from "../AddressLines";
import { refusalStatusOf } from "../page-data";
import { OrderAmountRows } from "./CartLines";
import { OrderShopBlock } from "./OrderShop";

/** The order named by `orderId` (its unguessable id, the confirmation link's handle). */
export async function orderConfirmationLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<Order> {
  const orderId = new URL(request.url).searchParams.get("orderId") ?? "";
  if (!isUuid(orderId)) throw data("Order not found", { status: 404 });
  const result = await getOrder(client, orderId);
  if (!result.isSuccess) {
    // Not found, or too many lookups from this address (try again shortly); else our failure.
    const status = answeredStatus(result.error);
    throw data(result.error.message, {
      status: status === 404 || status === 429 ? status : refusalStatusOf(result.error),
    });
  }
  return result.data.order;
}

/** What was bought, where and when, what it cost, and the receipt: every confirmation page. */
export function OrderDetails({ order }: { order: Order }) {
  const tires = order.lines.filter((line) => line.kind === "tire");
  return (
    <>
      <h2>What you bought</h2>
      <ul className="checkout-lines" aria-label="Tires in your order">
        {tires.map((line) => (
          <li key={line.sku}>
            <span className="checkout-lines__name">{line.description}</span>
            <span>
              {line.quantity} × {formatCents(line.unitPriceInCents)}
            </span>
            <span className="checkout-lines__total">{formatCents(line.totalInCents)}</span>
            {madeInWeeksLabel(line.madeIn ?? []) ? (
              <span className="checkout-lines__made">{madeInWeeksLabel(line.madeIn ?? [])}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <h2>{order.shippingOption === "installer" ? "Installation" : "Delivery"}</h2>
      {order.shop ? (
        <OrderShopBlock shop={order.shop} destination={order.destination} />
      ) : order.destination.lines.length > 0 ? (
        <div className="checkout-destination">
          <p className="checkout-delivery__kind">{order.destination.heading}</p>
          <AddressLines lines={order.destination.lines} />
        </div>
      ) : null}
      {order.appointment ? (
        <p>
          Your install appointment: {appointmentLabel(order.appointment, { withYear: true })}.
          {offersAppointmentCalendar(order) ? (
            <>
              {" "}
              <a
                href={appointmentCalendarPath(order)}
                download={appointmentCalendarFileName(order.orderId)}
              >
                Add to calendar
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {showsEstimatedDelivery(order) && order.estimatedDeliveryDate ? (
        <p>
          Your tires are expected by{" "}
          {dayLabel({ date: order.estimatedDeliveryDate }, { withYear: true })}.
        </p>
      ) : null}
      {order.roadsideAssistanceUntil ? (
        <p>
          Roadside assistance is included for {ROADSIDE_ASSISTANCE_MONTHS} months, until{" "}
          {dayLabel({ date: order.roadsideAssistanceUntil }, { withYear: true })}.
        </p>
      ) : null}
      {order.verifiedGroup ? (
        <p className="verified-badge">
          <strong>{verifiedBadge(order.verifiedGroup)}</strong>
        </p>
      ) : null}
      {order.payment.method === EXCHANGE_PAYMENT_METHOD ? <p>{EXCHANGE_PAID_MESSAGE}</p> : null}
      <h2>Order total</h2>
      <OrderAmountRows amounts={order.amounts} />
      <p>
        <a href={receiptPath(order)} download>
          Download your receipt (PDF)
        </a>
      </p>
    </>
  );
}

/** /checkout/order-confirmation: what was bought, where and when, what it cost, the receipt. */
export function OrderConfirmationPage() {
  const order = useLoaderData() as Order;
  const billing = accountBillingNotice({
    method: order.payment.method,
    totalInCents: order.amounts.totalInCents,
    billedTo: order.payment.billedTo ?? null,
  });
  return (
    <section aria-labelledby="confirmation-title" className="checkout-step">
      <h1 id="confirmation-title">Thank you for your order</h1>
      <p>
        Your order number is <strong>{order.orderId}</strong>. A confirmation is on its way to{" "}
        {order.email}.
      </p>
      {order.needsConfirmation ? (
        <p className="notice" role="status">
          {PAYMENT_PROCESSING_MESSAGE}
        </p>
      ) : null}
      {billing ? <p className="checkout-billing-notice">{billing}</p> : null}
      <OrderDetails order={order} />
      <p>
        <Link to={trackingHref(TRACK_RESULT_PATH, { orderId: order.orderId, zip: order.zip })}>
          Track your order
        </Link>{" "}
        · <Link to="/">Continue shopping</Link>
      </p>
    </section>
  );
}
