import type { Order } from "@treadkit/core/order";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../http/html";
import { destinationOf } from "./destination";
import { type OrderDocument, paymentSummary } from "./order-document";
import { orderCancellationMail, orderConfirmationMail } from "./order-mail";

const order: Order = {
  id: "6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  orderId: "1000042",
  status: "placed",
  placedAt: "2025-06-03T15:30:00.000Z",
  email: "ana@example.com",
  zip: "33301",
  payment: { method: "credit", status: "authorized", cardBrand: "Visa", last4: "1111" },
  amounts: {
    productsInCents: 60_000,
    installationInCents: 8_000,
    roadHazardInCents: 0,
    discountInCents: 5_000,
    signUpOfferInCents: 0,
    paymentDiscountInCents: 0,
    militaryDiscountInCents: 3_150,
    occupationDiscountInCents: 0,
    shippingInCents: 0,
    federalExciseTaxInCents: 0,
    salesTaxInCents: 0,
    tireFeeInCents: 0,
    tax: null,
    totalInCents: 59_850,
  },
  lines: [
    {
      kind: "tire",
      sku: "TIRE-7",
      description: 'Acme <b>Grip</b> "Tour" & Co 225/50R17',
      quantity: 4,
      unitPriceInCents: 15_000,
      totalInCents: 60_000,
      productId: 7,
      reorder: { available: true, message: null },
      madeIn: [
        { year: 2025, week: 50 },
        { year: 2026, week: 2 },
      ],
    },
    {
      kind: "installation",
      sku: "INSTALLER",
      description: "Installation",
      quantity: 1,
      unitPriceInCents: 8_000,
      totalInCents: 8_000,
      productId: null,
      reorder: null,
    },
  ],
  shippingOption: "installer",
  installerId: "12",
  destination: destinationOf(
    "installer",
    {
      companyName: "Bob's <script>alert(1)</script> Tires",
      addressLine1: "1 Main St",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
    },
    null,
  ),
  appointment: {
    date: "2025-06-10",
    slotTime: "Morning",
    startTime: "9:00",
    amOrPm: "AM",
    isDropOff: false,
    dropOffWindow: null,
  },
  shop: {
    name: "Bob's <script>alert(1)</script> Tires",
    phone: "9545550101",
    addressLine1: "1 Main St",
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    latitude: 26.1224,
    longitude: -80.1373,
    timeZone: "America/New_York",
    isMobileInstall: false,
  },
  estimatedDeliveryDate: "2025-06-09",
  roadsideAssistanceUntil: "2026-06-03",
  needsConfirmation: false,
};

const document: OrderDocument = {
  order,
  installer: { company: "Bob's <script>alert(1)</script> Tires", phone: "(954) 555-0101" },
};

