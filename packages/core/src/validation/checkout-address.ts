import { z } from "zod";
import {
  ADDRESS_MESSAGE,
  DEALER_RESALE_MESSAGE,
  hasMilitaryPostOffice,
  isValidAddressLine,
  MILITARY_ADDRESS_MESSAGE,
  shippingLineError,
  US_ZIP_MESSAGE,
} from "./address";
import { EMAIL_MESSAGE, isValidEmail } from "./email";
import { VEHICLE_REQUIRED_MESSAGE } from "./messages";
import { CITY_MESSAGE, FIRST_NAME_MESSAGE, isValidName, LAST_NAME_MESSAGE } from "./names";
import {
  DEFAULT_PHONE_TYPE,
  isPhoneType,
  isValidPhone,
  normalisePhone,
  PHONE_MESSAGE,
  PHONE_TYPE_MESSAGE,
  phoneTypeSchema,
} from "./phone";
import { findUsState, isMilitaryState, isValidUsState, STATE_MESSAGE } from "./state";
import { zip5 } from "./zip";
import { checkZipPlace, isUsZip, type ZipPlace } from "./zip-place";

/** The checkout's address forms (checkout.md §3 "Cart shipping", "Other"; §5). */

/** Form fields hold the text as typed; validation is where values narrow (phoneType too). */
export type CheckoutAddressForm = {
  /** Free-form vehicle description. */
  vehicle: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  companyName: string;
  city: string;
  phone: string;
  phoneType: string;
  specialInstructions: string;
  state: string;
  zip: string;
  email: string;
  /** The customer ships to a dealership or buys for resale; both are refused. */
  dealerOrResale: boolean;
};

/** Billing: the address fields plus poNumber; the shipping-only refusal flag is left out. */
export type BillingAddressForm = Omit<CheckoutAddressForm, "dealerOrResale"> & {
  poNumber: string;
};

export type AddressFormErrors<Form> = Partial<Record<keyof Form, string>>;
export type AddressValidation<Form> = { valid: boolean; errors: AddressFormErrors<Form> };

/** A blank shipping form: empty text everywhere, phone type mobile. */
export function emptyCheckoutAddress(): CheckoutAddressForm {
  return {
    vehicle: "",
    firstName: "",
    lastName: "",
    addressLine1: "",
    addressLine2: "",
    companyName: "",
    city: "",
    phone: "",
    phoneType: DEFAULT_PHONE_TYPE,
    specialInstructions: "",
    state: "",
    zip: "",
    email: "",
    dealerOrResale: false,
  };
}

/** A blank billing form: empty text everywhere, phone type mobile. */
export function emptyBillingAddress(): BillingAddressForm {
  const { dealerOrResale: _, ...fields } = emptyCheckoutAddress();
  return { ...fields, poNumber: "" };
}

type Rule = (value: string) => string | undefined;
const rule =
  (test: (value: string) => boolean, message: string): Rule =>
  (value) =>
    test(value) ? undefined : message;

/**
 * The optional free-text fields of the address forms and their longest lengths, once trimmed
 * (checkout.md §3 "Other", §5: PO number and company name are optional).
 */
export const OPTIONAL_TEXT_MAX_LENGTH = {
  companyName: 100,
  poNumber: 40,
  vehicle: 80,
  specialInstructions: 250,
} as const;
type OptionalTextField = keyof typeof OPTIONAL_TEXT_MAX_LENGTH;

const OPTIONAL_TEXT_LABELS: Readonly<Record<OptionalTextField, string>> = {
  companyName: "Company name",
  poNumber: "PO number",
  vehicle: "Vehicle",
  specialInstructions: "Special instructions",
};

/** "Company name can be at most 100 characters" and the like. */
export function tooLongMessage(field: OptionalTextField): string {
  return `${OPTIONAL_TEXT_LABELS[field]} can be at most ${OPTIONAL_TEXT_MAX_LENGTH[field]} characters`;
}

const maxLength = (field: OptionalTextField): Rule =>
  rule((value) => value.trim().length <= OPTIONAL_TEXT_MAX_LENGTH[field], tooLongMessage(field));

