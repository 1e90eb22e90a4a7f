import { z } from "zod";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { normalisePhone } from "../validation/phone";
import { zip5 } from "../validation/zip";

/**
 * A member's saved addresses: the addresses of their earlier orders (a home delivery's address,
 * and the billing address of any order), newest first, each once. The checkout's address forms
 * offer them, and the newest one's phone starts a form the member has not filled yet.
 */

export const SAVED_ADDRESSES_LIMIT = 5;

export const savedAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Ten digits, or empty when the order had none. */
  phone: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressesResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });

/**
 * An address as an order stored it (shipping, pickup point or shop). Stored JSON, read
 * defensively: older orders may lack a field.
 */
export const storedAddressSchema = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  companyName: z.string().nullish(),
  addressLine1: z.string().nullish(),
  addressLine2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zip: z.string().nullish(),
  phone: z.string().nullish(),
  isMobileInstall: z.boolean().nullish(),
});

const text = (value: string | null | undefined) => (value ?? "").trim();

/** The same place: street, second line, city, state and ZIP, whatever the case and spacing. */
function placeKey(a: SavedAddress): string {
  return [a.addressLine1, a.addressLine2, a.city, a.state, zip5(a.zip)]
    .map((part) => part.replace(/\s+/g, " ").toLowerCase())
    .join("|");
}

/**
 * The saved addresses of a member's stored order addresses, given newest first: whole addresses
 * only (street, city, state, ZIP), each place once, at most SAVED_ADDRESSES_LIMIT.
 */
export function savedAddressesOf(stored: readonly unknown[]): SavedAddress[] {
  const seen = new Set<string>();
  const addresses: SavedAddress[] = [];
  for (const value of stored) {
    const parsed = storedAddressSchema.safeParse(value);
    if (!parsed.success) continue;
    const a = parsed.data;
    const address: SavedAddress = {
      firstName: text(a.firstName),
      lastName: text(a.lastName),
      companyName: text(a.companyName),
      addressLine1: text(a.addressLine1),
      addressLine2: text(a.addressLine2),
      city: text(a.city),
      state: text(a.state),
      zip: text(a.zip),
      phone: normalisePhone(text(a.phone)) ?? "",
    };
    if (!address.addressLine1 || !address.city || !address.state || !address.zip) continue;
    const key = placeKey(address);
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
    if (addresses.length === SAVED_ADDRESSES_LIMIT) break;
  }
  return addresses;
}

/** How a chooser names a saved address: "Ana Lopez, 100 Main St, Fort Lauderdale, FL 33301". */
export function savedAddressLabel(a: SavedAddress): string {
  const name = [a.firstName, a.lastName].filter(Boolean).join(" ");
  const street = [a.addressLine1, a.addressLine2].filter(Boolean).join(" ");
  return [name, street, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(", ");
}

/** GET /api/account/addresses: the signed-in member's saved addresses. */
export function getSavedAddresses(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<SavedAddress[]>> {
  return client
    .request({
      path: "/account/addresses",
      schema: RESPONSE_CHECKS ? savedAddressesResponseSchema : undefined,
      signal,
    })
    .then((result) => (result.isSuccess ? { ...result, data: result.data.addresses } : result));
}
