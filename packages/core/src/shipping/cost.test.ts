import { describe, expect, it } from "vitest";
import {
  HANDLING_FEE_PER_TIRE_CENTS,
  handlingFeeTires,
  NONCONTIGUOUS_FEE_PER_TIRE_CENTS,
  shippingCosts,
} from "./cost";

const regular = { quantity: 2, isInstallable: true, isOversize: false };
const oversize = { quantity: 2, isInstallable: true, isOversize: true };
const notInstallable = { quantity: 1, isInstallable: false, isOversize: false };
const items = [regular, oversize, notInstallable];

describe("handlingFeeTires by coreShipHandlingMode", () => {
  it("charges none in mode 1, oversize in 2, non-installable in 3, every tire in 4", () => {
    expect(handlingFeeTires(1, items)).toBe(0);
    expect(handlingFeeTires(2, items)).toBe(2);
    expect(handlingFeeTires(3, items)).toBe(1);
    expect(handlingFeeTires(4, items)).toBe(5);
  });
});

describe("shippingCosts", () => {
  const base = {
    mode: 2,
    items,
    shippingOption: "home" as const,
    destinationState: "FL",
    excludeShipping: false,
  };

  it("ships free in the contiguous US when no tire carries a fee", () => {
    expect(shippingCosts({ ...base, mode: 1 })).toEqual({
      shippingCostToHomeInCents: 0,
      shippingCostInCents: 0,
      coreShipHandlingFeesApplied: false,
    });
  });

  it("charges handling on the tires the mode names when shipped home or to a carrier", () => {
    const home = shippingCosts(base);
    expect(home.shippingCostInCents).toBe(2 * HANDLING_FEE_PER_TIRE_CENTS);
    expect(home.coreShipHandlingFeesApplied).toBe(true);
    expect(shippingCosts({ ...base, shippingOption: "fedex" }).shippingCostInCents).toBe(
      2 * HANDLING_FEE_PER_TIRE_CENTS,
    );
  });

  it("costs nothing at a shop or warehouse, but still quotes home delivery", () => {
    const shop = shippingCosts({ ...base, shippingOption: "installer" });
    expect(shop.shippingCostInCents).toBe(0);
    expect(shop.shippingCostToHomeInCents).toBe(2 * HANDLING_FEE_PER_TIRE_CENTS);
    expect(shop.coreShipHandlingFeesApplied).toBe(false);
    expect(shippingCosts({ ...base, shippingOption: "warehouse" }).shippingCostInCents).toBe(0);
  });

  it("adds a freight surcharge per tire outside the contiguous US", () => {
    const alaska = shippingCosts({ ...base, mode: 1, destinationState: "AK" });
    expect(alaska.shippingCostInCents).toBe(5 * NONCONTIGUOUS_FEE_PER_TIRE_CENTS);
    expect(alaska.coreShipHandlingFeesApplied).toBe(false);
  });

  it("leaves shipping out of the cart when excludeShipping is set", () => {
    expect(shippingCosts({ ...base, excludeShipping: true }).shippingCostInCents).toBe(0);
  });
});
