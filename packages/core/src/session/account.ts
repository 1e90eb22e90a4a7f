import { z } from "zod";
import { vehicleName } from "../catalog/chosen-vehicle";
import { answeredStatus } from "../client/answered";
import type { Failure } from "../client/types";
import { type DeliveryCode, deliveryCodeOf, isDeliveryCode } from "../shipping/rules";
import { emailSchema } from "../validation/email";
import { firstNameSchema, lastNameSchema } from "../validation/names";
import { phoneSchema } from "../validation/phone";
import { ACCOUNT_TYPES, type AccountType, USER_TYPES, type UserType } from "./rules";

/**
 * Signed-in members (storefront.md §3 "User detail", §4 "Single sign-on session" and "Logout").
 * The server keeps the session; the browser holds an opaque token and a few readable markers.
 */

export const STATE_LENGTH = 32;
const STATE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** The 32-character random state of the authorize redirect (§7). */
export function randomState(random: (bytes: number) => Uint8Array): string {
  const bytes = random(STATE_LENGTH);
  let state = "";
  // 62 symbols: bytes above 247 would bias the draw, so they are skipped and drawn again.
  for (const byte of bytes) if (byte < 248) state += STATE_ALPHABET[byte % 62];
  return state.length === STATE_LENGTH
    ? state
    : (state + randomState(random)).slice(0, STATE_LENGTH);
}

export type SignInAction = "login" | "register";

export type AuthorizeInput = {
  action: SignInAction;
  state: string;
  clientId: string;
  redirectUri: string;
  /** The anonymous shopper session, linked to the member at sign-in. */
  sessionId?: string | undefined;
  anonymousId?: string | undefined;
  employeePortal: boolean;
  /** The co-branded (simple shop) view of the provider's pages. */
  cobranded: boolean;
};

/**
 * The spec's authorize parameters (§7): state, response_type, approval_prompt, client_id, action,
 * sessionId, anonymous_id (partner_integration on the employee portal), the co-branded flag and
 * redirect_uri. The OpenID Connect ones (scope, nonce, PKCE) are added by the client library.
 */
export function authorizeParams(input: AuthorizeInput): Record<string, string> {
  const params: Record<string, string> = {
    state: input.state,
    response_type: "code",
    approval_prompt: "auto",
    client_id: input.clientId,
    action: input.action,
    redirect_uri: input.redirectUri,
    cobranded: String(input.cobranded),
  };
  if (input.sessionId) params.sessionId = input.sessionId;
  if (input.employeePortal) params.partner_integration = "employee";
  else if (input.anonymousId) params.anonymous_id = input.anonymousId;
  return params;
}

const SAME_SITE = "https://same-site.invalid";

