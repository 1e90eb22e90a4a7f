import { describe, expect, it } from "vitest";
import { installLocationRequestSchema } from "../shipping/install-location";
import {
  ADDRESS_MESSAGE,
  DEALER_RESALE_MESSAGE,
  MILITARY_ADDRESS_MESSAGE,
  PO_BOX_MESSAGE,
  US_ZIP_MESSAGE,
} from "./address";
import {
  type BillingAddressForm,
  billingAddressSchema,
  type CheckoutAddressForm,
  emptyBillingAddress,
  emptyCheckoutAddress,
  OPTIONAL_TEXT_MAX_LENGTH,
  shippingAddressSchema,
  tooLongMessage,
  validateBillingAddress,
  validateInstallLocation,
  validatePickupContact,
  validateShippingAddress,
} from "./checkout-address";
import { EMAIL_MESSAGE } from "./email";
import { VEHICLE_REQUIRED_MESSAGE } from "./messages";
import { CITY_MESSAGE, FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE } from "./names";
import { PHONE_MESSAGE, PHONE_TYPE_MESSAGE } from "./phone";
import { STATE_MESSAGE } from "./state";

const shipping: CheckoutAddressForm = {
  ...emptyCheckoutAddress(),
  firstName: "Jean-Luc",
  lastName: "O'Brien",
  addressLine1: "100 Las Olas Blvd",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  phone: "+1 (954) 555-0101 x23",
  email: "jl@example.com",
};
const billing: BillingAddressForm = { ...emptyBillingAddress(), ...shipping };
// Only the billing form's own fields: the shipping flag does not belong there.
const { dealerOrResale: _, ...billingFields } = billing as BillingAddressForm & {
  dealerOrResale?: boolean;
};

