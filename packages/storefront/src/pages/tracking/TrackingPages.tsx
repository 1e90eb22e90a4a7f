import { answeredStatus, type Client } from "@treadkit/core/client";
import { formatCents } from "@treadkit/core/money";
import {
  CANCELLATION_WINDOW_MS,
  cancelOrder,
  checkReturnForm,
  checkTrackLookup,
  ORDER_CANCELLED_MESSAGE,
  RETURN_HANDLING_FEE_CENTS_PER_TIRE,
  RETURN_IMAGE_MAX_BYTES,
  RETURN_IMAGE_TOO_LARGE_MESSAGE,
  RETURN_REASONS,
  RETURN_SHIPPING_RULE,
  RETURN_WINDOW_DAYS,
  type ReturnFormErrors,
  requestOrderReturn,
  returnCarriageText,
  returnRefusalField,
  showsEstimatedDelivery,
  TRACK_RESULT_PATH,
  TRACK_RETURN_PATH,
  TRACK_WORK_ORDER_PATH,
  type TrackedOrder,
  type TrackLookup,
  type TrackLookupErrors,
  trackingHref,
  trackOrder,
  WORK_ORDER_NONE_MESSAGE,
} from "@treadkit/core/order";
import { appointmentLabel, dayLabel } from "@treadkit/core/schedule";
import { orderDateLabel, orderStatusLabel } from "@treadkit/core/session";
import { useEffect, useRef, useState } from "react";
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
import { AddressLines } from "../AddressLines";
import { OrderSteps } from "../OrderSteps";
import { refusalStatusOf } from "../page-data";

/** Tracking pages are one shopper's own: never in search results, never a canonical page. */
const trackingMeta =
  (title: (loaded: TrackedData | undefined) => string): MetaFunction =>
  ({ data: loaded }) => ({
    title: title(loaded as TrackedData | undefined),
    canonical: false,
    noindex: true,
  });

/** What a tracking page loads: the order Order ID and ZIP proved, or the lookup form again. */
export type TrackedData =
  | { kind: "order"; order: TrackedOrder; lookup: TrackLookup; notice: string | null }
  | { kind: "form"; values: TrackLookup; errors: TrackLookupErrors; message: string | null };

const lookupOf = (url: URL): TrackLookup => ({
  orderId: url.searchParams.get("orderId") ?? "",
  zip: url.searchParams.get("zip") ?? "",
});

/**
 * The order behind a tracking page's ?orderId&zip: checked as the API checks it, then looked up.
 * A mismatch, a malformed field or too many tries answer the lookup form with the message.
 */
async function loadTracked(
  client: Client,
  request: Request,
): Promise<{ loaded: TrackedData; status: number }> {
  const url = new URL(request.url);
  const values = lookupOf(url);
  if (!values.orderId && !values.zip) throw redirect("/track-your-order");
  const checked = checkTrackLookup(values);
  if (!checked.ok)
    return { loaded: { kind: "form", values, errors: checked.errors, message: null }, status: 400 };
  const found = await trackOrder(client, checked.lookup, request.signal);
  if (!found.isSuccess) {
    const { message } = found.error;
    const status = answeredStatus(found.error);
    if (status === 400 || status === 404 || status === 429)
      return { loaded: { kind: "form", values, errors: {}, message }, status };
    throw data(message, { status: refusalStatusOf(found.error) });
  }
  const notice = url.searchParams.get("cancelled") === "1" ? ORDER_CANCELLED_MESSAGE : null;
  return {
    loaded: { kind: "order", order: found.data.order, lookup: checked.lookup, notice },
    status: 200,
  };
}

/** A tracking page's loader: the order, or the lookup form with its status (400, 404, 429). */
async function trackedLoader(client: Client, { request }: LoaderFunctionArgs) {
  const { loaded, status } = await loadTracked(client, request);
  return data(loaded, { status });
}

