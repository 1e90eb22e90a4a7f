import { ADDRESS_MESSAGE } from "../validation/address";
import { EMAIL_MESSAGE } from "../validation/email";
import { CITY_MESSAGE, FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE } from "../validation/names";
import { PHONE_MESSAGE } from "../validation/phone";
import { STATE_MESSAGE } from "../validation/state";
import { ZIP_MESSAGE } from "../validation/zip";
import {
  AGREEMENT_MESSAGE,
  BAYS_MESSAGE,
  COMPANY_MESSAGE,
  SHOP_PO_BOX_MESSAGE,
  WEBSITE_MESSAGE,
} from "./rules";
import { type InstallerSignup, installerSignupSchema } from "./schemas";

/**
 * The installer sign-up form as the page holds it: every field a string named as its input, so
 * a posted form (FormData) and the page's state read the same. A checkbox is "yes" when ticked.
 */
export const INSTALLER_SIGNUP_FIELDS = [
  "company",
  "firstName",
  "lastName",
  "email",
  "phone",
  "addressLine1",
  "city",
  "state",
  "zip",
  "website",
  "bays",
  "offersMobileInstall",
  "acceptsAgreement",
] as const;
export type InstallerSignupField = (typeof INSTALLER_SIGNUP_FIELDS)[number];
export type InstallerSignupValues = Record<InstallerSignupField, string>;

/** Where a message shows: at a field, or above the form (the server's other refusals). */
export type InstallerSignupErrors = Partial<Record<InstallerSignupField | "form", string>>;

export const CHECKED = "yes";

export function emptyInstallerSignupForm(): InstallerSignupValues {
  return Object.fromEntries(
    INSTALLER_SIGNUP_FIELDS.map((field) => [field, ""]),
  ) as InstallerSignupValues;
}

/** The form's values from a posted form; anything missing or not text is empty. */
export function installerSignupFormFromData(data: {
  get(name: string): unknown;
}): InstallerSignupValues {
  return Object.fromEntries(
    INSTALLER_SIGNUP_FIELDS.map((field) => {
      const value = data.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as InstallerSignupValues;
}

/** "" is no number; digits are that number; anything else is a number no rule accepts. */
function baysOf(text: string): number | undefined {
  const typed = text.trim();
  if (typed === "") return undefined;
  return /^\d{1,4}$/.test(typed) ? Number(typed) : Number.NaN;
}

/** The call's body for the form's values, checked or not. */
export function installerSignupOf(values: InstallerSignupValues): InstallerSignup {
  const bays = baysOf(values.bays);
  return {
    company: values.company,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    addressLine1: values.addressLine1,
    city: values.city,
    state: values.state,
    zip: values.zip,
    ...(values.website.trim() ? { website: values.website.trim() } : {}),
    ...(bays === undefined ? {} : { bays }),
    offersMobileInstall: values.offersMobileInstall === CHECKED,
    // An unticked box is refused with the agreement's own message.
    acceptsAgreement: (values.acceptsAgreement === CHECKED) as true,
  };
}

export type InstallerSignupCheck =
  | { valid: true; submission: InstallerSignup }
  | { valid: false; errors: InstallerSignupErrors };

const isField = (key: unknown): key is InstallerSignupField =>
  typeof key === "string" && (INSTALLER_SIGNUP_FIELDS as readonly string[]).includes(key);

/**
 * The form checked by the schema the server applies: the body to send, or the first message of
 * each field.
 */
export function checkInstallerSignupForm(values: InstallerSignupValues): InstallerSignupCheck {
  const submission = installerSignupOf(values);
  const parsed = installerSignupSchema.safeParse(submission);
  if (parsed.success) return { valid: true, submission };
  const errors: InstallerSignupErrors = {};
  for (const issue of parsed.error.issues) {
    const [first] = issue.path;
    errors[isField(first) ? first : "form"] ??= issue.message;
  }
  return { valid: false, errors };
}

/** Each field's own message: a refusal of the server with one of them belongs beside that field. */
const FIELD_OF_MESSAGE: Readonly<Record<string, InstallerSignupField>> = {
  [COMPANY_MESSAGE]: "company",
  [FIRST_NAME_MESSAGE]: "firstName",
  [LAST_NAME_MESSAGE]: "lastName",
  [EMAIL_MESSAGE]: "email",
  [PHONE_MESSAGE]: "phone",
  [ADDRESS_MESSAGE]: "addressLine1",
  [SHOP_PO_BOX_MESSAGE]: "addressLine1",
  [CITY_MESSAGE]: "city",
  [STATE_MESSAGE]: "state",
  [ZIP_MESSAGE]: "zip",
  [WEBSITE_MESSAGE]: "website",
  [BAYS_MESSAGE]: "bays",
  [AGREEMENT_MESSAGE]: "acceptsAgreement",
};

/**
 * Where the server's refusal shows: a waiting application (409) at the e-mail address, a field's
 * own message at that field, anything else (too many applications, a failure) above the form.
 */
export function installerSignupErrorsOf(failure: {
  statusCode: number;
  message: string;
}): InstallerSignupErrors {
  if (failure.statusCode === 409) return { email: failure.message };
  const field = FIELD_OF_MESSAGE[failure.message];
  return field ? { [field]: failure.message } : { form: failure.message };
}
