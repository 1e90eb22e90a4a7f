/** Cart rules of checkout.md §4–§5 and storefront.md §2 ("Cart badge"). */
import { formatCents } from "../money";
import type { KeyValueStorage } from "../platform";
import { isUuid } from "../validation/uuid";
import type { AddToCartInput } from "./schemas";

/** Cart cookie lifetime: 2592000 s (30 days), path / (checkout.md §9). */
export const CART_COOKIE_MAX_AGE_S = 2_592_000;
export const CART_ID_COOKIE = "CART_ID";
export const CART_QTY_COOKIE = "CART_QTY";
export const SHIPPING_MARKER_COOKIE = "CART_SHIPPING";
export const APPOINTMENT_MARKER_COOKIE = "CART_APPOINTMENT";
export const INSTALL_LOCATION_COOKIE = "CART_INSTALL_LOCATION";

/**
 * The stored cart id, when it is one: a value the store did not write (a host page's own
 * "CART_ID", a hand-edited one) is dropped with its count, so the next add starts a cart.
 */
export function storedCartId(storage: KeyValueStorage): string | null {
  const id = storage.get(CART_ID_COOKIE);
  if (id === null || isUuid(id)) return id;
  storage.remove(CART_ID_COOKIE);
  storage.remove(CART_QTY_COOKIE);
  return null;
}

export type Cookie = { name: string; value: string; maxAge: number; path: "/" };

/** The nav count: the sum of product quantities. */
export function cartCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Badge text: "9 +" above 9; null (no cart button) for a negative count. */
/** A cart line's tires at the server's sale price, before coupons, installation and coverage. */
export function cartLineTotalInCents(line: {
  quantity: number;
  price: { salePriceInCents: number };
}): number {
  return line.quantity * line.price.salePriceInCents;
}

/** storefront.md §2 "a negative count hides the cart button". */
export function showsCartButton(count: number): boolean {
  return count >= 0;
}

export function cartBadge(count: number): string | null {
  if (count < 0) return null;
  return count > 9 ? "9 +" : String(count);
}

/** Cookies that keep the cart across visits. */
export function cartCookies(cartId: string, count: number): Cookie[] {
  const cookie = (name: string, value: string): Cookie => ({
    name,
    value,
    maxAge: CART_COOKIE_MAX_AGE_S,
    path: "/",
  });
  return [cookie(CART_ID_COOKIE, cartId), cookie(CART_QTY_COOKIE, String(count))];
}

/** Shipping and appointment markers are cookies set to 1 when present, removed otherwise. */
export function markerCookie(name: string, present: boolean): Cookie {
  return {
    name,
    value: present ? "1" : "",
    maxAge: present ? CART_COOKIE_MAX_AGE_S : 0,
    path: "/",
  };
}

export type CartClientState = {
  cartId: string | null;
  quantity: number;
  shipping: unknown | null;
  appointment: unknown | null;
  disablePlaceOrder: boolean;
  placedOrderCartId: string | null;
  installLocation: unknown | null;
};

/** Clearing resets the cart id, quantity, shipping, appointment and order flags (§4). */
export function clearedCart(): CartClientState {
  return {
    cartId: null,
    quantity: 0,
    shipping: null,
    appointment: null,
    disablePlaceOrder: false,
    placedOrderCartId: null,
    installLocation: null,
  };
}

/** checkout.md §8: logged, and the adding indicator cleared. */
export const ADD_TO_CART_ERROR = "Error when adding to cart";

export const ADD_TO_CART_QUANTITY_MESSAGE = "Choose at least one tire";

/** Add to cart requires a front or rear quantity above 0 (§5). */
export function canAddToCart(quantity: { front?: number; rear?: number }): boolean {
  return (quantity.front ?? 0) > 0 || (quantity.rear ?? 0) > 0;
}

/** Removing the only product deletes the cart; removing one of several sets its quantity to 0. */
export function removalAction(
  items: readonly { productId: string }[],
  productId: string,
): "deleteCart" | "zeroQuantity" {
  return items.length === 1 && items[0]?.productId === productId ? "deleteCart" : "zeroQuantity";
}

export type Coupon = {
  errorDescription?: string | null;
  minCartQunatity?: number | null;
  maxCartQunatity?: number | null;
  alertMessage?: string | null;
};

export const PROMO_CODE_REQUIRED = "Please enter a promo code";
export const PROMO_CODE_INVALID = "This promo code is not valid";
export const PROMO_CODE_EXPIRED = "This promo code has expired";

/** A coupon with an errorDescription is denied (§5). */
export function isCouponDenied(coupon: Coupon): boolean {
  return Boolean(coupon.errorDescription);
}

/** Deal alert: the coupon's message, or one naming the quantity, when outside its range (§5). */
export function dealAlert(coupon: Coupon, quantity: number): string | null {
  const belowMin = coupon.minCartQunatity != null && quantity < coupon.minCartQunatity;
  const aboveMax = coupon.maxCartQunatity != null && quantity > coupon.maxCartQunatity;
  if (!belowMin && !aboveMax) return null;
  if (coupon.alertMessage) return coupon.alertMessage;
  const range =
    coupon.minCartQunatity != null && coupon.maxCartQunatity != null
      ? `${coupon.minCartQunatity} to ${coupon.maxCartQunatity} tires`
      : belowMin
        ? `at least ${coupon.minCartQunatity} tires`
        : `at most ${coupon.maxCartQunatity} tires`;
  return `This deal applies to ${range}; your cart has ${quantity}.`;
}

