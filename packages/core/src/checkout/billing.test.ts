import { describe, expect, it } from "vitest";
import type { CartShippingResponse } from "../shipping/schemas";
import { emptyBillingAddress, emptyCheckoutAddress } from "../validation/checkout-address";
import {
  billingFormOf,
  billingToSave,
  type CartBilling,
  isSameAddress,
  type MemberContact,
  prefillContact,
  shippingAddressForBilling,
  startBilling,
  startHomeAddress,
  withSavedAddress,
  withSavedPlace,
} from "./billing";

type CartShipping = CartShippingResponse["siteCartShippingResponse"];

const home: CartShipping = {
  shippingOption: "home",
  cartShipping: {
    id: "cart-1",
    addressLine1: "100 Main St",
    addressLine2: null,
    city: "Fort Lauderdale",
    companyName: "Lopez Tires",
    email: "ana@example.com",
    firstName: "Ana",
    lastName: "Lopez",
    phone: "9545550100",
    phoneType: "landline",
    state: "FL",
    zip: "33301",
    poNumber: null,
    country: "US",
    shippingLocationId: null,
    warehouseId: null,
    installerId: null,
    vehicleDescription: "2019 Honda Civic",
    specialInstructions: "Leave at the side door",
    installer: null,
  },
};

const shop: CartShipping = {
  shippingOption: "installer",
  cartShipping: {
    ...home.cartShipping,
    companyName: "Discount Tire Co",
    firstName: null,
    lastName: null,
    email: null,
    installerId: "7",
    installer: { installerId: "7", isMobileInstall: false },
  },
};

const member: MemberContact = {
  firstName: "Max",
  lastName: "Member",
  email: "member@treadkit.example",
  phone: null,
};

const shippingAddress = shippingAddressForBilling(home);

describe("shippingAddressForBilling", () => {
  it("copies a home delivery's name, address, phone and e-mail", () => {
    expect(shippingAddress).toEqual({
      ...emptyBillingAddress(),
      firstName: "Ana",
      lastName: "Lopez",
      addressLine1: "100 Main St",
      addressLine2: "",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
      phone: "9545550100",
      phoneType: "landline",
      email: "ana@example.com",
    });
  });

  it("has nothing to copy for a shop, a pickup, or no delivery yet", () => {
    expect(shippingAddressForBilling(shop)).toBeNull();
    expect(shippingAddressForBilling({ ...home, shippingOption: "fedex" })).toBeNull();
    expect(shippingAddressForBilling({ ...home, shippingOption: "warehouse" })).toBeNull();
    expect(shippingAddressForBilling(null)).toBeNull();
  });
});

describe("billingToSave", () => {
  const typed = {
    ...emptyBillingAddress(),
    firstName: "Bea",
    addressLine1: "1 Other Rd",
    email: "receipts@example.com",
    companyName: "Acme Fleet",
    poNumber: "PO-4471",
  };

  it("with same as shipping, saves the shipping address with the billing form's own fields", () => {
    expect(billingToSave(typed, true, shippingAddress)).toEqual({
      ...shippingAddress,
      email: "receipts@example.com",
      companyName: "Acme Fleet",
      poNumber: "PO-4471",
    });
  });

  it("takes the shipping e-mail when the receipt e-mail is left empty", () => {
    expect(billingToSave({ ...typed, email: " " }, true, shippingAddress).email).toBe(
      "ana@example.com",
    );
  });

  it("saves the form as typed when it is off, or when there is no shipping address", () => {
    expect(billingToSave(typed, false, shippingAddress)).toBe(typed);
    expect(billingToSave(typed, true, null)).toBe(typed);
  });
});

describe("isSameAddress", () => {
  it("ignores case, spacing, the ZIP+4 and how the phone is written", () => {
    if (!shippingAddress) throw new Error("no shipping address");
    const typed = {
      ...shippingAddress,
      city: " fort lauderdale ",
      zip: "33301-1234",
      phone: "(954) 555-0100",
    };
    expect(isSameAddress(typed, shippingAddress)).toBe(true);
    expect(isSameAddress({ ...typed, addressLine1: "102 Main St" }, shippingAddress)).toBe(false);
    expect(isSameAddress({ ...typed, phone: "9545550199" }, shippingAddress)).toBe(false);
  });
});

describe("prefillContact", () => {
  it("fills only the empty fields with the member's name, e-mail and phone", () => {
    const form = { ...emptyBillingAddress(), lastName: "Typed" };
    expect(prefillContact(form, { ...member, phone: "5125550100" })).toEqual({
      ...form,
      firstName: "Max",
      email: "member@treadkit.example",
      phone: "5125550100",
    });
  });

  it("leaves a guest's form, and a phone the member has none of, as they are", () => {
    const form = emptyBillingAddress();
    expect(prefillContact(form, null)).toBe(form);
    expect(prefillContact(form, member).phone).toBe("");
  });
});

