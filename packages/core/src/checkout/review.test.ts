import { describe, expect, it } from "vitest";
import type { CartAppointment } from "../schedule/schemas";
import type { CartShippingResponse } from "../shipping/schemas";
import { deliveryChangeOf, reviewDeliveryItems } from "./review";

type CartShipping = CartShippingResponse["siteCartShippingResponse"];

const blank: CartShipping["cartShipping"] = {
  id: "cart-1",
  addressLine1: null,
  addressLine2: null,
  city: null,
  companyName: null,
  email: null,
  firstName: null,
  lastName: null,
  phone: null,
  phoneType: "mobile",
  state: null,
  zip: null,
  poNumber: null,
  country: "US",
  shippingLocationId: null,
  warehouseId: null,
  installerId: null,
  vehicleDescription: null,
  specialInstructions: null,
  installer: null,
};

const home: CartShipping = {
  shippingOption: "home",
  cartShipping: {
    ...blank,
    firstName: "Ana",
    lastName: "Lopez",
    companyName: "Lopez Tires",
    addressLine1: "100 Main St",
    addressLine2: "Unit 2",
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
  },
};

const shop: CartShipping = {
  shippingOption: "installer",
  cartShipping: {
    ...blank,
    companyName: "Las Olas Tire & Auto",
    addressLine1: "500 E Las Olas Blvd",
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    installerId: "7",
    installer: { installerId: "7", isMobileInstall: false },
  },
};

const appointment: CartAppointment = {
  installer: { installerId: "7", company: "Las Olas Tire & Auto", timeZone: "America/New_York" },
  date: "2026-12-01",
  slotTime: "Morning",
  dropOffWindow: "8 AM - 10 AM",
  startTime: "8:00",
  isDropOff: true,
  amOrPm: "AM",
  hold: null,
};

const none = { appointment: null, installLocation: null };

describe("reviewDeliveryItems", () => {
  it("names the home address, changed by the delivery chooser", () => {
    expect(reviewDeliveryItems({ ...none, shipping: home })).toEqual([
      {
        heading: "Ship to",
        lines: ["Ana Lopez", "Lopez Tires", "100 Main St", "Unit 2", "Fort Lauderdale, FL 33301"],
        change: "delivery",
      },
    ]);
  });

  it("names the shop and its install time, each with its own change", () => {
    const items = reviewDeliveryItems({ ...none, shipping: shop, appointment });
    expect(items).toEqual([
      {
        heading: "Installed at",
        lines: ["Las Olas Tire & Auto", "500 E Las Olas Blvd", "Fort Lauderdale, FL 33301"],
        change: "delivery",
      },
      { heading: "Install time", lines: [expect.stringContaining("drop-off")], change: "time" },
    ]);
    expect(items[1]?.lines[0]).toMatch(/8 AM - 10 AM$/);
  });

  it("names a pickup point and who collects there", () => {
    const parcel: CartShipping = {
      shippingOption: "fedex",
      cartShipping: { ...home.cartShipping, companyName: "FedEx Office", addressLine2: null },
    };
    expect(reviewDeliveryItems({ ...none, shipping: parcel })).toEqual([
      {
        heading: "Pick up at",
        lines: [
          "FedEx Office",
          "100 Main St",
          "Fort Lauderdale, FL 33301",
          "Collected by Ana Lopez",
        ],
        change: "delivery",
      },
    ]);
  });

  it("names the mobile installer and the driveway it comes to", () => {
    const mobile: CartShipping = {
      ...shop,
      cartShipping: {
        ...shop.cartShipping,
        installer: { installerId: "7", isMobileInstall: true },
      },
    };
    const installLocation = {
      id: "cart-1",
      installerId: "7",
      addressLine1: "1 Ocean Dr",
      addressLine2: null,
      city: "Miami Beach",
      state: "FL",
      zip: "33139",
      specialInstructions: null,
      vehicle: "2019 Honda CR-V EX",
    };
    expect(reviewDeliveryItems({ ...none, shipping: mobile, installLocation })).toEqual([
      { heading: "Installed by", lines: ["Las Olas Tire & Auto"], change: "delivery" },
      {
        heading: "Install address",
        lines: ["1 Ocean Dr", "Miami Beach, FL 33139", "For your 2019 Honda CR-V EX"],
        change: "delivery",
      },
    ]);
  });

  it("has nothing to say before a delivery is chosen", () => {
    expect(reviewDeliveryItems({ ...none, shipping: null })).toEqual([]);
  });
});

describe("deliveryChangeOf", () => {
  it("reads the change a review link asks for, and nothing else", () => {
    expect(deliveryChangeOf(new URLSearchParams("change=time"))).toBe("time");
    expect(deliveryChangeOf(new URLSearchParams("change=delivery"))).toBe("delivery");
    expect(deliveryChangeOf(new URLSearchParams("change=payment"))).toBeNull();
    expect(deliveryChangeOf(new URLSearchParams(""))).toBeNull();
  });
});