const OPTIONAL_TEXT_RULES = {
  companyName: maxLength("companyName"),
  vehicle: maxLength("vehicle"),
  specialInstructions: maxLength("specialInstructions"),
} satisfies Record<string, Rule>;

// One table of rules per form feeds both the screen's validate function and the server's
// schema, so the two cannot drift apart in wording.
const COMMON_RULES = {
  firstName: rule(isValidName, FIRST_NAME_MESSAGE),
  lastName: rule(isValidName, LAST_NAME_MESSAGE),
  phone: rule(isValidPhone, PHONE_MESSAGE),
  phoneType: rule(isPhoneType, PHONE_TYPE_MESSAGE),
  zip: rule(isUsZip, US_ZIP_MESSAGE),
  email: rule(isValidEmail, EMAIL_MESSAGE),
} satisfies Record<string, Rule>;

const SHIPPING_RULES = {
  ...COMMON_RULES,
  ...OPTIONAL_TEXT_RULES,
  addressLine1: (value) => shippingLineError(value, true),
  addressLine2: (value) => shippingLineError(value, false),
  // "APO" would pass as a city name; say why it is refused instead.
  city: (value) =>
    hasMilitaryPostOffice(value)
      ? MILITARY_ADDRESS_MESSAGE
      : rule(isValidName, CITY_MESSAGE)(value),
  state: (value) =>
    isMilitaryState(value) ? MILITARY_ADDRESS_MESSAGE : rule(isValidUsState, STATE_MESSAGE)(value),
} satisfies Partial<Record<keyof CheckoutAddressForm, Rule>>;

// The refusals are about where goods go: a card may well bill to a PO box or an APO address.
const BILLING_RULES = {
  ...COMMON_RULES,
  companyName: OPTIONAL_TEXT_RULES.companyName,
  poNumber: maxLength("poNumber"),
  addressLine1: rule(isValidAddressLine, ADDRESS_MESSAGE),
  addressLine2: (value) =>
    value.trim() === "" || isValidAddressLine(value) ? undefined : ADDRESS_MESSAGE,
  city: rule(isValidName, CITY_MESSAGE),
  state: rule((value) => isValidUsState(value) || isMilitaryState(value), STATE_MESSAGE),
} satisfies Partial<Record<keyof BillingAddressForm, Rule>>;

function runRules<Form>(
  rules: Partial<Record<keyof Form, Rule>>,
  form: Form,
): AddressFormErrors<Form> {
  const errors: AddressFormErrors<Form> = {};
  for (const field of Object.keys(rules) as (keyof Form)[]) {
    const value = form[field];
    const message = rules[field]?.(typeof value === "string" ? value : "");
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The ZIP table's row for the form's ZIP as far as the screen knows it: undefined while not
 * looked up (or the lookup failed: the server checks again), null when the table has none.
 */
export type KnownZipPlace = ZipPlace | null | undefined;

/** A well-formed ZIP is also checked against its looked-up place: known, and in the state. */
function checkKnownPlace<Form extends { zip: string; state: string }>(
  errors: AddressFormErrors<Form>,
  form: Form,
  zipPlace: KnownZipPlace,
) {
  if (zipPlace === undefined || errors.zip !== undefined) return;
  const refusal = checkZipPlace(form, zipPlace);
  if (refusal) errors.zip = refusal.message;
}

/** Field messages of the shipping form; companyName, addressLine2 and the rest are optional. */
export function validateShippingAddress(
  form: CheckoutAddressForm,
  zipPlace?: KnownZipPlace,
): AddressValidation<CheckoutAddressForm> {
  const errors = runRules(SHIPPING_RULES, form);
  checkKnownPlace(errors, form, zipPlace);
  if (form.dealerOrResale) errors.dealerOrResale = DEALER_RESALE_MESSAGE;
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Field messages of the billing form; poNumber and companyName are optional. */
export function validateBillingAddress(
  form: BillingAddressForm,
  zipPlace?: KnownZipPlace,
): AddressValidation<BillingAddressForm> {
  const errors = runRules(BILLING_RULES, form);
  checkKnownPlace(errors, form, zipPlace);
  return { valid: Object.keys(errors).length === 0, errors };
}

/** A trimmed string checked by `check`; a missing value gets the message for empty text. */
function ruled(check: Rule, output: (value: string) => string = (value) => value) {
  return z
    .string({ error: check("") ?? "Expected text" })
    .trim()
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message !== undefined) ctx.addIssue({ code: "custom", message });
    })
    .transform(output);
}

