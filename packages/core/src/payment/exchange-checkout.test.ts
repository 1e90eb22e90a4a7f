import { describe, expect, it } from "vitest";
import type { SiteCart } from "../cart/schemas";
import type { OrderAmountsInCents } from "../order/schemas";
import {
  AAFES_CHECKOUT_URL_COOKIE,
  AAFES_CUSTOMER_ID_COOKIE,
  exchangeArrivalQuerySchema,
  exchangeCardDigits,
  exchangeCustomerOf,
  exchangeOrderLines,
  exchangeReturnNotice,
} from "./exchange-checkout";
import { buildExchangeOrderXml, parseExchangeOrder } from "./exchange-xml";

type Product = { id: number; quantity: number; price: number; roadHazard?: number };

function cartOf(products: Product[]): Pick<SiteCart, "siteProducts"> {
  return {
    siteProducts: products.map((p) => ({
      productId: String(p.id),
      brand: { label: "Michelin" },
      name: "Defender2",
      size: "225/50R17",
      quantity: p.quantity,
      price: { salePriceInCents: p.price },
      roadHazardCostInCents: p.roadHazard ?? 0,
    })) as unknown as SiteCart["siteProducts"],
  };
}

function amountsOf(parts: Partial<OrderAmountsInCents>): OrderAmountsInCents {
  const a: OrderAmountsInCents = {
    productsInCents: 0,
    installationInCents: 0,
    roadHazardInCents: 0,
    discountInCents: 0,
    signUpOfferInCents: 0,
    paymentDiscountInCents: 0,
    militaryDiscountInCents: 0,
    occupationDiscountInCents: 0,
    shippingInCents: 0,
    federalExciseTaxInCents: 0,
    salesTaxInCents: 0,
    tireFeeInCents: 0,
    tax: null,
    totalInCents: 0,
    ...parts,
  };
  const discounts = a.discountInCents + a.paymentDiscountInCents + a.militaryDiscountInCents;
  a.totalInCents =
    a.productsInCents +
    a.installationInCents +
    a.roadHazardInCents +
    a.shippingInCents +
    a.federalExciseTaxInCents +
    a.salesTaxInCents +
    a.tireFeeInCents -
    discounts;
  return a;
}

const sum = (lines: { quantity: number; unitPriceInCents: number }[]) =>
  lines.reduce((total, l) => total + l.quantity * l.unitPriceInCents, 0);

describe("exchangeOrderLines", () => {
  it("lists tires, coverage, the excise tax as a fee, the installer and shipping", () => {
    const cart = cartOf([{ id: 7, quantity: 4, price: 19_999, roadHazard: 8_000 }]);
    const lines = exchangeOrderLines(
      cart,
      amountsOf({
        productsInCents: 79_996,
        roadHazardInCents: 8_000,
        installationInCents: 9_600,
        federalExciseTaxInCents: 1_200,
      }),
    );
    expect(lines).toEqual([
      {
        kind: "tire",
        productId: "7",
        description: "Michelin Defender2 225/50R17",
        quantity: 4,
        unitPriceInCents: 19_999,
      },
      {
        kind: "roadHazard",
        description: "Road hazard coverage, Michelin Defender2 225/50R17",
        quantity: 4,
        unitPriceInCents: 2_000,
      },
      { kind: "installer", description: "Installation", quantity: 1, unitPriceInCents: 9_600 },
      { kind: "fee", description: "Federal excise tax", quantity: 1, unitPriceInCents: 1_200 },
      { kind: "shipping", description: "Free shipping", quantity: 1, unitPriceInCents: 0 },
    ]);
  });

  it("takes the discounts off in proportion, splitting a line whose units cannot cost the same cent", () => {
    const cart = cartOf([
      { id: 1, quantity: 4, price: 10_000 },
      { id: 2, quantity: 2, price: 5_000 },
    ]);
    // 5% military and a $10.01 coupon on $500 of tires: $35.01 to share over 6 tires.
    const amounts = amountsOf({
      productsInCents: 50_000,
      discountInCents: 1_001,
      militaryDiscountInCents: 2_500,
    });
    const lines = exchangeOrderLines(cart, amounts);
    expect(sum(lines)).toBe(amounts.totalInCents);
    const tires = lines.filter((l) => l.kind === "tire");
    // 4/5 of 3501 = 2800 (+1 odd cent to the larger line): 40000 − 2801 = 37199 over 4 tires.
    expect(tires.filter((l) => "productId" in l && l.productId === "1")).toEqual([
      expect.objectContaining({ quantity: 1, unitPriceInCents: 9_299 }),
      expect.objectContaining({ quantity: 3, unitPriceInCents: 9_300 }),
    ]);
    expect(tires.reduce((n, l) => n + l.quantity, 0)).toBe(6);
    expect(
      lines.every((l) => Number.isInteger(l.unitPriceInCents) && l.unitPriceInCents >= 0),
    ).toBe(true);
  });

  it("adds up to the order's total for any discount, and the document checks out", () => {
    const cart = cartOf([
      { id: 3, quantity: 3, price: 12_345, roadHazard: 4_321 },
      { id: 4, quantity: 1, price: 999 },
    ]);
    for (const discount of [0, 1, 2, 3, 777, 10_001, 35_000]) {
      const amounts = amountsOf({
        productsInCents: 3 * 12_345 + 999,
        roadHazardInCents: 4_321,
        installationInCents: 2_500,
        shippingInCents: 2_000,
        discountInCents: discount,
      });
      const lines = exchangeOrderLines(cart, amounts);
      expect(sum(lines)).toBe(amounts.totalInCents);
      const parsed = parseExchangeOrder(
        buildExchangeOrderXml({
          orderReference: "cart-1",
          aafes_customer_id: "AAFES-1",
          aafes_checkout_url: "https://exchange.example/checkout",
          issuedAt: new Date("2026-11-26T12:00:00Z"),
          lines,
        }),
      );
      expect(parsed.totalInCents).toBe(amounts.totalInCents);
      expect(parsed.numberOfLines).toBe(lines.length);
    }
  });

  it("refuses figures that do not add up rather than send the exchange a wrong total", () => {
    const cart = cartOf([{ id: 1, quantity: 4, price: 10_000 }]);
    const amounts = { ...amountsOf({ productsInCents: 40_000 }), totalInCents: 39_000 };
    expect(() => exchangeOrderLines(cart, amounts)).toThrow(/not its total/);
  });
});

