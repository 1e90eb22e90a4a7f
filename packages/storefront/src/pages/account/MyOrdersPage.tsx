import { formatCents } from "@treadkit/core/money";
import { type MemberOrder, TRACK_RESULT_PATH, trackingHref } from "@treadkit/core/order";
import {
  cancelMemberOrder,
  getMemberOrders,
  orderDateLabel,
  orderStatusLabel,
  orderTires,
} from "@treadkit/core/session";
import { Dialog } from "@treadkit/ui/Dialog";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { useClient } from "../../context";
import { AddressLines } from "../AddressLines";
import { CartAddButton } from "../AddToCart";
import { OrderSteps } from "../OrderSteps";
import { PendingButton } from "../PendingButton";
import { memberPageRoute, useAccountData } from "./data";

type Notice = { kind: "status" | "alert"; text: string };

/** Cancel, once confirmed in a dialog; the answer (done or refused) goes to `onAnswer`. */
function CancelOrder({
  order,
  onAnswer,
}: {
  order: MemberOrder;
  onAnswer(notice: Notice): Promise<void>;
}) {
  const client = useClient();
  const { csrf } = useAccountData();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    const result = await cancelMemberOrder(client, order.orderId, csrf);
    setBusy(false);
    setConfirming(false);
    await onAnswer(
      result.isSuccess
        ? { kind: "status", text: `Order ${order.orderId} is cancelled.` }
        : { kind: "alert", text: result.error.message },
    );
  };
  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
        Cancel order<span className="visually-hidden"> {order.orderId}</span>
      </button>
      <Dialog
        open={confirming}
        title={`Cancel order ${order.orderId}?`}
        onClose={() => setConfirming(false)}
      >
        <p>The payment is voided and nothing is charged. This cannot be undone.</p>
        <div className="account-dialog-actions">
          <PendingButton pending={busy} onPress={() => void cancel()}>
            Yes, cancel the order
          </PendingButton>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setConfirming(false)}
          >
            Keep the order
          </button>
        </div>
      </Dialog>
    </>
  );
}

function OrderCard({ order }: { order: MemberOrder }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const titleId = `order-${order.orderId}`;
  const tires = orderTires(order);

  // Either way the order may have changed (cancelled here or elsewhere): the list is read again.
  const answered = async (next: Notice) => {
    await revalidator.revalidate();
    flushSync(() => setNotice(next));
    noticeRef.current?.focus();
  };

  return (
    <article aria-labelledby={titleId} className="account-order">
      <h2 id={titleId}>Order {order.orderId}</h2>
      <dl className="account-order__facts">
        <div>
          <dt>Placed</dt>
          <dd>{orderDateLabel(order.placedAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusLabel(order.steps)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatCents(order.amounts.totalInCents)}</dd>
        </div>
      </dl>
      <OrderSteps orderId={order.orderId} steps={order.steps} />
      <h3>What you bought</h3>
      <ul className="account-order__tires">
        {tires.map((tire) => (
          <li key={tire.productId} className="account-row">
            <span>
              {tire.quantity} × {tire.description}
            </span>
            {tire.reorder.available ? (
              <CartAddButton
                productId={tire.productId}
                quantity={tire.quantity}
                label="Reorder"
                tireName={tire.description}
              />
            ) : tire.reorder.message ? (
              <span className="checkout-hint">{tire.reorder.message}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {order.destination.lines.length > 0 ? (
        <>
          <h3>{order.destination.heading}</h3>
          <AddressLines lines={order.destination.lines} />
        </>
      ) : null}
      <div className="account-order__actions">
        <a href={order.receiptUrl}>
          Receipt (PDF)<span className="visually-hidden"> for order {order.orderId}</span>
        </a>
        <Link to={trackingHref(TRACK_RESULT_PATH, { orderId: order.orderId, zip: order.zip })}>
          Tracking, returns and work order
          <span className="visually-hidden"> for order {order.orderId}</span>
        </Link>
        {order.canCancel ? <CancelOrder order={order} onAnswer={answered} /> : null}
      </div>
      {notice?.kind === "alert" ? (
        <p ref={noticeRef} tabIndex={-1} role="alert" className="form-error">
          {notice.text}
        </p>
      ) : (
        <p ref={noticeRef} tabIndex={-1} role="status">
          {notice?.text}
        </p>
      )}
    </article>
  );
}

/** /account/my-orders: the member's orders, newest first. */
export function MyOrdersPage() {
  const orders = useLoaderData() as MemberOrder[];
  return (
    <>
      <h1>My Orders</h1>
      {orders.length === 0 ? (
        <p>
          You have not ordered tires yet. <Link to="/tire-sizes">Find tires by size</Link>
        </p>
      ) : (
        <ol className="account-orders" aria-label="Your orders, newest first">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export const myOrdersRoute = memberPageRoute(MyOrdersPage, getMemberOrders);
