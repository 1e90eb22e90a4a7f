import {
  estimatedDelivery,
  type PlaceOrderRequest,
  roadsideAssistanceUntil,
} from "@treadkit/core/order";
import {
  isAccountBillingMethod,
  loanIdOf,
  OUT_OF_STOCK_MESSAGE,
  type PaymentPayload,
} from "@treadkit/core/payment";
import type { SlotTime } from "@treadkit/core/schedule";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { HttpError } from "../../http/errors";
import { addToOutbox } from "../../jobs/outbox";
import { accountBillingAuthorization } from "../../payments/account-billing";
import {
  type Authorization,
  isPaymentError,
  PaymentError,
  type PaymentErrorCode,
  type PaymentGateway,
} from "../../payments/gateway";
import type { CartContext } from "../cart/cart.service";
import { recordReferralOrder } from "../referral/referral.orders";
import { giveHoldToOrder } from "../schedule/schedule.repository";
import { bookInTransaction } from "../schedule/schedule.service";
import { recordSignUpOffer } from "../sign-up-offer/sign-up-offer.service";
import { accountVerifiedGroup } from "../verification/verification.repository";
import { assertPaymentAllowed } from "./account-billing";
import {
  findOrderByCart,
  findOrderByKey,
  insertOrder,
  lockIdempotencyKey,
  type OrderRow,
  type TakenStock,
  takeStock,
} from "./orders.repository";
import {
  CART_ORDERED_MESSAGE,
  KEY_REUSED_MESSAGE,
  ORDER_PLACED_TOPIC,
  orderChannel,
  orderLinesOf,
  orderRowAmounts,
  type Placed,
  paymentFailure,
  prepare,
  priceChangedMessage,
  readOrder,
  requestHash,
} from "./orders.service";
import {
  claimAttempt,
  findAttempt,
  insertAttempt,
  moveAttempt,
  type PaymentAttemptRow,
} from "./payment-attempts.repository";

/**
 * Placing an order, so that a crash at any point loses nothing and charges nothing twice:
 *
 * 1. In a short transaction the cart is priced and checked, and a payment attempt keyed by the
 *    Idempotency-Key is recorded (committed) before the provider is asked.
 * 2. The provider is asked outside any transaction, by whichever request holds the attempt's
 *    claim: first whether it already authorised this attempt (a crashed request may have got
 *    that far), else to authorise. The answer is recorded at once.
 * 3. In a second transaction the cart is checked again, stock taken, the install place moved to
 *    the order and the order written; the attempt becomes "ordered".
 *
 * A retry with the same key resumes where the last request stopped. When step 3 refuses (stock
 * gone, price changed) the authorisation is voided there and then; when a process dies between
 * the steps, the payment sweeper (payment-sweeper.ts) voids what no order came of.
 */

/** How long one request may hold an attempt while the provider answers (its timeout is 60 s). */
export const ATTEMPT_CLAIM_MS = 90_000;
/** How a request that finds the attempt claimed by another waits for its answer. */
const WAIT_POLL_MS = 150;
/** A retry's place held for the order while the provider answers. */
const PLACEMENT_HOLD_MINUTES = 5;

const PAYMENT_RELEASED_MESSAGE =
  "This payment was released because the order could not be completed. Please pay again.";

type Input = {
  idempotencyKey: string;
  body: PlaceOrderRequest;
  context: CartContext;
  /** The origin the shopper placed the order on: its e-mails link there without PUBLIC_ORIGIN. */
  siteOrigin?: string;
  /** How long a request may hold the attempt while the provider answers (ATTEMPT_CLAIM_MS). */
  claimMs?: number;
};

