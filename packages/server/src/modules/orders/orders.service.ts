import { createHash } from "node:crypto";
import { formatCents } from "@treadkit/core/money";
import {
  CANCELLATION_CLOSED_MESSAGE,
  CANCELLATION_WINDOW_MS,
  type CancelOrderRequest,
  canCancel,
  mayManageOrder,
  type Order,
  type OrderAmounts,
  type OrderAmountsInCents,
  type OrderQuote,
  type OrderStatus,
  orderAmounts,
  type PlaceOrderRequest,
  reorderOf,
  shownLine,
} from "@treadkit/core/order";
import {
  APPOINTMENT_ISSUE_MESSAGE,
  EXCHANGE_PAYMENT_METHOD,
  GENERIC_PAYMENT_MESSAGE,
  isMilitaryVerified,
  MILITARY_DISCOUNT_PERCENT,
  PAYMENT_PROCESSING_MESSAGE,
  paymentDiscountPercent,
  verifiedGroupOf,
} from "@treadkit/core/payment";
import { FALLBACK_TIME_ZONE, INSTALL_TIME_UNAVAILABLE } from "@treadkit/core/schedule";
import { identityDiscountPercents, storedAddressSchema } from "@treadkit/core/session";
import { INSTALL_LOCATION_REQUIRED_MESSAGE } from "@treadkit/core/shipping";
import { formatTaxRate, type TaxQuote, taxSummaryOf } from "@treadkit/core/tax";
import { EMAIL_MESSAGE } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { addToOutbox } from "../../jobs/outbox";
import type { PaymentError, PaymentGateway } from "../../payments/gateway";
import { findCart } from "../cart/cart.repository";
import { type CartContext, priceStoredCart } from "../cart/cart.service";
import { closedDatesOf, findAppointment, releaseOrderHold } from "../schedule/schedule.repository";
import { shopToday } from "../schedule/schedule.service";
import { giveBackSignUpOffer } from "../sign-up-offer/sign-up-offer.service";
import { getSiteGlobals } from "../site/site.service";
import { billedToOf } from "./account-billing";
import { destinationOf, proofZipsOf } from "./destination";
import { findInstallerPlace, findInstallLocation } from "./order-documents.repository";
import {
  cancelOrderRow,
  findBillingForOrder,
  findOrderById,
  findOrderLines,
  findReorderProducts,
  findShippedWeeks,
  findShippingForOrder,
  lockCart,
  type OrderLineRow,
  type OrderRow,
  returnStock,
  updateOrder,
} from "./orders.repository";

export const ORDER_PLACED_TOPIC = "order.placed";
export const ORDER_CANCELLED_TOPIC = "order.cancelled";
export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different order";
export const CART_ORDERED_MESSAGE = "This cart has already been ordered";
const SHIPPING_REQUIRED_MESSAGE = "Please choose how your tires reach you before paying";
const EMPTY_CART_MESSAGE = "Your cart is empty";

/** The request's fingerprint: a reused key must come with the very same request. */
export function requestHash(body: PlaceOrderRequest): string {
  const { cartId, paymentMethod, payload, expectedTotalInCents, email } = body;
  return createHash("sha256")
    .update(JSON.stringify([cartId, paymentMethod, payload, expectedTotalInCents, email ?? null]))
    .digest("hex");
}

export function priceChangedMessage(totalInCents: number): string {
  return `The price of your order has changed to ${formatCents(totalInCents)}. Please review your order.`;
}

/** What a refused payment answers: the provider's reason decides the status and message. */
export function paymentFailure(error: PaymentError): HttpError {
  const status = error.code === "INVALID_PAYLOAD" ? 400 : error.code === "NONCE_USED" ? 409 : 402;
  // The processor's own wording ("Do Not Honor") stays in the logs, not on the shopper's page.
  const message =
    error.code === "PROCESSING" ? PAYMENT_PROCESSING_MESSAGE : GENERIC_PAYMENT_MESSAGE;
  return new HttpError(status, error.code, message);
}