/** The lookup form: Order ID and ZIP, each message at its field and the first wrong one focused. */
function LookupForm({
  values,
  errors,
  message,
}: {
  values: TrackLookup;
  errors: TrackLookupErrors;
  message: string | null;
}) {
  const orderRef = useRef<HTMLInputElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (errors.orderId) orderRef.current?.focus();
    else if (errors.zip) zipRef.current?.focus();
    else if (message) messageRef.current?.focus();
  }, [errors, message]);
  const field = (
    name: keyof TrackLookup,
    label: string,
    ref: React.RefObject<HTMLInputElement | null>,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className="field">
      <label htmlFor={`track-${name}`}>{label}</label>
      <input
        ref={ref}
        id={`track-${name}`}
        name={name}
        defaultValue={values[name]}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `track-${name}-error` : undefined}
        {...extra}
      />
      {errors[name] ? (
        <p id={`track-${name}-error`} className="form-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form
      method="get"
      action={TRACK_RESULT_PATH}
      className="track-form"
      aria-label="Find your order"
    >
      {message ? (
        <p ref={messageRef} tabIndex={-1} role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      {field("orderId", "Order ID", orderRef, { inputMode: "numeric", autoComplete: "off" })}
      {field("zip", "ZIP code", zipRef, { inputMode: "numeric", autoComplete: "postal-code" })}
      <button type="submit" className="button">
        Track order
      </button>
    </Form>
  );
}

/** /track-your-order: Order ID and ZIP, or sign in to see every order (storefront.md §2). */
export function TrackLookupPage({ loaded }: { loaded?: TrackedData & { kind: "form" } }) {
  return (
    <section className="track-page" aria-labelledby="track-title">
      <h1 id="track-title">Track your order</h1>
      <p>
        Enter the Order ID from your confirmation e-mail and your billing ZIP code, or the ZIP code
        the order was delivered to (for an installed order, the shop's).
      </p>
      <LookupForm
        values={loaded?.values ?? { orderId: "", zip: "" }}
        errors={loaded?.errors ?? {}}
        message={loaded?.message ?? null}
      />
      <h2>Have an account?</h2>
      <p>
        <Link to="/account/my-orders">Sign in to see all your orders</Link>, cancel one or ask for a
        return.
      </p>
      <p>
        Cannot find your Order ID? <Link to="/contact">Contact us</Link> and we will look it up.
      </p>
    </section>
  );
}

type CancelActionData = { error: string };

/** The cancel button: a plain form post, answered by the route action (in the browser or not). */
function CancelForm({ lookup }: { lookup: TrackLookup }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" className="track-cancel">
      <input type="hidden" name="intent" value="cancel" />
      <p>
        You can cancel within {CANCELLATION_WINDOW_MS / 60_000} minutes of placing the order. The
        payment is voided and nothing is charged.
      </p>
      <input type="hidden" name="orderId" value={lookup.orderId} />
      <input type="hidden" name="zip" value={lookup.zip} />
      <button type="submit" className="button button--quiet" disabled={busy}>
        Cancel this order
      </button>
    </Form>
  );
}

/** /track-your-order/result: where the order is, what it ships, and what may be done with it. */
export function TrackResultPage() {
  const loaded = useLoaderData() as TrackedData;
  const failed = useActionData() as CancelActionData | undefined;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failed?.error || (loaded.kind === "order" && loaded.notice)) noticeRef.current?.focus();
  }, [failed, loaded]);
  if (loaded.kind === "form") return <TrackLookupPage loaded={loaded} />;
  const { order, lookup } = loaded;
  return (
    <section className="track-page" aria-labelledby="track-title">
      <h1 id="track-title">{`Order ${order.orderId}`}</h1>
      {loaded.notice ? (
        <p ref={noticeRef} tabIndex={-1} role="status" className="notice">
          {loaded.notice}
        </p>
      ) : null}
      {failed?.error ? (
        <p ref={noticeRef} tabIndex={-1} role="alert" className="form-error">
          {failed.error}
        </p>
      ) : null}
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
          <dt>Confirmation e-mail</dt>
          <dd>{order.maskedEmail}</dd>
        </div>
        {order.poNumber ? (
          <div>
            <dt>PO number</dt>
            <dd>{order.poNumber}</dd>
          </div>
        ) : null}
        {order.loanId ? (
          <div>
            <dt>Financing loan ID</dt>
            <dd>{order.loanId}</dd>
          </div>
        ) : null}
      </dl>
      <OrderSteps orderId={order.orderId} steps={order.steps} />
      {order.needsConfirmation ? (
        <p className="notice">
          Your payment is still being processed.{" "}
          <Link to={`/checkout/confirm-order/${order.id}`}>Check and confirm your order</Link>
        </p>
      ) : null}
      {order.appointment ? (
        <p>Install appointment: {appointmentLabel(order.appointment)}.</p>
      ) : null}
      {order.status !== "cancelled" &&
      order.status !== "delivered" &&
      showsEstimatedDelivery(order) &&
      order.estimatedDeliveryDate ? (
        <p>Estimated delivery: {dayLabel({ date: order.estimatedDeliveryDate })}.</p>
      ) : null}
      {order.trackingNumber ? (
        <p>
          Shipped with {order.carrier ?? "the carrier"}, tracking number{" "}
          <strong>{order.trackingNumber}</strong>.
        </p>
      ) : null}
      {order.deliveredAt ? <p>Delivered on {orderDateLabel(order.deliveredAt)}.</p> : null}
      <h2>What you bought</h2>
      <ul className="account-order__tires">
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.description}`} className="account-row">
            {line.quantity} × {line.description}
          </li>
        ))}
      </ul>
      {order.destination.lines.length > 0 ? (
        <>
          <h2>{order.destination.heading}</h2>
          <AddressLines lines={order.destination.lines} />
        </>
      ) : null}
      {order.returns.length > 0 ? (
        <>
          <h2>Your returns</h2>
          <ul>
            {order.returns.map((r) => (
              <li key={r.id}>
                {r.tires} {r.tires === 1 ? "tire" : "tires"}, {returnStatusLabel(r.status)}:{" "}
                {formatCents(r.refundInCents)} refund
                {r.handlingFeeInCents > 0
                  ? ` after a ${formatCents(r.handlingFeeInCents)} handling fee`
                  : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>What you can do</h2>
      <ul className="track-actions">
        <li>
          <a href={order.receiptUrl}>Receipt (PDF)</a>
        </li>
        {order.shippingOption === "installer" ? (
          <li>
            <Link to={trackingHref(TRACK_WORK_ORDER_PATH, lookup)}>Work order for the shop</Link>
          </li>
        ) : null}
        {order.signInToManage ? (
          <li>
            <Link to="/account/my-orders">Sign in to cancel or return this order</Link>
          </li>
        ) : order.returnRefusal === null ? (
          <li>
            <Link to={trackingHref(TRACK_RETURN_PATH, lookup)}>Request a return</Link>
          </li>
        ) : order.status === "delivered" ? (
          <li>{order.returnRefusal}</li>
        ) : null}
      </ul>
      {order.canCancel ? <CancelForm lookup={lookup} /> : null}
      <p>
        <Link to="/track-your-order">Track another order</Link>
      </p>
    </section>
  );
}

function returnStatusLabel(status: TrackedOrder["returns"][number]["status"]): string {
  if (status === "requested") return "requested";
  if (status === "received") return "received at our warehouse";
  return "refunded";
}

/** Cancels the order the form names, proved by its ZIP (a member's by the session). */
/**
 * The order a posted form names by its hidden Order ID and ZIP, looked up again: the proof
 * travels with the form, and the order is as it is now.
 */
async function postedOrder(
  client: Client,
  form: FormData,
): Promise<
  | { ok: true; lookup: TrackLookup; order: TrackedOrder }
  | { ok: false; status: number; message: string }
> {
  const checked = checkTrackLookup({
    orderId: String(form.get("orderId") ?? ""),
    zip: String(form.get("zip") ?? ""),
  });
  if (!checked.ok) return { ok: false, status: 404, message: "Order not found" };
  const found = await trackOrder(client, checked.lookup);
  if (!found.isSuccess)
    return { ok: false, status: refusalStatusOf(found.error), message: found.error.message };
  return { ok: true, lookup: checked.lookup, order: found.data.order };
}

async function cancelAction(client: Client, { request }: ActionFunctionArgs) {
  const posted = await postedOrder(client, await request.formData());
  if (!posted.ok) return data<CancelActionData>({ error: posted.message }, posted.status);
  const cancelled = await cancelOrder(client, posted.order.id, { zip: posted.lookup.zip });
  if (!cancelled.isSuccess) {
    return data<CancelActionData>(
      { error: cancelled.error.message },
      refusalStatusOf(cancelled.error),
    );
  }
  return redirect(trackingHref(TRACK_RESULT_PATH, posted.lookup, { cancelled: "1" }), 303);
}

type ReturnActionData = { errors: ReturnFormErrors };

/** /track-your-order/return: which tires come back, why, and a photo (storefront.md §4, §5, §9). */
export function ReturnPage() {
  const loaded = useLoaderData() as TrackedData & { submitted?: SubmittedReturn | null };
  const answer = useActionData() as ReturnActionData | undefined;
  const [imageError, setImageError] = useState<string | null>(null);
  const errors = { ...answer?.errors, ...(imageError ? { image: imageError } : {}) };
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer moves focus to its first message.
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>(
      "[aria-invalid='true'], .form-error[tabindex]",
    );
    first?.focus();
  }, [answer]);
  if (loaded.kind === "form") return <TrackLookupPage loaded={loaded} />;
  const { order, lookup } = loaded;
  const back = trackingHref(TRACK_RESULT_PATH, lookup);
  if (loaded.submitted)
    return (
      <section className="track-page" aria-labelledby="return-title">
        <h1 id="return-title">Your return request is in</h1>
        <p role="status">{returnCarriageText(order, loaded.submitted.tires)}</p>
        <p>
          Your refund of {formatCents(loaded.submitted.refundInCents)}
          {loaded.submitted.handlingFeeInCents > 0
            ? ` (after the ${formatCents(loaded.submitted.handlingFeeInCents)} handling fee)`
            : ""}{" "}
          goes back to your payment within 48 hours of the tires reaching us.
        </p>
        <p>
          <Link to={back}>Back to your order</Link>
        </p>
      </section>
    );
  const refusal = order.signInToManage
    ? "Sign in to return tires of this order."
    : order.returnRefusal;
  if (refusal)
    return (
      <section className="track-page" aria-labelledby="return-title">
        <h1 id="return-title">{`Return tires from order ${order.orderId}`}</h1>
        <p role="alert">{refusal}</p>
        <p>
          {order.signInToManage ? <Link to="/account/my-orders">Sign in</Link> : null}{" "}
          <Link to={back}>Back to your order</Link>
        </p>
      </section>
    );
  const invalid = (name: keyof ReturnActionData["errors"]) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `return-${name}-error` : undefined,
  });
  const message = (name: keyof ReturnActionData["errors"]) =>
    errors[name] ? (
      <p id={`return-${name}-error`} className="form-error">
        {errors[name]}
      </p>
    ) : null;
  return (
    <section className="track-page" aria-labelledby="return-title">
      <h1 id="return-title">{`Return tires from order ${order.orderId}`}</h1>
      <p>
        Unmounted tires may be returned within {RETURN_WINDOW_DAYS} days of delivery. We keep a{" "}
        {formatCents(RETURN_HANDLING_FEE_CENTS_PER_TIRE)} handling fee per tire, waived when you
        reorder in the correct size or when the tires arrived damaged, and refund the rest within 48
        hours of receiving the tires.
      </p>
      <p>{returnCarriageText(order)}</p>
      <p>{RETURN_SHIPPING_RULE}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        className="track-return"
        noValidate
      >
        {errors.form ? (
          <p role="alert" tabIndex={-1} className="form-error">
            {errors.form}
          </p>
        ) : null}
        <input type="hidden" name="orderId" value={lookup.orderId} />
        <input type="hidden" name="zip" value={lookup.zip} />
        <fieldset {...invalid("items")}>
          <legend>Which tires are you returning?</legend>
          {order.lines
            .filter((line) => line.productId !== null && line.returnable > 0)
            .map((line) => (
              <div className="field" key={line.productId}>
                <label htmlFor={`return-qty-${line.productId}`}>{line.description}</label>
                <select
                  id={`return-qty-${line.productId}`}
                  name={`quantity-${line.productId}`}
                  defaultValue="0"
                >
                  {Array.from({ length: line.returnable + 1 }, (_, n) => String(n)).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          {message("items")}
        </fieldset>
        <div className="field">
          <label htmlFor="return-reason">Why are you returning them?</label>
          <select id="return-reason" name="reason" defaultValue="" {...invalid("reason")}>
            <option value="" disabled>
              Choose a reason
            </option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason}>{reason}</option>
            ))}
          </select>
          {message("reason")}
        </div>
        <div className="field">
          <label htmlFor="return-details">Anything we should know? (optional)</label>
          <textarea id="return-details" name="details" maxLength={800} rows={3} />
        </div>
        <div className="field field--checkbox">
          <input id="return-reorder" type="checkbox" name="reorderInCorrectSize" value="true" />
          <label htmlFor="return-reorder">
            I am reordering these tires in the correct size (no handling fee)
          </label>
        </div>
        <div className="field">
          <label htmlFor="return-image">A photo of the tires (optional, under 1MB)</label>
          <input
            id="return-image"
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp"
            {...invalid("image")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setImageError(
                file && file.size >= RETURN_IMAGE_MAX_BYTES ? RETURN_IMAGE_TOO_LARGE_MESSAGE : null,
              );
            }}
          />
          {message("image")}
        </div>
        <button
          type="submit"
          className="button"
          disabled={navigation.state === "submitting" || imageError !== null}
        >
          Request the return
        </button>
      </Form>
      <p>
        <Link to={back}>Back to your order</Link>
      </p>
    </section>
  );
}

type SubmittedReturn = { tires: number; refundInCents: number; handlingFeeInCents: number };

async function returnLoader(client: Client, { request }: LoaderFunctionArgs) {
  const { loaded, status } = await loadTracked(client, request);
  const submittedId = new URL(request.url).searchParams.get("submitted");
  const submitted =
    loaded.kind === "order" && submittedId
      ? (loaded.order.returns.find((r) => r.id === submittedId) ?? null)
      : null;
  return data({ ...loaded, submitted }, { status });
}

/** Sends the return to the API as a multipart form; each refusal lands at its field. */
async function returnAction(client: Client, { request }: ActionFunctionArgs) {
  const form = await request.formData();
  const posted = await postedOrder(client, form);
  if (!posted.ok) return data<ReturnActionData>({ errors: { form: "Order not found" } }, 404);
  const { order, lookup } = posted;
  const checkedForm = checkReturnForm(order.lines, {
    quantityOf: (productId) => form.get(`quantity-${productId}`)?.toString() ?? null,
    reason: String(form.get("reason") ?? ""),
    details: String(form.get("details") ?? ""),
  });
  if (!checkedForm.ok) return data<ReturnActionData>({ errors: checkedForm.errors }, 400);

  const body = new FormData();
  body.set("reason", checkedForm.reason);
  body.set("items", JSON.stringify(checkedForm.items));
  body.set("reorderInCorrectSize", form.get("reorderInCorrectSize") === "true" ? "true" : "false");
  body.set("zip", lookup.zip);
  const image = form.get("image");
  if (image instanceof Blob && image.size > 0) body.set("image", image, "tires");
  const sent = await requestOrderReturn(client, order.id, body);
  if (!sent.isSuccess) {
    const { message } = sent.error;
    return data<ReturnActionData>(
      { errors: { [returnRefusalField(message)]: message } },
      refusalStatusOf(sent.error),
    );
  }
  return redirect(trackingHref(TRACK_RETURN_PATH, lookup, { submitted: sent.data.return.id }), 303);
}

/**
 * /track-your-order/wo: the work order of an installed order — what the shop fits, when and for
 * which order — to show or print at the shop.
 */
export function WorkOrderPage() {
  const loaded = useLoaderData() as TrackedData;
  if (loaded.kind === "form") return <TrackLookupPage loaded={loaded} />;
  const { order, lookup } = loaded;
  const back = trackingHref(TRACK_RESULT_PATH, lookup);
  if (order.shippingOption !== "installer")
    return (
      <section className="track-page" aria-labelledby="wo-title">
        <h1 id="wo-title">Work order</h1>
        <p>{WORK_ORDER_NONE_MESSAGE}</p>
        <p>
          <Link to={back}>Back to your order</Link>
        </p>
      </section>
    );
  return (
    <section className="track-page work-order" aria-labelledby="wo-title">
      <h1 id="wo-title">{`Work order for order ${order.orderId}`}</h1>
      <p>
        Show this at the shop, on screen or printed. The tires are delivered to the shop before your
        appointment.
      </p>
      <dl className="account-order__facts">
        <div>
          <dt>Order</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusLabel(order.steps)}</dd>
        </div>
        <div>
          <dt>Appointment</dt>
          <dd>{order.appointment ? appointmentLabel(order.appointment) : "Not booked yet"}</dd>
        </div>
      </dl>
      <h2>{order.destination.heading}</h2>
      <AddressLines lines={order.destination.lines} />
      <h2>Work to do</h2>
      <ul>
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.description}`}>
            Mount and balance {line.quantity} × {line.description}
          </li>
        ))}
      </ul>
      <p>
        <Link to={back}>Back to your order</Link>
      </p>
    </section>
  );
}