export async function placeOrder(db: Db, gateway: PaymentGateway, input: Input): Promise<Placed> {
  const { idempotencyKey, body } = input;
  const hash = requestHash(body);
  const replay = async (row: OrderRow): Promise<Placed> => {
    if (row.requestHash !== hash)
      throw new HttpError(422, "IDEMPOTENCY_KEY_REUSED", KEY_REUSED_MESSAGE);
    return { order: await readOrder(db, row), created: false };
  };
  const earlier = await findOrderByKey(db, idempotencyKey);
  if (earlier) return replay(earlier);
  await assertPaymentAllowed(db, input.context, body.paymentMethod);

  const opened = await openAttempt(db, input, hash);
  if (opened.replay) return replay(opened.replay);
  const authorization = await authorizeAttempt(
    db,
    gateway,
    opened.attempt,
    body,
    input.claimMs ?? ATTEMPT_CLAIM_MS,
  );

  try {
    const placed = await writeOrder(db, input, hash, authorization);
    if (placed.replayed) return replay(placed.replayed);
    return { order: await readOrder(db, placed.row), created: true };
  } catch (error) {
    // The order cannot be written: the money is released now, not by the sweeper later.
    await releaseAttempt(db, gateway, idempotencyKey, authorization.transactionId).catch(
      () => undefined,
    );
    throw error;
  }
}

/**
 * Step 1: the attempt, recorded before the provider is asked. An attempt of this key already
 * there is resumed (same request) or refused (another request, or one that ended).
 */
async function openAttempt(
  db: Db,
  input: Input,
  hash: string,
): Promise<
  { replay: OrderRow; attempt?: undefined } | { replay?: undefined; attempt: PaymentAttemptRow }
> {
  const { idempotencyKey, body, context } = input;
  return inTransaction(db, async (txDb) => {
    await lockIdempotencyKey(txDb, idempotencyKey);
    const raced = await findOrderByKey(txDb, idempotencyKey);
    if (raced) return { replay: raced };
    const existing = await findAttempt(txDb, idempotencyKey);
    if (existing) {
      if (existing.requestHash !== hash)
        throw new HttpError(422, "IDEMPOTENCY_KEY_REUSED", KEY_REUSED_MESSAGE);
      if (existing.status === "refused")
        throw paymentFailure(new PaymentError(existing.errorCode as PaymentErrorCode, "refused"));
      if (existing.status === "voided" || existing.status === "ordered")
        throw new HttpError(409, "PAYMENT_RELEASED", PAYMENT_RELEASED_MESSAGE);
      return { attempt: existing };
    }
    const prepared = await prepare(txDb, body, context);
    if (await findOrderByCart(txDb, prepared.cart.id))
      throw new HttpError(409, "CART_ORDERED", CART_ORDERED_MESSAGE);
    if (prepared.amounts.totalCents !== body.expectedTotalInCents)
      throw new HttpError(409, "PRICE_CHANGED", priceChangedMessage(prepared.amounts.totalCents));
    await keepInstallPlace(txDb, prepared, context.now);
    await insertAttempt(txDb, {
      idempotencyKey,
      cartId: prepared.cart.id,
      requestHash: hash,
      paymentMethod: body.paymentMethod,
      amountCents: prepared.amounts.totalCents,
    });
    const attempt = await findAttempt(txDb, idempotencyKey);
    if (!attempt) throw new Error("payment attempt was not recorded");
    return { attempt };
  });
}

/**
 * The cart's place at the shop: kept if its hold is live, taken again (for a few minutes, until
 * the order is written) if it ran out and the slot still has room; a full slot refuses the order
 * before anything is charged.
 */
async function keepInstallPlace(
  tx: Db,
  prepared: Awaited<ReturnType<typeof prepare>>,
  now: Date,
): Promise<void> {
  const booked = prepared.appointment;
  if (!booked || (booked.heldUntil !== null && booked.heldUntil > now)) return;
  const a = booked.appointment;
  await bookInTransaction(
    tx,
    prepared.cart.id,
    a.installerId,
    { date: a.date, slotTime: a.slotTime as SlotTime, isDropOff: a.isDropOff },
    { now, holdMinutes: PLACEMENT_HOLD_MINUTES },
  );
}

/** The authorisation an attempt has recorded (it may have become an order since), or null. */
function recorded(attempt: PaymentAttemptRow): Authorization | null {
  const answered = attempt.status === "authorized" || attempt.status === "ordered";
  if (!answered || !attempt.transactionId || !attempt.authorization) return null;
  return {
    transactionId: attempt.transactionId,
    status: attempt.authorization.status,
    method: attempt.paymentMethod as Authorization["method"],
    amountInCents: attempt.amountCents,
    cardBrand: attempt.authorization.cardBrand as Authorization["cardBrand"],
    last4: attempt.authorization.last4,
  };
}

