import type { SiteCart } from "@treadkit/core/cart";
import { getCartSummary } from "@treadkit/core/cart";
import {
  type CartBilling,
  checkoutCartId,
  getCartBilling,
  type MemberContact,
} from "@treadkit/core/checkout";
import { answeredStatus, type Client } from "@treadkit/core/client";
import { getCartAppointment, getCartShipping, getInstallLocation } from "@treadkit/core/delivery";
import { getInstallers, INSTALLER_LIST_LIMIT, type Installer } from "@treadkit/core/installer";
import {
  accountPaymentGroups,
  type ExchangeCustomer,
  exchangeCustomerOf,
  type PaymentGroup,
} from "@treadkit/core/payment";
import type { CartAppointment } from "@treadkit/core/schedule";
import {
  allowedDeliveryMethods,
  getSavedAddresses,
  getUserDetails,
  isDealerTireAccount,
  occupationDiscountsOffered,
  type SavedAddress,
  type UserType,
  userTypeOf,
} from "@treadkit/core/session";
import {
  type CartInstallLocation,
  type CartShippingResponse,
  cartTabs,
  type DeliveryCode,
  deliveryItemsOf,
} from "@treadkit/core/shipping";
import { data, type LoaderFunctionArgs } from "react-router";
import { hasSignOn, pageCookies } from "../../page-cookies";

export type CartShipping = CartShippingResponse["siteCartShippingResponse"];

/** What every checkout step shows: the cart, how it reaches the shopper, and when it is fitted. */
export type CheckoutData = {
  cartId: string | null;
  cart: SiteCart | null;
  shipping: CartShipping | null;
  appointment: CartAppointment | null;
  /** Where a mobile installer fits the tires, for a mobile install. */
  installLocation: CartInstallLocation | null;
  /**
   * Mobile installers that reach the cart's ZIP, on the shipping step of a cart whose every tire
   * can be fitted: the mobile tab is offered only when there is one (checkout.md §2).
   */
  mobileInstallers: Installer[];
  /** The signed-in member's buying rules; null for a guest. */
  buyer: CheckoutBuyer | null;
  /** The military exchange's shopper of this visit; null off the exchange's channel. */
  exchange: ExchangeCustomer | null;
  /** The billing address the cart keeps, on the payment step; null before one is saved. */
  billing: CartBilling | null;
};

export type CheckoutBuyer = {
  userType: UserType;
  /** The delivery methods the account allows; null for every one the cart allows. */
  allowedDeliveryMethods: DeliveryCode[] | null;
  isDealerTire: boolean;
  /** The payment groups the account allows; null for every consumer payment. */
  paymentGroups: PaymentGroup[] | null;
  /** The company a business account buys for, which invoice and payroll orders are billed through. */
  companyName: string | null;
  /** Who the member is, to start the checkout's forms with. */
  contact: MemberContact;
  /** The addresses of the member's earlier orders, newest first. */
  savedAddresses: SavedAddress[];
  /** A distributor's employee whose company allows occupation discounts (storefront.md §6). */
  occupationDiscountsOffered: boolean;
};

async function buyerFor(client: Client, cookies: string): Promise<CheckoutBuyer | null> {
  if (!hasSignOn(cookies)) return null;
  const [detail, saved] = await Promise.all([getUserDetails(client), getSavedAddresses(client)]);
  if (!detail.isSuccess) return null;
  const savedAddresses = saved.isSuccess ? saved.data : [];
  return {
    userType: userTypeOf(detail.data),
    allowedDeliveryMethods: allowedDeliveryMethods(detail.data),
    isDealerTire: isDealerTireAccount(detail.data),
    paymentGroups: accountPaymentGroups(detail.data),
    companyName: detail.data.accountTypeCompany?.companyName ?? null,
    contact: {
      firstName: detail.data.firstName,
      lastName: detail.data.lastName,
      email: detail.data.username,
      phone: savedAddresses.find((address) => address.phone)?.phone ?? null,
    },
    savedAddresses,
    occupationDiscountsOffered: occupationDiscountsOffered(detail.data),
  };
}

const NO_CART: CheckoutData = {
  cartId: null,
  cart: null,
  shipping: null,
  appointment: null,
  installLocation: null,
  mobileInstallers: [],
  buyer: null,
  exchange: null,
  billing: null,
};

async function mobileInstallersFor(client: Client, cart: SiteCart, signal: AbortSignal) {
  // Asked only where the cart's tires allow a mobile tab at all.
  const allowed = cartTabs({ items: deliveryItemsOf(cart.siteProducts), mobileAvailable: true });
  if (!cart.zip || !allowed.some((tab) => tab.tab === "mobile")) return [];
  const result = await getInstallers(
    client,
    {
      userZip: cart.zip,
      limit: INSTALLER_LIST_LIMIT,
      mobileInstall: true,
      cartId: cart.id,
      source: "checkout",
    },
    signal,
  );
  return result.isSuccess ? result.data.siteInstallers.siteInstallerList : [];
}

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
    // A cart the API does not know is no cart; a cart that did not arrive is a failed page.
    const status = answeredStatus(cart.error);
    if (status === 404 || status === 400) return NO_CART;
    throw data(cart.error.message, { status: status === null ? 503 : 500 });
  }
  if (cart.data.siteCart.siteProducts.length === 0) return NO_CART;
  const siteCart = cart.data.siteCart;
  const onShippingStep = url.pathname.replace(/\/$/, "") === "/checkout/shipping";
  const onPaymentStep = url.pathname.startsWith("/checkout/payments");
  const [shipping, appointment, mobileInstallers, buyer, billing] = await Promise.all([
    // Before a delivery is chosen there is none to read (the call would answer 404).
    siteCart.cartShippingAddressPresent ? getCartShipping(client, cartId, request.signal) : null,
    getCartAppointment(client, cartId, request.signal),
    onShippingStep ? mobileInstallersFor(client, siteCart, request.signal) : [],
    buyerFor(client, pageCookies(request)),
    onPaymentStep ? getCartBilling(client, cartId, request.signal) : null,
  ]);
  const chosen = shipping?.isSuccess ? shipping.data.siteCartShippingResponse : null;
  const installLocation = chosen?.cartShipping.installer?.isMobileInstall
    ? await getInstallLocation(client, cartId, request.signal)
    : null;
  return {
    cartId,
    cart: siteCart,
    shipping: chosen,
    appointment: appointment.isSuccess ? appointment.data.cartAppointment : null,
    installLocation: installLocation?.isSuccess ? installLocation.data.cartInstallLocation : null,
    mobileInstallers,
    buyer,
    exchange: exchangeCustomerOf(pageCookies(request)),
    billing: billing?.isSuccess ? billing.data.siteCartBillingResponse : null,
  };
}