const limitedText = (field: OptionalTextField) =>
  z.string().trim().max(OPTIONAL_TEXT_MAX_LENGTH[field], tooLongMessage(field)).default("");
// The server stores 10 digits and a two-letter code, whatever the customer typed.
const phoneDigits = (value: string) => normalisePhone(value) ?? value;
const stateCode = (value: string) => findUsState(value)?.code ?? value.toUpperCase();

const commonFields = {
  vehicle: limitedText("vehicle"),
  firstName: ruled(COMMON_RULES.firstName),
  lastName: ruled(COMMON_RULES.lastName),
  companyName: limitedText("companyName"),
  phone: ruled(COMMON_RULES.phone, phoneDigits),
  phoneType: phoneTypeSchema,
  specialInstructions: limitedText("specialInstructions"),
  // The columns hold five digits: a ZIP+4 is kept as its ZIP.
  zip: ruled(COMMON_RULES.zip, zip5),
  email: ruled(COMMON_RULES.email),
};

/** Server-side shipping address: the same messages as validateShippingAddress. */
export const shippingAddressSchema = z.object({
  ...commonFields,
  addressLine1: ruled(SHIPPING_RULES.addressLine1),
  addressLine2: ruled(SHIPPING_RULES.addressLine2).default(""),
  city: ruled(SHIPPING_RULES.city),
  state: ruled(SHIPPING_RULES.state, stateCode),
  dealerOrResale: z
    .boolean()
    .default(false)
    .refine((value) => !value, { error: DEALER_RESALE_MESSAGE }),
});

/** Server-side billing address: the same messages as validateBillingAddress. */
export const billingAddressSchema = z.object({
  ...commonFields,
  addressLine1: ruled(BILLING_RULES.addressLine1),
  addressLine2: ruled(BILLING_RULES.addressLine2).default(""),
  city: ruled(BILLING_RULES.city),
  state: ruled(BILLING_RULES.state, stateCode),
  poNumber: limitedText("poNumber"),
});

export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** Who collects at a carrier pickup point: the contact fields of the shipping form. */
export type PickupContactForm = Pick<
  CheckoutAddressForm,
  "firstName" | "lastName" | "phone" | "phoneType" | "email"
>;

/** Field messages for a carrier pickup's contact: the shipping form's rules for those fields. */
export function validatePickupContact(
  form: PickupContactForm,
): AddressValidation<PickupContactForm> {
  const { zip: _, ...contactRules } = COMMON_RULES;
  const errors = runRules<PickupContactForm>(contactRules, form);
  return { valid: Object.keys(errors).length === 0, errors };
}

/**
 * Where a mobile installer fits the tires: an address the shipping form would accept, and the
 * vehicle the installer comes to work on (required here: "Please choose a vehicle").
 */
export type InstallLocationForm = Pick<
  CheckoutAddressForm,
  "addressLine1" | "addressLine2" | "city" | "state" | "zip" | "specialInstructions" | "vehicle"
>;

/** The vehicle a mobile installer works on: named, and no longer than the field takes. */
const INSTALL_VEHICLE_RULE: Rule = (value) =>
  value.trim() === "" ? VEHICLE_REQUIRED_MESSAGE : OPTIONAL_TEXT_RULES.vehicle(value);

/** Field messages for a mobile install's address: no PO boxes, no military bases. */
export function validateInstallLocation(
  form: InstallLocationForm,
): AddressValidation<InstallLocationForm> {
  const { addressLine1, addressLine2, city, state } = SHIPPING_RULES;
  const errors = runRules<InstallLocationForm>(
    {
      addressLine1,
      addressLine2,
      city,
      state,
      zip: COMMON_RULES.zip,
      specialInstructions: OPTIONAL_TEXT_RULES.specialInstructions,
      vehicle: INSTALL_VEHICLE_RULE,
    },
    form,
  );
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Server-side vehicle of a mobile install: the same messages as validateInstallLocation. */
export const installVehicleSchema = ruled(INSTALL_VEHICLE_RULE);