/** Road hazard is free when the coupon takes 100.00 percent (checkout.md §9). */
export function isRoadHazardFree(promotion: {
  couponAmount: number | string;
  couponAmountType: string;
}): boolean {
  return (
    Number(promotion.couponAmount) === 100 &&
    promotion.couponAmountType.toLowerCase() === "percentage"
  );
}

const NO_ROAD_HAZARD_PATHS = ["/checkout/shipping-confirmation", "/checkout/order-confirmation"];

/**
 * The road-hazard checkbox: on checkout pages, except for special order and after the order, and
 * never where the server offers no road hazard to the buyer (`offered`, the cart's
 * roadHazardOffered).
 */
export function showRoadHazardCheckbox(input: {
  pathname: string;
  userType: string;
  products: readonly { roadHazardState?: number | null }[];
  offered?: boolean;
}): boolean {
  if (input.offered === false) return false;
  if (!input.pathname.startsWith("/checkout")) return false;
  if (NO_ROAD_HAZARD_PATHS.some((path) => input.pathname.startsWith(path))) return false;
  if (input.userType === "special_order") return false;
  // roadHazardState 2 means protection is already applied to that product.
  return !input.products.every((p) => p.roadHazardState === 2);
}

/** The road-hazard checkbox is ticked when every tire has protection, chosen (1) or applied (2). */
export function coversEveryTire(products: readonly { roadHazardState: number }[]): boolean {
  return products.every((p) => p.roadHazardState !== 0);
}

export const DELIVERY_DELAY_MESSAGE =
  "Delivery may be delayed: some tires in your cart are in short supply.";

/** "Delivery may be delayed" (checkout.md §8) when a tire of the cart is short of stock. */
export function deliveryMayBeDelayed(products: readonly { availability: string }[]): boolean {
  return products.some((p) => p.availability === "ProductStatusAvailableVolatile");
}

/** A partner shop fits rims of 12 to 22 inches (storefront.md §5, the installer agreement). */
export const SHOP_RIM_RANGE = { min: 12, max: 22 } as const;

export const SHOP_REMOVED_MESSAGE = "Shop removed";
/** A shop chosen for tires it cannot fit (checkout.md §8 "Install unavailable"). */
export const INSTALL_UNAVAILABLE_MESSAGE = "Install unavailable";
export const SHOP_REMOVED_DETAIL =
  "Your shop cannot install the tires now in your cart, so it was taken off your order. Choose another way to get your tires.";

/**
 * Whether a shop can fit the cart's tires (checkout.md §8 "Shop removed when a shop cannot
 * install a tire"): not when any tire is oversize (the installer path closes, §4), nor when no
 * tire can be installed at a shop at all, for want of installability or a rim a shop fits.
 */
export function shopCanInstall(
  items: readonly { isInstallable: boolean; isOversize: boolean; rimDiameter: number | null }[],
): boolean {
  if (items.some((i) => i.isOversize)) return false;
  return items.some(
    (i) =>
      i.isInstallable &&
      (i.rimDiameter === null ||
        (i.rimDiameter >= SHOP_RIM_RANGE.min && i.rimDiameter <= SHOP_RIM_RANGE.max)),
  );
}

/**
 * The price-changed notice (checkout.md §8) for a line whose price moved since the shopper added
 * it or last saw the notice; null when it did not.
 */
export function priceChangedNotice(line: {
  name: string;
  size: string;
  price: { salePriceInCents: number };
  priceChangedFromInCents?: number | null | undefined;
}): string | null {
  const before = line.priceChangedFromInCents;
  if (before === null || before === undefined || before === line.price.salePriceInCents) {
    return null;
  }
  const direction = before > line.price.salePriceInCents ? "dropped" : "went up";
  return `The price of ${line.name} ${line.size} ${direction} from ${formatCents(before)} to ${formatCents(line.price.salePriceInCents)} each since you added it.`;
}

/** Set by a quote's retrieval link (storefront.md §3 "quote retrieval"); a day is enough. */
export const RETRIEVE_QUOTE_COOKIE = "RETRIEVE_QUOTE";
export const RETRIEVE_QUOTE_MAX_AGE_S = 86_400;

/** Below breakpoint M (600 px, storefront.md §9) a page is laid out for a phone. */
export const MOBILE_MAX_WIDTH_PX = 599;

/**
 * Whether a retrieved quote opens the cart summary modal on arrival (storefront.md §2): on a
 * phone, where the checkout's own summary is below the fold, when the retrieve-quote cookie is
 * "yes". The page clears the cookie either way: it is for the arrival only.
 */
export function quoteOpensCart(retrieveQuote: string | null, viewportWidthPx: number): boolean {
  return retrieveQuote === "yes" && viewportWidthPx <= MOBILE_MAX_WIDTH_PX;
}

/**
 * What an add puts in an existing cart: one line per tire, the rear tire of a staggered set on
 * its own line, and front and rear of one tire together (as the server does on the first add).
 */
export function cartAddLines(
  input: Pick<AddToCartInput, "productId" | "rearProductId" | "quantity">,
): { productId: string; quantity: number }[] {
  const rear = input.rearProductId ?? input.productId;
  if (rear === input.productId) {
    return [{ productId: input.productId, quantity: input.quantity.front + input.quantity.rear }];
  }
  return [
    { productId: input.productId, quantity: input.quantity.front },
    { productId: rear, quantity: input.quantity.rear },
  ].filter((line) => line.quantity > 0);
}
