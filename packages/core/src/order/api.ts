import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { PAYMENT_REQUEST_TIMEOUT_MS, shouldRetryPaymentRequest } from "../payment/rules";
import type { OrderPaymentMethod } from "../payment/schemas";
import {
  type Order,
  type OrderQuote,
  type OrderReturn,
  orderQuoteResponseSchema,
  orderResponseSchema,
  orderReturnResponseSchema,
  type PlaceOrderRequest,
  type TrackedOrder,
  trackOrderResponseSchema,
} from "./schemas";

type OrderResult = Promise<Result<{ order: Order }>>;

/** A new Idempotency-Key for one checkout attempt; retries of that attempt reuse it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Places the order: 60 s per attempt and one retry when no answer came (timeout, network,
 * status 0) or the server answered 408, with the same key, so a retry never charges twice.
 */
export async function placeOrder(
  client: Client,
  idempotencyKey: string,
  body: PlaceOrderRequest,
): OrderResult {
  for (let attempt = 1; ; attempt += 1) {
    const result = await client.request({
      method: "POST",
      path: "/checkout/orders",
      json: body,
      headers: { "Idempotency-Key": idempotencyKey },
      timeoutMs: PAYMENT_REQUEST_TIMEOUT_MS,
      schema: RESPONSE_CHECKS ? orderResponseSchema : undefined,
    });
    if (result.isSuccess) return result;
    const failure =
      result.error.code === "NetworkError"
        ? { timedOut: true as const }
        : { status: result.error.statusCode };
    if (result.error.code === "AbortError" || !shouldRetryPaymentRequest(attempt, failure))
      return result;
  }
}

export function getOrder(client: Client, id: string): OrderResult {
  return client.request({
    path: "/checkout/orders/{id}",
    pathParams: { id },
    schema: RESPONSE_CHECKS ? orderResponseSchema : undefined,
  });
}

/** Cancels an order: a guest's with its e-mail or ZIP, a member's with the session. */
export function cancelOrder(
  client: Client,
  id: string,
  proof: { email?: string; zip?: string } = {},
): OrderResult {
  return client.request({
    method: "POST",
    path: "/checkout/orders/{id}/cancel",
    pathParams: { id },
    json: proof,
    schema: RESPONSE_CHECKS ? orderResponseSchema : undefined,
  });
}

/** Confirms an order whose payment was still processing (/checkout/confirm-order/[orderId]). */
export function confirmOrder(client: Client, id: string): OrderResult {
  return client.request({
    method: "POST",
    path: "/checkout/orders/{id}/confirm",
    pathParams: { id },
    schema: RESPONSE_CHECKS ? orderResponseSchema : undefined,
  });
}

/** What the cart's order would charge now with `paymentMethod`: the review step's figures. */
export function getOrderQuote(
  client: Client,
  query: { cartId: string; paymentMethod: OrderPaymentMethod },
  signal?: AbortSignal,
): Promise<Result<{ quote: OrderQuote }>> {
  return client.request({
    path: "/checkout/quote",
    query,
    schema: RESPONSE_CHECKS ? orderQuoteResponseSchema : undefined,
    signal,
  });
}

/** Where an order is, by Order ID and ZIP (/track-your-order). */
export function trackOrder(
  client: Client,
  query: { orderId: string; zip: string },
  signal?: AbortSignal,
): Promise<Result<{ order: TrackedOrder }>> {
  return client.request({
    path: "/orders/track",
    query,
    schema: RESPONSE_CHECKS ? trackOrderResponseSchema : undefined,
    signal,
  });
}

/**
 * Asks for a return of delivered tires: the form's fields (reason, items as JSON, whether the
 * shopper reorders in the correct size, the guest's ZIP or e-mail) and an optional photo.
 */
export function requestOrderReturn(
  client: Client,
  id: string,
  form: FormData,
): Promise<Result<{ return: OrderReturn }>> {
  return client.request({
    method: "POST",
    path: "/checkout/orders/{id}/returns",
    pathParams: { id },
    multipart: form,
    schema: RESPONSE_CHECKS ? orderReturnResponseSchema : undefined,
  });
}
