import type { Order } from "@treadkit/core/order";
import { storedAddressSchema } from "@treadkit/core/session";
import type { z } from "zod";

type StoredAddress = z.infer<typeof storedAddressSchema>;

const present = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).map((part) => part.trim());

function cityLine(place: { city?: string | null; state?: string | null; zip?: string | null }) {
  const city = present(place.city).join("");
  const stateZip = present(place.state, place.zip).join(" ");
  return present([city, stateZip].filter(Boolean).join(", "));
}

/** The destination block by delivery kind: shipped home, a pickup point, a shop or a driveway. */
export function destinationOf(
  shippingOption: string,
  address: StoredAddress,
  installLocation: {
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    zip: string;
    /** The vehicle the installer works on. */
    vehicle?: string | null;
  } | null,
): Order["destination"] {
  const name = present([address.firstName, address.lastName].filter(Boolean).join(" "));
  const street = present(address.addressLine1, address.addressLine2);
  switch (shippingOption) {
    case "home":
      return {
        heading: "Ship to",
        lines: [...name, ...present(address.companyName), ...street, ...cityLine(address)],
      };
    case "fedex":
      return {
        heading: "Pick up at",
        lines: [...present(address.companyName), ...street, ...cityLine(address), ...name],
      };
    case "installer":
      if (address.isMobileInstall && installLocation)
        return {
          heading: "Mobile installation at",
          lines: [
            ...present(installLocation.addressLine1, installLocation.addressLine2),
            ...cityLine(installLocation),
            ...present(installLocation.vehicle ? `For your ${installLocation.vehicle}` : null),
          ],
        };
      return {
        heading: "Installation at",
        lines: [...present(address.companyName), ...street, ...cityLine(address)],
      };
    default:
      return {
        heading: "Collect at",
        lines: [...present(address.companyName), ...street, ...cityLine(address)],
      };
  }
}

/**
 * The destination as Order ID and ZIP may see it: a shop, a pickup point or a warehouse in full
 * (public places), but a home or a driveway by its city line only, never the shopper's street.
 */
export function publicDestinationOf(
  shippingOption: string,
  address: StoredAddress,
): Order["destination"] {
  if (shippingOption === "home") return { heading: "Ship to", lines: cityLine(address) };
  if (shippingOption === "installer" && address.isMobileInstall)
    return { heading: "Mobile installation by", lines: present(address.companyName) };
  return destinationOf(shippingOption, address, null);
}

/** An order row as a guest proves it: its delivery ZIP and the billing address's ZIP. */
export function proofZipsOf(row: { zip: string; billingAddress: unknown }): {
  zip: string;
  billingZip: string | null;
} {
  const billing = storedAddressSchema.safeParse(row.billingAddress ?? {});
  return { zip: row.zip, billingZip: billing.success ? (billing.data.zip ?? null) : null };
}
