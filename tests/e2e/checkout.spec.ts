import {
  GENERIC_PAYMENT_MESSAGE,
  PAYMENT_PROCESSING_MESSAGE,
} from "../../packages/core/src/payment/rules";
import { FIRST_NAME_MESSAGE } from "../../packages/core/src/validation/names";
import {
  chooseFirstFreeTime,
  continueToPayment,
  enterBilling,
  enterCard,
  openShippingStep,
  shipToMe,
} from "./checkout-steps";
import { expect, type Page, test } from "./test";
import { bookInstalledTires, expectNoAxeViolations, SHOP_NAME, tabTo } from "./widget-host";

/**
 * The storefront checkout as a shopper reaches it from a partner's installer widget: the
 * handoff's cart and attribution, the shipping step with the booked shop and time, payment with
 * the payment sandbox's test cards, review at the server's figures, and the confirmation.
 */

const SIZE = "225/50R17";

/** Books four tires at the partner's shop in the installer widget and follows its checkout. */
async function handOffFromWidget(page: Page) {
  await page.goto("/examples/third-party-shop.html");
  const widget = page.locator("treadkit-installer");
  await bookInstalledTires(widget, SIZE);
  await widget.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout\/shipping\?/);
  return new URL(page.url()).searchParams.get("cartId") as string;
}

test("from the widget's handoff to a placed order: shipping, payment, review, confirmation", async ({
  page,
  request,
}) => {
  const cartId = await handOffFromWidget(page);
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  const progress = page.getByRole("navigation", { name: "Checkout progress" });
  await expect(progress.getByRole("listitem")).toHaveText([
    "Shipping",
    "Coverage",
    "Payment",
    "Review order",
  ]);
  await expect(progress.locator('[aria-current="step"]')).toHaveText("Shipping");
  await expect(page.getByRole("list", { name: "Tires in your cart" })).toContainText("4 ×");
  await expect(page.getByText(`Installed at ${SHOP_NAME}`)).toBeVisible();
  // "Checkout step viewed" reached the page's data layer, in cents and with the delivery label.
  // (Page views go there too, one per page.)
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as { dataLayer?: { event: string }[] }).dataLayer?.filter(
          (entry) => entry.event !== "page_viewed",
        ),
      ),
    )
    .toEqual([
      expect.objectContaining({
        event: "checkout_step_viewed",
        step: "shipping",
        cartId,
        delivery: "install",
        currency: "USD",
        totalInCents: expect.any(Number),
      }),
    ]);
  // The footer is hidden on checkout pages.
  await expect(page.locator("footer")).toHaveCount(0);
  await expectNoAxeViolations(page, "main");

  await continueToPayment(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  // The widget's attribution travels with the shopper.
  const paymentUrl = new URL(page.url());
  expect(paymentUrl.searchParams.get("cartId")).toBe(cartId);
  expect(paymentUrl.searchParams.get("widgetType")).toBe("installer-widget");
  await expect(page.getByRole("textbox", { name: "Card number" })).toBeVisible();
  await expectNoAxeViolations(page, "main");

  await enterCard(page, "4111 1111 1111 1111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
  await expect(page.getByText("Visa ending in 1111, receipt to ana@example.com")).toBeVisible();
  const quote = await (
    await request.get(`/api/checkout/quote?cartId=${cartId}&paymentMethod=credit`)
  ).json();
  const total = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    quote.quote.amounts.totalInCents / 100,
  );
  await expect(page.locator(".checkout-amounts__total")).toContainText(total);
  await expectNoAxeViolations(page, "main");

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText(/Your order number is \d{7}\./)).toBeVisible();
  await expect(page.getByText(/Your install appointment: /)).toBeVisible();
  await expect(page.locator(".checkout-amounts__total")).toContainText(total);
  const receipt = page.getByRole("link", { name: "Download your receipt (PDF)" });
  const pdf = await request.get((await receipt.getAttribute("href")) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  await expectNoAxeViolations(page, "main");
});

