/**
 * The military-exchange order request of checkout.md §7: an XML document built in the browser
 * and posted to the exchange through a hidden form with one encoded input. The parser is the
 * other end, used by the server's sandbox receiver.
 */
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";
import { BRAND_NAME } from "../site/meta";
import { ExchangeOrderError } from "./exchange-order-error";

/** SKUs of the lines that are not tires; a tire line carries its product id. */
export const FREIGHT_TAX_SKU = "TK-FET"; // the fee charge: federal excise ("freight") tax
export const INSTALLER_SKU = "TK-INSTALL";
export const ROAD_HAZARD_SKU = "TK-ROAD-HAZARD";
export const SHIPPING_SKU = "TK-SHIPPING";

export const EXCHANGE_SELLER_ID = "TREADKIT";

/**
 * The agency codes of the document's identifiers (storefront.md §3), who assigned each one: the
 * buyer's party id is the exchange's own customer id, the seller's id and every line's SKU are
 * ours. The exchange reads an identifier by its agency, so each carries its code.
 */
export const EXCHANGE_AGENCY_CODES = {
  buyer: "AssignedByBuyerOrBuyersAgent",
  seller: "AssignedBySellerOrSellersAgent",
} as const;

/** Line kinds in the order the document lists them (§7). */
export const EXCHANGE_LINE_KINDS = ["tire", "roadHazard", "fee", "installer", "shipping"] as const;
export type ExchangeLineKind = (typeof EXCHANGE_LINE_KINDS)[number];
type ServiceLineKind = Exclude<ExchangeLineKind, "tire">;

const SERVICE_SKUS: Readonly<Record<ServiceLineKind, string>> = {
  roadHazard: ROAD_HAZARD_SKU,
  fee: FREIGHT_TAX_SKU,
  installer: INSTALLER_SKU,
  shipping: SHIPPING_SKU,
};

type LineAmounts = { description: string; quantity: number; unitPriceInCents: number };
export type ExchangeOrderLine =
  | (LineAmounts & { kind: "tire"; productId: string })
  | (LineAmounts & { kind: ServiceLineKind });

export type ExchangeOrderInput = {
  /** Our cart or order id, so the exchange's answer can be matched to it. */
  orderReference: string;
  aafes_customer_id: string;
  aafes_checkout_url: string;
  issuedAt: Date;
  lines: readonly ExchangeOrderLine[];
};

export type ExchangeOrder = {
  issueDate: string;
  orderReference: string;
  customerReference: string;
  currency: "USD";
  language: "en";
  buyerPartyId: string;
  buyerAgencyCode: typeof EXCHANGE_AGENCY_CODES.buyer;
  sellerPartyId: string;
  sellerAgencyCode: typeof EXCHANGE_AGENCY_CODES.seller;
  sellerName: string;
  note: string;
  lines: {
    lineNumber: number;
    kind: ExchangeLineKind;
    sku: string;
    skuAgencyCode: typeof EXCHANGE_AGENCY_CODES.seller;
    description: string;
    quantity: number;
    unitPriceInCents: number;
    lineTotalInCents: number;
  }[];
  numberOfLines: number;
  totalInCents: number;
};

/** Cents as dollars with two decimals, in whole-number arithmetic: 123456 → "1234.56". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new ExchangeOrderError(`Amount must be whole, non-negative cents: ${cents}`);
  }
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function decimalToCents(text: string, field: string): number {
  const match = /^(\d{1,13})\.(\d{2})$/.exec(text);
  if (!match) throw new ExchangeOrderError(`${field} must be dollars with 2 decimals: "${text}"`);
  return Number(match[1]) * 100 + Number(match[2]);
}

// Control characters are not allowed in XML 1.0 at all, escaped or not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const text = (value: string) => value.replace(XML_FORBIDDEN, "").trim();

function checkLine(line: ExchangeOrderLine, index: number): void {
  const where = `Line ${index + 1}`;
  if (!text(line.description)) throw new ExchangeOrderError(`${where} needs a description`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new ExchangeOrderError(`${where} needs a whole quantity of at least 1`);
  }
  if (line.kind === "tire" && !text(line.productId)) {
    throw new ExchangeOrderError(`${where} is a tire without a product id`);
  }
}

function checkUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ExchangeOrderError("aafes_checkout_url is not a URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new ExchangeOrderError("aafes_checkout_url must be an http(s) URL");
  }
}

/**
 * The order request document. Lines are listed tires first, then road hazard, fee, installer
 * and shipping (stable within a kind); amounts are dollars with 2 decimals; the note is the
 * checkout URL the exchange sent the shopper with. Text is escaped by the builder.
 */
