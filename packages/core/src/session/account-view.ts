import type { Order } from "../order/schemas";
import { FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE } from "../validation/names";
import {
  type AccountDetailsForm,
  type ChangePasswordForm,
  CURRENT_PASSWORD_MESSAGE,
  memberGreeting,
  PASSWORD_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  type UserDetail,
  userTypeOf,
  WRONG_PASSWORD_MESSAGE,
} from "./account";
import { buyerLabel } from "./rules";

/** What the account pages show (storefront.md §2 Account): rules kept out of their components. */

// --- Forms ---------------------------------------------------------------------------------

type Issue = { path: readonly PropertyKey[]; message: string };

/** What a form check needs of a schema: a zod schema fits. */
export type FormSchema<Out> = {
  safeParse(
    data: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
};

export type FieldErrors<Form> = Partial<Record<keyof Form & string, string>>;

export type FormCheck<Form, Out> =
  | { valid: true; value: Out }
  | { valid: false; errors: FieldErrors<Form>; formError: string | null };

/**
 * A form checked by its schema: the value to send, or the first message of each field; a message
 * that names no field is the form's.
 */
export function checkForm<Form extends object, Out>(
  schema: FormSchema<Out>,
  form: Form,
): FormCheck<Form, Out> {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { valid: true, value: parsed.data };
  const errors: FieldErrors<Form> = {};
  let formError: string | null = null;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in form) {
      const name = field as keyof Form & string;
      errors[name] ??= issue.message;
    } else {
      formError ??= issue.message;
    }
  }
  return { valid: false, errors, formError };
}

export type FieldMessages<Form> = Partial<Record<keyof Form & string, readonly string[]>>;

/**
 * Where the server's refusal is shown: on the field its message is about (a wrong current
 * password), else above the whole form.
 */
export function placeRefusal<Form>(
  message: string,
  fieldMessages: FieldMessages<Form>,
): { errors: FieldErrors<Form>; formError: string | null } {
  for (const [field, messages] of Object.entries(fieldMessages) as [
    keyof Form & string,
    readonly string[],
  ][]) {
    if (messages.includes(message)) {
      const errors: FieldErrors<Form> = {};
      errors[field] = message;
      return { errors, formError: null };
    }
  }
  return { errors: {}, formError: message };
}

export const CHANGE_PASSWORD_MESSAGES: FieldMessages<ChangePasswordForm> = {
  currentPassword: [WRONG_PASSWORD_MESSAGE, CURRENT_PASSWORD_MESSAGE],
  newPassword: [PASSWORD_MESSAGE],
  confirmPassword: [PASSWORD_MISMATCH_MESSAGE],
};

export const ACCOUNT_DETAILS_MESSAGES: FieldMessages<AccountDetailsForm> = {
  firstName: [FIRST_NAME_MESSAGE],
  lastName: [LAST_NAME_MESSAGE],
};

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed.";
export const DETAILS_SAVED_MESSAGE = "Your name has been saved.";

/** The account's pages: /account and below (storefront.md §2). */
export function isAccountPath(pathname: string): boolean {
  return pathname === "/account" || pathname.startsWith("/account/");
}

// --- Account home ------------------------------------------------------------------------

export type AccountSummary = {
  greeting: string;
  email: string;
  /** A business account's company; null for a consumer. */
  companyName: string | null;
  /** How the member buys ("Fleet", "EPP"…); null for a plain retail shopper. */
  buyerLabel: string | null;
};

export function accountSummary(detail: UserDetail): AccountSummary {
  const userType = userTypeOf(detail);
  const label = userType === "retail" ? "" : buyerLabel(userType);
  return {
    greeting: memberGreeting(detail),
    email: detail.username,
    companyName: detail.accountTypeCompany?.companyName ?? null,
    buyerLabel: label || null,
  };
}

// --- My Orders -----------------------------------------------------------------------------

/** Dates are told in the store's own time zone, so the server's page and the browser agree. */
const STORE_TIME_ZONE = "America/New_York";
let dateFormat: Intl.DateTimeFormat | undefined;

/** "November 23, 2026": the day an order was placed. */
export function orderDateLabel(placedAt: string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: STORE_TIME_ZONE });
  return dateFormat.format(new Date(placedAt));
}

export type OrderTire = {
  /** As the cart takes it. */
  productId: string;
  description: string;
  quantity: number;
  /** Whether it can be ordered again, and why not. */
  reorder: { available: boolean; message: string | null };
};

/** The tires an order bought, each with whether it can be reordered. */
export function orderTires(order: Pick<Order, "lines">): OrderTire[] {
  return order.lines.flatMap((line) =>
    line.kind === "tire" && line.productId !== null
      ? [
          {
            productId: String(line.productId),
            description: line.description,
            quantity: line.quantity,
            reorder: line.reorder ?? { available: false, message: null },
          },
        ]
      : [],
  );
}

type Step = { label: string; state: "done" | "current" | "upcoming" };

/** Where the order is now: the current tracking step. */
export function orderStatusLabel(steps: readonly Step[]): string {
  return steps.find((step) => step.state === "current")?.label ?? steps.at(-1)?.label ?? "";
}
