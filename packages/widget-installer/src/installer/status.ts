import { useStore } from "@nanostores/react";
import { formatCents } from "@treadkit/core/money";
import type { InstallerShop } from "@treadkit/core/widget";

/** What the live region says: the latest async result, in words. */
export function useShopStatus(shop: InstallerShop): string {
  const state = useStore(shop.$shop);
  const step = useStore(shop.$step);
  const offers = useStore(shop.$offers);
  const schedule = useStore(shop.$schedule);
  const cart = useStore(shop.cart.$cart);
  const adding = useStore(shop.$adding);

  if (state.status === "loading") return "Loading the shop…";
  if (state.status !== "ready") return "";
  if (step === "cart") {
    if (adding) return "Adding to your cart…";
    if (!cart || cart.siteProducts.length === 0) return "Your cart is empty";
    const { quantity, totalInCents } = cart.cartSummary;
    return `Your cart: ${quantity} ${quantity === 1 ? "tire" : "tires"}, total ${formatCents(totalInCents)}`;
  }
  if (step === "schedule") {
    if (adding) return "Adding to your cart…";
    if (schedule.status === "loading") return `Loading ${state.config.name}'s schedule…`;
    if (schedule.status === "done") return `${schedule.days.length} days with install times`;
    return "";
  }
  if (offers.status === "loading") {
    return `Looking for tires in ${offers.query.size}…`;
  }
  if (offers.status === "done") {
    const { total, products, sizeLabel } = offers;
    return total === 0
      ? `No tires found in ${sizeLabel}`
      : `Showing ${products.length} of ${total} ${total === 1 ? "tire" : "tires"} in ${sizeLabel}, priced installed at ${state.config.name}`;
  }
  return "";
}
