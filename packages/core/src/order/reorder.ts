import type { Availability } from "../catalog/schemas";

/**
 * Whether a tire from a past order can be ordered again (storefront.md §3 Order, checkout.md §9):
 * not once it is out of stock or no longer sold.
 */

export const REORDER_OUT_OF_STOCK_MESSAGE = "This tire is out of stock";
export const REORDER_DISCONTINUED_MESSAGE = "This tire is no longer sold";

export type Reorder = { available: boolean; message: string | null };

export function reorderOf(product: {
  availability: Availability | string;
  discontinued: boolean;
}): Reorder {
  if (product.discontinued) return { available: false, message: REORDER_DISCONTINUED_MESSAGE };
  if (product.availability === "ProductStatusOutOfStock")
    return { available: false, message: REORDER_OUT_OF_STOCK_MESSAGE };
  return { available: true, message: null };
}
