import { describe, expect, it } from "vitest";
import {
  checkReturnItems,
  RETURN_IMAGE_MAX_BYTES,
  RETURN_IMAGE_TOO_LARGE_MESSAGE,
  RETURN_IMAGE_TYPE_MESSAGE,
  RETURN_NO_TIRES_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_NOT_ON_ORDER_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  type ReturnOrderLine,
  returnCarriageOf,
  returnHandlingFee,
  returnImageRefusal,
  returnRefund,
  returnRefusal,
  sniffImageType,
} from "./returns";

const line = (
  kind: string,
  productId: number | null,
  quantity: number,
  unitPriceCents: number,
  totalCents = quantity * unitPriceCents,
): ReturnOrderLine => ({
  kind,
  productId,
  description: kind === "tire" ? `Tire ${productId}` : kind,
  quantity,
  unitPriceCents,
  totalCents,
});

/** Four tires at $100 with $15 coverage and 19 cents excise tax each, one tire at $80. */
const LINES = [
  line("tire", 11, 4, 10_000),
  line("roadHazard", 11, 4, 1_500),
  line("tire", 12, 1, 8_000),
  line("federalExciseTax", 11, 4, 19),
  line("shipping", null, 1, 0),
];

describe("returnRefusal", () => {
  const delivered = new Date("2025-03-01T12:00:00Z");
  const day = 24 * 60 * 60 * 1000;

  it("takes returns of delivered orders up to 30 days after delivery, not later", () => {
    const order = { status: "delivered" as const, deliveredAt: delivered };
    expect(returnRefusal(order, new Date(delivered.getTime() + 30 * day))).toBeNull();
    expect(returnRefusal(order, new Date(delivered.getTime() + 30 * day + 1))).toBe(
      RETURN_WINDOW_CLOSED_MESSAGE,
    );
  });

  it("refuses orders not delivered yet, and cancelled ones", () => {
    expect(returnRefusal({ status: "in_transit", deliveredAt: null }, delivered)).toBe(
      RETURN_NOT_DELIVERED_MESSAGE,
    );
    expect(returnRefusal({ status: "cancelled", deliveredAt: null }, delivered)).toBe(
      RETURN_NOT_DELIVERED_MESSAGE,
    );
  });
});

describe("returnHandlingFee", () => {
  it("is $20 per tire, waived when the shopper reorders in the correct size", () => {
    expect(returnHandlingFee(3, { reorderInCorrectSize: false, reason: "Wrong size" })).toBe(6_000);
    expect(returnHandlingFee(3, { reorderInCorrectSize: true, reason: "Wrong size" })).toBe(0);
  });

  it("is nothing for tires that arrived damaged, with or without details", () => {
    const fee = (reason: string) => returnHandlingFee(2, { reorderInCorrectSize: false, reason });
    expect(fee("Arrived damaged")).toBe(0);
    expect(fee("Arrived damaged: a cut in the sidewall")).toBe(0);
    // Only the chosen reason counts, not the word in another reason's details.
    expect(fee("Changed my mind: Arrived damaged")).toBe(4_000);
    expect(fee("Other: it arrived damaged")).toBe(4_000);
  });
});

describe("returnCarriageOf", () => {
  it("mails a return label for shipped tires, never for tires an installer mounted", () => {
    expect(returnCarriageOf("home")).toBe("mailed-label");
    expect(returnCarriageOf("fedex")).toBe("mailed-label");
    expect(returnCarriageOf("warehouse")).toBe("mailed-label");
    expect(returnCarriageOf("installer")).toBe("installer");
  });
});

