import { describe, expect, it } from "vitest";
import { memoryStorage } from "../platform";
import {
  CART_COOKIE_MAX_AGE_S,
  canAddToCart,
  cartBadge,
  cartCookies,
  cartCount,
  cartLineTotalInCents,
  clearedCart,
  coversEveryTire,
  dealAlert,
  deliveryMayBeDelayed,
  isCouponDenied,
  isRoadHazardFree,
  markerCookie,
  priceChangedNotice,
  quoteOpensCart,
  removalAction,
  shopCanInstall,
  showRoadHazardCheckbox,
  showsCartButton,
  storedCartId,
} from "./rules";

describe("cart count and badge", () => {
  it("counts the sum of quantities", () => {
    expect(cartCount([{ quantity: 4 }, { quantity: 2 }])).toBe(6);
    expect(cartCount([])).toBe(0);
  });

  it('reads "9 +" above 9 and hides the button for a negative count', () => {
    expect(cartBadge(9)).toBe("9");
    expect(cartBadge(10)).toBe("9 +");
    expect(cartBadge(0)).toBe("0");
    expect(cartBadge(-1)).toBeNull();
    expect(showsCartButton(0)).toBe(true);
    expect(showsCartButton(-1)).toBe(false);
  });
});

describe("cart cookies", () => {
  it("keeps the cart id and quantity for 30 days on path /", () => {
    expect(CART_COOKIE_MAX_AGE_S).toBe(2_592_000);
    expect(cartCookies("c-1", 4)).toEqual([
      { name: "CART_ID", value: "c-1", maxAge: 2_592_000, path: "/" },
      { name: "CART_QTY", value: "4", maxAge: 2_592_000, path: "/" },
    ]);
  });

  it("sets markers to 1 when present and clears them on removal", () => {
    expect(markerCookie("CART_SHIPPING", true).value).toBe("1");
    expect(markerCookie("CART_SHIPPING", false)).toMatchObject({ value: "", maxAge: 0 });
  });

  it("clears every piece of cart state", () => {
    expect(clearedCart()).toEqual({
      cartId: null,
      quantity: 0,
      shipping: null,
      appointment: null,
      disablePlaceOrder: false,
      placedOrderCartId: null,
      installLocation: null,
    });
  });
});

describe("add and remove", () => {
  it("needs a front or rear quantity above 0", () => {
    expect(canAddToCart({ front: 4 })).toBe(true);
    expect(canAddToCart({ rear: 2 })).toBe(true);
    expect(canAddToCart({ front: 0, rear: 0 })).toBe(false);
    expect(canAddToCart({})).toBe(false);
  });

  it("deletes the cart when the only product goes, else zeroes that quantity", () => {
    expect(removalAction([{ productId: "1" }], "1")).toBe("deleteCart");
    expect(removalAction([{ productId: "1" }, { productId: "2" }], "1")).toBe("zeroQuantity");
  });
});

describe("coupons and deal alerts", () => {
  it("treats a coupon with an errorDescription as denied", () => {
    expect(isCouponDenied({ errorDescription: "Coupon expired" })).toBe(true);
    expect(isCouponDenied({ errorDescription: null })).toBe(false);
  });

  it("alerts outside the coupon's quantity range, with its message or one naming the quantity", () => {
    const coupon = { minCartQunatity: 4, maxCartQunatity: 8 };
    expect(dealAlert(coupon, 4)).toBeNull();
    expect(dealAlert(coupon, 2)).toBe("This deal applies to 4 to 8 tires; your cart has 2.");
    expect(dealAlert({ ...coupon, alertMessage: "Buy 4 to save" }, 9)).toBe("Buy 4 to save");
    expect(dealAlert({ minCartQunatity: 4 }, 3)).toBe(
      "This deal applies to at least 4 tires; your cart has 3.",
    );
  });

  it("makes road hazard free only for a 100.00 percent coupon", () => {
    expect(isRoadHazardFree({ couponAmount: "100.00", couponAmountType: "Percentage" })).toBe(true);
    expect(isRoadHazardFree({ couponAmount: 100, couponAmountType: "amount" })).toBe(false);
    expect(isRoadHazardFree({ couponAmount: "50.00", couponAmountType: "percentage" })).toBe(false);
  });
});

describe("road-hazard checkbox", () => {
  const base = {
    pathname: "/checkout/shipping",
    userType: "retail",
    products: [{ roadHazardState: 0 }],
  };
  it("shows on checkout pages", () => {
    expect(showRoadHazardCheckbox(base)).toBe(true);
    expect(showRoadHazardCheckbox({ ...base, pathname: "/tire-sizes/225-50r17" })).toBe(false);
  });
  it("hides after the order, for special order users and when every product is protected", () => {
    expect(showRoadHazardCheckbox({ ...base, pathname: "/checkout/order-confirmation" })).toBe(
      false,
    );
    expect(showRoadHazardCheckbox({ ...base, pathname: "/checkout/shipping-confirmation" })).toBe(
      false,
    );
    expect(showRoadHazardCheckbox({ ...base, userType: "special_order" })).toBe(false);
    expect(showRoadHazardCheckbox({ ...base, offered: false })).toBe(false);
    expect(showRoadHazardCheckbox({ ...base, offered: true })).toBe(true);
    expect(
      showRoadHazardCheckbox({
        ...base,
        products: [{ roadHazardState: 2 }, { roadHazardState: 2 }],
      }),
    ).toBe(false);
    expect(
      showRoadHazardCheckbox({
        ...base,
        products: [{ roadHazardState: 2 }, { roadHazardState: 0 }],
      }),
    ).toBe(true);
  });
});