/** The first message zod reports per field, in the shape validate* returns. */
function schemaErrors(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe("empty forms", () => {
  it("hold empty text everywhere, phone type mobile, no refusal flag", () => {
    expect(emptyCheckoutAddress()).toEqual({
      vehicle: "",
      firstName: "",
      lastName: "",
      addressLine1: "",
      addressLine2: "",
      companyName: "",
      city: "",
      phone: "",
      phoneType: "mobile",
      specialInstructions: "",
      state: "",
      zip: "",
      email: "",
      dealerOrResale: false,
    });
  });

  it("billing adds poNumber and drops the shipping flag", () => {
    const form = emptyBillingAddress();
    expect(form.poNumber).toBe("");
    expect(form.phoneType).toBe("mobile");
    expect("dealerOrResale" in form).toBe(false);
  });
});

describe("validateShippingAddress", () => {
  it("passes a filled form with the optional fields left empty", () => {
    expect(validateShippingAddress(shipping)).toEqual({ valid: true, errors: {} });
  });

  it("names every required field of an empty form with the spec's messages", () => {
    expect(validateShippingAddress(emptyCheckoutAddress())).toEqual({
      valid: false,
      errors: {
        firstName: FIRST_NAME_MESSAGE,
        lastName: LAST_NAME_MESSAGE,
        addressLine1: ADDRESS_MESSAGE,
        city: CITY_MESSAGE,
        state: STATE_MESSAGE,
        zip: US_ZIP_MESSAGE,
        phone: PHONE_MESSAGE,
        email: EMAIL_MESSAGE,
      },
    });
  });

  it("refuses a PO box on either line", () => {
    expect(validateShippingAddress({ ...shipping, addressLine1: "PO Box 12" }).errors).toEqual({
      addressLine1: PO_BOX_MESSAGE,
    });
    expect(validateShippingAddress({ ...shipping, addressLine2: "P.O. Box 9" }).errors).toEqual({
      addressLine2: PO_BOX_MESSAGE,
    });
  });

  it("refuses military bases by line, city or state", () => {
    const base = { ...shipping, addressLine1: "Unit 2050 Box 4190", city: "APO", state: "AE" };
    expect(validateShippingAddress({ ...base, zip: "09012" }).errors).toEqual({
      city: MILITARY_ADDRESS_MESSAGE,
      state: MILITARY_ADDRESS_MESSAGE,
    });
    expect(validateShippingAddress({ ...shipping, addressLine2: "APO AE 09012" }).errors).toEqual({
      addressLine2: MILITARY_ADDRESS_MESSAGE,
    });
  });

  it("refuses dealerships and resale", () => {
    expect(validateShippingAddress({ ...shipping, dealerOrResale: true })).toEqual({
      valid: false,
      errors: { dealerOrResale: DEALER_RESALE_MESSAGE },
    });
  });

  it("refuses a ZIP of 00000 before any lookup, in the form and on the server alike", () => {
    expect(validateShippingAddress({ ...shipping, zip: "00000" }).errors).toEqual({
      zip: US_ZIP_MESSAGE,
    });
    expect(schemaErrors(shippingAddressSchema.safeParse({ ...shipping, zip: "00000" }))).toEqual({
      zip: US_ZIP_MESSAGE,
    });
  });

  it("checks the ZIP against its looked-up place once there is one", () => {
    const lamar = { ...shipping, addressLine1: "1100 S Lamar Blvd", city: "Austin", state: "TX" };
    const manhattan = { zip: "10001", city: "New York", state: "NY" };
    expect(validateShippingAddress({ ...lamar, zip: "10001" }, manhattan)).toEqual({
      valid: false,
      errors: {
        zip: "This ZIP code is in New York, not Texas. Please check the ZIP code and state",
      },
    });
    expect(validateShippingAddress({ ...lamar, zip: "99999" }, null).errors).toEqual({
      zip: US_ZIP_MESSAGE,
    });
    const austin = { zip: "78704", city: "Austin", state: "TX" };
    expect(validateShippingAddress({ ...lamar, zip: "78704" }, austin).valid).toBe(true);
    // Not looked up (yet, or the lookup failed): the server checks it.
    expect(validateShippingAddress({ ...lamar, zip: "10001" }).valid).toBe(true);
    expect(
      validateBillingAddress({ ...billing, ...lamar, zip: "10001" }, manhattan).errors,
    ).toEqual({
      zip: "This ZIP code is in New York, not Texas. Please check the ZIP code and state",
    });
  });

  it("checks phone type, names, phone and ZIP+4", () => {
    const form = { ...shipping, phoneType: "", firstName: "R2D2", phone: "954555010" };
    expect(validateShippingAddress({ ...form, zip: "33301-1234" }).errors).toEqual({
      phoneType: PHONE_TYPE_MESSAGE,
      firstName: FIRST_NAME_MESSAGE,
      phone: PHONE_MESSAGE,
    });
  });
});

describe("validateBillingAddress", () => {
  it("passes a filled form; poNumber and companyName are optional", () => {
    expect(validateBillingAddress(billing).valid).toBe(true);
    expect(
      validateBillingAddress({ ...billing, poNumber: "PO-7", companyName: "Acme" }).valid,
    ).toBe(true);
  });

  it("lets a card bill to a PO box or a military address", () => {
    const form = { ...billing, addressLine1: "PSC 802 Box 74", city: "APO", state: "AE" };
    expect(validateBillingAddress(form).valid).toBe(true);
    expect(validateBillingAddress({ ...billing, addressLine1: "PO Box 12" }).valid).toBe(true);
  });

  it("still needs the address itself", () => {
    const form = { ...billing, addressLine1: " ", addressLine2: "A".repeat(101), state: "ZZ" };
    expect(validateBillingAddress(form).errors).toEqual({
      addressLine1: ADDRESS_MESSAGE,
      addressLine2: ADDRESS_MESSAGE,
      state: STATE_MESSAGE,
    });
  });
});

describe("validatePickupContact", () => {
  const contact = {
    firstName: "Ana",
    lastName: "Lopez",
    phone: "954-555-0100",
    phoneType: "mobile",
    email: "ana@example.com",
  };

  it("passes a named contact with a phone and an e-mail; no address is asked", () => {
    expect(validatePickupContact(contact)).toEqual({ valid: true, errors: {} });
  });

  it("names each wrong field with the shipping form's message", () => {
    expect(
      validatePickupContact({
        firstName: "",
        lastName: "L0pez",
        phone: "555",
        phoneType: "fax",
        email: "ana@",
      }),
    ).toEqual({
      valid: false,
      errors: {
        firstName: FIRST_NAME_MESSAGE,
        lastName: LAST_NAME_MESSAGE,
        phone: PHONE_MESSAGE,
        phoneType: PHONE_TYPE_MESSAGE,
        email: EMAIL_MESSAGE,
      },
    });
  });
});

describe("validateInstallLocation", () => {
  const place = {
    addressLine1: "100 Las Olas Blvd",
    addressLine2: "",
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    specialInstructions: "",
    vehicle: "2019 Honda CR-V EX",
  };

  it("passes a street address; the second line and the instructions are optional", () => {
    expect(validateInstallLocation(place)).toEqual({ valid: true, errors: {} });
  });

  it("asks for the vehicle the installer works on, and no longer than its field takes", () => {
    expect(validateInstallLocation({ ...place, vehicle: " " }).errors).toEqual({
      vehicle: VEHICLE_REQUIRED_MESSAGE,
    });
    expect(validateInstallLocation({ ...place, vehicle: "v".repeat(81) }).errors).toEqual({
      vehicle: tooLongMessage("vehicle"),
    });
    expect(
      installLocationRequestSchema.safeParse({ ...place, installerId: "1", vehicle: "" }).error
        ?.issues[0]?.message,
    ).toBe(VEHICLE_REQUIRED_MESSAGE);
    expect(
      installLocationRequestSchema.parse({
        ...place,
        installerId: "1",
        vehicle: " 2019 Honda CR-V EX ",
      }).vehicle,
    ).toBe("2019 Honda CR-V EX");
  });

  it("refuses PO boxes, military bases and a bad ZIP, as shipping does", () => {
    expect(
      validateInstallLocation({ ...place, addressLine1: "PO Box 12", state: "AE", zip: "3330" })
        .errors,
    ).toEqual({
      addressLine1: PO_BOX_MESSAGE,
      state: MILITARY_ADDRESS_MESSAGE,
      zip: US_ZIP_MESSAGE,
    });
    expect(validateInstallLocation({ ...place, city: "" }).errors).toEqual({ city: CITY_MESSAGE });
  });
});

describe("shippingAddressSchema", () => {
  it("hands the server trimmed text, 10 phone digits, the state code and a 5-digit ZIP", () => {
    const parsed = shippingAddressSchema.parse({
      ...shipping,
      firstName: " Jean-Luc ",
      state: "florida",
      zip: "33301-1234",
    });
    expect(parsed).toMatchObject({
      firstName: "Jean-Luc",
      phone: "9545550101",
      state: "FL",
      zip: "33301",
    });
  });

  it("fills in the optional fields and the mobile phone type when they are missing", () => {
    const { addressLine2, companyName, vehicle, specialInstructions, phoneType, ...required } =
      shipping;
    const parsed = shippingAddressSchema.parse({ ...required, dealerOrResale: undefined });
    expect(parsed).toMatchObject({ addressLine2: "", companyName: "", phoneType: "mobile" });
    expect(parsed.dealerOrResale).toBe(false);
  });

  it.each<[string, Partial<CheckoutAddressForm>]>([
    ["an empty form", emptyCheckoutAddress()],
    ["a PO box", { addressLine1: "POB 12" }],
    ["a base", { city: "FPO", state: "AP", addressLine2: "PSC 1 Box 2" }],
    ["a dealership", { dealerOrResale: true }],
    ["bad phone, ZIP and e-mail", { phone: "abc", zip: "1234", email: "a@b" }],
    ["a wrong phone type", { phoneType: "fax" }],
  ])("reports the same messages as the screen for %s", (_label, change) => {
    const form = { ...shipping, ...change };
    const result = shippingAddressSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(schemaErrors(result)).toEqual(validateShippingAddress(form).errors);
  });

  it("reports each field's message when the field is missing altogether", () => {
    expect(schemaErrors(shippingAddressSchema.safeParse({}))).toEqual(
      validateShippingAddress(emptyCheckoutAddress()).errors,
    );
  });
});

describe("billingAddressSchema", () => {
  it("accepts what the billing form accepts and keeps the PO number", () => {
    const parsed = billingAddressSchema.parse({
      ...billingFields,
      addressLine1: "PO Box 12",
      poNumber: " PO-7 ",
    });
    expect(parsed).toMatchObject({ addressLine1: "PO Box 12", poNumber: "PO-7" });
  });

  it("reports the same messages as the billing form", () => {
    const form = { ...billing, firstName: "", zip: "", state: "Atlantis" };
    expect(schemaErrors(billingAddressSchema.safeParse(form))).toEqual(
      validateBillingAddress(form).errors,
    );
  });
});

describe("the optional free-text fields", () => {
  const { companyName, poNumber, vehicle, specialInstructions } = OPTIONAL_TEXT_MAX_LENGTH;

  it("take company, vehicle and instructions on shipping up to their limits, trimmed", () => {
    const form = {
      ...shipping,
      companyName: ` ${"c".repeat(companyName)} `,
      vehicle: "v".repeat(vehicle),
      specialInstructions: "s".repeat(specialInstructions),
    };
    expect(validateShippingAddress(form)).toEqual({ valid: true, errors: {} });
    expect(shippingAddressSchema.parse(form)).toMatchObject({
      companyName: "c".repeat(companyName),
      vehicle: "v".repeat(vehicle),
    });
  });

  it("refuses each one a character over its limit, on the screen and on the server alike", () => {
    const form = {
      ...shipping,
      companyName: "c".repeat(companyName + 1),
      vehicle: "v".repeat(vehicle + 1),
      specialInstructions: "s".repeat(specialInstructions + 1),
    };
    const errors = {
      companyName: tooLongMessage("companyName"),
      vehicle: tooLongMessage("vehicle"),
      specialInstructions: tooLongMessage("specialInstructions"),
    };
    expect(validateShippingAddress(form).errors).toEqual(errors);
    expect(schemaErrors(shippingAddressSchema.safeParse(form))).toEqual(errors);
    expect(errors.vehicle).toBe("Vehicle can be at most 80 characters");
  });

  it("limit the billing form's company name and PO number", () => {
    const form = {
      ...billing,
      companyName: "c".repeat(companyName + 1),
      poNumber: "p".repeat(poNumber + 1),
    };
    const errors = {
      companyName: tooLongMessage("companyName"),
      poNumber: tooLongMessage("poNumber"),
    };
    expect(validateBillingAddress(form).errors).toEqual(errors);
    expect(schemaErrors(billingAddressSchema.safeParse(form))).toEqual(errors);
    expect(
      validateBillingAddress({ ...form, ...{ companyName: "Acme", poNumber: "PO-1" } }),
    ).toEqual({
      valid: true,
      errors: {},
    });
  });

  it("limit a mobile install's access notes as the shipping form does", () => {
    const place = {
      addressLine1: "100 Las Olas Blvd",
      addressLine2: "",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
      specialInstructions: "s".repeat(specialInstructions + 1),
      vehicle: "2019 Honda CR-V EX",
    };
    expect(validateInstallLocation(place).errors).toEqual({
      specialInstructions: tooLongMessage("specialInstructions"),
    });
  });
});
