import { z } from "zod";
import { emailSchema } from "../validation/email";
import { nameSchema } from "../validation/names";
import { phoneSchema } from "../validation/phone";
import { CONTACT_NAME_MESSAGE } from "./schemas";
import { checkForm, freeText, optionalField } from "./support";

/**
 * The tire-sales inquiry (storefront.md §2): fleets and businesses buying tires in volume ask
 * the sales team for a quote. Kept as a support message of kind sales-inquiry; the answers the
 * contact form has no column for go in its details.
 */

/** Who is buying; the inquiry's topic. */
export const SALES_BUSINESS_TYPES = {
  fleet: "Company fleet (cars, vans, pickups)",
  trucking: "Trucking or commercial vehicles",
  rental: "Rental or car sharing",
  government: "Government or public agency",
  "dealer-or-shop": "Car dealer or repair shop",
  other: "Other business",
} as const;
export type SalesBusinessType = keyof typeof SALES_BUSINESS_TYPES;

export const FLEET_SIZES = {
  "1-9": "1 to 9 vehicles",
  "10-49": "10 to 49 vehicles",
  "50-249": "50 to 249 vehicles",
  "250+": "250 vehicles or more",
} as const;
export type FleetSize = keyof typeof FLEET_SIZES;

export const SALES_QUANTITY_MAX = 100_000;
export const COMPANY_MAX = 100;
export const TIRE_SIZES_MAX = 300;
export const SALES_MESSAGE_MAX = 2000;

export const COMPANY_MESSAGE = "Please enter your company's name";
export const COMPANY_TOO_LONG = `Keep the company name under ${COMPANY_MAX} characters`;
export const BUSINESS_TYPE_MESSAGE = "Please choose what kind of business you are";
export const FLEET_SIZE_MESSAGE = "Please choose the size of your fleet";
export const TIRE_SIZES_TOO_LONG = `Keep the tire sizes under ${TIRE_SIZES_MAX} characters`;
export const SALES_QUANTITY_MESSAGE = `Please enter how many tires you need, from 1 to ${SALES_QUANTITY_MAX.toLocaleString("en-US")}`;
export const SALES_MESSAGE_TOO_LONG = `Keep your message under ${SALES_MESSAGE_MAX} characters`;
export const SALES_SENT_TITLE = "Thanks, our sales team has your request";
export const SALES_REPLY_PROMISE =
  "A member of our sales team will contact you within 24 hours with pricing for your fleet.";

const ids = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

export const salesInquirySchema = z.strictObject({
  company: freeText({ max: COMPANY_MAX, tooLong: COMPANY_TOO_LONG, required: COMPANY_MESSAGE }),
  name: nameSchema(CONTACT_NAME_MESSAGE),
  email: emailSchema,
  phone: phoneSchema,
  businessType: z.enum(ids(SALES_BUSINESS_TYPES), { error: BUSINESS_TYPE_MESSAGE }),
  fleetSize: z.enum(ids(FLEET_SIZES), { error: FLEET_SIZE_MESSAGE }),
  tireSizes: optionalField(freeText({ max: TIRE_SIZES_MAX, tooLong: TIRE_SIZES_TOO_LONG })),
  // A form posts the number as text; the API takes either.
  quantity: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: SALES_QUANTITY_MESSAGE })], {
      error: SALES_QUANTITY_MESSAGE,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: SALES_QUANTITY_MESSAGE })
        .min(1, { error: SALES_QUANTITY_MESSAGE })
        .max(SALES_QUANTITY_MAX, { error: SALES_QUANTITY_MESSAGE }),
    ),
  message: optionalField(freeText({ max: SALES_MESSAGE_MAX, tooLong: SALES_MESSAGE_TOO_LONG })),
});
export type SalesInquiry = z.output<typeof salesInquirySchema>;
export type SalesInquiryInput = z.input<typeof salesInquirySchema>;

export const salesInquiryResponseSchema = z.object({ status: z.literal("sent") });

export const SALES_FORM_FIELDS = [
  "company",
  "name",
  "email",
  "phone",
  "businessType",
  "fleetSize",
  "tireSizes",
  "quantity",
  "message",
] as const satisfies readonly (keyof SalesInquiry)[];
export type SalesFormField = (typeof SALES_FORM_FIELDS)[number];
export type SalesFormValues = Record<SalesFormField, string>;

export function checkSalesForm(values: SalesFormValues) {
  return checkForm(salesInquirySchema, SALES_FORM_FIELDS, values);
}
