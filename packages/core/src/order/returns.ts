import type { OrderStatus } from "./rules";

/**
 * Returns of delivered tires (storefront.md §4, §5, §9; checkout.md §9): within 30 days of
 * delivery, at least one tire, a $20 handling fee per tire unless the shopper reorders in the
 * correct size, and an optional photo under 1MB.
 */

export const RETURN_WINDOW_DAYS = 30;
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const RETURN_HANDLING_FEE_CENTS_PER_TIRE = 2_000;
/** "Under 1MB": an image of exactly 1,048,576 bytes is refused. */
export const RETURN_IMAGE_MAX_BYTES = 1024 * 1024;
export const RETURN_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ReturnImageType = (typeof RETURN_IMAGE_TYPES)[number];

export const RETURN_NOT_DELIVERED_MESSAGE =
  "Returns can be requested once your order has been delivered";
export const RETURN_WINDOW_CLOSED_MESSAGE = "Returns are accepted within 30 days of delivery";
export const RETURN_ALL_RETURNED_MESSAGE = "Every tire of this order is already in a return";
export const RETURN_NO_TIRES_MESSAGE = "Please select at least one tire to return";
export const RETURN_NOT_ON_ORDER_MESSAGE = "Please select only tires from this order";
export const RETURN_IMAGE_TOO_LARGE_MESSAGE = "The image must be smaller than 1MB";
export const RETURN_IMAGE_TYPE_MESSAGE = "The image must be a JPEG, PNG or WebP picture";

export function returnQuantityMessage(left: number, description: string): string {
  return left === 0
    ? `${description} has already been returned`
    : `You can return at most ${left} of ${description}`;
}

export type ReturnItem = { productId: number; quantity: number };

/** An order line as returns read it: tires, and what was charged per tire beside them. */
export type ReturnOrderLine = {
  kind: string;
  productId: number | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
};

/** Why the order takes no return now, or null when it does. */
export function returnRefusal(
  order: { status: OrderStatus; deliveredAt: Date | null },
  now: Date,
): string | null {
  if (order.status !== "delivered" || !order.deliveredAt) return RETURN_NOT_DELIVERED_MESSAGE;
  if (now.getTime() - order.deliveredAt.getTime() > RETURN_WINDOW_MS)
    return RETURN_WINDOW_CLOSED_MESSAGE;
  return null;
}

/** Why tires come back; the shopper picks one and may add details. */
export const RETURN_REASONS = [
  "Wrong size",
  "Ordered by mistake",
  "Changed my mind",
  "Not what I expected",
  "Arrived damaged",
  "Other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Tires that came damaged are the store's fault: they take no handling fee. */
export const RETURN_DAMAGED_REASON: ReturnReason = "Arrived damaged";

/** The reason chosen, read from the reason text the form sends ("Arrived damaged: details"). */
export function returnReasonOf(text: string): ReturnReason | null {
  const chosen = text.trim();
  return RETURN_REASONS.find((r) => chosen === r || chosen.startsWith(`${r}:`)) ?? null;
}

/**
 * $20 per tire; nothing when the shopper reorders the tires in the correct size, or when they
 * arrived damaged.
 */
export function returnHandlingFee(
  tires: number,
  request: { reorderInCorrectSize: boolean; reason: string },
): number {
  if (request.reorderInCorrectSize || returnReasonOf(request.reason) === RETURN_DAMAGED_REASON)
    return 0;
  return tires * RETURN_HANDLING_FEE_CENTS_PER_TIRE;
}

/**
 * How returned tires come back: shipped tires by a return label we e-mail; tires an installer
 * mounted (at the shop or in the driveway) back through that installer, never by mail.
 */
export type ReturnCarriage = "mailed-label" | "installer";

export function returnCarriageOf(shippingOption: string): ReturnCarriage {
  return shippingOption === "installer" ? "installer" : "mailed-label";
}

function quantitiesByProduct(items: readonly ReturnItem[]): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const item of items)
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  return byProduct;
}

/**
 * The items one per product, zero quantities dropped, when every tire is on the order and no
 * more are asked back than were ordered less those already in a return; else the message.
 */
