import { describe, expect, it } from "vitest";
import { REORDER_DISCONTINUED_MESSAGE, REORDER_OUT_OF_STOCK_MESSAGE, reorderOf } from "./reorder";

describe("reorderOf", () => {
  it.each([
    "ProductStatusAvailable",
    "ProductStatusAvailableVolatile",
    "ProductStatusCallForPricing",
  ])("allows a reorder of a tire sold as %s", (availability) => {
    expect(reorderOf({ availability, discontinued: false })).toEqual({
      available: true,
      message: null,
    });
  });

  it("refuses a tire out of stock", () => {
    expect(reorderOf({ availability: "ProductStatusOutOfStock", discontinued: false })).toEqual({
      available: false,
      message: REORDER_OUT_OF_STOCK_MESSAGE,
    });
  });

  it("refuses a tire no longer sold, in stock or not, naming that first", () => {
    for (const availability of ["ProductStatusAvailable", "ProductStatusOutOfStock"]) {
      expect(reorderOf({ availability, discontinued: true })).toEqual({
        available: false,
        message: REORDER_DISCONTINUED_MESSAGE,
      });
    }
  });
});