export function buildExchangeOrderXml(input: ExchangeOrderInput): string {
  const customerId = text(input.aafes_customer_id);
  if (!customerId) throw new ExchangeOrderError("aafes_customer_id is required");
  if (!text(input.orderReference)) throw new ExchangeOrderError("orderReference is required");
  checkUrl(input.aafes_checkout_url);
  if (input.lines.length === 0) throw new ExchangeOrderError("An order needs at least one line");
  input.lines.forEach(checkLine);

  const rank = (kind: ExchangeLineKind) => EXCHANGE_LINE_KINDS.indexOf(kind);
  const lines = [...input.lines].sort((a, b) => rank(a.kind) - rank(b.kind));
  let totalInCents = 0;
  const items = lines.map((line, index) => {
    const lineTotal = line.quantity * line.unitPriceInCents;
    totalInCents += lineTotal;
    return {
      LineNumber: String(index + 1),
      LineType: line.kind,
      SKU: line.kind === "tire" ? text(line.productId) : SERVICE_SKUS[line.kind],
      SKUAgencyCoded: EXCHANGE_AGENCY_CODES.seller,
      Description: text(line.description),
      Quantity: String(line.quantity),
      UnitPrice: centsToDecimal(line.unitPriceInCents),
      LineTotal: centsToDecimal(lineTotal),
    };
  });

  // Made per call, like the parser below, so a bundle that only builds does not keep the other.
  return new XMLBuilder({ ignoreAttributes: false, format: true }).build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    Order: {
      OrderHeader: {
        IssueDate: input.issuedAt.toISOString(),
        OrderReference: text(input.orderReference),
        CustomerReference: customerId,
        Currency: "USD",
        Language: "en",
        BuyerParty: { PartyID: customerId, AgencyCoded: EXCHANGE_AGENCY_CODES.buyer },
        SellerParty: {
          PartyID: EXCHANGE_SELLER_ID,
          AgencyCoded: EXCHANGE_AGENCY_CODES.seller,
          Name: BRAND_NAME,
        },
        Note: input.aafes_checkout_url,
      },
      OrderDetail: { ItemDetail: items },
      OrderSummary: {
        NumberOfLines: String(items.length),
        TotalAmount: centsToDecimal(totalInCents),
      },
    },
  });
}

const field = z.string().min(1);
const count = z.string().regex(/^[1-9]\d{0,8}$/, { error: "must be a whole number from 1" });
const money = z.string();

// Strict objects: an element we did not write means the document is not ours.
const documentSchema = z.strictObject({
  Order: z.strictObject({
    OrderHeader: z.strictObject({
      IssueDate: z.iso.datetime(),
      OrderReference: field,
      CustomerReference: field,
      Currency: z.literal("USD"),
      Language: z.literal("en"),
      BuyerParty: z.strictObject({
        PartyID: field,
        AgencyCoded: z.literal(EXCHANGE_AGENCY_CODES.buyer),
      }),
      SellerParty: z.strictObject({
        PartyID: field,
        AgencyCoded: z.literal(EXCHANGE_AGENCY_CODES.seller),
        Name: field,
      }),
      Note: z.string(),
    }),
    OrderDetail: z.strictObject({
      ItemDetail: z
        .array(
          z.strictObject({
            LineNumber: count,
            LineType: z.enum(EXCHANGE_LINE_KINDS),
            SKU: field,
            SKUAgencyCoded: z.literal(EXCHANGE_AGENCY_CODES.seller),
            Description: field,
            Quantity: count,
            UnitPrice: money,
            LineTotal: money,
          }),
        )
        .min(1),
    }),
    OrderSummary: z.strictObject({ NumberOfLines: count, TotalAmount: money }),
  }),
});

