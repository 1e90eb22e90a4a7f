import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  CANCELLED_STEP,
  canCancel,
  estimatedDelivery,
  federalExciseTaxPerTire,
  maskEmail,
  mayManageOrder,
  nextStatus,
  trackingSteps,
} from "./rules";

describe("federalExciseTaxPerTire", () => {
  it("is nothing up to 3,500 pounds of load", () => {
    expect(federalExciseTaxPerTire("94")).toBe(0);
    expect(federalExciseTaxPerTire("123/120")).toBe(0); // 3,417 lb
  });

  it("charges 9.45 cents per full 10 pounds over 3,500", () => {
    // 124 carries 1,600 kg = 3,527 lb: two full 10-pound steps.
    expect(federalExciseTaxPerTire("124/121")).toBe(Math.round(2 * 9.45));
    // 149 carries 3,250 kg = 7,165 lb: 366 steps.
    expect(federalExciseTaxPerTire("149/146")).toBe(Math.round(366 * 9.45));
  });

  it("is nothing for an unreadable load index", () => {
    expect(federalExciseTaxPerTire("")).toBe(0);
  });
});

describe("order status", () => {
  it("advances one step at a time and stops at delivered", () => {
    expect(nextStatus("placed")).toBe("processing");
    expect(nextStatus("in_transit")).toBe("delivered");
    expect(nextStatus("delivered")).toBeNull();
    expect(nextStatus("cancelled")).toBeNull();
  });

  it("shows the tracking steps reached", () => {
    expect(trackingSteps("pending_pickup").map((s) => s.state)).toEqual([
      "done",
      "current",
      "upcoming",
      "upcoming",
    ]);
    expect(trackingSteps("processing")[0]).toEqual({ label: "Order Processed", state: "current" });
    expect(trackingSteps("cancelled")).toEqual([{ label: CANCELLED_STEP, state: "current" }]);
  });
});

describe("canCancel", () => {
  const placedAt = new Date("2026-11-22T10:00:00Z");
  it("allows cancelling within 30 minutes of placing", () => {
    expect(canCancel({ status: "placed", placedAt }, new Date("2026-11-22T10:30:00Z"))).toBe(true);
    expect(canCancel({ status: "placed", placedAt }, new Date("2026-11-22T10:30:01Z"))).toBe(false);
  });
  it("never cancels twice", () => {
    expect(canCancel({ status: "cancelled", placedAt }, placedAt)).toBe(false);
  });
});

describe("delivery estimate", () => {
  it("counts business days only: no weekend, no public holiday", () => {
    expect(addBusinessDays(new Date("2026-11-20T15:00:00Z"), 2)).toBe("2026-11-24"); // Fri → Tue
    // Monday to Monday: Thanksgiving (Thursday) does not count.
    expect(estimatedDelivery(new Date("2026-11-23T09:00:00Z"))).toBe("2026-11-30");
    // Christmas and New Year's Day on Fridays in 2026: both skipped.
    expect(addBusinessDays(new Date("2026-12-23T12:00:00Z"), 3)).toBe("2026-12-29");
    expect(addBusinessDays(new Date("2026-12-30T12:00:00Z"), 2)).toBe("2027-01-04");
  });
});

describe("maskEmail", () => {
  it("keeps the first character and the domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("nonsense")).toBe("***");
  });
});

describe("mayManageOrder", () => {
  const guest = { userId: null, email: "Ana@Example.com", zip: "33301" };
  it("lets a guest cancel with the order's e-mail or ZIP, and nothing else", () => {
    const ask = (proof: { email?: string; zip?: string }) =>
      mayManageOrder(guest, { proof, memberId: null });
    expect(ask({ email: " ana@example.COM " })).toBe(true);
    expect(ask({ zip: "33301-1234" })).toBe(true);
    expect(ask({})).toBe(false);
    expect(ask({ email: "bob@example.com", zip: "10001" })).toBe(false);
  });

  it("takes the shopper's billing ZIP as well as the shop's for an installed order", () => {
    const installed = { ...guest, zip: "33304", billingZip: "33132" };
    const ask = (zip: string) => mayManageOrder(installed, { proof: { zip }, memberId: null });
    expect(ask("33304")).toBe(true);
    expect(ask("33132-0001")).toBe(true);
    expect(ask("10001")).toBe(false);
    // No billing address: only the delivery's ZIP, and an empty ZIP proves nothing.
    expect(
      mayManageOrder({ ...guest, billingZip: null }, { proof: { zip: "" }, memberId: null }),
    ).toBe(false);
  });

  it("lets only the member cancel a member's order, whatever proof is given", () => {
    const order = { ...guest, userId: "u1" };
    const proof = { email: guest.email, zip: guest.zip };
    expect(mayManageOrder(order, { proof, memberId: null })).toBe(false);
    expect(mayManageOrder(order, { proof, memberId: "u2" })).toBe(false);
    expect(mayManageOrder(order, { proof: {}, memberId: "u1" })).toBe(true);
  });
});