export type Placed = { order: Order; created: boolean };

type CartRow = NonNullable<Awaited<ReturnType<typeof findCart>>>;

/** What the cart charges with `paymentMethod`, priced and checked now: placement's own rule. */
async function priceCart(
  db: Db,
  cart: CartRow,
  paymentMethod: PlaceOrderRequest["paymentMethod"],
  context: CartContext,
) {
  const { siteCart, taxBasis, tax } = await priceStoredCart(db, cart, context);
  if (siteCart.siteProducts.length === 0) throw badRequest(EMPTY_CART_MESSAGE, "EMPTY_CART");
  // One query at a time: they share the transaction's connection.
  const shipping = await findShippingForOrder(db, cart.id);
  const billing = await findBillingForOrder(db, cart.id);
  const appointment = await findAppointment(db, cart.id);
  const globals = await getSiteGlobals(db);
  if (!shipping) throw badRequest(SHIPPING_REQUIRED_MESSAGE, "SHIPPING_REQUIRED");
  const installAtShop = shipping.shippingOption === "installer" && !shipping.isMobileInstall;
  if (installAtShop && !appointment) throw badRequest(INSTALL_TIME_UNAVAILABLE, "NO_APPOINTMENT");
  if (
    shipping.shippingOption === "installer" &&
    shipping.isMobileInstall &&
    !(await findInstallLocation(db, cart.id))
  ) {
    throw badRequest(INSTALL_LOCATION_REQUIRED_MESSAGE, "NO_INSTALL_LOCATION");
  }
  // An appointment must still be bookable: not past on the shop's clock, the shop open that day.
  if (appointment) {
    const { installerId, date } = appointment.appointment;
    const { today } = shopToday({ timeZone: appointment.timeZone }, context.now);
    const closed = await closedDatesOf(db, [installerId], date, date);
    if (date < today || closed.get(installerId)?.has(date))
      throw new HttpError(409, "APPOINTMENT_ISSUE", APPOINTMENT_ISSUE_MESSAGE);
  }

  const amounts = orderAmounts({
    cart: siteCart.cartSummary,
    paymentDiscountPercent: paymentDiscountPercent(
      paymentMethod,
      globals.paymentTypeDiscountInPercentage,
    ),
    ...identityDiscountPercents({
      militaryPercent: isMilitaryVerified(cart.idMeVerifiedStatus) ? MILITARY_DISCOUNT_PERCENT : 0,
      occupationId: cart.occupationDiscount,
      occupationOffered: Boolean(context.occupationDiscountsOffered),
    }),
    // Tax-free on the exchange's channel only when the exchange takes the payment: the channel's
    // header alone is the shopper's to set.
    tax: {
      basis: taxBasis,
      rule: tax.rule,
      exempt: Boolean(context.taxExempt) || paymentMethod === "exchange",
    },
  });
  const knownEmail = cart.email ?? shipping.email ?? billing?.email ?? null;
  return { siteCart, shipping, billing, appointment, amounts, knownEmail };
}

/** Everything the order charges, priced and checked now, before anything is taken. */
export async function prepare(db: Db, body: PlaceOrderRequest, context: CartContext) {
  const cart = await lockCart(db, body.cartId);
  if (!cart) throw notFound("Cart not found", "CART_NOT_FOUND");
  const priced = await priceCart(db, cart, body.paymentMethod, context);
  const email = body.email ?? priced.knownEmail;
  if (!email) throw badRequest(EMAIL_MESSAGE, "EMAIL_REQUIRED");
  return { cart, ...priced, email };
}

/** What the cart's order would charge now with `paymentMethod` (the review step's figures). */
export async function quoteOrder(
  db: Db,
  query: { cartId: string; paymentMethod: PlaceOrderRequest["paymentMethod"] },
  context: CartContext,
): Promise<OrderQuote> {
  const cart = await findCart(db, query.cartId);
  if (!cart) throw notFound("Cart not found", "CART_NOT_FOUND");
  const { amounts, knownEmail } = await priceCart(db, cart, query.paymentMethod, context);
  return { amounts: amountsInCents(amounts), email: knownEmail };
}

