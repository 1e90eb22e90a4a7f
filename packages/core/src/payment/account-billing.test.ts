import { describe, expect, it } from "vitest";
import { placeOrderRequestSchema } from "../order/schemas";
import {
  accountBillingNotice,
  accountPaymentGroups,
  GUEST_ACCOUNT_BILLING_MESSAGE,
  offeredPaymentTypes,
  type PaymentGroup,
  paymentMethodAllowed,
  paymentRefusalMessage,
  payrollInstallments,
  startingPaymentType,
} from "./account-billing";

const detail = (own: string[], company: string[] | null) => ({
  accountTypes: [
    {
      name: "fleet" as const,
      userType: "fleet" as const,
      deliveryMethods: [],
      paymentGroups: own.map((id) => ({ id })),
    },
  ],
  accountTypeCompany: company && {
    companyName: "Coastal Courier Fleet",
    paymentGroups: company.map((id) => ({ id })),
    deliveryMethods: [],
    isTireReplacementCoverageAvailable: false,
    isOccupationDiscountsAvailable: false,
  },
});

describe("accountPaymentGroups", () => {
  it("takes the account type's groups, else the company's, else none listed", () => {
    expect(accountPaymentGroups(detail(["invoice"], ["invoice", "card"]))).toEqual(["invoice"]);
    expect(accountPaymentGroups(detail([], ["card", "payroll"]))).toEqual(["card", "payroll"]);
    expect(accountPaymentGroups(detail([], null))).toBeNull();
    expect(accountPaymentGroups(null)).toBeNull();
  });

  it("ignores groups it does not know, and counts each group once", () => {
    expect(accountPaymentGroups(detail(["barter"], ["payroll"]))).toEqual(["payroll"]);
    expect(accountPaymentGroups(detail(["barter"], null))).toBeNull();
    expect(accountPaymentGroups(detail(["card", "card"], null))).toEqual(["card"]);
  });
});

describe("which payments an account may use", () => {
  it("never bills a guest or a consumer to an account, and lets them pay by card", () => {
    for (const method of ["invoice", "payroll"] as const) {
      expect(paymentMethodAllowed(null, method)).toBe(false);
    }
    expect(paymentMethodAllowed(null, "credit")).toBe(true);
    expect(paymentMethodAllowed(null, "affirm")).toBe(true);
  });

  it("allows invoice and payroll only to the groups that list them", () => {
    expect(paymentMethodAllowed(["invoice"], "invoice")).toBe(true);
    expect(paymentMethodAllowed(["invoice"], "payroll")).toBe(false);
    expect(paymentMethodAllowed(["card", "payroll"], "payroll")).toBe(true);
    expect(paymentMethodAllowed(["card", "payroll"], "invoice")).toBe(false);
  });

  it("keeps cards, wallets and pay-later from an account whose groups leave out card", () => {
    for (const method of ["credit", "paypal", "applepay", "venmo", "klarna"] as const) {
      expect(paymentMethodAllowed(["invoice"], method)).toBe(false);
      expect(paymentMethodAllowed(["invoice", "card"], method)).toBe(true);
    }
  });

  it("offers the account's billing first, then the consumer's types when it may pay by card", () => {
    expect(offeredPaymentTypes(["invoice"])).toEqual(["invoice"]);
    const employee = offeredPaymentTypes(["card", "payroll"]);
    expect(employee[0]).toBe("payroll");
    expect(employee).toContain("credit");
    expect(employee).not.toContain("invoice");
    const consumer = offeredPaymentTypes(null);
    expect(consumer[0]).toBe("credit");
    expect(consumer).not.toContain("invoice");
    expect(consumer).not.toContain("payroll");
  });

  it("starts on the type asked for when it is offered, else on the first offered", () => {
    const invoiceOnly: PaymentGroup[] = ["invoice"];
    expect(startingPaymentType(invoiceOnly, "credit")).toBe("invoice");
    expect(startingPaymentType(["card", "payroll"], "affirm")).toBe("affirm");
    expect(startingPaymentType(null, "invoice")).toBe("credit");
    expect(startingPaymentType(null, null)).toBe("credit");
  });

  it("says why a payment is refused, and nothing when it is allowed", () => {
    expect(paymentRefusalMessage(null, "invoice", false)).toBe(GUEST_ACCOUNT_BILLING_MESSAGE);
    expect(paymentRefusalMessage(null, "payroll", true)).toBe(
      "Your account cannot pay by payroll deduction. Please choose another payment method.",
    );
    expect(paymentRefusalMessage(["invoice"], "credit", true)).toBe(
      "Your account pays by invoice; card and pay-later payments are not available.",
    );
    expect(paymentRefusalMessage(["invoice"], "invoice", true)).toBeNull();
    expect(paymentRefusalMessage(null, "credit", false)).toBeNull();
  });
});

describe("the confirmation of an order billed to the account", () => {
  it("splits a payroll purchase into equal parts whose sum is the total", () => {
    expect(payrollInstallments(40_000)).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(payrollInstallments(40_003)).toEqual([10_001, 10_001, 10_001, 10_000]);
    expect(payrollInstallments(3)).toEqual([1, 1, 1, 0]);
    expect(() => payrollInstallments(10.5)).toThrow(RangeError);
  });

  it("names the company invoiced, the amount and the terms", () => {
    expect(
      accountBillingNotice({
        method: "invoice",
        totalInCents: 61_234,
        billedTo: "Coastal Courier Fleet",
      }),
    ).toBe(
      "We will invoice Coastal Courier Fleet for $612.34, payable within 30 days of the invoice date. Nothing has been charged to a card.",
    );
  });

  it("names the deduction, the employer and each paycheck's part", () => {
    expect(
      accountBillingNotice({
        method: "payroll",
        totalInCents: 40_000,
        billedTo: "Dealer Tire Distribution",
      }),
    ).toBe(
      "$400.00 will be deducted from your pay by Dealer Tire Distribution in 4 installments of $100.00, starting with your next paycheck. Nothing has been charged to a card.",
    );
    expect(
      accountBillingNotice({ method: "payroll", totalInCents: 40_001, billedTo: null }),
    ).toContain("4 installments: $100.01 first, then $100.00");
  });

  it("says nothing for an order paid by card", () => {
    expect(
      accountBillingNotice({ method: "credit", totalInCents: 100, billedTo: null }),
    ).toBeNull();
  });
});

describe("the order request of an invoice or payroll payment", () => {
  const base = {
    cartId: "0d3f6a1e-5b7c-4e8f-9a2b-1c3d4e5f6a7b",
    expectedTotalInCents: 40_000,
  };

  it("carries no payment details, and a provider's payment must carry them", () => {
    expect(placeOrderRequestSchema.safeParse({ ...base, paymentMethod: "invoice" }).success).toBe(
      true,
    );
    const billedWithNonce = placeOrderRequestSchema.safeParse({
      ...base,
      paymentMethod: "payroll",
      payload: { nonce: "fake-valid-nonce" },
    });
    expect(billedWithNonce.error?.issues[0]?.message).toBe(
      "An invoice or payroll payment carries no payment details",
    );
    const cardWithout = placeOrderRequestSchema.safeParse({ ...base, paymentMethod: "credit" });
    expect(cardWithout.error?.issues[0]?.message).toBe("Please enter your payment details");
  });
});
