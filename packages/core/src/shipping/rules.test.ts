import { describe, expect, it } from "vitest";
import {
  cartTabs,
  defaultTab,
  deliveryReady,
  deliveryTabOf,
  mobileInstallFlag,
  orderInstallers,
  preShippingSelection,
  savedDelivery,
  shippingCostDisplay,
  showRecommendationModal,
  stepAfterCart,
} from "./rules";

const installable = { isInstallable: true };
const notInstallable = { isInstallable: false };
const tabsOf = (input: Parameters<typeof cartTabs>[0]) => cartTabs(input).map((t) => t.tab);

describe("cart tabs", () => {
  it("offers installer, mobile, home and parcel pickup when every item is installable", () => {
    const tabs = cartTabs({ items: [installable, installable], mobileAvailable: true });
    expect(tabs.map((t) => [t.tab, t.code, t.position])).toEqual([
      ["installer", "ShipToInstaller", "left"],
      ["mobile", "MobileInstall", "middle"],
      ["home", "ShipToMe", "right"],
      ["parcel", "PickupAtFedEx", "end"],
    ]);
    expect(tabs.map((t) => t.label)).toEqual([
      "Ship to installer",
      "Ship to mobile installer",
      "Ship to me",
      "Pick up at carrier",
    ]);
  });

  it("drops mobile when it is not available", () => {
    expect(tabsOf({ items: [installable], mobileAvailable: false })).toEqual([
      "installer",
      "home",
      "parcel",
    ]);
  });

  it("offers installer, home and parcel when some items cannot be installed; home and parcel when none can", () => {
    expect(tabsOf({ items: [installable, notInstallable], mobileAvailable: true })).toEqual([
      "installer",
      "home",
      "parcel",
    ]);
    expect(tabsOf({ items: [notInstallable], mobileAvailable: true })).toEqual(["home", "parcel"]);
  });

  it("gives dealer-tire users the warehouse first, filtered by the methods the server allows", () => {
    expect(tabsOf({ items: [installable], mobileAvailable: true, isDealerTire: true })).toEqual([
      "warehouse",
      "installer",
      "mobile",
      "home",
      "parcel",
    ]);
    expect(
      tabsOf({
        items: [installable],
        mobileAvailable: true,
        isDealerTire: true,
        allowedDeliveryMethods: ["PickupAtWarehouse", "ShipToMe"],
      }),
    ).toEqual(["warehouse", "home"]);
  });

  it("keeps to the methods any account lists, not only a dealer's", () => {
    expect(
      tabsOf({
        items: [installable],
        mobileAvailable: true,
        allowedDeliveryMethods: ["ShipToInstaller", "MobileInstall", "ShipToMe"],
      }),
    ).toEqual(["installer", "mobile", "home"]);
  });

  it("disables the installer path for oversize tires and hides carrier pickup when told to", () => {
    expect(
      tabsOf({ items: [{ isInstallable: true, isOversize: true }], mobileAvailable: true }),
    ).toEqual(["home", "parcel"]);
    expect(
      tabsOf({ items: [installable], mobileAvailable: false, hideCarrierPickup: true }),
    ).toEqual(["installer", "home"]);
  });
});

describe("default tab and pre-shipping selection", () => {
  const tabs = cartTabs({ items: [installable], mobileAvailable: true });
  it("opens the mobile tab for activeShippingType=mobile install when offered, else the first tab", () => {
    expect(defaultTab(tabs, "mobile install")).toBe("mobile");
    expect(
      defaultTab(cartTabs({ items: [installable], mobileAvailable: false }), "mobile install"),
    ).toBe("installer");
    expect(defaultTab(tabs, "home")).toBe("home");
    expect(defaultTab(tabs, null)).toBe("installer");
    expect(defaultTab([], null)).toBeNull();
  });

  it("opens the mobile tab for hasMobileInstall=true when offered, after an explicit tab", () => {
    expect(defaultTab(tabs, null, { hasMobileInstall: true })).toBe("mobile");
    expect(defaultTab(tabs, "home", { hasMobileInstall: true })).toBe("home");
    const noMobile = cartTabs({ items: [installable], mobileAvailable: false });
    expect(defaultTab(noMobile, null, { hasMobileInstall: true })).toBe("installer");
  });

  it("opens on the delivery the cart already has, when that tab is still offered", () => {
    expect(defaultTab(tabs, "home", { saved: "parcel" })).toBe("parcel");
    const noMobile = cartTabs({ items: [installable], mobileAvailable: false });
    expect(defaultTab(noMobile, null, { saved: "mobile" })).toBe("installer");
  });

  it("sends the pre-shipping selection of the tab", () => {
    expect(preShippingSelection("home")).toBe("ship to me");
    expect(preShippingSelection("parcel")).toBe("ship to carrier pickup");
    expect(preShippingSelection("warehouse")).toBe("warehouse pickup");
    expect(preShippingSelection("installer")).toBe("ship to shop");
    expect(preShippingSelection("mobile")).toBe("ship to shop");
  });
});