/**
 * What a pay-later provider's session is opened for: the order the cart would place with
 * `paymentMethod` now (its payment-type discount taken), and that order's own lines.
 */
export async function payLaterOrder(
  db: Db,
  query: { cartId: string; paymentMethod: PlaceOrderRequest["paymentMethod"] },
  context: CartContext,
) {
  const cart = await findCart(db, query.cartId);
  if (!cart) throw notFound("Cart not found", "CART_NOT_FOUND");
  const priced = await priceCart(db, cart, query.paymentMethod, context);
  return {
    cartId: cart.id,
    amountInCents: priced.amounts.totalCents,
    lines: orderLinesOf(priced).map((line) => ({
      description: line.description,
      quantity: line.quantity,
      totalInCents: line.totalCents,
    })),
  };
}

/** The core's order amounts as the API writes them. */
function amountsInCents(amounts: OrderAmounts): OrderAmountsInCents {
  return {
    productsInCents: amounts.productsCents,
    installationInCents: amounts.installationCents,
    roadHazardInCents: amounts.roadHazardCents,
    discountInCents: amounts.discountCents,
    signUpOfferInCents: amounts.signUpOfferCents,
    paymentDiscountInCents: amounts.paymentDiscountCents,
    militaryDiscountInCents: amounts.militaryDiscountCents,
    occupationDiscountInCents: amounts.occupationDiscountCents,
    shippingInCents: amounts.shippingCents,
    federalExciseTaxInCents: amounts.federalExciseTaxCents,
    salesTaxInCents: amounts.salesTaxCents,
    tireFeeInCents: amounts.tireFeeCents,
    tax: amounts.tax ? taxSummaryOf(amounts.tax) : null,
    totalInCents: amounts.totalCents,
  };
}

/** The order's amounts as its row keeps them. */
export function orderRowAmounts(amounts: OrderAmounts) {
  const { tax, ...cents } = amounts;
  return {
    ...cents,
    taxState: tax?.state ?? null,
    taxRatePpm: tax?.ratePpm ?? null,
    taxExempt: tax?.exempt ?? false,
  };
}

/**
 * The order's lines from the priced cart. A per-tire charge keeps the quantity of tires it is
 * for, which a return's share is worked out from; how it is shown is `shownLine`'s.
 */
export function orderLinesOf(
  priced: Pick<Awaited<ReturnType<typeof prepare>>, "siteCart" | "amounts">,
) {
  const { siteCart, amounts } = priced;
  const lines: NewOrderLine[] = [];
  for (const p of siteCart.siteProducts) {
    lines.push({
      kind: "tire",
      productId: Number(p.productId),
      sku: `TIRE-${p.productId}`,
      description: `${p.brand.label} ${p.name} ${p.size}`,
      quantity: p.quantity,
      unitPriceCents: p.price.salePriceInCents,
      totalCents: p.quantity * p.price.salePriceInCents,
    });
    if (p.roadHazardCostInCents > 0)
      lines.push({
        kind: "roadHazard",
        productId: Number(p.productId),
        sku: "ROAD-HAZARD",
        description: `Road hazard coverage, ${p.brand.label} ${p.name} ${p.size}`,
        quantity: p.quantity,
        unitPriceCents: Math.round(p.roadHazardCostInCents / p.quantity),
        totalCents: p.roadHazardCostInCents,
      });
  }
  if (amounts.installationCents > 0)
    lines.push({
      kind: "installation",
      productId: null,
      sku: "INSTALLER",
      description: "Installation",
      quantity: 1,
      unitPriceCents: amounts.installationCents,
      totalCents: amounts.installationCents,
    });
  if (amounts.shippingCents > 0)
    lines.push({
      kind: "shipping",
      productId: null,
      sku: "SHIPPING",
      description: "Shipping and handling",
      quantity: 1,
      unitPriceCents: amounts.shippingCents,
      totalCents: amounts.shippingCents,
    });
  for (const p of siteCart.siteProducts.filter((l) => l.federalExciseTaxInCents > 0))
    lines.push({
      kind: "federalExciseTax",
      productId: Number(p.productId),
      sku: "FET",
      description: `Federal excise tax, ${p.size}`,
      quantity: p.quantity,
      unitPriceCents: p.federalExciseTaxInCents / p.quantity,
      totalCents: p.federalExciseTaxInCents,
    });
  lines.push(...taxLinesOf(siteCart.siteProducts, amounts.tax));
  const discount =
    amounts.discountCents +
    amounts.signUpOfferCents +
    amounts.paymentDiscountCents +
    amounts.militaryDiscountCents +
    amounts.occupationDiscountCents;
  if (discount > 0)
    lines.push({
      kind: "discount",
      productId: null,
      sku: "DISCOUNT",
      description: "Discounts",
      quantity: 1,
      unitPriceCents: -discount,
      totalCents: -discount,
    });
  return lines.map((line, i) => ({ ...line, lineNo: i + 1 }));
}

