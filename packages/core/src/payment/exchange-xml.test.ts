import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { exchangeFormField, readExchangeFormField } from "./exchange-field";
import { isExchangeOrderError } from "./exchange-order-error";
import {
  buildExchangeOrderXml,
  centsToDecimal,
  EXCHANGE_AGENCY_CODES,
  type ExchangeOrderInput,
  FREIGHT_TAX_SKU,
  INSTALLER_SKU,
  parseExchangeOrder,
  ROAD_HAZARD_SKU,
  SHIPPING_SKU,
} from "./exchange-xml";

const order: ExchangeOrderInput = {
  orderReference: "9b2f4c1e-0d7a-4f7e-9a51-0c8d7e3b2a10",
  aafes_customer_id: "AAFES-0042",
  aafes_checkout_url: "https://exchange.example/checkout?session=s-1&return=treadkit",
  issuedAt: new Date("2025-03-14T15:09:26.000Z"),
  // Deliberately out of order: the document lists tires first and shipping last.
  lines: [
    { kind: "shipping", description: "Shipping", quantity: 1, unitPriceInCents: 0 },
    { kind: "installer", description: "Installation", quantity: 4, unitPriceInCents: 2_500 },
    {
      kind: "tire",
      productId: "007",
      description: "Pilot Sport 4S 245/40R18",
      quantity: 4,
      unitPriceInCents: 21_999,
    },
    { kind: "fee", description: "Federal excise tax", quantity: 4, unitPriceInCents: 105 },
    {
      kind: "roadHazard",
      description: "Road hazard, 36 months",
      quantity: 4,
      unitPriceInCents: 2_150,
    },
  ],
};

/** Rewrites one element's text, as someone tampering with the posted form would. */
const tamper = (xml: string, tag: string, value: string) =>
  xml.replace(new RegExp(`<${tag}>[^<]*</${tag}>`), `<${tag}>${value}</${tag}>`);