/**
 * Step 2: the provider's authorisation for the attempt, asked by one request at a time (the
 * claim) and outside any transaction. Another request of the same key waits for its answer.
 */
async function authorizeAttempt(
  db: Db,
  gateway: PaymentGateway,
  attempt: PaymentAttemptRow,
  body: PlaceOrderRequest,
  claimMs: number,
): Promise<Authorization> {
  const key = attempt.idempotencyKey;
  for (const deadline = Date.now() + claimMs + 5_000; ; ) {
    const current = await findAttempt(db, key);
    if (!current) throw new Error("payment attempt disappeared");
    const known = recorded(current);
    if (known) return known;
    if (current.status === "refused")
      throw paymentFailure(new PaymentError(current.errorCode as PaymentErrorCode, "refused"));
    if (current.status !== "started")
      throw new HttpError(409, "PAYMENT_RELEASED", PAYMENT_RELEASED_MESSAGE);
    if (await claimAttempt(db, key, claimMs)) break;
    if (Date.now() > deadline)
      throw new HttpError(409, "PAYMENT_IN_PROGRESS", "This payment is still being processed");
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }

  let authorization: Authorization;
  const method = body.paymentMethod;
  try {
    // Invoice and payroll are billed by the store itself: no provider is asked.
    // A request that died after the provider authorised left the answer with the provider.
    authorization = isAccountBillingMethod(method)
      ? accountBillingAuthorization(method, attempt.amountCents, key)
      : ((await gateway.findAuthorization(key)) ??
        (await gateway.authorize({
          method,
          payload: body.payload ?? missingPayload(),
          amountInCents: attempt.amountCents,
          currency: "USD",
          orderReference: key,
          idempotencyKey: key,
        })));
  } catch (error) {
    if (isPaymentError(error)) {
      // A timeout may still have authorised: it stays open for a retry to ask the provider.
      if (error.code !== "TIMEOUT")
        await moveAttempt(db, key, ["started"], { status: "refused", errorCode: error.code });
      else await moveAttempt(db, key, ["started"], {});
      throw paymentFailure(error);
    }
    await moveAttempt(db, key, ["started"], {});
    throw error;
  }
  const stored = await moveAttempt(db, key, ["started"], {
    status: "authorized",
    transactionId: authorization.transactionId,
    authorization: {
      status: authorization.status,
      cardBrand: authorization.cardBrand,
      last4: authorization.last4,
    },
  });
  if (!stored) {
    const now = await findAttempt(db, key);
    const same = now && recorded(now)?.transactionId === authorization.transactionId;
    if (same) return recorded(now) as Authorization;
    // The sweeper released the attempt meanwhile: this authorisation has no order to go to.
    await gateway.void(authorization.transactionId).catch(() => undefined);
    throw new HttpError(409, "PAYMENT_RELEASED", PAYMENT_RELEASED_MESSAGE);
  }
  return { ...authorization, method: body.paymentMethod, amountInCents: attempt.amountCents };
}

/** The request schema asks a provider's payment for its payload; this is only a second guard. */
function missingPayload(): PaymentPayload {
  throw new PaymentError("INVALID_PAYLOAD", "The payment payload is missing");
}

