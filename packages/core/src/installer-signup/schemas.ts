import { z } from "zod";
import { ADDRESS_MESSAGE, isPoBox, isValidAddressLine } from "../validation/address";
import { emailSchema } from "../validation/email";
import { citySchema, firstNameSchema, lastNameSchema } from "../validation/names";
import { phoneSchema } from "../validation/phone";
import { usStateSchema } from "../validation/state";
import { zip5 } from "../validation/zip";
import { zipSchema } from "../validation/zip-schema";
import {
  AGREEMENT_MESSAGE,
  BAYS_MESSAGE,
  COMPANY_MAX_LENGTH,
  COMPANY_MESSAGE,
  MAX_BAYS,
  normaliseWebsite,
  SHOP_PO_BOX_MESSAGE,
  WEBSITE_MESSAGE,
} from "./rules";

// A shop's name may carry "&", "#" or digits ("Smith & Sons Tire #2"); markup and control
// characters have no place in it.
const COMPANY_PATTERN = /^[^<>\p{Cc}]+$/u;

const companySchema = z
  .string({ error: COMPANY_MESSAGE })
  .trim()
  .refine((name) => name.length <= COMPANY_MAX_LENGTH && COMPANY_PATTERN.test(name), {
    error: COMPANY_MESSAGE,
  });

const streetSchema = z
  .string({ error: ADDRESS_MESSAGE })
  .trim()
  .refine(isValidAddressLine, { error: ADDRESS_MESSAGE })
  .refine((line) => !isPoBox(line), { error: SHOP_PO_BOX_MESSAGE });

/** Optional: "" or absent is none; anything else must be a website (kept normalised). */
const websiteSchema = z
  .string({ error: WEBSITE_MESSAGE })
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === "") return null;
    const website = normaliseWebsite(text);
    if (website === null) {
      ctx.addIssue({ code: "custom", message: WEBSITE_MESSAGE });
      return z.NEVER;
    }
    return website;
  });

const baysSchema = z
  .number({ error: BAYS_MESSAGE })
  .int({ error: BAYS_MESSAGE })
  .min(1, { error: BAYS_MESSAGE })
  .max(MAX_BAYS, { error: BAYS_MESSAGE })
  .optional()
  .transform((bays) => bays ?? null);

/**
 * POST /v1/installer-signup: a shop's application (storefront.md §5): phone of 10 digits, valid
 * first and last names and e-mail, a US address, and the installer agreement accepted.
 */
export const installerSignupSchema = z.strictObject({
  company: companySchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema.transform((email) => email.toLowerCase()),
  phone: phoneSchema,
  addressLine1: streetSchema,
  city: citySchema,
  state: usStateSchema,
  zip: zipSchema.transform(zip5),
  website: websiteSchema,
  bays: baysSchema,
  offersMobileInstall: z.boolean().default(false),
  acceptsAgreement: z.literal(true, { error: AGREEMENT_MESSAGE }),
  ssoUid: z.string().max(128).optional(),
});
/** What a caller sends. */
export type InstallerSignup = z.input<typeof installerSignupSchema>;
/** What the server keeps: trimmed, the phone as 10 digits, the state as its code, a 5-digit ZIP. */
export type ValidInstallerSignup = z.output<typeof installerSignupSchema>;

export const installerSignupResponseSchema = z.object({
  status: z.literal("pending"),
  message: z.string(),
});
export type InstallerSignupReceipt = z.infer<typeof installerSignupResponseSchema>;