describe("the exchange's shopper", () => {
  const cookies = `a=1; ${AAFES_CUSTOMER_ID_COOKIE}=AAFES-0042; ${AAFES_CHECKOUT_URL_COOKIE}=${encodeURIComponent(
    "https://exchange.example/checkout?s=1",
  )}`;

  it("is read from the visit's cookies, both fields or none", () => {
    expect(exchangeCustomerOf(cookies)).toEqual({
      customerId: "AAFES-0042",
      checkoutUrl: "https://exchange.example/checkout?s=1",
    });
    expect(exchangeCustomerOf(`${AAFES_CUSTOMER_ID_COOKIE}=AAFES-0042`)).toBeNull();
    expect(exchangeCustomerOf("")).toBeNull();
    expect(
      exchangeCustomerOf(
        `${AAFES_CUSTOMER_ID_COOKIE}=bad%20id; ${AAFES_CHECKOUT_URL_COOKIE}=https%3A%2F%2Fx.example`,
      ),
    ).toBeNull();
  });

  it("arrives only with a customer id and an http(s) checkout URL", () => {
    const ok = exchangeArrivalQuerySchema.safeParse({
      aafes_customer_id: "AAFES-0042",
      aafes_checkout_url: "https://exchange.example/checkout",
    });
    expect(ok.success).toBe(true);
    for (const bad of [
      { aafes_customer_id: "", aafes_checkout_url: "https://exchange.example" },
      { aafes_customer_id: "<b>", aafes_checkout_url: "https://exchange.example" },
      { aafes_customer_id: "A1", aafes_checkout_url: "javascript:alert(1)" },
      { aafes_customer_id: "A1" },
    ]) {
      expect(exchangeArrivalQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("exchangeCardDigits", () => {
  it("accepts MILITARY STAR numbers as typed, and nothing else", () => {
    expect(exchangeCardDigits("6019 4400 0000 0004")).toBe("6019440000000004");
    expect(exchangeCardDigits("6019-4400-0000-0004")).toBe("6019440000000004");
    expect(exchangeCardDigits("6019440000000005")).toBeNull(); // check digit
    expect(exchangeCardDigits("4111111111111111")).toBeNull(); // another issuer
    expect(exchangeCardDigits("601944000000004")).toBeNull(); // 15 digits
    expect(exchangeCardDigits("")).toBeNull();
  });
});

describe("exchangeReturnNotice", () => {
  it("tells why an order the exchange accepted was not placed", () => {
    expect(exchangeReturnNotice(null)).toBeNull();
    expect(exchangeReturnNotice("PRICE_CHANGED")).toMatch(/price of your order changed/);
    expect(exchangeReturnNotice("OUT_OF_STOCK")).toMatch(/sold out/);
    expect(exchangeReturnNotice("SOMETHING_ELSE")).toMatch(/could not be placed/);
  });
});