/** Step 3: the order, written with the authorisation once stock and the cart say yes. */
async function writeOrder(
  db: Db,
  input: Input,
  hash: string,
  authorization: Authorization,
): Promise<{ replayed: OrderRow; row?: undefined } | { replayed?: undefined; row: OrderRow }> {
  const { idempotencyKey, body, context } = input;
  return inTransaction(db, async (txDb) => {
    await lockIdempotencyKey(txDb, idempotencyKey);
    const raced = await findOrderByKey(txDb, idempotencyKey);
    if (raced) return { replayed: raced };
    const prepared = await prepare(txDb, body, context);
    if (await findOrderByCart(txDb, prepared.cart.id))
      throw new HttpError(409, "CART_ORDERED", CART_ORDERED_MESSAGE);
    if (prepared.amounts.totalCents !== authorization.amountInCents)
      throw new HttpError(409, "PRICE_CHANGED", priceChangedMessage(prepared.amounts.totalCents));
    await keepInstallPlace(txDb, prepared, context.now);

    const taken: (TakenStock & { productId: number })[] = [];
    // Product by product in id order, each product's shelves in warehouse order: buyers queue.
    const byProduct = [...prepared.siteCart.siteProducts].sort(
      (a, b) => Number(a.productId) - Number(b.productId),
    );
    for (const p of byProduct) {
      const parts = await takeStock(txDb, Number(p.productId), p.quantity);
      if (!parts) throw new HttpError(409, "OUT_OF_STOCK", OUT_OF_STOCK_MESSAGE);
      taken.push(...parts.map((part) => ({ ...part, productId: Number(p.productId) })));
    }

    const { shipping, appointment } = prepared;
    const row = await insertOrder(
      txDb,
      {
        cartId: prepared.cart.id,
        idempotencyKey,
        requestHash: hash,
        email: prepared.email,
        siteOrigin: input.siteOrigin ?? null,
        zip: shipping.zip ?? prepared.cart.zip ?? "",
        customerType: context.customerType,
        userId: context.userId,
        channel: orderChannel(prepared.cart.widgetSource, context.militaryCustomerId),
        paymentMethod: body.paymentMethod,
        paymentTransactionId: authorization.transactionId,
        paymentStatus: authorization.status,
        cardBrand: authorization.cardBrand,
        last4: authorization.last4,
        loanId: loanIdOf(body.paymentMethod, body.payload),
        ...orderRowAmounts(prepared.amounts),
        occupationDiscount: prepared.amounts.occupationDiscountCents
          ? prepared.cart.occupationDiscount
          : null,
        roadsideAssistanceUntil: roadsideAssistanceUntil(
          {
            tires: prepared.siteCart.siteProducts.reduce((n, p) => n + p.quantity, 0),
            installed: shipping.shippingOption === "installer",
          },
          context.now,
        ),
        verifiedGroup:
          prepared.cart.idMeVerifiedStatus ?? (await accountVerifiedGroup(txDb, context.userId)),
        shippingOption: shipping.shippingOption,
        shippingAddress: {
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          companyName: shipping.companyName,
          addressLine1: shipping.addressLine1,
          addressLine2: shipping.addressLine2,
          city: shipping.city,
          state: shipping.state,
          zip: shipping.zip,
          phone: shipping.phone,
          isMobileInstall: shipping.isMobileInstall,
        },
        billingAddress: prepared.billing,
        installerId: shipping.installerId,
        appointment: appointment
          ? {
              date: appointment.appointment.date,
              slotTime: appointment.appointment.slotTime,
              startTime: appointment.appointment.startTime,
              amOrPm: appointment.appointment.amOrPm,
              isDropOff: appointment.appointment.isDropOff,
              dropOffWindow: appointment.appointment.dropOffWindow,
            }
          : null,
        slotKey: appointment?.appointment.slotKey ?? null,
        estimatedDeliveryDate: estimatedDelivery(context.now),
        placedAt: context.now,
      },
      orderLinesOf(prepared),
      taken,
    );
    if (appointment) await giveHoldToOrder(txDb, prepared.cart.id, row.id);
    await moveAttempt(txDb, idempotencyKey, ["authorized"], { status: "ordered" });
    await addToOutbox(txDb, ORDER_PLACED_TOPIC, { orderId: row.id });
    await recordReferralOrder(txDb, row, prepared.siteCart.siteCartCoupons);
    await recordSignUpOffer(txDb, row, prepared.amounts.signUpOfferCents);
    return { row };
  });
}

/** Voids an attempt's authorisation that no order will take, and marks the attempt so, once. */
async function releaseAttempt(
  db: Db,
  gateway: PaymentGateway,
  key: string,
  transactionId: string,
): Promise<void> {
  if (!(await moveAttempt(db, key, ["authorized", "started"], { status: "voided" }))) return;
  try {
    await gateway.void(transactionId);
  } catch (error) {
    // Not released after all (the provider could not be reached): the sweeper tries again.
    await moveAttempt(db, key, ["voided"], { status: "authorized" });
    throw error;
  }
}
