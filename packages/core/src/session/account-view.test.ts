import { describe, expect, it } from "vitest";
import type { Order } from "../order/schemas";
import { FIRST_NAME_MESSAGE } from "../validation/names";
import {
  accountDetailsSchema,
  CURRENT_PASSWORD_MESSAGE,
  changePasswordSchema,
  GARAGE_FORM_MESSAGES,
  garageVehicleInputSchema,
  PASSWORD_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  type UserDetail,
  WRONG_PASSWORD_MESSAGE,
} from "./account";
import {
  ACCOUNT_DETAILS_MESSAGES,
  accountSummary,
  CHANGE_PASSWORD_MESSAGES,
  checkForm,
  isAccountPath,
  orderDateLabel,
  orderStatusLabel,
  orderTires,
  placeRefusal,
} from "./account-view";

const detail = (overrides: Partial<UserDetail> = {}): UserDetail => ({
  uid: "u1",
  firstName: "Rita",
  lastName: "Retail",
  username: "retail@treadkit.example",
  brands: [],
  accountTypes: [{ name: "retail", userType: "retail", deliveryMethods: [], paymentGroups: [] }],
  accountTypeCompany: null,
  isTaxExempt: false,
  ...overrides,
});

describe("account forms", () => {
  it("gives the value to send when the form is valid", () => {
    const checked = checkForm(accountDetailsSchema, { firstName: " Ana ", lastName: "Lopez" });
    expect(checked).toEqual({ valid: true, value: { firstName: "Ana", lastName: "Lopez" } });
  });

  it("puts each rule's message on its own field, the first one only", () => {
    const checked = checkForm(changePasswordSchema, {
      currentPassword: "",
      newPassword: "short",
      confirmPassword: "other",
    });
    expect(checked).toEqual({
      valid: false,
      formError: null,
      errors: {
        currentPassword: CURRENT_PASSWORD_MESSAGE,
        newPassword: PASSWORD_MESSAGE,
        confirmPassword: PASSWORD_MISMATCH_MESSAGE,
      },
    });
  });

  it("words every garage field as the server does", () => {
    const checked = checkForm(garageVehicleInputSchema, {
      year: "20x1",
      make: " ",
      model: "Civic",
      trim: "",
    });
    expect(checked.valid).toBe(false);
    if (checked.valid) return;
    expect(checked.errors).toEqual({
      year: GARAGE_FORM_MESSAGES.year,
      make: GARAGE_FORM_MESSAGES.make,
    });
    expect(
      checkForm(garageVehicleInputSchema, {
        year: "2021",
        make: "Honda",
        model: "Civic",
        trim: "",
      }),
    ).toEqual({ valid: true, value: { year: 2021, make: "Honda", model: "Civic", trim: "" } });
  });

  it("gives a message that names no field of the form to the form", () => {
    const schema = {
      safeParse: () => ({
        success: false as const,
        error: { issues: [{ path: [], message: "Something is off" }] },
      }),
    };
    expect(checkForm(schema, { name: "" })).toEqual({
      valid: false,
      errors: {},
      formError: "Something is off",
    });
  });

  it("shows the server's refusal on the field it is about, otherwise above the form", () => {
    expect(placeRefusal(WRONG_PASSWORD_MESSAGE, CHANGE_PASSWORD_MESSAGES)).toEqual({
      errors: { currentPassword: WRONG_PASSWORD_MESSAGE },
      formError: null,
    });
    expect(placeRefusal(FIRST_NAME_MESSAGE, ACCOUNT_DETAILS_MESSAGES)).toEqual({
      errors: { firstName: FIRST_NAME_MESSAGE },
      formError: null,
    });
    expect(placeRefusal("Please sign in to continue", CHANGE_PASSWORD_MESSAGES)).toEqual({
      errors: {},
      formError: "Please sign in to continue",
    });
  });
});

describe("account pages", () => {
  it("are /account and the paths below it", () => {
    expect(isAccountPath("/account")).toBe(true);
    expect(isAccountPath("/account/my-orders")).toBe(true);
    expect(isAccountPath("/accounts")).toBe(false);
    expect(isAccountPath("/advocate-dashboard")).toBe(false);
  });
});

describe("account summary", () => {
  it("greets a retail shopper by first name, with no buyer label or company", () => {
    expect(accountSummary(detail())).toEqual({
      greeting: "Rita",
      email: "retail@treadkit.example",
      companyName: null,
      buyerLabel: null,
    });
  });

  it("names a business account's company and how it buys", () => {
    const fleet = detail({
      firstName: "",
      username: "fleet@treadkit.example",
      accountTypes: [{ name: "fleet", userType: "fleet", deliveryMethods: [], paymentGroups: [] }],
      accountTypeCompany: {
        companyName: "Coastal Courier Fleet",
        paymentGroups: [],
        deliveryMethods: [],
        isTireReplacementCoverageAvailable: true,
        isOccupationDiscountsAvailable: false,
      },
    });
    expect(accountSummary(fleet)).toEqual({
      greeting: "fleet",
      email: "fleet@treadkit.example",
      companyName: "Coastal Courier Fleet",
      buyerLabel: "Fleet",
    });
  });

  it("labels other buyer kinds without a company, and no label without an account type", () => {
    const partner = detail({
      accountTypes: [
        {
          name: "partner program",
          userType: "partner_program",
          deliveryMethods: [],
          paymentGroups: [],
        },
      ],
    });
    expect(accountSummary(partner).buyerLabel).toBe("Partner Program");
    expect(accountSummary(detail({ accountTypes: [] })).buyerLabel).toBeNull();
  });
});

describe("My Orders", () => {
  it("tells the day an order was placed in the store's time zone", () => {
    expect(orderDateLabel("2026-11-23T15:00:00.000Z")).toBe("November 23, 2026");
    // 02:00 UTC is still the evening before on the East Coast.
    expect(orderDateLabel("2026-11-24T02:00:00.000Z")).toBe("November 23, 2026");
  });

  it("lists the tires an order bought, with whether each can be reordered", () => {
    const line = (overrides: Partial<Order["lines"][number]>): Order["lines"][number] => ({
      kind: "tire",
      sku: "sku",
      description: "Acme Grip 225/50R17",
      quantity: 4,
      unitPriceInCents: 10_000,
      totalInCents: 40_000,
      productId: 7,
      reorder: { available: true, message: null },
      ...overrides,
    });
    const lines = [
      line({}),
      line({ kind: "roadHazard", description: "Road hazard coverage" }),
      line({ kind: "installation", productId: null, reorder: null }),
      line({
        productId: 8,
        quantity: 2,
        description: "Acme Old 205/55R16",
        reorder: { available: false, message: "This tire is no longer sold" },
      }),
    ];
    expect(orderTires({ lines })).toEqual([
      {
        productId: "7",
        description: "Acme Grip 225/50R17",
        quantity: 4,
        reorder: { available: true, message: null },
      },
      {
        productId: "8",
        description: "Acme Old 205/55R16",
        quantity: 2,
        reorder: { available: false, message: "This tire is no longer sold" },
      },
    ]);
  });

  it("names the current tracking step as the order's status", () => {
    expect(
      orderStatusLabel([
        { label: "Order Processed", state: "done" },
        { label: "Pending Carrier Pickup", state: "current" },
        { label: "In Transit", state: "upcoming" },
      ]),
    ).toBe("Pending Carrier Pickup");
    expect(orderStatusLabel([{ label: "Order cancelled", state: "current" }])).toBe(
      "Order cancelled",
    );
    expect(orderStatusLabel([])).toBe("");
  });
});
