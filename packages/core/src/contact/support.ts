import { z } from "zod";
import { emailSchema } from "../validation/email";
import { nameSchema } from "../validation/names";
import { phoneSchema } from "../validation/phone";
import { stripSpecialCharacters } from "../validation/text";
import { type FormErrors, formValues } from "./rules";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_REQUIRED,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_NAME_MESSAGE,
} from "./schemas";

/**
 * The contact page's form (storefront.md §2 "Support and info", §5: attachments allowed, PO
 * number and company name optional), and the schema checks the support forms share.
 */

/** storefront.md §1, §9. */
export const SUPPORT_HOURS = [
  { days: "Monday to Friday", hours: "8am to 7pm ET" },
  { days: "Saturday", hours: "9am to 5pm ET" },
  { days: "Sunday", hours: "Closed" },
] as const;
export const SUPPORT_REPLY_PROMISE = "We reply within 24 hours.";

export const CONTACT_PATH = "/contact";
export const TIRE_SALES_INQUIRY_PATH = "/contact/tire-sales";

/** What a message is about; customer service sorts its inbox by it. */
export const SUPPORT_TOPICS = {
  "order-status": "Order status",
  returns: "Returns and refunds",
  installation: "Installation and appointments",
  shipping: "Shipping and delivery",
  payments: "Payments and financing",
  "tire-advice": "Choosing tires",
  account: "My account",
  other: "Something else",
} as const;
export type SupportTopic = keyof typeof SUPPORT_TOPICS;
const TOPIC_IDS = Object.keys(SUPPORT_TOPICS) as [SupportTopic, ...SupportTopic[]];

export const SUPPORT_TOPIC_MESSAGE = "Please choose a topic";
export const ORDER_NUMBER_MESSAGE = "Please enter the Order ID from your confirmation e-mail";
export const COMPANY_NAME_MAX = 100;
export const COMPANY_NAME_MESSAGE = `Keep the company name under ${COMPANY_NAME_MAX} characters`;
export const PO_NUMBER_MAX = 40;
export const PO_NUMBER_MESSAGE = `Please enter a PO number of letters and digits (up to ${PO_NUMBER_MAX})`;

const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";

/** A field that may be left empty: "" (what a form posts for it) counts as not given. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}

/** Free text with the special characters of storefront.md §5 taken out, then measured. */
export function freeText(options: { max: number; tooLong: string; required?: string }) {
  const measured = z.string().max(options.max, { error: options.tooLong });
  return z
    .string({ error: options.required ?? options.tooLong })
    .transform((text) => stripSpecialCharacters(text).trim())
    .pipe(options.required ? measured.min(1, { error: options.required }) : measured);
}

/** The message itself, as the footer's modal takes it. */
export const supportMessageText = freeText({
  max: CONTACT_MESSAGE_MAX,
  tooLong: CONTACT_MESSAGE_TOO_LONG,
  required: CONTACT_MESSAGE_REQUIRED,
});

/** An Order ID as the tracking page takes it; "#1000123" as written on a receipt is fine too. */
const orderNumberSchema = z
  .string()
  .transform((text) => text.trim().replace(/^#\s*/, ""))
  .pipe(z.string().regex(/^\d{1,10}$/, { error: ORDER_NUMBER_MESSAGE }));

/** The contact page's fields (storefront.md §5): phone, order, company and PO number optional. */
export const supportMessageSchema = z.strictObject({
  name: nameSchema(CONTACT_NAME_MESSAGE),
  email: emailSchema,
  phone: optionalField(phoneSchema),
  topic: z.enum(TOPIC_IDS, { error: SUPPORT_TOPIC_MESSAGE }),
  orderNumber: optionalField(orderNumberSchema),
  companyName: optionalField(freeText({ max: COMPANY_NAME_MAX, tooLong: COMPANY_NAME_MESSAGE })),
  poNumber: optionalField(
    z
      .string()
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ./#-]{0,${PO_NUMBER_MAX - 1}}$`), {
        error: PO_NUMBER_MESSAGE,
      }),
  ),
  message: supportMessageText,
});
export type SupportMessage = z.output<typeof supportMessageSchema>;

export const supportMessageResponseSchema = z.object({ status: z.literal("sent") });

/** The contact form as the page holds it: every field text, named as its input is. */
export const SUPPORT_FORM_FIELDS = [
  "name",
  "email",
  "phone",
  "topic",
  "orderNumber",
  "companyName",
  "poNumber",
  "message",
] as const satisfies readonly (keyof SupportMessage)[];
export type SupportFormField = (typeof SUPPORT_FORM_FIELDS)[number];
export type SupportFormValues = Record<SupportFormField, string>;

export type SupportFormErrors = FormErrors<SupportFormField | "attachments">;

export function emptySupportForm(): SupportFormValues {
  return formValues(SUPPORT_FORM_FIELDS, { get: () => null });
}

export type FormCheck<Value, Field extends string> =
  | { valid: true; value: Value }
  | { valid: false; errors: FormErrors<Field> };

/** A form's values checked by the schema the server applies: the value, or each field's first message. */
export function checkForm<Value, Field extends string>(
  schema: z.ZodType<Value>,
  fields: readonly Field[],
  values: unknown,
): FormCheck<Value, Field> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { valid: true, value: parsed.data };
  const errors: FormErrors<Field> = {};
  for (const issue of parsed.error.issues) {
    const [first] = issue.path;
    const key = (fields as readonly unknown[]).includes(first) ? (first as Field) : "form";
    errors[key] ??= issue.message;
  }
  return { valid: false, errors };
}

export function checkSupportForm(values: SupportFormValues) {
  return checkForm(supportMessageSchema, SUPPORT_FORM_FIELDS, values);
}
