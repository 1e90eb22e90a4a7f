import {
  INSTALL_TIME_TO_CHOOSE_MESSAGE,
  INSTALL_TIME_UNAVAILABLE,
} from "../../packages/core/src/schedule/rules";
import { SUGGESTED_TAB_LABEL, TAB_LABEL_HIDE_MS } from "../../packages/core/src/shipping/rules";
import { PO_BOX_MESSAGE } from "../../packages/core/src/validation/address";
import {
  FEDEX_LOCATION_REQUIRED_MESSAGE,
  OUTSIDE_SERVICE_AREA_MESSAGE,
  VEHICLE_REQUIRED_MESSAGE,
} from "../../packages/core/src/validation/messages";
import {
  cartReadyToPay,
  cartWithoutDelivery,
  chooseFirstShop,
  continueToPayment,
  enterBilling,
  enterCard,
  openShippingStep,
} from "./checkout-steps";
import { type APIRequestContext, expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * Each way the tires can reach the shopper, chosen on the shipping step and bought through the
 * payment sandbox: carrier pickup, mobile install, a shop from the list or the all-shops modal,
 * and changing the install time, including a time someone else takes meanwhile.
 */

async function payAndPlace(page: Page) {
  await continueToPayment(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
}

test("carrier pickup: a pickup point and who collects, bought and named on the confirmation", async ({
  page,
  request,
}) => {
  const cartId = await openShippingStep(page, request);
  const tabs = page.getByRole("tablist", { name: "Delivery" }).getByRole("tab");
  await expect(tabs).toHaveText([
    "Ship to installer",
    "Ship to mobile installer",
    "Ship to me",
    "Pick up at carrier",
  ]);
  await page.getByRole("tab", { name: "Pick up at carrier" }).click();
  const panel = page.getByRole("tabpanel", { name: "Pick up at carrier" });
  const points = panel.getByRole("group", { name: "Pickup point" }).getByRole("radio");
  await expect(points.first()).toBeVisible();

  // Nothing chosen: the location's message, and focus on the first point.
  await panel.getByRole("button", { name: "Pick up here" }).click();
  await expect(panel.getByRole("group", { name: "Pickup point" })).toHaveAccessibleDescription(
    FEDEX_LOCATION_REQUIRED_MESSAGE,
  );
  await expect(points.first()).toBeFocused();
  await expectNoAxeViolations(page, "main");

  const pointName = (await panel.locator(".pickup-choice strong").first().textContent()) ?? "";
  await points.first().check();
  await panel.getByLabel("First name").fill("Ana");
  await panel.getByLabel("Last name").fill("Lopez");
  await panel.getByLabel("Phone", { exact: true }).fill("954-555-0100");
  await panel.getByLabel("E-mail").fill("ana@example.com");
  await panel.getByRole("button", { name: "Pick up here" }).click();

  await expect(page.getByText("Pick up at carrier", { exact: true })).toBeVisible();
  await expect(page.getByText(`Collect at ${pointName}`)).toBeVisible();
  await expect(page.getByText("Collected by Ana Lopez")).toBeVisible();
  const shipping = await (await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).json();
  expect(shipping.siteCartShippingResponse.shippingOption).toBe("fedex");

  await payAndPlace(page);
  await expect(page.getByText("Pick up at", { exact: true })).toBeVisible();
  await expect(page.locator(".checkout-destination address")).toContainText(pointName);
});

test("mobile install: opened by activeShippingType, the address checked, placed without a time", async ({
  page,
  request,
}) => {
  const cartId = await cartWithoutDelivery(request);
  await page.goto(`/checkout/shipping?cartId=${cartId}&activeShippingType=mobile%20install`);
  await expect(page.getByRole("tab", { name: "Ship to mobile installer" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel", { name: "Ship to mobile installer" });
  const installer = panel.getByRole("radio").first();
  const company = (await panel.locator(".pickup-choice strong").first().textContent()) ?? "";
  await installer.check();

  await panel.getByLabel("Street address").fill("PO Box 12");
  await panel.getByLabel("City").fill("Fort Lauderdale");
  await panel.getByLabel("State").fill("FL");
  await panel.getByRole("button", { name: "Install at this address" }).click();
  await expect(panel.getByLabel("Street address")).toBeFocused();
  await expect(panel.getByLabel("Street address")).toHaveAccessibleDescription(PO_BOX_MESSAGE);
  // The installer comes to work on a vehicle: the shopper names it.
  await expect(panel.getByLabel("Vehicle")).toHaveAccessibleDescription(VEHICLE_REQUIRED_MESSAGE);
  await panel.getByLabel("Vehicle").fill("2019 Honda CR-V EX");

  // A street the installer does not drive to is refused by the server, and said so.
  await panel.getByLabel("Street address").fill("400 S Orange Ave");
  await panel.getByLabel("City").fill("Orlando");
  await panel.getByLabel("ZIP code").fill("32801");
  await panel.getByRole("button", { name: "Install at this address" }).click();
  await expect(panel.getByRole("alert")).toHaveText(OUTSIDE_SERVICE_AREA_MESSAGE);
  await expectNoAxeViolations(page, "main");

  await panel.getByLabel("Street address").fill("200 SE 2nd Ave");
  await panel.getByLabel("City").fill("Fort Lauderdale");
  await panel.getByLabel("ZIP code").fill("33301");
  await panel.getByRole("button", { name: "Install at this address" }).click();

  await expect(page.getByText("Ship to mobile installer", { exact: true })).toBeVisible();
  await expect(page.getByText(`Installed by ${company} at`)).toBeVisible();
  await expect(page.locator(".checkout-step address")).toContainText("200 SE 2nd Ave");
  await expect(page.getByRole("button", { name: "Change install time" })).toHaveCount(0);

  await payAndPlace(page);
  await expect(page.getByText("Mobile installation at", { exact: true })).toBeVisible();
  await expect(page.locator(".checkout-destination address")).toContainText("200 SE 2nd Ave");
  await expect(page.locator(".checkout-destination address")).toContainText(
    "For your 2019 Honda CR-V EX",
  );
  await expect(page.getByText(/Your install appointment/)).toHaveCount(0);
});

const pricesOf = async (list: ReturnType<Page["getByRole"]>) =>
  (await list.locator("li p:nth-child(3)").allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, "")),
  );

test("shops: sorted, the all-shops modal of 10 with select-this-shop, and a shop's details", async ({
  page,
  request,
}) => {
  await openShippingStep(page, request);
  const panel = page.getByRole("tabpanel", { name: "Ship to installer" });
  const list = panel.getByRole("list", { name: "Shops near 33301" });
  await expect(list.getByRole("listitem").first()).toBeVisible();

  await panel.getByLabel("Sort shops by").selectOption({ label: "Price: Low to High" });
  await expect
    .poll(async () => {
      const prices = await pricesOf(list);
      return prices.length > 1 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p);
    })
    .toBe(true);

  await panel.getByRole("button", { name: "See all shops" }).click();
  const all = page.getByRole("dialog", { name: "All shops" });
  await expect(all).toBeVisible();
  const shops = all.getByRole("listitem");
  await expect(shops.first()).toBeVisible();
  const near = await (
    await request.get("/api/installers?userZip=33301&mobileInstall=false&limit=10")
  ).json();
  await expect(shops).toHaveCount(near.siteInstallers.siteInstallerList.length);
  expect(await shops.count()).toBeLessThanOrEqual(10);
  await expectNoAxeViolations(page, "dialog");

  // The details of a shop open over the list; Escape closes them and the list is still there.
  const second = shops.nth(1);
  const company = (await second.locator(".installer-choices__name").textContent()) ?? "";
  await second.getByRole("button", { name: /Shop details/ }).click();
  const details = page.getByRole("dialog", { name: company });
  await expect(details).toBeVisible();
  await expect(details).toContainText("Installation for 4 tires");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(all).toBeVisible();

  await second.getByRole("button", { name: /Select this shop/ }).click();
  await expect(all).toBeHidden();
  await expect(page.getByText(`Installed at ${company}`, { exact: false })).toBeVisible();
  // The modal and the list are gone: focus lands on the delivery as it now stands.
  await expect(page.getByRole("region", { name: "Your delivery" })).toBeFocused();
});

test("the tab the rule opened says so for 3 s, and the label goes when the shopper picks a tab", async ({
  page,
  request,
}) => {
  const cartId = await cartWithoutDelivery(request);
  // The page's clock stands still, so the label's time is the test's to move, not the machine's.
  await page.clock.install();
  await page.clock.pauseAt(new Date());
  await page.goto(`/checkout/shipping?cartId=${cartId}`);
  const tab = page.getByRole("tab", { name: "Ship to installer" });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(tab).toHaveAccessibleDescription(SUGGESTED_TAB_LABEL);
  const box = await page.getByRole("tabpanel").boundingBox();

  await page.clock.runFor(TAB_LABEL_HIDE_MS - 100);
  await expect(page.getByText(SUGGESTED_TAB_LABEL)).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByText(SUGGESTED_TAB_LABEL)).toHaveCount(0);
  await expect(tab).toHaveAccessibleDescription("");
  // Its line stays: the panel below has not moved.
  expect((await page.getByRole("tabpanel").boundingBox())?.y).toBe(box?.y);

  // Opened again, then a tab picked before the time is up: the label goes at once.
  await page.reload();
  await expect(page.getByText(SUGGESTED_TAB_LABEL)).toBeVisible();
  await page.getByRole("tab", { name: "Ship to me" }).click();
  await expect(page.getByText(SUGGESTED_TAB_LABEL)).toHaveCount(0);
});

/** Fills a slot to capacity from other shoppers' carts, as if they booked it meanwhile. */
async function fillSlot(
  request: APIRequestContext,
  slot: { installerId: string; date: string; slotTime: string; isDropOff: boolean },
) {
  for (let i = 0; i < 10; i += 1) {
    const other = await cartWithoutDelivery(request);
    const shop = await request.put(`/api/checkout/cart-shipping?cartId=${other}`, {
      data: { shippingOption: "installer", installerId: slot.installerId },
    });
    expect(shop.status()).toBe(200);
    const response = await request.post(`/api/checkout/cart-appointment?cartId=${other}`, {
      data: slot,
    });
    if (response.status() === 409) return;
    expect(response.status()).toBe(200);
  }
  throw new Error("the slot never filled");
}

test("change install time; a time taken by someone else meanwhile is told with its three ways on", async ({
  page,
  request,
}) => {
  const cartId = await openShippingStep(page, request);
  await chooseFirstShop(page);
  const shipping = await (await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).json();
  const installerId = shipping.siteCartShippingResponse.cartShipping.installerId as string;

  // Another day and time, saved.
  await page.getByRole("button", { name: "Change install time" }).click();
  const day = page.getByLabel("Install day");
  const second = await day.locator("option").nth(1).getAttribute("value");
  await day.selectOption(second ?? "");
  const free = page.getByRole("group", { name: /Install time on/ }).getByRole("radio", {
    disabled: false,
  });
  await free.last().check();
  const label = (await free.last().locator("xpath=..").textContent()) ?? "";
  await expectNoAxeViolations(page, "main");
  await page.getByRole("button", { name: "Save install time" }).click();
  await expect(page.getByRole("button", { name: "Save install time" })).toHaveCount(0);
  const saved = await (await request.get(`/api/checkout/cart-appointment?cartId=${cartId}`)).json();
  expect(saved.cartAppointment.date).toBe(second);
  const time = label.replace(/^Drop-off /, "drop-off ");
  await expect(page.locator(".checkout-step")).toContainText(time);

  // Chosen on screen, then filled by other shoppers before it is saved.
  await page.getByRole("button", { name: "Change install time" }).click();
  const third = await day.locator("option").nth(2).getAttribute("value");
  await day.selectOption(third ?? "");
  const first = free.first();
  await first.check();
  const [date, slotTime, kind] = ((await first.getAttribute("value")) ?? "").split("|");
  await fillSlot(request, {
    installerId,
    date: date ?? "",
    slotTime: slotTime ?? "",
    isDropOff: kind === "dropoff",
  });
  await page.getByRole("button", { name: "Save install time" }).click();
  const notice = page.getByRole("alert").filter({ hasText: INSTALL_TIME_UNAVAILABLE });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button")).toHaveText([
    "Change time",
    "Browse shops",
    "No install needed",
  ]);
  // The time held before is kept.
  const kept = await (await request.get(`/api/checkout/cart-appointment?cartId=${cartId}`)).json();
  expect(kept.cartAppointment.date).toBe(second);
  await expectNoAxeViolations(page, "main");

  // Change time offers the schedule again, with the taken time now full.
  await notice.getByRole("button", { name: "Change time" }).click();
  await day.selectOption(third ?? "");
  await expect(
    page.locator(`input[type="radio"][value="${date}|${slotTime}|${kind}"]`),
  ).toBeDisabled();
  await page.getByRole("button", { name: "Cancel" }).click();

  // A shop install with no time at all: the step opens on the shop's times, there is no way on
  // to payment until one is chosen, and Cancel opens the other ways the tires can come.
  await request.delete(`/api/checkout/cart-appointment?cartId=${cartId}`);
  await page.reload();
  await expect(page.getByText(INSTALL_TIME_TO_CHOOSE_MESSAGE)).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to payment" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("tab", { name: "Ship to me" }).click();
  await expect(page.getByRole("tabpanel", { name: "Ship to me" })).toBeVisible();
});