/** The lazily loaded routes of the tracking pages. */
function TrackLookupRoutePage() {
  return <TrackLookupPage />;
}

/** The lookup page is everyone's: listed and canonical, unlike the pages of one order. */
export const trackLookupRoute = () => ({
  Component: TrackLookupRoutePage,
  handle: {
    meta: () => ({
      title: "Track your order",
      description:
        "Where your tires are: enter your Order ID and ZIP code to see your order's progress, cancel it or start a return.",
    }),
  } satisfies RouteHandle,
});

const orderTitle = (prefix: string) => (loaded: TrackedData | undefined) =>
  loaded?.kind === "order" ? `${prefix} ${loaded.order.orderId}` : "Track your order";

export const trackResultRoute = (client: Client) => ({
  Component: TrackResultPage,
  loader: (args: LoaderFunctionArgs) => trackedLoader(client, args),
  action: (args: ActionFunctionArgs) => cancelAction(client, args),
  handle: { meta: trackingMeta(orderTitle("Order")) } satisfies RouteHandle,
});

export const trackReturnRoute = (client: Client) => ({
  Component: ReturnPage,
  loader: (args: LoaderFunctionArgs) => returnLoader(client, args),
  action: (args: ActionFunctionArgs) => returnAction(client, args),
  handle: { meta: trackingMeta(orderTitle("Return tires from order")) } satisfies RouteHandle,
});

export const workOrderRoute = (client: Client) => ({
  Component: WorkOrderPage,
  loader: (args: LoaderFunctionArgs) => trackedLoader(client, args),
  handle: { meta: trackingMeta(orderTitle("Work order for order")) } satisfies RouteHandle,
});