describe("the order confirmation e-mail", () => {
  const mail = orderConfirmationMail(document, "https://shop.example");

  it("names the order ID in the subject and lists lines and amounts in dollars", () => {
    expect(mail.subject).toBe("Your Treadkit order 1000042 is confirmed");
    expect(mail.text).toContain("Order ID: 1000042");
    expect(mail.text).toContain("Order date: June 3, 2025");
    expect(mail.text).toContain(
      '- Acme <b>Grip</b> "Tour" & Co 225/50R17 (Made in week 50 of 2025 and week 2 of 2026): 4 x $150.00 = $600.00',
    );
    // The tires shipped, with when they were made, under their name.
    expect(mail.html).toContain("Co 225/50R17<br><span");
    expect(mail.html).toContain(">Made in week 50 of 2025 and week 2 of 2026</span>");
    // The installation line has no production week.
    expect(mail.text).toContain("- Installation: 1 x $80.00");
    expect(mail.text).toContain("Installation: $80.00");
    expect(mail.text).toContain("Discounts: -$50.00");
    expect(mail.text).toContain("Military discount: -$31.50");
    expect(mail.text).toContain("Shipping: Free");
    expect(mail.text).toContain("Total: $598.50");
    expect(mail.text).toContain("Payment: Visa ending in 1111");
    expect(mail.html).toContain("$598.50");
  });

  it("says an order whose payment is still processing was received, not confirmed", () => {
    const processing = orderConfirmationMail(
      { ...document, order: { ...order, needsConfirmation: true } },
      "https://shop.example",
    );
    expect(processing.subject).toBe("We received your Treadkit order 1000042");
    expect(processing.text).toContain("Your payment is still being processed");
    expect(processing.html).toContain("Your payment is still being processed");
    expect(mail.text).not.toContain("still being processed");
  });

  it("gives the installation appointment and the shop instead of a delivery estimate", () => {
    expect(mail.text).toContain(
      // Worded as the confirmation page words it, with the year (core/schedule's label).
      "Installation appointment: Tuesday, June 10, 2025, Morning 9:00 AM",
    );
    expect(mail.text).toContain("Installer: Bob's <script>alert(1)</script> Tires, (954) 555-0101");
    expect(mail.text).toContain(
      "Installation at:\nBob's <script>alert(1)</script> Tires\n1 Main St",
    );
    expect(mail.text).not.toContain("Estimated delivery");
    const shipped = orderConfirmationMail(
      {
        ...document,
        order: { ...order, shippingOption: "home", appointment: null },
        installer: null,
      },
      "https://shop.example",
    );
    expect(shipped.text).toContain("Estimated delivery: Monday, June 9, 2025");
  });

  it("names the roadside assistance that came with the order, and its last day", () => {
    expect(mail.text).toContain("Roadside assistance: 12 months, until Wednesday, June 3, 2026");
    expect(mail.html).toContain("Roadside assistance");
    const without = orderConfirmationMail(
      { ...document, order: { ...order, roadsideAssistanceUntil: null } },
      "https://shop.example",
    );
    expect(without.text).not.toContain("Roadside assistance");
  });

  it("links the receipt PDF and the order page on the public origin", () => {
    const receipt = `https://shop.example/my_customers/pdf/1000042/${order.id}/Receipt_1000042.pdf`;
    expect(mail.text).toContain(`Receipt (PDF): ${receipt}`);
    expect(mail.html).toContain(`href="${receipt}"`);
    expect(mail.html).toContain(`href="https://shop.example/checkout/confirm-order/${order.id}"`);
    const offline = orderConfirmationMail(document);
    expect(offline.text).not.toContain("http");
    expect(offline.text).toContain("Your receipt is attached to this e-mail.");
  });

  it("escapes every value it puts into the HTML", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Grip</b>");
    expect(mail.html).toContain("Bob&#39;s &lt;script&gt;alert(1)&lt;/script&gt; Tires");
    expect(mail.html).toContain("Acme &lt;b&gt;Grip&lt;/b&gt; &quot;Tour&quot; &amp; Co");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});

describe("the cancellation e-mail", () => {
  it("says the order is cancelled, the payment voided and the appointment released", () => {
    const mail = orderCancellationMail(
      { ...document, order: { ...order, status: "cancelled" } },
      "https://shop.example",
    );
    expect(mail.subject).toBe("Your Treadkit order 1000042 has been cancelled");
    expect(mail.text).toContain("Your order 1000042 of June 3, 2025 has been cancelled.");
    expect(mail.text).toContain(
      "The payment of $598.50 (Visa ending in 1111) has been voided: you will not be charged.",
    );
    expect(mail.text).toContain("Tuesday, June 10, 2025, Morning 9:00 AM) has been released");
    expect(mail.html).toContain(`https://shop.example/checkout/confirm-order/${order.id}`);
  });
});

describe("the order's documents", () => {
  it("describe the payment by method and card", () => {
    expect(paymentSummary(order.payment)).toBe("Visa ending in 1111");
    expect(
      paymentSummary({ method: "applepay", status: "x", cardBrand: "Visa", last4: "4242" }),
    ).toBe("Apple Pay (Visa ending in 4242)");
    expect(paymentSummary({ method: "paypal", status: "x", cardBrand: null, last4: null })).toBe(
      "PayPal",
    );
  });

  it("address the tires by how they reach the shopper", () => {
    const address = {
      firstName: "Ana",
      lastName: "Diaz",
      addressLine1: "100 Las Olas Blvd",
      addressLine2: "",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
    };
    expect(destinationOf("home", address, null)).toEqual({
      heading: "Ship to",
      lines: ["Ana Diaz", "100 Las Olas Blvd", "Fort Lauderdale, FL 33301"],
    });
    expect(
      destinationOf("fedex", { ...address, companyName: "FedEx Office 0412" }, null).lines,
    ).toEqual(["FedEx Office 0412", "100 Las Olas Blvd", "Fort Lauderdale, FL 33301", "Ana Diaz"]);
    expect(
      destinationOf(
        "installer",
        { companyName: "Shop", addressLine1: "1 Main St", isMobileInstall: true },
        {
          addressLine1: "9 Home Rd",
          addressLine2: null,
          city: "Miami",
          state: "FL",
          zip: "33101",
        },
      ),
    ).toEqual({ heading: "Mobile installation at", lines: ["9 Home Rd", "Miami, FL 33101"] });
  });
});
