import type { z } from "zod";
import type { CartShippingResponse, cartBillingResponseSchema } from "../shipping/schemas";
import {
  type BillingAddressForm,
  type CheckoutAddressForm,
  emptyBillingAddress,
  emptyCheckoutAddress,
} from "../validation/checkout-address";
import { DEFAULT_PHONE_TYPE, normalisePhone } from "../validation/phone";
import { zip5 } from "../validation/zip";

/**
 * The billing address of the payment step (checkout.md §3 "Billing", §5), and how the address
 * forms start: what the cart already holds, else what is known of a signed-in member.
 */

type CartShipping = CartShippingResponse["siteCartShippingResponse"];
export type CartBilling = z.infer<typeof cartBillingResponseSchema>["siteCartBillingResponse"];

/** The address fields a billing address shares with a shipping address. */
const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zip",
  "phone",
  "phoneType",
] as const satisfies readonly (keyof BillingAddressForm)[];

/**
 * The address the cart ships to, as a billing form: only a home delivery has one of the
 * shopper's own (an installed order goes to a shop, a pickup to the carrier's counter). Null
 * when there is none to copy.
 */
export function shippingAddressForBilling(
  shipping: CartShipping | null,
): BillingAddressForm | null {
  if (shipping?.shippingOption !== "home") return null;
  const a = shipping.cartShipping;
  if (!a.addressLine1 || !a.city || !a.state || !a.zip) return null;
  return {
    ...emptyBillingAddress(),
    firstName: a.firstName ?? "",
    lastName: a.lastName ?? "",
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? "",
    city: a.city,
    state: a.state,
    zip: a.zip,
    phone: a.phone ?? "",
    phoneType: a.phoneType,
    email: a.email ?? "",
  };
}

/**
 * The billing address to save: with "same as shipping" on, the shipping address, keeping what
 * the billing form adds to it (the receipt e-mail, company name and PO number).
 */
export function billingToSave(
  form: BillingAddressForm,
  sameAsShipping: boolean,
  shippingAddress: BillingAddressForm | null,
): BillingAddressForm {
  if (!sameAsShipping || !shippingAddress) return form;
  const copied = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, shippingAddress[field]]));
  return { ...form, ...copied, email: form.email.trim() || shippingAddress.email };
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** Whether a saved billing address is the shipping address (names, street, place and phone). */
export function isSameAddress(billing: BillingAddressForm, shipping: BillingAddressForm): boolean {
  const phone = (value: string) => normalisePhone(value) ?? value.trim();
  return (
    ADDRESS_FIELDS.every(
      (field) =>
        field === "phone" ||
        field === "phoneType" ||
        field === "zip" ||
        sameText(billing[field], shipping[field]),
    ) &&
    zip5(billing.zip.trim()) === zip5(shipping.zip.trim()) &&
    phone(billing.phone) === phone(shipping.phone)
  );
}

/** A billing address as the server keeps it, as the form shows it. */
export function billingFormOf(saved: CartBilling): BillingAddressForm {
  return {
    ...emptyBillingAddress(),
    firstName: saved.firstName,
    lastName: saved.lastName,
    companyName: saved.companyName ?? "",
    addressLine1: saved.addressLine1,
    addressLine2: saved.addressLine2 ?? "",
    city: saved.city,
    state: saved.state,
    zip: saved.zip,
    phone: saved.phone,
    phoneType: saved.phoneType === "landline" ? "landline" : DEFAULT_PHONE_TYPE,
    email: saved.email,
    poNumber: saved.poNumber ?? "",
  };
}

/** What is known of a signed-in member to start a form with; phone when one is on file. */
export type MemberContact = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

type ContactFields = Pick<CheckoutAddressForm, "firstName" | "lastName" | "email" | "phone">;

/**
 * A form the shopper has not filled yet, started with the member's name, e-mail and phone:
 * only empty fields are filled, so nothing typed or stored is replaced.
 */