describe("withSavedAddress", () => {
  it("puts the saved address in, keeping a contact the address has none of", () => {
    const form = { ...emptyBillingAddress(), firstName: "Max", phone: "5125550100", zip: "33301" };
    const saved = {
      firstName: "",
      lastName: "Member",
      companyName: "",
      addressLine1: "1100 S Lamar Blvd",
      addressLine2: "",
      city: "Austin",
      state: "TX",
      zip: "78704",
      phone: "",
    };
    expect(withSavedAddress(form, saved)).toEqual({
      ...form,
      lastName: "Member",
      addressLine1: "1100 S Lamar Blvd",
      city: "Austin",
      state: "TX",
      zip: "78704",
    });
  });
});

describe("withSavedPlace", () => {
  it("puts in the street, city, state and ZIP, keeping the form's notes", () => {
    const form = {
      addressLine1: "",
      addressLine2: "",
      city: "",
      state: "",
      zip: "33301",
      specialInstructions: "Gate code 4411",
    };
    const saved = {
      addressLine1: "1 Ocean Dr",
      addressLine2: "",
      city: "Miami Beach",
      state: "FL",
      zip: "33139",
    };
    // A saved address also names who lives there: only its place goes in.
    const savedAddress = { ...saved, firstName: "Ana", lastName: "Lopez", phone: "9545550100" };
    expect(withSavedPlace(form, savedAddress)).toEqual({
      ...saved,
      specialInstructions: "Gate code 4411",
    });
  });
});

describe("startBilling", () => {
  const saved: CartBilling = {
    firstName: "Ana",
    lastName: "Lopez",
    companyName: "Acme Fleet",
    addressLine1: "100 Main St",
    addressLine2: null,
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    phone: "9545550100",
    phoneType: "landline",
    email: "ana@example.com",
    poNumber: "PO-4471",
  };
  const none = { kept: null, saved: null, member: null, cartEmail: null };

  it("is the shipping address by default on a home delivery, with its e-mail for the receipt", () => {
    const start = startBilling({ ...none, shippingAddress });
    expect(start.sameAsShipping).toBe(true);
    expect(start.form.email).toBe("ana@example.com");
  });

  it("shows the form on an installed order, which has no shopper address to copy", () => {
    const start = startBilling({ ...none, shippingAddress: null, cartEmail: "c@example.com" });
    expect(start).toEqual({
      form: { ...emptyBillingAddress(), email: "c@example.com" },
      sameAsShipping: false,
    });
  });

  it("starts a member's blank form with the member's contact", () => {
    const start = startBilling({ ...none, shippingAddress: null, member });
    expect(start.form).toMatchObject({
      firstName: "Max",
      lastName: "Member",
      email: "member@treadkit.example",
    });
  });

  it("shows back the billing address the cart keeps, PO number and company included", () => {
    const start = startBilling({ ...none, saved, shippingAddress, member });
    expect(start.form).toEqual(billingFormOf(saved));
    expect(start.form).toMatchObject({ companyName: "Acme Fleet", poNumber: "PO-4471" });
    expect(start.sameAsShipping).toBe(true);
    const elsewhere = { ...saved, addressLine1: "1 Other Rd" };
    expect(startBilling({ ...none, saved: elsewhere, shippingAddress }).sameAsShipping).toBe(false);
  });

  it("prefers what the shopper typed in this visit, off where nothing can be copied", () => {
    const kept = { form: { ...emptyBillingAddress(), city: "Miami" }, sameAsShipping: false };
    expect(startBilling({ ...none, kept, saved, shippingAddress })).toEqual(kept);
    const on = { ...kept, sameAsShipping: true };
    expect(startBilling({ ...none, kept: on, shippingAddress: null }).sameAsShipping).toBe(false);
  });
});

describe("startHomeAddress", () => {
  const blank = { shipping: null, member: null, cartZip: "33301", cartEmail: null };

  it("shows back the home address the cart ships to, company, vehicle and instructions too", () => {
    expect(startHomeAddress({ ...blank, shipping: home, member })).toEqual({
      ...emptyCheckoutAddress(),
      firstName: "Ana",
      lastName: "Lopez",
      companyName: "Lopez Tires",
      addressLine1: "100 Main St",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
      phone: "9545550100",
      phoneType: "landline",
      email: "ana@example.com",
      vehicle: "2019 Honda Civic",
      specialInstructions: "Leave at the side door",
    });
  });

  it("starts from the cart's ZIP and the member's contact when the cart ships elsewhere", () => {
    expect(startHomeAddress({ ...blank, shipping: shop, member })).toEqual({
      ...emptyCheckoutAddress(),
      zip: "33301",
      firstName: "Max",
      lastName: "Member",
      email: "member@treadkit.example",
    });
    expect(startHomeAddress({ ...blank, cartEmail: "c@example.com" })).toEqual({
      ...emptyCheckoutAddress(),
      zip: "33301",
      email: "c@example.com",
    });
  });
});