type NewOrderLine = Omit<OrderLineRow, "orderId" | "lineNo">;

/**
 * The receipt's tax lines: each tire line's sales tax and the state's tire fee, kept with the
 * tire they are for (a return gives back its share), then the tax on shipping.
 */
function taxLinesOf(
  products: readonly { productId: string; quantity: number; size: string }[],
  tax: TaxQuote | null,
): NewOrderLine[] {
  if (!tax) return [];
  const lines: NewOrderLine[] = [];
  const rate = `${tax.state} ${formatTaxRate(tax.ratePpm)}`;
  const tires = products.reduce((n, p) => n + p.quantity, 0);
  const feePerTire = tires > 0 ? tax.tireFeeInCents / tires : 0;
  for (const p of products) {
    const lineTax = tax.lines.find((l) => l.productId === p.productId)?.taxInCents ?? 0;
    if (lineTax > 0)
      lines.push({
        kind: "salesTax",
        productId: Number(p.productId),
        sku: "SALES-TAX",
        description: `Sales tax (${rate}), ${p.size}`,
        quantity: p.quantity,
        unitPriceCents: Math.round(lineTax / p.quantity),
        totalCents: lineTax,
      });
    if (feePerTire > 0)
      lines.push({
        kind: "fee",
        productId: Number(p.productId),
        sku: "TIRE-FEE",
        description: `${tax.state} tire fee, ${p.size}`,
        quantity: p.quantity,
        unitPriceCents: feePerTire,
        totalCents: feePerTire * p.quantity,
      });
  }
  if (tax.shippingTaxInCents > 0)
    lines.push({
      kind: "salesTax",
      productId: null,
      sku: "SALES-TAX",
      description: `Sales tax (${rate}), shipping`,
      quantity: 1,
      unitPriceCents: tax.shippingTaxInCents,
      totalCents: tax.shippingTaxInCents,
    });
  return lines;
}

/** Where an order came from: the military exchange, a widget, or the storefront. */
export function orderChannel(
  widgetSource: string | null,
  militaryCustomerId: string | null | undefined,
): string {
  if (militaryCustomerId) return "military-exchange";
  return widgetSource ? `widget:${widgetSource}` : "web";
}

export const appointmentOf = (value: unknown): Order["appointment"] =>
  value && typeof value === "object" ? (value as Order["appointment"]) : null;

