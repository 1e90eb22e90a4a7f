import { GENERIC_PAYMENT_MESSAGE } from "../../packages/core/src/payment/rules";
import { cardField, enterBilling, openPaymentStep } from "./checkout-steps";
import { expect, type Page, test } from "./test";

/**
 * Card entry on the payment step: each card field says what is wrong with it in checkout.md §5's
 * words, the number, phone and ZIP are masked as typed, and a declined card costs the shopper
 * only the card number and security code (the rest of the form is kept).
 */

// Braintree's documented sandbox cards: one that is declined at the sale, one approved.
const DECLINED_VISA = "4000 1111 1111 1115";
const APPROVED_VISA = "4111 1111 1111 1111";

const reviewOrder = (page: Page) => page.getByRole("button", { name: "Review order" }).click();

test("each card field says what is wrong with it, at the field, in the spec's words", async ({
  page,
}) => {
  await openPaymentStep(page, page.request);
  const number = cardField(page, "Card number");
  const expiry = cardField(page, "Expiration date (MM/YY)");
  const cvv = cardField(page, "Security code");

  // Nothing typed: every field asks for itself, and focus goes to the first.
  await reviewOrder(page);
  await expect(number).toHaveAccessibleDescription("Please fill out a card number");
  await expect(expiry).toHaveAccessibleDescription("Please fill out an expiration date");
  await expect(cvv).toHaveAccessibleDescription("Please fill out the security code");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toBeFocused();
  // Shown under the field too, for everyone who sees the page.
  await expect(page.locator("#card-expiry-error")).toHaveText("Please fill out an expiration date");
  expect(new URL(page.url()).pathname).toBe("/checkout/payments");

  // Wrong values: the field's own message, never the provider's "Credit card is invalid".
  await number.fill("4111 1111 1111 1112");
  await expiry.fill("13/29");
  await cvv.fill("12");
  await reviewOrder(page);
  await expect(number).toHaveAccessibleDescription("The card number is not valid");
  await expect(expiry).toHaveAccessibleDescription(
    "This expiration date is not valid (format MM/YY)",
  );
  await expect(cvv).toHaveAccessibleDescription(/^This security code is not valid/);
  await expect(page.getByText("Credit card is invalid")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // A month already over gets the same message, once the shopper leaves the field.
  await expiry.fill("01/20");
  await cvv.focus();
  await expect(expiry).toHaveAccessibleDescription(
    "This expiration date is not valid (format MM/YY)",
  );

  // Put right, each message goes; the expiry is taken as typed and shown as MM/YY.
  await number.fill(APPROVED_VISA);
  await expiry.fill("1234");
  await cvv.fill("123");
  await expiry.focus();
  await number.focus();
  await expect(expiry).toHaveValue("12/34");
  for (const field of [number, expiry, cvv]) {
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.locator(".card-field + .form-error")).toHaveCount(0);
});

test("the card number, phone and ZIP are masked as typed or pasted, and the form sends the normalised values", async ({
  page,
}) => {
  await openPaymentStep(page, page.request);
  const number = cardField(page, "Card number");
  await expect(number).toHaveAttribute("autocomplete", "cc-number");
  await expect(number).toHaveAttribute("inputmode", "numeric");
  await expect(cardField(page, "Expiration date (MM/YY)")).toHaveAttribute(
    "autocomplete",
    "cc-exp",
  );
  await expect(cardField(page, "Security code")).toHaveAttribute("autocomplete", "cc-csc");

  // Typed key by key: the caret stays with the digits, so they come out in order.
  await number.pressSequentially("378282246310005");
  await expect(number).toHaveValue("3782 822463 10005");
  await number.fill("");
  await number.pressSequentially("4111111111111111");
  await expect(number).toHaveValue(APPROVED_VISA);

  await enterBilling(page);
  const phone = page.getByLabel("Phone", { exact: true });
  await expect(phone).toHaveAttribute("autocomplete", "tel");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  // Pasted with the country code: 10 digits, the leading 1 dropped (checkout.md §5).
  await phone.fill("+1 512-555-0172");
  await expect(phone).toHaveValue("(512) 555-0172");
  // An edit in the middle: backspace just after the hyphen takes the digit before it.
  await phone.press("End");
  for (let i = 0; i < 4; i++) await phone.press("ArrowLeft");
  await phone.press("Backspace");
  await page.keyboard.type("9");
  await expect(phone).toHaveValue("(512) 559-0172");

  const zip = page.getByLabel("ZIP code");
  await expect(zip).toHaveAttribute("autocomplete", "postal-code");
  await expect(zip).toHaveAttribute("inputmode", "numeric");
  await zip.fill("");
  await zip.pressSequentially("333011234");
  await expect(zip).toHaveValue("33301-1234");

  await cardField(page, "Expiration date (MM/YY)").fill("12/34");
  await cardField(page, "Security code").fill("123");
  // What leaves the browser, read on its way out.
  const sent: unknown[] = [];
  await page.route("**/api/checkout/cart-billing?*", async (route) => {
    if (route.request().method() === "POST") sent.push(route.request().postDataJSON());
    await route.continue();
  });
  await reviewOrder(page);
  await expect(page.getByText("Visa ending in 1111, receipt to ana@example.com")).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ phone: "5125590172", zip: "33301-1234" })]);
});

test("a declined card keeps the shopper's work: back to payment, only the card number and security code are typed again, and the order is placed", async ({
  page,
  request,
}) => {
  const cartId = await openPaymentStep(page, request);
  await cardField(page, "Card number").fill(DECLINED_VISA);
  await cardField(page, "Expiration date (MM/YY)").fill("12/2034");
  await cardField(page, "Security code").fill("123");
  await enterBilling(page);
  await page.getByLabel("Apartment, suite (optional)").fill("Apt 4");
  await page.getByLabel("Phone type").selectOption("landline");
  const billing = await formValues(page);

  await reviewOrder(page);
  await expect(page.getByText("Visa ending in 1115, receipt to ana@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert")).toHaveText(GENERIC_PAYMENT_MESSAGE);
  // Nothing was ordered: the cart is still there to pay for.
  const cart = await (await request.get(`/api/cart-summary?cartId=${cartId}`)).json();
  expect(cart.siteCart.siteProducts).toHaveLength(1);

  await page.getByRole("link", { name: "Back to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Credit or debit card" })).toBeChecked();
  // Every field as the shopper left it…
  await expect.poll(() => formValues(page)).toEqual(billing);
  await expect(cardField(page, "Expiration date (MM/YY)")).toHaveValue("12/34");
  // …but the card number and the security code, which are never kept.
  await expect(cardField(page, "Card number")).toHaveValue("");
  await expect(cardField(page, "Security code")).toHaveValue("");
  await expect(
    page.getByText(/please enter them again for your Visa ending in 1115/),
  ).toBeVisible();

  await cardField(page, "Card number").fill(APPROVED_VISA);
  await cardField(page, "Security code").fill("123");
  await reviewOrder(page);
  await expect(page.getByText("Visa ending in 1111, receipt to ana@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

/** Every billing field's value and the payment choice, by field name. */
function formValues(page: Page) {
  // The form the "Review order" button submits (it sits in the order summary beside it).
  const form = page.getByRole("button", { name: "Review order" });
  return form.evaluate((button) =>
    Object.fromEntries(
      [...((button as HTMLButtonElement).form?.elements ?? [])].flatMap((element) => {
        const field = element as HTMLInputElement;
        if (!field.name || field.dataset.sandboxField) return [];
        if (field.type === "radio") return field.checked ? [[field.name, field.value]] : [];
        return [[field.name, field.value]];
      }),
    ),
  );
}