test("a declined card is told to the shopper, no order is placed, and the card is asked again", async ({
  page,
  request,
}) => {
  const cartId = await handOffFromWidget(page);
  await continueToPayment(page);
  await enterCard(page, "4000111111111115");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("alert")).toHaveText(GENERIC_PAYMENT_MESSAGE);
  await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  // The cart is still there to pay for: nothing was ordered.
  const cart = await (await request.get(`/api/cart-summary?cartId=${cartId}`)).json();
  expect(cart.siteCart.siteProducts).toHaveLength(1);

  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("the billing form names what is wrong next to each field, and keyboard focus goes there", async ({
  page,
}) => {
  await handOffFromWidget(page);
  await continueToPayment(page);
  await enterCard(page, "4111111111111111");
  await page.getByRole("button", { name: "Review order" }).click();

  const firstName = page.getByLabel("First name");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription(FIRST_NAME_MESSAGE);
  await expect(page.getByLabel("E-mail for your receipt")).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/checkout/payments");
});

test("a reload of the review step asks for the card again rather than keeping it", async ({
  page,
}) => {
  await handOffFromWidget(page);
  await continueToPayment(page);
  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("alert")).toHaveText("Please enter your payment details");
  await expect(page.getByRole("link", { name: "Back to payment" })).toBeVisible();
});

