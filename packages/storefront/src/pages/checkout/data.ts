import type { SiteCart } from "@treadkit/core/cart";
import { getCartSummary } from "@treadkit/core/cart";
import { checkoutCartId } from "@treadkit/core/checkout";
import type { Client } from "@treadkit/core/client";
import { getCartAppointment, getCartShipping } from "@treadkit/core/delivery";
import type { CartAppointment } from "@treadkit/core/schedule";
import type { CartShippingResponse } from "@treadkit/core/shipping";
import { data, type LoaderFunctionArgs } from "react-router";

export type CartShipping = CartShippingResponse["siteCartShippingResponse"];

/** What every checkout step shows: the cart, how it reaches the shopper, and when it is fitted. */
export type CheckoutData = {
  cartId: string | null;
  cart: SiteCart | null;
  shipping: CartShipping | null;
  appointment: CartAppointment | null;
};

const NO_CART: CheckoutData = { cartId: null, cart: null, shipping: null, appointment: null };

/**
 * The checkout's cart: `cartId` in the query (a widget handoff) or the cart cookie. A cart that
 * is gone or empty is the empty-cart state, not an error.
 */
export async function checkoutLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<CheckoutData> {
  const url = new URL(request.url);
  const cartId = checkoutCartId(url.searchParams, request.headers.get("cookie"));
  if (!cartId) return NO_CART;
  const cart = await getCartSummary(client, cartId);
  if (!cart.isSuccess) {
    if (cart.error.statusCode === 404 || cart.error.statusCode === 400) return NO_CART;
    throw data(cart.error.message, { status: 500 });
  }
  if (cart.data.siteCart.siteProducts.length === 0) return NO_CART;
  const shipping = await getCartShipping(client, cartId, request.signal);
  const appointment = await getCartAppointment(client, cartId, request.signal);
  return {
    cartId,
    cart: cart.data.siteCart,
    shipping: shipping.isSuccess ? shipping.data.siteCartShippingResponse : null,
    appointment: appointment.isSuccess ? appointment.data.cartAppointment : null,
  };
}
