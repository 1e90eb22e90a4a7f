/**
 * What shipping costs (checkout.md §4 "Shipping cost display", §9 "Shipping: free in the
 * contiguous US"). coreShipHandlingMode decides which tires carry a handling fee when shipped:
 * 1 none; 2 oversize tires; 3 tires that cannot be installed; 4 every tire (freight). Outside the
 * contiguous US each shipped tire also pays a freight surcharge. Tires fitted at a shop or
 * collected at a warehouse ship with the shop's or warehouse's own deliveries, free.
 */

export const HANDLING_FEE_PER_TIRE_CENTS = 2_000;
export const NONCONTIGUOUS_FEE_PER_TIRE_CENTS = 3_500;

const NONCONTIGUOUS_STATES = new Set(["AK", "HI", "PR", "GU", "VI", "AS", "MP"]);

export type ShippingOption = "installer" | "home" | "fedex" | "warehouse";

export type ShippedItem = { quantity: number; isInstallable: boolean; isOversize: boolean };

/** Tires that carry the handling fee under a coreShipHandlingMode. */
export function handlingFeeTires(mode: number, items: readonly ShippedItem[]): number {
  const count = (keep: (item: ShippedItem) => boolean) =>
    items.filter(keep).reduce((n, item) => n + item.quantity, 0);
  switch (mode) {
    case 1:
      return 0;
    case 2:
      return count((item) => item.isOversize);
    case 3:
      return count((item) => !item.isInstallable);
    default:
      return count(() => true);
  }
}

export function isContiguousUs(state: string | null): boolean {
  return state === null || !NONCONTIGUOUS_STATES.has(state.toUpperCase());
}

export function shippingCosts(input: {
  mode: number;
  items: readonly ShippedItem[];
  shippingOption: ShippingOption | null;
  /** The state shipped to, once known. */
  destinationState: string | null;
  excludeShipping: boolean;
}): {
  shippingCostToHomeInCents: number;
  shippingCostInCents: number;
  coreShipHandlingFeesApplied: boolean;
} {
  const handling = handlingFeeTires(input.mode, input.items) * HANDLING_FEE_PER_TIRE_CENTS;
  const tires = input.items.reduce((n, item) => n + item.quantity, 0);
  const surcharge = isContiguousUs(input.destinationState)
    ? 0
    : tires * NONCONTIGUOUS_FEE_PER_TIRE_CENTS;
  const toHome = handling + surcharge;
  const shipped = input.shippingOption === "home" || input.shippingOption === "fedex";
  const cost = shipped && !input.excludeShipping ? toHome : 0;
  return {
    shippingCostToHomeInCents: toHome,
    shippingCostInCents: cost,
    coreShipHandlingFeesApplied: cost > 0 && handling > 0,
  };
}