test("checkout pages preload their route chunks with the entry; other pages do not preload them", async ({
  page,
  request,
}) => {
  const preloads = async (path: string) => {
    await page.goto(path);
    return page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  };
  const checkout = await preloads("/checkout/shipping");
  expect(checkout.some((href) => /\/assets\/CheckoutLayout-[\w-]+\.js$/.test(href))).toBe(true);
  expect(checkout.some((href) => /\/assets\/ShippingStep-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of checkout) expect((await request.get(href)).status(), href).toBe(200);
  // A listing preloads its own listing code, never the checkout's; the home page preloads none.
  const listing = await preloads("/tire-sizes/225-50r17");
  expect(listing.length).toBeGreaterThan(0);
  expect(listing.some((href) => /CheckoutLayout|ShippingStep/.test(href))).toBe(false);
  expect(await preloads("/")).toEqual([]);
});

test("checkout without a cart shows the empty cart", async ({ page }) => {
  const response = await page.goto("/checkout/shipping");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await page.goto("/checkout/shipping?cartId=0b7a2d9e-5c1f-4e8a-9d3b-2f6c8a1e4b70");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("a cart without delivery chooses it on the shipping step: ship to me, with each field checked", async ({
  page,
  request,
}) => {
  const cartId = await openShippingStep(page, request);
  await expect(page.getByText("Please select a shop or change shipping option")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to payment" })).toHaveCount(0);
  const tabs = page.getByRole("tablist", { name: "Delivery" }).getByRole("tab");
  await expect(tabs).toHaveText([
    "Ship to installer",
    "Ship to mobile installer",
    "Ship to me",
    "Pick up at carrier",
  ]);

  // Arrow keys, Home and End move between the tabs.
  await tabs.first().focus();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Pick up at carrier" })).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Ship to me" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expectNoAxeViolations(page, "main");

  const panel = page.getByRole("tabpanel", { name: "Ship to me" });
  await panel.getByLabel("Street address").fill("PO Box 12");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(panel.getByLabel("First name")).toBeFocused();
  await expect(panel.getByLabel("First name")).toHaveAccessibleDescription(FIRST_NAME_MESSAGE);
  await expect(panel.getByLabel("Street address")).toHaveAccessibleDescription(
    "We do not ship to PO boxes. Please enter a valid address",
  );

  await shipToMe(page);

  await expect(page.getByText("Ship to me", { exact: true })).toBeVisible();
  await expect(page.locator("address")).toContainText("100 Main St");
  const shipping = await (await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).json();
  expect(shipping.siteCartShippingResponse.shippingOption).toBe("home");
  await expect(page.getByRole("link", { name: "Continue to payment" })).toBeVisible();
});

test("a cart without delivery can pick one of four shops near its ZIP, then its install time", async ({
  page,
  request,
}) => {
  const cartId = await openShippingStep(page, request);
  const panel = page.getByRole("tabpanel", { name: "Ship to installer" });
  const shops = panel.getByRole("list", { name: "Shops near 33301" }).getByRole("listitem");
  await expect(shops.first()).toBeVisible();
  expect(await shops.count()).toBeLessThanOrEqual(4);
  const company = (await shops.first().locator(".installer-choices__name").textContent()) ?? "";
  await shops
    .first()
    .getByRole("button", { name: /Select this shop/ })
    .click();

  await expect(page.getByText(`Installed at ${company}`, { exact: false })).toBeVisible();
  // No time is held until the shopper chooses one.
  await expect(page.getByRole("link", { name: "Continue to payment" })).toHaveCount(0);
  await chooseFirstFreeTime(page);
  await expect(page.getByRole("link", { name: "Continue to payment" })).toBeVisible();
  const appointment = await (
    await request.get(`/api/checkout/cart-appointment?cartId=${cartId}`)
  ).json();
  expect(appointment.cartAppointment.installer.company).toBe(company);
});

test("Affirm: the 10% payment-type discount on review, and the order placed with the approval", async ({
  page,
}) => {
  await handOffFromWidget(page);
  await continueToPayment(page);
  await page.getByRole("radio", { name: "Affirm: pay over time" }).check();
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();

  await expect(page.getByText("Affirm, receipt to ana@example.com")).toBeVisible();
  await expect(page.locator(".checkout-amounts")).toContainText("Payment discount");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.locator(".checkout-amounts")).toContainText("Payment discount");
});

test("PayPal: approved in the sandbox and named on review", async ({ page }) => {
  await handOffFromWidget(page);
  await continueToPayment(page);
  await page.getByRole("radio", { name: "PayPal" }).check();
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByText("PayPal, receipt to ana@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("back from Resolve with charge_id: Resolve is chosen; a 539 processing answer lands where the shopper confirms the order", async ({
  page,
}) => {
  const cartId = await handOffFromWidget(page);
  await page.goto(`/checkout/payments?cartId=${cartId}&charge_id=sandbox_processing_1`);
  await expect(page.getByRole("radio", { name: "Resolve: pay later on terms" })).toBeChecked();
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByText("Resolve, receipt to ana@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping-confirmation\?orderId=/);
  await expect(page.getByRole("heading", { name: "Please confirm your order" })).toBeVisible();
  await expect(page.getByText(PAYMENT_PROCESSING_MESSAGE)).toBeVisible();
  await expectNoAxeViolations(page, "main");
  // The sandbox settles a processing payment by the time it is asked again.
  await page.getByRole("button", { name: "Check my payment and confirm" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText(PAYMENT_PROCESSING_MESSAGE)).toHaveCount(0);
});

test("/checkout/payments/[type] opens on that type; an unknown type is not a page", async ({
  page,
}) => {
  const cartId = await handOffFromWidget(page);
  await page.goto(`/checkout/payments/affirm?cartId=${cartId}`);
  await expect(page.getByRole("radio", { name: "Affirm: pay over time" })).toBeChecked();
  const response = await page.goto(`/checkout/payments/bitcoin?cartId=${cartId}`);
  expect(response?.status()).toBe(404);
});

test("keyboard only: shipping, payment, review and place the order", async ({ page }) => {
  await handOffFromWidget(page);
  const type = async (target: ReturnType<Page["getByLabel"]>, text: string) => {
    await tabTo(page, target, 40);
    await page.keyboard.type(text);
  };

  await tabTo(page, page.getByRole("link", { name: "Continue to payment" }), 40);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();

  // The payment types are one radio group: arrow keys move the choice, as in any form.
  await tabTo(page, page.getByRole("radio", { name: "Credit or debit card" }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Resolve: pay later on terms" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("radio", { name: "Credit or debit card" })).toBeChecked();

  await type(page.getByRole("textbox", { name: "Card number" }), "4111111111111111");
  await type(page.getByRole("textbox", { name: "Expiration date (MM/YY)" }), "12/34");
  await type(page.getByRole("textbox", { name: "Security code" }), "123");
  await type(page.getByLabel("E-mail for your receipt"), "ana@example.com");
  await type(page.getByLabel("First name"), "Ana");
  await type(page.getByLabel("Last name"), "Lopez");
  await type(page.getByLabel("Address", { exact: true }), "100 Main St");
  await type(page.getByLabel("City"), "Fort Lauderdale");
  await type(page.getByLabel("State"), "FL");
  await type(page.getByLabel("ZIP code"), "33301");
  await type(page.getByLabel("Phone", { exact: true }), "9545550100");
  await tabTo(page, page.getByRole("button", { name: "Review order" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Place order" }), 40);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});