function refusal(xml: string): string {
  try {
    parseExchangeOrder(xml);
  } catch (error) {
    expect(isExchangeOrderError(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error("the order request was accepted");
}

describe("military-exchange order request", () => {
  it("survives the round trip through the form field and the parser", () => {
    const xml = buildExchangeOrderXml(order);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const parsed = parseExchangeOrder(readExchangeFormField(exchangeFormField(xml)));
    expect(parsed).toMatchObject({
      issueDate: "2025-03-14T15:09:26.000Z",
      orderReference: order.orderReference,
      customerReference: "AAFES-0042",
      currency: "USD",
      language: "en",
      buyerPartyId: "AAFES-0042",
      sellerPartyId: "TREADKIT",
      note: order.aafes_checkout_url,
      numberOfLines: 5,
      totalInCents: 4 * 21_999 + 4 * 2_150 + 4 * 105 + 4 * 2_500,
    });
    expect(parsed.lines.map((line) => [line.lineNumber, line.kind, line.sku])).toEqual([
      [1, "tire", "007"],
      [2, "roadHazard", ROAD_HAZARD_SKU],
      [3, "fee", FREIGHT_TAX_SKU],
      [4, "installer", INSTALLER_SKU],
      [5, "shipping", SHIPPING_SKU],
    ]);
    expect(parsed.lines[0]).toMatchObject({
      description: "Pilot Sport 4S 245/40R18",
      quantity: 4,
      unitPriceInCents: 21_999,
      lineTotalInCents: 87_996,
    });
  });

  it("encodes the form field as base64 of the UTF-8 bytes", () => {
    const xml = buildExchangeOrderXml({
      ...order,
      lines: [
        {
          kind: "tire",
          productId: "1",
          description: "Pneu été – 4×",
          quantity: 1,
          unitPriceInCents: 100,
        },
      ],
    });
    const field = exchangeFormField(xml);
    expect(field).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const bytes = Uint8Array.from(atob(field), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(xml);
    expect(parseExchangeOrder(readExchangeFormField(field)).lines[0]?.description).toBe(
      "Pneu été – 4×",
    );
  });

  it("sends the agency code of every identifier, and refuses a document without them", () => {
    const xml = buildExchangeOrderXml(order);
    const parsed = parseExchangeOrder(xml);
    expect(parsed.buyerAgencyCode).toBe("AssignedByBuyerOrBuyersAgent");
    expect(parsed.sellerAgencyCode).toBe("AssignedBySellerOrSellersAgent");
    expect(parsed.lines.map((line) => line.skuAgencyCode)).toEqual(
      parsed.lines.map(() => EXCHANGE_AGENCY_CODES.seller),
    );
    const unassigned = xml.replace(
      "<AgencyCoded>AssignedByBuyerOrBuyersAgent</AgencyCoded>",
      "<AgencyCoded>AssignedBySellerOrSellersAgent</AgencyCoded>",
    );
    expect(() => parseExchangeOrder(unassigned)).toThrow(/BuyerParty\.AgencyCoded/);
    const bare = xml.replaceAll(/\s*<SKUAgencyCoded>[^<]*<\/SKUAgencyCoded>/g, "");
    expect(() => parseExchangeOrder(bare)).toThrow(/SKUAgencyCoded/);
  });

  it("escapes & < > in descriptions", () => {
    const description = `Tom & Jerry's <b>"Tire"</b> > 2`;
    const xml = buildExchangeOrderXml({
      ...order,
      lines: [{ kind: "fee", description, quantity: 1, unitPriceInCents: 500 }],
    });
    expect(xml).not.toContain(description);
    expect(xml).toContain("Tom &amp; Jerry");
    expect(xml).toContain("&lt;b&gt;");
    // The document still has exactly the elements we wrote: nothing was injected.
    const raw = new XMLParser({ parseTagValue: false }).parse(xml);
    expect(Object.keys(raw.Order.OrderDetail.ItemDetail)).toEqual([
      "LineNumber",
      "LineType",
      "SKU",
      "SKUAgencyCoded",
      "Description",
      "Quantity",
      "UnitPrice",
      "LineTotal",
    ]);
    expect(parseExchangeOrder(xml).lines[0]?.description).toBe(description);
  });

  it("writes amounts as dollars with 2 decimals from cents", () => {
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(105)).toBe("1.05");
    expect(centsToDecimal(123_456)).toBe("1234.56");
    expect(() => centsToDecimal(10.5)).toThrow();
    const xml = buildExchangeOrderXml(order);
    expect(xml).toContain("<UnitPrice>219.99</UnitPrice>");
    expect(xml).toContain("<LineTotal>879.96</LineTotal>");
    expect(xml).toContain("<UnitPrice>1.05</UnitPrice>");
    expect(xml).toContain("<UnitPrice>0.00</UnitPrice>");
    expect(xml).toContain("<TotalAmount>1070.16</TotalAmount>");
    expect(xml).toContain("<NumberOfLines>5</NumberOfLines>");
  });

  it("refuses malformed XML and any DOCTYPE", () => {
    const xml = buildExchangeOrderXml(order);
    expect(refusal(xml.replace("</OrderSummary>", ""))).toMatch(/^Malformed XML/);
    expect(refusal("not xml at all")).toMatch(/Malformed XML|document/);
    const withEntity = xml.replace("<Order>", '<!DOCTYPE Order [<!ENTITY x "boom">]>\n<Order>');
    expect(refusal(withEntity)).toMatch(/DOCTYPE/);
    expect(() => readExchangeFormField("***")).toThrow(/base64/);
  });

  it("refuses a tampered total, line total or line count", () => {
    const xml = buildExchangeOrderXml(order);
    expect(refusal(tamper(xml, "TotalAmount", "1.00"))).toMatch(
      /TotalAmount 1.00 does not equal the sum of the lines, 1070.16/,
    );
    expect(refusal(tamper(xml, "NumberOfLines", "4"))).toMatch(/NumberOfLines says 4/);
    expect(refusal(tamper(xml, "UnitPrice", "1.99"))).toMatch(/Line 1 LineTotal/);
    expect(refusal(tamper(xml, "TotalAmount", "1070.2"))).toMatch(/2 decimals/);
  });

  it("refuses to build an order that cannot be right", () => {
    const build = (patch: Partial<ExchangeOrderInput>) => () =>
      buildExchangeOrderXml({ ...order, ...patch });
    expect(build({ lines: [] })).toThrow(/at least one line/);
    expect(build({ aafes_customer_id: " " })).toThrow(/aafes_customer_id/);
    expect(build({ aafes_checkout_url: "javascript:alert(1)" })).toThrow(/http/);
    expect(
      build({ lines: [{ kind: "fee", description: "Fee", quantity: 0, unitPriceInCents: 1 }] }),
    ).toThrow(/quantity/);
    expect(
      build({ lines: [{ kind: "fee", description: "Fee", quantity: 1, unitPriceInCents: 9.5 }] }),
    ).toThrow(/cents/);
  });
});
