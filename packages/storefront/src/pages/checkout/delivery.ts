import { createCartStore, type SiteCart } from "@treadkit/core/cart";
import type { Client } from "@treadkit/core/client";
import { createDeliveryStore } from "@treadkit/core/delivery";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import type { CartAppointment } from "@treadkit/core/schedule";

/**
 * The core's delivery store for the cart on screen: installing at a shop, booking its time, with
 * the fallbacks of checkout.md §4. The page's loader stays the source of truth, so the store
 * lives for one action and the page revalidates after it.
 */
export function deliveryFor(client: Client, cart: SiteCart, appointment?: CartAppointment | null) {
  const platform = createPlatform({ storage: memoryStorage() });
  const cartStore = createCartStore(client, { storage: platform.storage, logger: platform.logger });
  cartStore.$cart.set(cart);
  const delivery = createDeliveryStore(client, { ...platform, cart: cartStore });
  if (appointment) delivery.$appointment.set(appointment);
  return delivery;
}

/** A thrown failure as the shopper reads it. */
export function failureMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