export function prefillContact<Form extends ContactFields>(
  form: Form,
  member: MemberContact | null,
): Form {
  if (!member) return form;
  const filled = { ...form };
  for (const field of ["firstName", "lastName", "email", "phone"] as const) {
    const value = member[field];
    if (value && filled[field].trim() === "") filled[field] = value;
  }
  return filled;
}

/** An address the member used before, offered to fill a form with. */
export type SavedAddressFields = Pick<
  CheckoutAddressForm,
  "firstName" | "lastName" | "addressLine1" | "addressLine2" | "city" | "state" | "zip" | "phone"
> & { companyName: string };

/** The form with a saved address put in: the address replaces the one in the form. */
export function withSavedAddress<Form extends SavedAddressFields>(
  form: Form,
  saved: SavedAddressFields,
): Form {
  return {
    ...form,
    firstName: saved.firstName || form.firstName,
    lastName: saved.lastName || form.lastName,
    companyName: saved.companyName || form.companyName,
    addressLine1: saved.addressLine1,
    addressLine2: saved.addressLine2,
    city: saved.city,
    state: saved.state,
    zip: saved.zip,
    phone: saved.phone || form.phone,
  };
}

type PlaceFields = Pick<
  CheckoutAddressForm,
  "addressLine1" | "addressLine2" | "city" | "state" | "zip"
>;

/** A place-only form (a mobile install's) with a saved address's street, city, state and ZIP. */
export function withSavedPlace<Form extends PlaceFields>(form: Form, saved: PlaceFields): Form {
  const { addressLine1, addressLine2, city, state, zip } = saved;
  return { ...form, addressLine1, addressLine2, city, state, zip };
}

export type BillingStart = { form: BillingAddressForm; sameAsShipping: boolean };

/**
 * How the billing form starts. What the shopper typed in this visit comes first, then the
 * billing address the cart keeps (after a reload, say), else a blank form with the member's
 * contact. "Billing address same as shipping" is on by default wherever there is a shipping
 * address to copy; a kept billing address that differs from it turns it off.
 */
export function startBilling(input: {
  kept: BillingStart | null;
  saved: CartBilling | null;
  shippingAddress: BillingAddressForm | null;
  member: MemberContact | null;
  cartEmail: string | null;
}): BillingStart {
  const { kept, saved, shippingAddress } = input;
  if (kept) return { ...kept, sameAsShipping: kept.sameAsShipping && shippingAddress !== null };
  if (saved) {
    const form = billingFormOf(saved);
    return {
      form,
      sameAsShipping: shippingAddress !== null && isSameAddress(form, shippingAddress),
    };
  }
  const email = shippingAddress?.email || input.cartEmail || "";
  return {
    form: prefillContact({ ...emptyBillingAddress(), email }, input.member),
    sameAsShipping: shippingAddress !== null,
  };
}

/**
 * How the ship-to-me form starts: the home address the cart already ships to (company, vehicle
 * and instructions included), else a blank form with the cart's ZIP and e-mail and the member's
 * contact.
 */
export function startHomeAddress(input: {
  shipping: CartShipping | null;
  member: MemberContact | null;
  cartZip: string | null;
  cartEmail: string | null;
}): CheckoutAddressForm {
  const { shipping } = input;
  if (shipping?.shippingOption === "home") {
    const a = shipping.cartShipping;
    return {
      ...emptyCheckoutAddress(),
      firstName: a.firstName ?? "",
      lastName: a.lastName ?? "",
      companyName: a.companyName ?? "",
      addressLine1: a.addressLine1 ?? "",
      addressLine2: a.addressLine2 ?? "",
      city: a.city ?? "",
      state: a.state ?? "",
      zip: a.zip ?? "",
      phone: a.phone ?? "",
      phoneType: a.phoneType,
      email: a.email ?? "",
      vehicle: a.vehicleDescription ?? "",
      specialInstructions: a.specialInstructions ?? "",
    };
  }
  return prefillContact(
    { ...emptyCheckoutAddress(), zip: input.cartZip ?? "", email: input.cartEmail ?? "" },
    input.member,
  );
}