const parserOptions = {
  ignoreAttributes: true,
  ignoreDeclaration: true,
  // Keep every value as text: SKUs like "007" and amounts like "10.50" must not turn numeric.
  parseTagValue: false,
  isArray: (tagName: string) => tagName === "ItemDetail",
};

/**
 * Reads an order request and checks that it adds up: each line total is quantity × unit price,
 * lines are numbered 1..n, NumberOfLines matches and TotalAmount is the sum of the lines.
 * Throws ExchangeOrderError otherwise, and for malformed XML or any DOCTYPE (entities are how
 * an XML document is made to expand or read files).
 */
export function parseExchangeOrder(xml: string): ExchangeOrder {
  if (/<!DOCTYPE/i.test(xml)) throw new ExchangeOrderError("A DOCTYPE is not allowed");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new ExchangeOrderError(`Malformed XML at line ${line}, column ${col}: ${msg}`);
  }
  const parsed = documentSchema.safeParse(new XMLParser(parserOptions).parse(xml));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join(".") ?? "";
    throw new ExchangeOrderError(`Order request ${path || "document"}: ${issue?.message}`);
  }
  const { OrderHeader: header, OrderDetail: detail, OrderSummary: summary } = parsed.data.Order;

  const lines = detail.ItemDetail.map((item, index) => {
    const where = `Line ${index + 1}`;
    const lineNumber = Number(item.LineNumber);
    if (lineNumber !== index + 1) {
      throw new ExchangeOrderError(`${where} is numbered ${item.LineNumber}`);
    }
    const quantity = Number(item.Quantity);
    const unitPriceInCents = decimalToCents(item.UnitPrice, `${where} UnitPrice`);
    const lineTotalInCents = decimalToCents(item.LineTotal, `${where} LineTotal`);
    if (lineTotalInCents !== quantity * unitPriceInCents) {
      throw new ExchangeOrderError(
        `${where} LineTotal ${item.LineTotal} is not ${item.Quantity} × ${item.UnitPrice}`,
      );
    }
    if (item.LineType !== "tire" && item.SKU !== SERVICE_SKUS[item.LineType]) {
      throw new ExchangeOrderError(`${where} has SKU ${item.SKU} for a ${item.LineType} line`);
    }
    const { LineType: kind, SKU: sku, SKUAgencyCoded: skuAgencyCode } = item;
    const description = item.Description;
    return {
      lineNumber,
      kind,
      sku,
      skuAgencyCode,
      description,
      quantity,
      unitPriceInCents,
      lineTotalInCents,
    };
  });

  const numberOfLines = Number(summary.NumberOfLines);
  if (numberOfLines !== lines.length) {
    throw new ExchangeOrderError(
      `NumberOfLines says ${numberOfLines} but the order has ${lines.length} lines`,
    );
  }
  const totalInCents = decimalToCents(summary.TotalAmount, "TotalAmount");
  const sum = lines.reduce((total, line) => total + line.lineTotalInCents, 0);
  if (totalInCents !== sum) {
    throw new ExchangeOrderError(
      `TotalAmount ${summary.TotalAmount} does not equal the sum of the lines, ${centsToDecimal(sum)}`,
    );
  }

  return {
    issueDate: header.IssueDate,
    orderReference: header.OrderReference,
    customerReference: header.CustomerReference,
    currency: header.Currency,
    language: header.Language,
    buyerPartyId: header.BuyerParty.PartyID,
    buyerAgencyCode: header.BuyerParty.AgencyCoded,
    sellerPartyId: header.SellerParty.PartyID,
    sellerAgencyCode: header.SellerParty.AgencyCoded,
    sellerName: header.SellerParty.Name,
    note: header.Note,
    lines,
    numberOfLines,
    totalInCents,
  };
}