/**
 * Only a path on this site may follow sign-in or logout: never another origin. The value is
 * read as browsers read it (the URL parser drops tabs and newlines and turns "\" into "/", so
 * "/\t/evil.example" is "//evil.example"), and kept only if it stays on this origin; what is
 * returned is the parsed path, query and fragment, never the raw text.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/account"): string {
  if (!value?.startsWith("/")) return fallback;
  // Control characters and whitespace have no place in a path we send a browser to.
  if (
    [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ||
    /\s/.test(value)
  )
    return fallback;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE || !url.pathname.startsWith("/") || url.pathname.startsWith("//"))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

// --- User detail (§3) ---------------------------------------------------------------------

const named = z.object({ name: z.string() });

export const accountTypeEntrySchema = z.object({
  name: z.enum(ACCOUNT_TYPES),
  userType: z.enum(USER_TYPES),
  deliveryMethods: z.array(named),
  paymentGroups: z.array(z.object({ id: z.string() })),
});

export const accountTypeCompanySchema = z.object({
  companyName: z.string(),
  paymentGroups: z.array(z.object({ id: z.string() })),
  deliveryMethods: z.array(named),
  isTireReplacementCoverageAvailable: z.boolean(),
  isOccupationDiscountsAvailable: z.boolean(),
});

export const userDetailSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The member's e-mail. */
  username: z.string(),
  /** A brand-restricted account sees only these brands; empty when unrestricted. */
  brands: z.array(named),
  accountTypes: z.array(accountTypeEntrySchema),
  accountTypeCompany: accountTypeCompanySchema.nullable(),
  isTaxExempt: z.boolean(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const meResponseSchema = z.object({ uid: z.string() });

/** The user type a member buys as: the first account type's; none when signed out. */
export function userTypeOf(detail: UserDetail | null): UserType {
  return detail?.accountTypes[0]?.userType ?? "none";
}

export function accountTypeOf(detail: UserDetail | null): AccountType {
  return detail?.accountTypes[0]?.name ?? "none";
}

/** The greeting in the header: the first name, else the e-mail's name part. */
export function memberGreeting(detail: Pick<UserDetail, "firstName" | "username">): string {
  return detail.firstName.trim() || detail.username.split("@")[0] || detail.username;
}

// --- Account forms -------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MESSAGE = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters for your password`;
export const PASSWORD_MISMATCH_MESSAGE = "The passwords do not match";
export const WRONG_PASSWORD_MESSAGE = "The current password is not correct";
export const CURRENT_PASSWORD_MESSAGE = "Please enter your current password";
export const SIGN_IN_FAILED_MESSAGE = "The e-mail or password is not correct";
export const EMAIL_TAKEN_MESSAGE = "An account with this e-mail already exists. Sign in instead.";

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGE });

export const signInFormSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { error: SIGN_IN_FAILED_MESSAGE }).max(PASSWORD_MAX_LENGTH),
});

export const registerFormSchema = z
  .strictObject({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: PASSWORD_MISMATCH_MESSAGE,
    path: ["confirmPassword"],
  });

// Plain objects (unknown keys stripped): the shared client adds ssoUid to every JSON body.
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: CURRENT_PASSWORD_MESSAGE })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: PASSWORD_MISMATCH_MESSAGE,
    path: ["confirmPassword"],
  });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

export const accountDetailsSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type AccountDetailsForm = z.input<typeof accountDetailsSchema>;

// --- My Garage -----------------------------------------------------------------------------

/** storefront.md §8: a vehicle could not be saved or removed for a reason the shopper cannot fix. */
export const VEHICLE_UPDATE_FAILED_MESSAGE = "Oops. Something went wrong, please try again.";

/** What a failed garage change tells: the server's reason for a refusal, else §8's text. */
export function garageFailureMessage(error: Failure): string {
  const status = answeredStatus(error);
  return status !== null && status >= 400 && status < 500
    ? error.message
    : VEHICLE_UPDATE_FAILED_MESSAGE;
}

/** Each field's message in the My Garage form, from the browser and the server alike. */
export const GARAGE_FORM_MESSAGES = {
  year: "Please enter the vehicle's year, e.g. 2021",
  make: "Please enter the vehicle's make",
  model: "Please enter the vehicle's model",
  trim: "Please keep the trim under 60 characters",
} as const;

const vehicleText = (error: string) =>
  z.string({ error }).trim().min(1, { error }).max(60, { error });

export const garageVehicleInputSchema = z.object({
  year: z.coerce
    .number({ error: GARAGE_FORM_MESSAGES.year })
    .int({ error: GARAGE_FORM_MESSAGES.year })
    .min(1950, { error: GARAGE_FORM_MESSAGES.year })
    .max(2100, { error: GARAGE_FORM_MESSAGES.year }),
  make: vehicleText(GARAGE_FORM_MESSAGES.make),
  model: vehicleText(GARAGE_FORM_MESSAGES.model),
  trim: z.string().trim().max(60, { error: GARAGE_FORM_MESSAGES.trim }).default(""),
});
export type GarageVehicleInput = z.input<typeof garageVehicleInputSchema>;

