import { appointmentLabel } from "../schedule/labels";
import type { CartAppointment } from "../schedule/schemas";
import type { CartInstallLocation } from "../shipping/install-location";
import { deliveryTabOf, savedDelivery } from "../shipping/rules";
import type { CartShippingResponse } from "../shipping/schemas";

/**
 * What the review step says about the delivery: where the tires go (the shopper's address, the
 * pickup place, the driveway of a mobile install), the shop that fits them and when, each with
 * the change on the shipping step that sets it.
 */

type CartShipping = CartShippingResponse["siteCartShippingResponse"];

/** The query parameter that opens the shipping step on the change asked for. */
export const CHANGE_PARAM = "change";

/** What a review step's "Change" link opens: the delivery chooser, or the install time. */
export type DeliveryChange = "delivery" | "time";

/** The change a shipping step's URL asks for; null for none (or an unknown one). */
export function deliveryChangeOf(search: URLSearchParams): DeliveryChange | null {
  const change = search.get(CHANGE_PARAM);
  return change === "delivery" || change === "time" ? change : null;
}

export type ReviewDeliveryItem = {
  /** "Ship to", "Pick up at", "Installed at", "Install time"… */
  heading: string;
  lines: string[];
  change: DeliveryChange;
};

const present = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => part?.trim() ?? "").filter((part) => part !== "");

function placeLine(a: { city: string | null; state: string | null; zip: string | null }) {
  return present(a.city, present(a.state, a.zip).join(" ")).join(", ");
}

/** The review step's delivery, item by item; empty when the cart has no delivery yet. */
export function reviewDeliveryItems(input: {
  shipping: CartShipping | null;
  appointment: CartAppointment | null;
  installLocation: CartInstallLocation | null;
}): ReviewDeliveryItem[] {
  const { shipping, appointment, installLocation } = input;
  if (!shipping) return [];
  const a = shipping.cartShipping;
  const name = present(a.firstName, a.lastName).join(" ");
  const tab = deliveryTabOf(savedDelivery(shipping));
  switch (tab) {
    case "home":
      return [
        {
          heading: "Ship to",
          lines: present(name, a.companyName, a.addressLine1, a.addressLine2, placeLine(a)),
          change: "delivery",
        },
      ];
    case "parcel":
    case "warehouse":
      return [
        {
          heading: tab === "parcel" ? "Pick up at" : "Collect at",
          lines: present(
            a.companyName,
            a.addressLine1,
            placeLine(a),
            name && `Collected by ${name}`,
          ),
          change: "delivery",
        },
      ];
    case "mobile":
      return [
        {
          heading: "Installed by",
          lines: present(a.companyName ?? "The mobile installer you chose"),
          change: "delivery",
        },
        {
          heading: "Install address",
          lines: installLocation
            ? present(
                installLocation.addressLine1,
                installLocation.addressLine2,
                placeLine(installLocation),
                installLocation.vehicle ? `For your ${installLocation.vehicle}` : null,
              )
            : [],
          change: "delivery",
        },
      ];
    case "installer":
      return [
        {
          heading: "Installed at",
          lines: present(a.companyName, a.addressLine1, placeLine(a)),
          change: "delivery",
        },
        {
          heading: "Install time",
          lines: appointment ? [appointmentLabel(appointment)] : ["No install time booked yet"],
          change: "time",
        },
      ];
  }
}