describe("checkout button", () => {
  const base = {
    roadHazardOption: null,
    userType: "retail",
    hasCommercialTires: false,
    alreadySeen: false,
  } as const;
  it("shows the recommendation modal for one-year or no coverage", () => {
    expect(showRecommendationModal(base)).toBe(true);
    expect(showRecommendationModal({ ...base, roadHazardOption: "oneYear" })).toBe(true);
    expect(showRecommendationModal({ ...base, roadHazardOption: "threeYear" })).toBe(false);
  });
  it("skips it for fleet, special order, commercial tires, or once seen", () => {
    expect(showRecommendationModal({ ...base, userType: "fleet" })).toBe(false);
    expect(showRecommendationModal({ ...base, userType: "special_order" })).toBe(false);
    expect(showRecommendationModal({ ...base, hasCommercialTires: true })).toBe(false);
    expect(showRecommendationModal({ ...base, alreadySeen: true })).toBe(false);
  });

  it("routes to payment (services for special order) for an installer with a carrier site, else shipping", () => {
    const route = {
      tab: "installer",
      cartInstallable: true,
      installerHasCarrierSite: true,
      isSpecialOrder: false,
    } as const;
    expect(stepAfterCart(route)).toBe("/checkout/payments");
    expect(stepAfterCart({ ...route, isSpecialOrder: true })).toBe("/checkout/services");
    expect(stepAfterCart({ ...route, installerHasCarrierSite: false })).toBe("/checkout/shipping");
    expect(stepAfterCart({ ...route, cartInstallable: false })).toBe("/checkout/shipping");
  });
});

describe("shipping cost display by coreShipHandlingMode", () => {
  const regular = [{ isInstallable: true }];
  const oversize = [{ isInstallable: true, isOversize: true }];
  const trailer = [{ isInstallable: false }];
  it.each([
    [1, regular, "free"],
    [1, oversize, "free"],
    [2, regular, "free"],
    [2, oversize, "toBeDetermined"],
    [3, regular, "free"],
    [3, trailer, "toBeDetermined"],
    [4, regular, "toBeDetermined"],
  ] as const)("mode %i shows %j as %s", (mode, items, shown) => {
    expect(shippingCostDisplay(mode, items)).toBe(shown);
  });
});