/** The order's shop as the order answer names it; null when the order is not installed. */
async function shopOf(db: Db, row: OrderRow): Promise<Order["shop"]> {
  if (row.installerId === null) return null;
  const place = await findInstallerPlace(db, row.installerId);
  if (!place) return null;
  return {
    name: place.company,
    phone: place.phone,
    addressLine1: place.addressLine1,
    city: place.city,
    state: place.state,
    zip: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone ?? FALLBACK_TIME_ZONE,
    isMobileInstall: place.isMobileInstall,
  };
}

export async function readOrder(db: Db, row: OrderRow): Promise<Order> {
  const lines = await findOrderLines(db, row.id);
  const tireIds = lines.flatMap((line) =>
    line.kind === "tire" && line.productId !== null ? [line.productId] : [],
  );
  const tires = new Map(
    (await findReorderProducts(db, [...new Set(tireIds)])).map((product) => [product.id, product]),
  );
  const shipped = await findShippedWeeks(db, row.id);
  const reorder = (line: OrderLineRow) => {
    const product =
      line.kind === "tire" && line.productId !== null ? tires.get(line.productId) : undefined;
    return product
      ? reorderOf({ availability: product.availability, discontinued: !!product.discontinuedAt })
      : null;
  };
  const parsed = storedAddressSchema.safeParse(row.shippingAddress);
  const address = parsed.success ? parsed.data : {};
  const installLocation =
    row.shippingOption === "installer" && address.isMobileInstall
      ? await findInstallLocation(db, row.cartId)
      : null;
  return {
    id: row.id,
    orderId: String(row.orderNumber),
    status: row.status as OrderStatus,
    placedAt: row.placedAt.toISOString(),
    email: row.email,
    zip: row.zip,
    payment: {
      method: row.paymentMethod as Order["payment"]["method"],
      status: row.paymentStatus,
      cardBrand: row.cardBrand,
      last4: row.last4,
      billedTo: await billedToOf(db, row),
    },
    amounts: {
      productsInCents: row.productsCents,
      installationInCents: row.installationCents,
      roadHazardInCents: row.roadHazardCents,
      discountInCents: row.discountCents,
      signUpOfferInCents: row.signUpOfferCents,
      paymentDiscountInCents: row.paymentDiscountCents,
      militaryDiscountInCents: row.militaryDiscountCents,
      occupationDiscountInCents: row.occupationDiscountCents,
      shippingInCents: row.shippingCents,
      federalExciseTaxInCents: row.federalExciseTaxCents,
      salesTaxInCents: row.salesTaxCents,
      tireFeeInCents: row.tireFeeCents,
      tax:
        row.taxState !== null && row.taxRatePpm !== null
          ? { state: row.taxState, ratePpm: row.taxRatePpm, exempt: row.taxExempt }
          : null,
      totalInCents: row.totalCents,
    },
    lines: lines.map((line) => ({
      kind: line.kind as Order["lines"][number]["kind"],
      sku: line.sku,
      description: line.description,
      ...shownLine({ quantity: line.quantity, totalInCents: line.totalCents }),
      totalInCents: line.totalCents,
      productId: line.productId,
      reorder: reorder(line),
      ...(line.kind === "tire" && line.productId !== null
        ? { madeIn: shipped.get(line.productId) ?? [] }
        : {}),
    })),
    shippingOption: row.shippingOption,
    installerId: row.installerId === null ? null : String(row.installerId),
    destination: destinationOf(row.shippingOption, address, installLocation),
    appointment: appointmentOf(row.appointment),
    shop: await shopOf(db, row),
    estimatedDeliveryDate: row.estimatedDeliveryDate,
    roadsideAssistanceUntil: row.roadsideAssistanceUntil,
    verifiedGroup: verifiedGroupOf(row.verifiedGroup),
    occupationDiscountId: row.occupationDiscount,
    needsConfirmation: row.status !== "cancelled" && row.paymentStatus === "processing",
  };
}

/** The order by its unguessable id, or null when there is none. */
export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const row = await findOrderById(db, id);
  return row ? readOrder(db, row) : null;
}