export function checkReturnItems(
  lines: readonly ReturnOrderLine[],
  returnedBefore: readonly ReturnItem[],
  items: readonly ReturnItem[],
): { ok: true; items: ReturnItem[] } | { ok: false; message: string } {
  const asked = [...quantitiesByProduct(items)]
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  if (asked.length === 0) return { ok: false, message: RETURN_NO_TIRES_MESSAGE };
  const before = quantitiesByProduct(returnedBefore);
  for (const item of asked) {
    const line = lines.find((l) => l.kind === "tire" && l.productId === item.productId);
    if (!line) return { ok: false, message: RETURN_NOT_ON_ORDER_MESSAGE };
    const left = line.quantity - (before.get(item.productId) ?? 0);
    if (item.quantity > left)
      return { ok: false, message: returnQuantityMessage(Math.max(0, left), line.description) };
  }
  return { ok: true, items: asked };
}

/** The part of `total` that `units` of `of` units carry, floored so all units sum to total. */
const shareOf = (total: number, units: number, of: number) =>
  of > 0 ? Math.floor((total * units) / of) : 0;

/**
 * What a return refunds, in cents: for each tire its unit price, plus its share of the road
 * hazard coverage, federal excise tax, sales tax and state tire fee charged for that tire, less its share of the order's
 * discounts (a shopper is never refunded more than was paid for the tire), less the handling
 * fee; never below zero. Installation and shipping were services rendered and stay charged.
 * Checked items only (see checkReturnItems).
 */
export function returnRefund(input: {
  lines: readonly ReturnOrderLine[];
  returnedBefore: readonly ReturnItem[];
  items: readonly ReturnItem[];
  handlingFeeCents: number;
}): number {
  const { lines } = input;
  const before = quantitiesByProduct(input.returnedBefore);
  // Charged per tire, so given back per tire: coverage, excise tax, sales tax and the tire fee.
  const perTire = (l: ReturnOrderLine) =>
    l.kind === "roadHazard" ||
    l.kind === "federalExciseTax" ||
    l.kind === "salesTax" ||
    l.kind === "fee";
  let merchandise = 0;
  let withTaxes = 0;
  for (const item of input.items) {
    const tire = lines.find((l) => l.kind === "tire" && l.productId === item.productId);
    if (!tire) continue;
    const done = before.get(item.productId) ?? 0;
    merchandise += tire.unitPriceCents * item.quantity;
    for (const line of lines.filter((l) => perTire(l) && l.productId === item.productId)) {
      // Cumulative shares: returning 1 + 1 + 2 of 4 gives back exactly the line's total.
      const share =
        shareOf(line.totalCents, done + item.quantity, line.quantity) -
        shareOf(line.totalCents, done, line.quantity);
      if (line.kind === "roadHazard") merchandise += share;
      else withTaxes += share;
    }
  }
  // Discounts were taken off the merchandise (tires, coverage, installation); each returned
  // tire gives back its proportional part of them.
  const discounted = lines
    .filter((l) => l.kind === "tire" || l.kind === "roadHazard" || l.kind === "installation")
    .reduce((sum, l) => sum + l.totalCents, 0);
  const discounts = -lines
    .filter((l) => l.kind === "discount")
    .reduce((sum, l) => sum + l.totalCents, 0);
  const discountShare = discounted > 0 ? Math.round((discounts * merchandise) / discounted) : 0;
  return Math.max(0, merchandise - discountShare + withTaxes - input.handlingFeeCents);
}

/** The picture's real type from its first bytes, or null when it is none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): ReturnImageType | null {
  const starts = (offset: number, ...values: number[]) =>
    values.every((value, i) => bytes[offset + i] === value);
  if (starts(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  // "RIFF", four bytes of length, "WEBP"
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

/** Why the return's picture is refused, or null: under 1MB, and a JPEG, PNG or WebP it claims. */
export function returnImageRefusal(image: {
  contentType: string;
  bytes: Uint8Array;
}): string | null {
  if (image.bytes.length >= RETURN_IMAGE_MAX_BYTES) return RETURN_IMAGE_TOO_LARGE_MESSAGE;
  const declared = RETURN_IMAGE_TYPES.find((type) => type === image.contentType);
  if (!declared || sniffImageType(image.bytes) !== declared) return RETURN_IMAGE_TYPE_MESSAGE;
  return null;
}