test("coverage: the recommendation is a choice on the step that adds the longest plan; the Coverage step changes it", async ({
  page,
  request,
}) => {
  const cartId = await cartWithoutDelivery(request);
  const cart = async () =>
    (await (await request.get(`/api/cart-summary?cartId=${cartId}`)).json()).siteCart;
  await page.goto(`/checkout/shipping?cartId=${cartId}`);
  await chooseFirstShop(page);

  // Offered beside the button, not in its way: no dialog, and the step stays usable.
  const offer = page.getByRole("region", { name: "Protect your new tires" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("36 months: up to $400 year one");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page, "main");
  await offer.getByRole("button", { name: "Add 36-month protection" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "36-month protection added." }),
  ).toBeVisible();
  await expect(offer).toHaveCount(0);
  const covered = await cart();
  expect(covered.siteProducts.every((p: { trcOption: number }) => p.trcOption === 2)).toBe(true);
  expect(covered.cartSummary.roadHazardInCents).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();

  await page.goto(`/checkout/services?cartId=${cartId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Coverage" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Checkout progress" }).locator('[aria-current="step"]'),
  ).toHaveText("Coverage");
  const plans = page.getByRole("group", { name: "Road hazard protection" });
  await expect(plans.getByRole("radio", { name: /^36 months/ })).toBeChecked();
  // Each plan says its months once.
  await expect(plans.getByText(/12 months up to \$400 per tire/)).toBeVisible();
  await expect(plans).not.toContainText("months: 12 months");
  await expect(plans).not.toContainText("months: 36 months");
  await expectNoAxeViolations(page, "main");

  await plans.getByRole("radio", { name: /^12 months/ }).check();
  await expect.poll(async () => (await cart()).siteProducts[0].trcOption).toBe(1);
  await plans.getByRole("radio", { name: "No coverage" }).check();
  await expect.poll(async () => (await cart()).cartSummary.roadHazardInCents).toBe(0);
  await expect(plans.getByRole("radio", { name: "No coverage" })).toBeChecked();

  // With no coverage chosen, "Continue to payment" still goes straight on.
  await page.getByRole("link", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

for (const [type, label, provider] of [
  ["klarna", "Klarna: pay in 4", "Klarna"],
  ["katapult", "Katapult: lease to own", "Katapult"],
  ["synchrony", "Synchrony: finance with a credit line", "Synchrony"],
] as const) {
  test(`${provider}: its own payment page, approved in the sandbox, and the order placed`, async ({
    page,
    request,
  }) => {
    const cartId = await cartReadyToPay(request);
    await page.goto(`/checkout/payments/${type}?cartId=${cartId}`);
    await expect(page.getByRole("radio", { name: label })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
    await enterBilling(page);
    const session = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().includes("/api/checkout/cart-klarna"),
      { timeout: 5_000 },
    );
    await page.getByRole("button", { name: "Review order" }).click();
    await expect(page.getByText(`${provider}, receipt to ana@example.com`)).toBeVisible();
    // Klarna's flow opens a session for the cart first; the others do not.
    if (type === "klarna") await session;
    else await expect(session).rejects.toThrow();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  });
}

test("wallets: Apple Pay, Google Pay and Venmo as express buttons under the card, each placing an order", async ({
  page,
  request,
}) => {
  for (const wallet of ["Apple Pay", "Google Pay", "Venmo"]) {
    const cartId = await cartReadyToPay(request);
    await page.goto(`/checkout/payments?cartId=${cartId}`);
    const express = page.getByRole("group", { name: "Or pay with" });
    await expect(express.getByRole("button")).toHaveText(["Apple Pay", "Google Pay", "Venmo"]);
    await enterBilling(page);
    await express.getByRole("button", { name: wallet }).click();
    await expect(page.getByText(`${wallet}, receipt to ana@example.com`)).toBeVisible();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  }
});

for (const width of [1366, 390]) {
  test(`choosing a shop holds no time: the step opens on its times, and the held one shows chosen (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const cartId = await openShippingStep(page, request);
    await page
      .getByRole("list", { name: "Shops near 33301" })
      .getByRole("button", { name: /Select this shop/ })
      .first()
      .click();
    await expect(page.getByText(/install time not chosen yet/)).toBeVisible();
    await expect(page.getByText(INSTALL_TIME_TO_CHOOSE_MESSAGE)).toBeVisible();
    // Nothing is held, and nothing is chosen on screen for the shopper.
    const none = await (
      await request.get(`/api/checkout/cart-appointment?cartId=${cartId}`)
    ).json();
    expect(none.cartAppointment).toBeNull();
    const times = page.getByRole("group", { name: /^Install time/ });
    await expect(times.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Continue to payment" })).toHaveCount(0);

    // The chosen shop's button is gone with its list: focus is on the delivery, not the page.
    const delivery = page.getByRole("region", { name: "Your delivery" });
    await expect(delivery).toBeFocused();

    const chosen = times.getByRole("radio", { disabled: false }).nth(1);
    const value = await chosen.getAttribute("value");
    await chosen.check();
    await page.getByRole("button", { name: "Save install time" }).click();
    await expect(page.getByText(/Held until /)).toBeVisible();
    await expect(delivery).toBeFocused();
    const held = await (
      await request.get(`/api/checkout/cart-appointment?cartId=${cartId}`)
    ).json();
    expect(held.cartAppointment.hold).not.toBeNull();

    // Opening the picker again shows the held time as the one chosen.
    await page.getByRole("button", { name: "Change install time" }).click();
    await expect(times.getByRole("radio", { checked: true })).toHaveAttribute("value", value ?? "");
    await expectNoAxeViolations(page, "main");
  });
}