describe("checkReturnItems", () => {
  it("groups items per product and drops zero quantities", () => {
    const checked = checkReturnItems(
      LINES,
      [],
      [
        { productId: 11, quantity: 1 },
        { productId: 12, quantity: 0 },
        { productId: 11, quantity: 2 },
      ],
    );
    expect(checked).toEqual({ ok: true, items: [{ productId: 11, quantity: 3 }] });
  });

  it("needs at least one tire", () => {
    expect(checkReturnItems(LINES, [], [])).toEqual({
      ok: false,
      message: RETURN_NO_TIRES_MESSAGE,
    });
    expect(checkReturnItems(LINES, [], [{ productId: 11, quantity: 0 }])).toEqual({
      ok: false,
      message: RETURN_NO_TIRES_MESSAGE,
    });
  });

  it("refuses tires the order does not hold, excise tax and coverage lines included", () => {
    expect(checkReturnItems(LINES, [], [{ productId: 99, quantity: 1 }])).toEqual({
      ok: false,
      message: RETURN_NOT_ON_ORDER_MESSAGE,
    });
  });

  it("refuses more than were ordered less those already returned", () => {
    const before = [{ productId: 11, quantity: 3 }];
    expect(checkReturnItems(LINES, before, [{ productId: 11, quantity: 1 }]).ok).toBe(true);
    expect(checkReturnItems(LINES, before, [{ productId: 11, quantity: 2 }])).toEqual({
      ok: false,
      message: "You can return at most 1 of Tire 11",
    });
    expect(
      checkReturnItems(LINES, [{ productId: 12, quantity: 1 }], [{ productId: 12, quantity: 1 }]),
    ).toEqual({ ok: false, message: "Tire 12 has already been returned" });
  });
});

describe("returnRefund", () => {
  it("refunds the tire price with its coverage and excise tax, less the handling fee", () => {
    const items = [{ productId: 11, quantity: 2 }];
    const refund = (handlingFeeCents: number) =>
      returnRefund({ lines: LINES, returnedBefore: [], items, handlingFeeCents });
    expect(refund(0)).toBe(2 * 10_000 + 2 * 1_500 + 2 * 19);
    expect(
      refund(returnHandlingFee(2, { reorderInCorrectSize: false, reason: "Wrong size" })),
    ).toBe(2 * 10_000 + 2 * 1_500 + 2 * 19 - 4_000);
  });

  it("gives back exactly the coverage charged when the tires come back in parts", () => {
    const lines = [line("tire", 11, 3, 10_000), line("roadHazard", 11, 3, 333, 1_000)];
    const parts = [1, 1, 1].map((quantity, i) =>
      returnRefund({
        lines,
        returnedBefore: i === 0 ? [] : [{ productId: 11, quantity: i }],
        items: [{ productId: 11, quantity }],
        handlingFeeCents: 0,
      }),
    );
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(3 * 10_000 + 1_000);
  });

  it("keeps the order's discounts on the tires returned, so no more comes back than was paid", () => {
    // 10% off tires ($400), coverage ($60) and installation ($80): $54 of discount.
    const lines = [
      line("tire", 11, 4, 10_000),
      line("roadHazard", 11, 4, 1_500),
      line("installation", null, 1, 8_000),
      line("discount", null, 1, -5_400),
    ];
    const all = returnRefund({
      lines,
      returnedBefore: [],
      items: [{ productId: 11, quantity: 4 }],
      handlingFeeCents: 0,
    });
    expect(all).toBe(46_000 - 4_600);
  });

  it("never goes below zero", () => {
    const lines = [line("tire", 11, 1, 1_500)];
    const items = [{ productId: 11, quantity: 1 }];
    expect(returnRefund({ lines, returnedBefore: [], items, handlingFeeCents: 2_000 })).toBe(0);
  });
});

describe("return images", () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
  const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");

  it("tells JPEG, PNG and WebP apart by their first bytes", () => {
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(webp)).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("takes a picture under 1MB of the type it claims, and nothing else", () => {
    expect(returnImageRefusal({ contentType: "image/png", bytes: png })).toBeNull();
    const big = new Uint8Array(RETURN_IMAGE_MAX_BYTES);
    big.set(png);
    expect(returnImageRefusal({ contentType: "image/png", bytes: big })).toBe(
      RETURN_IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(returnImageRefusal({ contentType: "image/png", bytes: big.subarray(0, -1) })).toBeNull();
    expect(returnImageRefusal({ contentType: "image/jpeg", bytes: png })).toBe(
      RETURN_IMAGE_TYPE_MESSAGE,
    );
    expect(returnImageRefusal({ contentType: "image/gif", bytes: png })).toBe(
      RETURN_IMAGE_TYPE_MESSAGE,
    );
  });
});
