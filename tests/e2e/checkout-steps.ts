import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** What the checkout tests share: the sandbox's card fields, a billing address, a bare cart. */

export async function enterCard(page: Page, number: string) {
  await cardField(page, "Card number").fill(number);
  await cardField(page, "Expiration date (MM/YY)").fill("12/34");
  await cardField(page, "Security code").fill("123");
}

/** Types a billing address of its own (a home delivery's form starts as the shipping address). */
export async function enterBilling(page: Page) {
  const same = page.getByRole("checkbox", { name: "Billing address same as shipping" });
  if ((await same.count()) > 0) await same.uncheck();
  await page.getByLabel("E-mail for your receipt").fill("ana@example.com");
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("Address", { exact: true }).fill("100 Main St");
  await page.getByLabel("City").fill("Fort Lauderdale");
  await page.getByLabel("State").fill("FL");
  await page.getByLabel("ZIP code").fill("33301");
  await page.getByLabel("Phone", { exact: true }).fill("(954) 555-0100");
}

/** Pays with the sandbox's approved card, reviews and places the order, up to the thank-you. */
export async function placeOrderByCard(page: Page) {
  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
}

/** A cart of four tires with no delivery chosen yet, as a tire-maker widget hands off without a shop. */
export async function cartWithoutDelivery(request: APIRequestContext) {
  const listing = await (
    await request.get("/api/catalog/products?size=225-50r17&pageSize=1")
  ).json();
  const cart = await (
    await request.post("/api/cart-summary", {
      data: {
        productId: listing.siteCatalogProducts[0].productId,
        quantity: { front: 4 },
        zip: "33301",
      },
    })
  ).json();
  return cart.siteCart.id as string;
}

/**
 * The shipping step's "Continue to payment": straight on, whatever coverage is chosen (the
 * recommendation is a choice on the step, never in the way).
 */
export async function continueToPayment(page: Page) {
  await page.getByRole("link", { name: "Continue to payment" }).click();
  await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
}

/** A new bare cart opened on the shipping step; its id. */
export async function openShippingStep(page: Page, request: APIRequestContext) {
  const cartId = await cartWithoutDelivery(request);
  // The panels' forms are controlled by the page's script: typing starts once it runs.
  await page.goto(`/checkout/shipping?cartId=${cartId}`, { waitUntil: "networkidle" });
  return cartId;
}

/** Chooses the first shop near the cart's ZIP (33301), then its first free install time. */
export async function chooseFirstShop(page: Page) {
  await page
    .getByRole("list", { name: "Shops near 33301" })
    .getByRole("button", { name: /Select this shop/ })
    .first()
    .click();
  await page.getByText(/install time not chosen yet/).waitFor();
  await chooseFirstFreeTime(page);
}

/** In the install-time picker the step opens on: the first free time of the day shown, saved. */
export async function chooseFirstFreeTime(page: Page) {
  const times = page.getByRole("group", { name: /^Install time/ });
  await times.getByRole("radio", { disabled: false }).first().check();
  await page.getByRole("button", { name: "Save install time" }).click();
  await page.getByText(/Held until /).waitFor();
}

/** Fills the Ship to me panel with a valid Fort Lauderdale address and saves it. */
export async function shipToMe(page: Page) {
  const panel = page.getByRole("tabpanel", { name: "Ship to me" });
  await panel.getByLabel("First name").fill("Ana");
  await panel.getByLabel("Last name").fill("Lopez");
  await panel.getByLabel("Street address").fill("100 Main St");
  await panel.getByLabel("City").fill("Fort Lauderdale");
  await panel.getByLabel("State").fill("FL");
  await panel.getByLabel("Phone", { exact: true }).fill("954-555-0100");
  await panel.getByLabel("E-mail").fill("ana@example.com");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await page.getByText("Ship to me", { exact: true }).waitFor();
}

/** A bare cart shipped home through the API, ready for the payment step. */
export async function cartReadyToPay(request: APIRequestContext) {
  const cartId = await cartWithoutDelivery(request);
  const shipped = await request.post(`/api/checkout/cart-shipping?cartId=${cartId}`, {
    data: {
      shippingOption: "home",
      firstName: "Ana",
      lastName: "Lopez",
      addressLine1: "100 Main St",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
      phone: "9545550100",
      email: "ana@example.com",
    },
  });
  if (!shipped.ok()) throw new Error(`shipping refused: ${await shipped.text()}`);
  return cartId;
}

/** A bare cart shipped home through the API, opened on the payment step; its id. */
export async function openPaymentStep(page: Page, request: APIRequestContext) {
  const cartId = await cartReadyToPay(request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await cardField(page, "Card number").waitFor();
  return cartId;
}

/** One of the sandbox's card fields, by its label. */
export function cardField(
  page: Page,
  name: "Card number" | "Expiration date (MM/YY)" | "Security code",
) {
  return page.getByRole("textbox", { name });
}

export { pdfText } from "../../packages/server/src/testing/pdf";

/** The first tire of a size the data set has in stock, as the catalogue lists it. */
export async function tireInStockOfSize(request: APIRequestContext, size: string) {
  const listing = await (await request.get(`/api/catalog/products?size=${size}`)).json();
  const tire = (
    listing.siteCatalogProducts as {
      productId: string;
      link: { href: string };
      availability: string;
    }[]
  ).find((p) => p.availability === "ProductStatusAvailable");
  if (!tire) throw new Error(`the data set has a ${size} tire in stock`);
  return tire;
}

/** Opens a tire's page and saves a ZIP in its "Your shop" block, as a shopper does. */
export async function openTireWithZip(page: Page, href: string, zip: string) {
  await page.goto(href);
  const block = page.getByRole("region", { name: "Your shop" });
  await block.getByText("Enter ZIP code").click();
  await block.getByLabel("ZIP code").fill(zip);
  await block.getByRole("button", { name: "Save" }).click();
  await expect(block).toContainText(`Shops near ${zip}`);
}