/** The order by its unguessable id (the confirmation page's link). */
export async function getOrder(db: Db, id: string): Promise<Order> {
  const order = await findOrder(db, id);
  if (!order) throw notFound("Order not found", "ORDER_NOT_FOUND");
  return order;
}

/**
 * Puts back what a cancelled order took, in the transaction that cancelled it: the tires on the
 * shelves they came from, the place at the shop and the member's sign-up offer; and queues the
 * cancellation e-mail.
 */
async function undoOrder(tx: Db, orderId: string) {
  await returnStock(tx, orderId);
  await releaseOrderHold(tx, orderId);
  await giveBackSignUpOffer(tx, orderId);
  await addToOutbox(tx, ORDER_CANCELLED_TOPIC, { orderId });
}

/**
 * Cancels within 30 minutes of placing: the authorisation is voided, the tires go back on the
 * shelf and the install slot is freed. Later, only a refund or a return. The cancel is one
 * conditional update: of concurrent cancels one wins and the others get 409, so stock, the slot
 * and the e-mail come back exactly once.
 */
export async function cancelOrder(
  db: Db,
  gateway: PaymentGateway,
  id: string,
  now: Date,
  /** Who asks: the proof a guest gives, or the signed-in member; omitted, the caller vouches. */
  asker?: { proof: CancelOrderRequest; memberId: string | null },
): Promise<Order> {
  const row = await findOrderById(db, id);
  if (!row) throw notFound("Order not found", "ORDER_NOT_FOUND");
  if (asker && !mayManageOrder({ ...row, ...proofZipsOf(row) }, asker)) {
    // One answer for a wrong proof and an unknown order: an id reveals nothing without proof.
    throw notFound("Order not found", "ORDER_NOT_FOUND");
  }
  const closed = () => new HttpError(409, "CANCELLATION_CLOSED", CANCELLATION_CLOSED_MESSAGE);
  if (!canCancel({ status: row.status as OrderStatus, placedAt: row.placedAt }, now))
    throw closed();
  const cancelled = await db.transaction(async (tx) => {
    const won = await cancelOrderRow(
      tx,
      row.id,
      {
        notIn: ["cancelled", "delivered"],
        placedAfter: new Date(now.getTime() - CANCELLATION_WINDOW_MS),
      },
      { cancelledAt: now, paymentStatus: "voided" },
    );
    if (!won) return null;
    await undoOrder(tx, row.id);
    return won;
  });
  if (!cancelled) throw closed();
  // An order paid at the military exchange is released by the exchange, not by this store.
  if (row.paymentMethod !== EXCHANGE_PAYMENT_METHOD) await gateway.void(row.paymentTransactionId);
  return readOrder(db, cancelled);
}

/**
 * Confirms an order placed while its payment was processing (code 539): once the provider has
 * settled it the order is confirmed; a decline cancels it and puts everything back.
 */
export async function confirmOrder(
  db: Db,
  gateway: PaymentGateway,
  id: string,
  now: Date,
): Promise<Order> {
  const row = await findOrderById(db, id);
  if (!row) throw notFound("Order not found", "ORDER_NOT_FOUND");
  if (row.status === "cancelled" || row.paymentStatus !== "processing") return readOrder(db, row);
  const status = await gateway.status(row.paymentTransactionId);
  if (status === "processing") return readOrder(db, row);
  if (status === "authorized") {
    const updated = await updateOrder(db, row.id, { paymentStatus: "authorized" });
    return readOrder(db, updated ?? row);
  }
  const cancelled = await db.transaction(async (tx) => {
    const won = await cancelOrderRow(
      tx,
      row.id,
      { notIn: ["cancelled"], paymentStatus: "processing" },
      { cancelledAt: now, paymentStatus: status },
    );
    if (won) await undoOrder(tx, row.id);
    return won;
  });
  // Another request confirmed or cancelled it meanwhile: the order as it is now.
  return readOrder(db, cancelled ?? (await findOrderById(db, row.id)) ?? row);
}