export const garageVehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  /** The catalogue's vehicle of the same year, make, model and trim, and its tires' listing. */
  vehicleId: z.number().int().nullable().optional(),
  href: z.string().nullable().optional(),
});
export type GarageVehicle = z.infer<typeof garageVehicleSchema>;
export const garageResponseSchema = z.object({ vehicles: z.array(garageVehicleSchema) });

/** "2021 Honda Civic EX": how a saved vehicle is named. */
export function garageVehicleLabel(
  vehicle: Pick<GarageVehicle, "year" | "make" | "model" | "trim">,
): string {
  return vehicleName(vehicle);
}

/** A garage holds at most this many vehicles. */
export const GARAGE_LIMIT = 10;
export const GARAGE_FULL_MESSAGE = `My Garage holds ${GARAGE_LIMIT} vehicles. Remove one to add another.`;

// --- Delivery methods by account (storefront.md §6, checkout.md §6) ------------------------

/** Saving a delivery the account does not allow. */
export const DELIVERY_NOT_ALLOWED_MESSAGE =
  "This delivery method is not available for your account";

/**
 * The delivery methods an account may use: its account type's, else its company's; null when
 * neither lists any (every method the cart allows).
 */
export function allowedDeliveryMethods(
  detail: Pick<UserDetail, "accountTypes" | "accountTypeCompany"> | null,
): DeliveryCode[] | null {
  const own = detail?.accountTypes[0]?.deliveryMethods ?? [];
  const listed = own.length ? own : (detail?.accountTypeCompany?.deliveryMethods ?? []);
  const codes = listed.map((method) => method.name).filter(isDeliveryCode);
  return codes.length ? codes : null;
}

/** A dealer-tire account collects at warehouses: the warehouse tab is theirs (checkout.md §6). */
export function isDealerTireAccount(
  detail: Pick<UserDetail, "accountTypes" | "accountTypeCompany"> | null,
): boolean {
  return allowedDeliveryMethods(detail)?.includes("PickupAtWarehouse") ?? false;
}

/**
 * A distributor's employee is denied tire replacement coverage unless the company makes it
 * available (storefront.md §6).
 */
export function coverageDenied(
  userType: string,
  companyOffersCoverage: boolean | null | undefined,
): boolean {
  return userType === "epp" && !companyOffersCoverage;
}

/** Whether an account may save a delivery of this option (mobile install is its own method). */
export function deliveryAllowed(
  allowed: readonly DeliveryCode[] | null,
  shipping: {
    shippingOption: "installer" | "home" | "fedex" | "warehouse";
    isMobileInstall?: boolean;
  },
): boolean {
  if (!allowed) return shipping.shippingOption !== "warehouse";
  return allowed.includes(deliveryCodeOf(shipping));
}

// --- Sales quotes (checkout.md §6, storefront.md §6) ---------------------------------------

export const SALES_QUOTE_ONLY_MESSAGE = "Only sales-tool accounts can send quotes";

/** Staff of a sales-tool account send quotes instead of paying (the sales-quote mode). */
export function isSalesTool(userType: UserType): boolean {
  return userType === "simple_sales_tool";
}

export const salesQuoteRequestSchema = z.object({
  customerEmail: emailSchema,
  customerPhone: phoneSchema,
});
export type SalesQuoteRequest = z.input<typeof salesQuoteRequestSchema>;

export const salesQuoteSchema = z.object({
  id: z.string(),
  customerEmail: z.string(),
  /** Ten digits. */
  customerPhone: z.string(),
  totalInCents: z.number().int(),
  /** Where the customer completes the purchase: the cart's checkout. */
  checkoutPath: z.string(),
  createdAt: z.string(),
});
export type SalesQuote = z.infer<typeof salesQuoteSchema>;
export const salesQuoteResponseSchema = z.object({ quote: salesQuoteSchema });

// --- Sign-in throttling ---------------------------------------------------------------------

/** Failed sign-ins an e-mail may have in SIGN_IN_WINDOW_MINUTES before it must wait. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_LOCKED_MESSAGE = `Too many sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`;