describe("cartLineTotalInCents", () => {
  it("is the line's quantity at its sale price, in whole cents", () => {
    expect(cartLineTotalInCents({ quantity: 4, price: { salePriceInCents: 14_099 } })).toBe(56_396);
    expect(cartLineTotalInCents({ quantity: 0, price: { salePriceInCents: 14_099 } })).toBe(0);
  });
});

describe("coversEveryTire", () => {
  it("is true when every tire has protection, chosen or already applied", () => {
    expect(coversEveryTire([{ roadHazardState: 1 }, { roadHazardState: 2 }])).toBe(true);
    expect(coversEveryTire([{ roadHazardState: 1 }, { roadHazardState: 0 }])).toBe(false);
  });
});

describe("deliveryMayBeDelayed", () => {
  it("says so when a tire of the cart is short of stock, and only then", () => {
    expect(deliveryMayBeDelayed([{ availability: "ProductStatusAvailable" }])).toBe(false);
    expect(
      deliveryMayBeDelayed([
        { availability: "ProductStatusAvailable" },
        { availability: "ProductStatusAvailableVolatile" },
      ]),
    ).toBe(true);
    expect(deliveryMayBeDelayed([])).toBe(false);
  });
});

describe("shopCanInstall", () => {
  const tire = { isInstallable: true, isOversize: false, rimDiameter: 17 };
  it("lets a shop fit installable tires on the rims it takes", () => {
    expect(shopCanInstall([tire])).toBe(true);
    expect(shopCanInstall([tire, { ...tire, isInstallable: false }])).toBe(true);
    expect(
      shopCanInstall([
        { ...tire, rimDiameter: 12 },
        { ...tire, rimDiameter: 22 },
      ]),
    ).toBe(true);
  });

  it("refuses any oversize tire, and a cart with nothing a shop can fit", () => {
    expect(shopCanInstall([tire, { ...tire, isOversize: true }])).toBe(false);
    expect(shopCanInstall([{ ...tire, isInstallable: false }])).toBe(false);
    expect(shopCanInstall([{ ...tire, rimDiameter: 24 }])).toBe(false);
    expect(shopCanInstall([{ ...tire, rimDiameter: 10 }])).toBe(false);
  });
});

describe("priceChangedNotice", () => {
  const line = { name: "Kinergy PT", size: "225/50R17", price: { salePriceInCents: 11_899 } };
  it("tells the shopper which way the price moved and by how much", () => {
    expect(priceChangedNotice({ ...line, priceChangedFromInCents: 10_999 })).toBe(
      "The price of Kinergy PT 225/50R17 went up from $109.99 to $118.99 each since you added it.",
    );
    expect(priceChangedNotice({ ...line, priceChangedFromInCents: 12_999 })).toBe(
      "The price of Kinergy PT 225/50R17 dropped from $129.99 to $118.99 each since you added it.",
    );
  });

  it("says nothing when the price did not move", () => {
    expect(priceChangedNotice(line)).toBeNull();
    expect(priceChangedNotice({ ...line, priceChangedFromInCents: null })).toBeNull();
    expect(priceChangedNotice({ ...line, priceChangedFromInCents: 11_899 })).toBeNull();
  });
});

describe("quoteOpensCart", () => {
  it("opens the cart on a phone when the quote was just retrieved", () => {
    expect(quoteOpensCart("yes", 412)).toBe(true);
    expect(quoteOpensCart("yes", 599)).toBe(true);
  });

  it("leaves it closed on wider screens and without the cookie", () => {
    expect(quoteOpensCart("yes", 600)).toBe(false);
    expect(quoteOpensCart(null, 412)).toBe(false);
    expect(quoteOpensCart("no", 412)).toBe(false);
  });
});

describe("storedCartId", () => {
  it("reads a cart id the store wrote and drops anything else with its count", () => {
    const storage = memoryStorage();
    expect(storedCartId(storage)).toBeNull();
    storage.set("CART_ID", "4f8a2c1e-9b7d-4e3a-8c6f-2d1b0a9e8f7c");
    expect(storedCartId(storage)).toBe("4f8a2c1e-9b7d-4e3a-8c6f-2d1b0a9e8f7c");
    for (const foreign of ["host-cart-42", "", "4f8a2c1e-9b7d-4e3a-8c6f-2d1b0a9e8f7c-x"]) {
      storage.set("CART_ID", foreign);
      storage.set("CART_QTY", "4");
      expect(storedCartId(storage)).toBeNull();
      expect(storage.get("CART_ID")).toBeNull();
      expect(storage.get("CART_QTY")).toBeNull();
    }
  });
});
