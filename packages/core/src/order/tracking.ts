import {
  RETURN_IMAGE_TOO_LARGE_MESSAGE,
  RETURN_IMAGE_TYPE_MESSAGE,
  RETURN_NO_TIRES_MESSAGE,
  RETURN_NOT_ON_ORDER_MESSAGE,
  RETURN_REASONS,
} from "./returns";
import { RETURN_REASON_MESSAGE, type TrackedOrder, trackOrderQuerySchema } from "./schemas";

/** Order tracking pages (storefront.md §2 "Order tracking", §4, §5, §8). */

export const TRACK_ORDER_PATH = "/track-your-order";
export const TRACK_RESULT_PATH = "/track-your-order/result";
export const TRACK_RETURN_PATH = "/track-your-order/return";
export const TRACK_WORK_ORDER_PATH = "/track-your-order/wo";

export const ORDER_CANCELLED_MESSAGE =
  "Your order is cancelled. The payment is voided and nothing is charged.";
export const WORK_ORDER_NONE_MESSAGE =
  "This order is not installed at a shop, so it has no work order.";

/** What the return page says of sending the tires back, before the request and once it is in. */
export function returnCarriageText(
  order: Pick<TrackedOrder, "orderId" | "returnCarriage" | "destination" | "maskedEmail">,
  submittedTires?: number,
): string {
  const tires =
    submittedTires === undefined
      ? "the tires"
      : `${submittedTires} ${submittedTires === 1 ? "tire" : "tires"} of order ${order.orderId}`;
  if (order.returnCarriage === "mailed-label")
    return submittedTires === undefined
      ? "Once your request is in, we e-mail you a prepaid return label."
      : `We will e-mail the return label for ${tires} to ${order.maskedEmail}.`;
  const installer = order.destination.lines[0] ?? "the installer";
  return submittedTires === undefined
    ? `These tires were mounted by ${installer}. Mounted tires are not mailed back and no return label is sent: they go back through ${installer}, and we arrange it with the shop once your request is in.`
    : `We will arrange the return of ${tires} with ${installer}, who mounted them, and e-mail ${order.maskedEmail} when to bring them. No return label is mailed for mounted tires.`;
}

/** storefront.md §5: where returned tires may not be sent from. */
export const RETURN_SHIPPING_RULE =
  "Returns cannot be shipped from international military bases or dealerships, or returned for resale.";

export type TrackLookup = { orderId: string; zip: string };
export type TrackLookupErrors = Partial<Record<keyof TrackLookup, string>>;

/** The lookup form's values checked as the API checks them, each message at its field. */
export function checkTrackLookup(
  values: TrackLookup,
): { ok: true; lookup: TrackLookup } | { ok: false; errors: TrackLookupErrors } {
  const parsed = trackOrderQuerySchema.safeParse(values);
  if (parsed.success)
    return { ok: true, lookup: { orderId: parsed.data.orderId, zip: parsed.data.zip } };
  const errors: TrackLookupErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "orderId" || field === "zip") && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A tracking page's address for an order proved by Order ID and ZIP. */
export function trackingHref(
  path: string,
  lookup: TrackLookup,
  extra: Record<string, string> = {},
): string {
  return `${path}?${new URLSearchParams({ orderId: lookup.orderId, zip: lookup.zip, ...extra })}`;
}

/** The reason a return form sends: the chosen reason, and the shopper's details after it. */
export function returnReasonText(reason: string, details: string): string {
  const more = details.trim();
  return more ? `${reason}: ${more}` : reason;
}

export type ReturnFormField = "items" | "reason" | "image" | "form";
export type ReturnFormErrors = Partial<Record<ReturnFormField, string>>;

/**
 * The return form as the page posts it, checked before it is sent: the tires chosen (a
 * quantity per tire line, none is "0"), one of RETURN_REASONS, and the reason the API keeps.
 */
export function checkReturnForm(
  lines: readonly { productId: string | null }[],
  values: {
    quantityOf(productId: string): string | null;
    reason: string;
    details: string;
  },
):
  | { ok: true; items: { productId: string; quantity: number }[]; reason: string }
  | { ok: false; errors: ReturnFormErrors } {
  const items = lines.flatMap((line) => {
    if (line.productId === null) return [];
    const quantity = Number(values.quantityOf(line.productId) ?? 0);
    return quantity > 0 ? [{ productId: line.productId, quantity }] : [];
  });
  const errors: ReturnFormErrors = {};
  if (items.length === 0) errors.items = RETURN_NO_TIRES_MESSAGE;
  if (!RETURN_REASONS.some((r) => r === values.reason)) errors.reason = RETURN_REASON_MESSAGE;
  if (errors.items || errors.reason) return { ok: false, errors };
  return {
    ok: true,
    items,
    reason: returnReasonText(values.reason, values.details).slice(0, 1000),
  };
}

/** The field of the return form a refusal of the API belongs at. */
export function returnRefusalField(message: string): ReturnFormField {
  if (message === RETURN_IMAGE_TOO_LARGE_MESSAGE || message === RETURN_IMAGE_TYPE_MESSAGE)
    return "image";
  if (
    message === RETURN_NO_TIRES_MESSAGE ||
    message === RETURN_NOT_ON_ORDER_MESSAGE ||
    message.startsWith("You can return at most") ||
    message.endsWith("has already been returned")
  )
    return "items";
  return "form";
}
