import AxeBuilder from "@axe-core/playwright";
import { formatCents } from "../../packages/core/src/money";
import {
  EXCHANGE_CARD_REFUSED_MESSAGE,
  EXCHANGE_FORM_FIELD,
  parseExchangeOrder,
  readExchangeFormField,
} from "../../packages/core/src/payment";
import { cartReadyToPay } from "./checkout-steps";
import { expect, test } from "./test";

const CUSTOMER_ID = "AAFES-0042";
const CHECKOUT_URL = "https://exchange.example/checkout?session=e2e-1";

test("a shopper from the military exchange pays at the Exchange, which returns them to the order", async ({
  page,
  request,
}) => {
  // The exchange's link: the customer fields are kept for the visit, and the store opens.
  const arrival = new URLSearchParams({
    aafes_customer_id: CUSTOMER_ID,
    aafes_checkout_url: CHECKOUT_URL,
  });
  await page.goto(`/military-exchange?${arrival}`);
  await expect(page).toHaveURL(/\/$/);

  const cartId = await cartReadyToPay(request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await expect(page.getByText("You are shopping from the Exchange.")).toBeVisible();
  // The Exchange takes the payment: no card form of ours.
  await expect(page.getByRole("group", { name: "How would you like to pay?" })).toHaveCount(0);
  const accessibility = await new AxeBuilder({ page }).include("main").analyze();
  expect(accessibility.violations).toEqual([]);

  await page.getByLabel("E-mail for your receipt").fill("ana@example.com");
  const card = page.getByLabel("MILITARY STAR card number");
  // The sandbox's card that the exchange's validation service refuses.
  await card.fill("6019 4400 0000 0012");
  await page.getByRole("button", { name: "Continue to the Exchange" }).click();
  await expect(card).toHaveAccessibleDescription(EXCHANGE_CARD_REFUSED_MESSAGE);
  await expect(page).toHaveURL(/\/checkout\/payments/);

  await card.fill("6019 4400 0000 0004");
  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/api/exchange/sandbox/orders"),
  );
  await page.getByRole("button", { name: "Continue to the Exchange" }).click();

  // What the hidden form posted: one encoded input holding the XML order document.
  const form = new URLSearchParams((await posted).postData() ?? "");
  expect([...form.keys()]).toEqual([EXCHANGE_FORM_FIELD]);
  const order = parseExchangeOrder(readExchangeFormField(form.get(EXCHANGE_FORM_FIELD) ?? ""));
  expect(order).toMatchObject({
    orderReference: cartId,
    customerReference: CUSTOMER_ID,
    buyerPartyId: CUSTOMER_ID,
    currency: "USD",
    language: "en",
    note: CHECKOUT_URL,
  });
  const tires = order.lines.filter((line) => line.kind === "tire");
  expect(tires.reduce((n, line) => n + line.quantity, 0)).toBe(4);
  expect(order.lines.at(-1)?.kind).toBe("shipping");
  expect(order.numberOfLines).toBe(order.lines.length);
  expect(order.totalInCents).toBe(order.lines.reduce((sum, l) => sum + l.lineTotalInCents, 0));

  // The Exchange accepted it and sent the shopper back to the order's confirmation.
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\?orderId=/);
  await expect(page.getByText(formatCents(order.totalInCents)).first()).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("orderId");
  const recorded = await (await request.get(`/api/checkout/orders/${orderId}`)).json();
  expect(recorded.order.payment.method).toBe("exchange");
  expect(recorded.order.amounts.totalInCents).toBe(order.totalInCents);
});