describe("installer selection and mobile-install flag", () => {
  const list = [{ installerId: "a" }, { installerId: "b" }, { installerId: "c" }];
  it("moves the stored selection, else the first stored id, to the front", () => {
    expect(orderInstallers(list, { selectedId: "c" }).map((i) => i.installerId)).toEqual([
      "c",
      "a",
      "b",
    ]);
    expect(orderInstallers(list, { ids: ["b", "c"] }).map((i) => i.installerId)).toEqual([
      "b",
      "a",
      "c",
    ]);
    expect(orderInstallers(list, {}).map((i) => i.installerId)).toEqual(["a", "b", "c"]);
    expect(orderInstallers(list, { selectedId: "zz" }).map((i) => i.installerId)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("on the shop variant is true only for a stored selection among the stored ids with the flag set", () => {
    const shop = {
      channel: "simpleShop",
      selectedId: "a",
      storedIds: ["a", "b"],
      storedFlag: true,
    } as const;
    expect(mobileInstallFlag(shop)).toBe(true);
    expect(mobileInstallFlag({ ...shop, storedFlag: false })).toBe(false);
    expect(mobileInstallFlag({ ...shop, selectedId: "z" })).toBe(false);
  });

  it("on the consumer site is false while the ZIP is unchanged, else follows the tab or the preselection", () => {
    const consumer = {
      channel: "consumer",
      zipChanged: true,
      mobileTabSelected: false,
      preselectedIsMobile: false,
    } as const;
    expect(mobileInstallFlag(consumer)).toBe(false);
    expect(mobileInstallFlag({ ...consumer, mobileTabSelected: true })).toBe(true);
    expect(mobileInstallFlag({ ...consumer, preselectedIsMobile: true })).toBe(true);
    expect(mobileInstallFlag({ ...consumer, zipChanged: false, mobileTabSelected: true })).toBe(
      false,
    );
  });
});

describe("mobile installer service area", async () => {
  const { isWithinMobileServiceArea } = await import("./rules");
  const shop = { latitude: 26.1224, longitude: -80.1373 };
  it("serves shoppers within 25 miles of the shop", () => {
    expect(isWithinMobileServiceArea({ latitude: 26.0112, longitude: -80.1495 }, shop)).toBe(true);
    expect(isWithinMobileServiceArea({ latitude: 25.7617, longitude: -80.1918 }, shop)).toBe(false);
  });

  it("uses the installer's own radius when it has one", () => {
    // About 7.7 miles south of the shop.
    const shopper = { latitude: 26.0112, longitude: -80.1495 };
    expect(isWithinMobileServiceArea(shopper, shop, 5)).toBe(false);
    expect(isWithinMobileServiceArea(shopper, shop, 10)).toBe(true);
    // Miami, about 25.2 miles away: outside the default radius, inside a wider one.
    expect(isWithinMobileServiceArea({ latitude: 25.7617, longitude: -80.1918 }, shop, 30)).toBe(
      true,
    );
  });
});

describe("offered shipping options", async () => {
  const { offeredShippingOptions } = await import("./rules");
  const base = {
    installerAvailable: true,
    mobileInstallAvailable: true,
    hasOversizeFee: false,
    items: [installable, installable],
    isSimpleShop: false,
    hideCarrierPickup: false,
  };
  const offered = (change: Partial<Parameters<typeof offeredShippingOptions>[0]> = {}) =>
    offeredShippingOptions({ ...base, ...change }).map((o) => o.tab);

  it("offers shop, mobile, home and carrier pickup, in that order, with the spec's titles", () => {
    expect(offeredShippingOptions(base).map((o) => [o.tab, o.code, o.title])).toEqual([
      ["installer", "ShipToInstaller", "Ship to installer"],
      ["mobile", "MobileInstall", "Ship to mobile installer"],
      ["home", "ShipToMe", "Ship to me"],
      ["parcel", "PickupAtFedEx", "Pick up at carrier"],
    ]);
  });

  it("offers each installer path only when such an installer is available", () => {
    expect(offered({ installerAvailable: false })).toEqual(["mobile", "home", "parcel"]);
    expect(offered({ mobileInstallAvailable: false })).toEqual(["installer", "home", "parcel"]);
  });

  it("offers mobile only when every tire installs, a shop while one does, neither when none does", () => {
    expect(offered({ items: [installable, notInstallable] })).toEqual([
      "installer",
      "home",
      "parcel",
    ]);
    expect(offered({ items: [notInstallable] })).toEqual(["home", "parcel"]);
  });

  it("closes the installer path for an oversize fee or an oversize tire", () => {
    expect(offered({ hasOversizeFee: true })).toEqual(["home", "parcel"]);
    expect(offered({ items: [{ isInstallable: true, isOversize: true }] })).toEqual([
      "home",
      "parcel",
    ]);
  });

  it("leaves carrier pickup out of the simple shop", () => {
    expect(offered({ isSimpleShop: true })).toEqual(["installer", "mobile", "home"]);
  });

  it("leaves carrier pickup out when the hide flag is set", () => {
    expect(offered({ hideCarrierPickup: true })).toEqual(["installer", "mobile", "home"]);
  });

  it("limits a warehouse account to its allowed titles, warehouse pickup first", () => {
    const warehouse = { allowedTitles: ["ship to me", "Pick up at carrier"] };
    const options = offeredShippingOptions({ ...base, warehouse });
    expect(options.map((o) => [o.tab, o.title])).toEqual([
      ["warehouse", "Warehouse Pickup"],
      ["home", "Ship to me"],
      ["parcel", "Pick up at carrier"],
    ]);
    expect(offered({ warehouse: { allowedTitles: [] } })).toEqual(["warehouse"]);
  });
});

describe("deliveryTabOf", () => {
  it("finds the tab of a cart's saved shipping", () => {
    expect(deliveryTabOf({ shippingOption: "installer", isMobileInstall: false })).toBe(
      "installer",
    );
    expect(deliveryTabOf({ shippingOption: "installer", isMobileInstall: true })).toBe("mobile");
    expect(deliveryTabOf({ shippingOption: "home", isMobileInstall: false })).toBe("home");
    expect(deliveryTabOf({ shippingOption: "fedex", isMobileInstall: false })).toBe("parcel");
    expect(deliveryTabOf({ shippingOption: "warehouse", isMobileInstall: false })).toBe(
      "warehouse",
    );
  });
});

describe("deliveryReady", () => {
  const base = { isMobileInstall: false, hasAppointment: false, hasInstallLocation: false };
  it("needs an install time for a shop install", () => {
    expect(deliveryReady({ ...base, shippingOption: "installer" })).toBe(false);
    expect(deliveryReady({ ...base, shippingOption: "installer", hasAppointment: true })).toBe(
      true,
    );
  });
  it("needs the address the installer comes to for a mobile install, not a time", () => {
    const mobile = { ...base, shippingOption: "installer" as const, isMobileInstall: true };
    expect(deliveryReady({ ...mobile, hasAppointment: true })).toBe(false);
    expect(deliveryReady({ ...mobile, hasInstallLocation: true })).toBe(true);
  });
  it("takes saved home, carrier and warehouse shipping as they are", () => {
    for (const shippingOption of ["home", "fedex", "warehouse"] as const) {
      expect(deliveryReady({ ...base, shippingOption })).toBe(true);
    }
  });
});

describe("savedDelivery", () => {
  it("reads the option and whether the installer is mobile; not mobile without an installer", () => {
    expect(
      savedDelivery({
        shippingOption: "installer",
        cartShipping: { installer: { isMobileInstall: true } },
      }),
    ).toEqual({ shippingOption: "installer", isMobileInstall: true });
    expect(savedDelivery({ shippingOption: "home", cartShipping: { installer: null } })).toEqual({
      shippingOption: "home",
      isMobileInstall: false,
    });
  });
});
