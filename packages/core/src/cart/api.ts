import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type AddToCartInput,
  type SiteCart,
  siteCartResponseSchema,
  type UpdateCartInput,
} from "./schemas";

type CartResult = Promise<Result<{ siteCart: SiteCart }>>;

/** Add to cart: into the cart of cartId, or a new cart without one (checkout.md §4). */
export function postCart(client: Client, input: AddToCartInput, cartId?: string): CartResult {
  return client.request({
    method: "POST",
    path: "/cart-summary",
    ...(cartId ? { query: { cartId } } : {}),
    json: input,
    schema: RESPONSE_CHECKS ? siteCartResponseSchema : undefined,
  });
}

export function getCartSummary(client: Client, cartId: string): CartResult {
  return client.request({
    path: "/cart-summary",
    query: { cartId },
    schema: RESPONSE_CHECKS ? siteCartResponseSchema : undefined,
  });
}

export function putCart(client: Client, cartId: string, input: UpdateCartInput): CartResult {
  return client.request({
    method: "PUT",
    path: "/cart-summary",
    query: { cartId },
    json: input,
    schema: RESPONSE_CHECKS ? siteCartResponseSchema : undefined,
  });
}

export function deleteCartSummary(client: Client, cartId: string): Promise<Result<unknown>> {
  return client.request({ method: "DELETE", path: "/cart-summary", query: { cartId } });
}
