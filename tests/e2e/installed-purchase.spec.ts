import type { Order } from "../../packages/core/src/order/schemas";
import { appointmentLabel, holdNotice } from "../../packages/core/src/schedule/labels";
import type { CartAppointment } from "../../packages/core/src/schedule/schemas";
import {
  chooseFirstFreeTime,
  continueToPayment,
  enterBilling,
  enterCard,
  pdfText,
} from "./checkout-steps";
import { type APIRequestContext, expect, type Page, test } from "./test";
import { bookInstalledTires, SHOP_NAME, shopName } from "./widget-host";

/**
 * Four tires bought installed, from each place a shopper starts: the storefront's listing and
 * product page, a partner's installer widget, a tire maker's widget, a partner's simple shop, and
 * a mobile installer. Every journey runs in the browser up to the order confirmation, which (with
 * its receipt) names the shop, the appointment that was booked and the card that paid.
 */

const SIZE_PAGE = "/tire-sizes/225-50r17";

// Each journey shops, books, pays and reads the receipt: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 90_000 });

type Listed = { productId: string; availability: string; link: { href: string } };

/** The first tire of the size that is in stock, as the catalogue lists it (best match). */
async function tireInStock(request: APIRequestContext): Promise<Listed> {
  const listing = await (await request.get("/api/catalog/products?size=225-50r17")).json();
  const tire = (listing.siteCatalogProducts as Listed[]).find(
    (p) => p.availability === "ProductStatusAvailable",
  );
  if (!tire) throw new Error("no 225/50R17 tire in stock");
  return tire;
}

/** Presses "Add 4 to cart" on that tire's card of a listing; the cart modal opens. */
async function addFourFromListing(page: Page, tire: Listed) {
  await page
    .locator(".product-card")
    .filter({ has: page.locator(`input[name="productId"][value="${tire.productId}"]`) })
    .getByRole("button", { name: /^Add 4 to cart/ })
    .click();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart.getByRole("combobox", { name: /^Quantity of / })).toHaveValue("4");
  return cart;
}

/** The cart being checked out: named in the step's URL, or the browser's cart cookie. */
async function checkoutCartId(page: Page): Promise<string> {
  const fromUrl = new URL(page.url()).searchParams.get("cartId");
  if (fromUrl) return fromUrl;
  const cookies = await page.context().cookies(page.url());
  const cartId = cookies.find((cookie) => cookie.name === "CART_ID")?.value;
  if (!cartId) throw new Error("the checkout has no cart");
  return cartId;
}

/** The shipping step's ZIP entry, shown while the cart has none. */
async function enterCartZip(page: Page, zip: string) {
  await page.getByRole("textbox", { name: "ZIP code" }).fill(zip);
  await page.getByRole("button", { name: "Find shops" }).click();
}

/**
 * The cart's shop install as the shipping step shows it: the shop, the appointment the server
 * holds for the cart and how long it holds it. Returns the appointment.
 */
async function expectShopInstall(page: Page, company: string): Promise<CartAppointment> {
  const summary = page.locator(".checkout-step").getByText(/^Installed at /);
  await expect(summary).toContainText(`Installed at ${company}, `);
  // No time is held until the shopper chooses one: the step then opens on the shop's times.
  if ((await summary.textContent())?.includes("install time not chosen yet")) {
    await chooseFirstFreeTime(page);
  }
  const cartId = await checkoutCartId(page);
  const response = await page.request.get(`/api/checkout/cart-appointment?cartId=${cartId}`);
  const appointment = (await response.json()).cartAppointment as CartAppointment | null;
  if (!appointment) throw new Error(`the cart ${cartId} has no install appointment`);
  expect(appointment.installer.company).toBe(company);
  await expect(summary).toContainText(`Installed at ${company}, ${appointmentLabel(appointment)}`);
  expect(appointment.hold?.expired).toBe(false);
  await expect(summary).toContainText(holdNotice(appointment) ?? "Held until");
  return appointment;
}

/**
 * Pays with the sandbox's approved card (4111 1111 1111 1111): payment, review, place order. The
 * review step names the card before the order is placed. Returns the placed order.
 */
async function payByCard(page: Page): Promise<Order> {
  await continueToPayment(page);
  await enterCard(page, "4111 1111 1111 1111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
  await expect(page.getByText("Visa ending in 1111, receipt to ana@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("orderId");
  const response = await page.request.get(`/api/checkout/orders/${id}`);
  expect(response.status()).toBe(200);
  const { order } = (await response.json()) as { order: Order };
  await expect(page.getByText(`Your order number is ${order.orderId}.`)).toBeVisible();
  return order;
}

/** The receipt PDF linked from the confirmation, as text. */
async function receiptText(page: Page): Promise<string> {
  const href = await page
    .getByRole("link", { name: "Download your receipt (PDF)" })
    .getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  return pdfText(await response.body());
}

/** Four tires in the order, paid by the Visa ending in 1111, and so on the receipt. */
async function expectFourTiresByCard(page: Page, order: Order) {
  const tires = order.lines.filter((line) => line.kind === "tire");
  expect(tires.reduce((sum, line) => sum + line.quantity, 0)).toBe(4);
  await expect(page.getByRole("list", { name: "Tires in your order" })).toContainText("4 ×");
  expect(order.payment).toMatchObject({ method: "credit", cardBrand: "Visa", last4: "1111" });
  const receipt = await receiptText(page);
  expect(receipt).toContain(order.orderId);
  expect(receipt).toContain("Visa ending in 1111");
  return receipt;
}

/**
 * The confirmation of an order installed at `company`: the shop as its destination, the
 * appointment that was booked at checkout, four tires and the card, on the page and the receipt.
 */
async function expectInstalledOrder(
  page: Page,
  order: Order,
  company: string,
  booked: CartAppointment,
) {
  const receipt = await expectFourTiresByCard(page, order);
  expect(order.shippingOption).toBe("installer");
  expect(order.installerId).toBe(booked.installer.installerId);
  expect(order.appointment).toMatchObject({
    date: booked.date,
    slotTime: booked.slotTime,
    isDropOff: booked.isDropOff,
  });
  const destination = page.locator(".checkout-destination");
  await expect(destination).toContainText("Installation at");
  await expect(destination).toContainText(company);
  await expect(
    page.getByText(`Your install appointment: ${appointmentLabel(booked, { withYear: true })}.`),
  ).toBeVisible();
  expect(receipt).toContain(company);
  // Four tires installed come with 12 months of roadside assistance, on the page and the receipt.
  expect(order.roadsideAssistanceUntil).not.toBeNull();
  await expect(
    page.getByText(/^Roadside assistance is included for 12 months, until /),
  ).toBeVisible();
  expect(receipt).toContain("Roadside assistance");
}

test("storefront: size search, add 4, a shop near 78704 and a time of my choosing, paid by card", async ({
  page,
  request,
}) => {
  const tire = await tireInStock(request);
  await page.goto("/");
  await page.getByRole("tab", { name: "By size" }).click();
  const size = page.getByLabel("Your tire size", { exact: true });
  await size.fill("2255017");
  await size.press("Enter");
  await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
  const cart = await addFourFromListing(page, tire);
  await cart.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();

  await enterCartZip(page, "78704");
  const shops = page
    .getByRole("tabpanel", { name: "Ship to installer" })
    .getByRole("list", { name: "Shops near 78704" })
    .getByRole("listitem");
  const nearest = await (
    await request.get("/api/installers?userZip=78704&mobileInstall=false&limit=4")
  ).json();
  const company: string = nearest.siteInstallers.siteInstallerList[0].company;
  await expect(shops.first().locator(".installer-choices__name")).toHaveText(company);
  await shops
    .first()
    .getByRole("button", { name: `Select this shop: ${company}` })
    .click();
  const first = await expectShopInstall(page, company);

  // Another day than the first free time, and its first free slot.
  await page.getByRole("button", { name: "Change install time" }).click();
  const day = page.getByLabel("Install day");
  // The picker loads the shop's days first; its options are read once the select is there.
  await expect(day.locator("option").first()).toBeAttached();
  const days = await day
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const other = days.find((date) => date !== first.date);
  if (!other) throw new Error(`${company} has one free day only`);
  await day.selectOption(other);
  await page
    .getByRole("group", { name: /^Install time on / })
    .getByRole("radio", { disabled: false })
    .first()
    .check();
  await page.getByRole("button", { name: "Save install time" }).click();
  await expect(page.getByRole("button", { name: "Save install time" })).toHaveCount(0);
  const booked = await expectShopInstall(page, company);
  expect(booked.date).toBe(other);

  const order = await payByCard(page);
  await expectInstalledOrder(page, order, company, booked);
});

test("product page: an install time at a shop near 78704, then checkout and pay", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const tire = await tireInStock(request);
  await context.addCookies([{ name: "USER_ZIP", value: "78704", url: baseURL ?? "" }]);
  await page.goto(tire.link.href);
  const shop = page
    .getByRole("region", { name: "Installation near you" })
    .locator(".pdp-installer")
    .filter({ has: page.getByRole("button", { name: /^Choose install time/ }) })
    .first();
  const company = (await shop.locator("strong").first().textContent()) ?? "";
  const nearby = await (
    await request.get("/api/installers?userZip=78704&limit=4&source=pdp")
  ).json();
  expect(
    nearby.siteInstallers.siteInstallerList.map((i: { company: string }) => i.company),
  ).toContain(company);
  await shop.getByRole("button", { name: /^Choose install time/ }).click();

  const modal = page.getByRole("dialog", { name: `Install at ${company}` });
  await modal.getByRole("radio", { disabled: false }).first().check();
  await modal.getByRole("button", { name: "Add 4 with this install time" }).click();
  await expect(modal).toBeHidden();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart.getByRole("combobox", { name: /^Quantity of / })).toHaveValue("4");
  await expect(cart.getByText("12 months of roadside assistance included")).toBeVisible();
  await cart.getByRole("link", { name: "Checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  const booked = await expectShopInstall(page, company);
  const order = await payByCard(page);
  await expectInstalledOrder(page, order, company, booked);
});

test("installer widget: the partner's shop books the time, checkout on the storefront, paid by card", async ({
  page,
}) => {
  await page.goto("/examples/third-party-shop.html");
  const widget = page.locator("treadkit-installer");
  await expect(shopName(widget)).toBeVisible();
  await expect(widget).not.toContainText("does not install near");
  await bookInstalledTires(widget, "225/50R17");
  await expect(widget.getByRole("heading", { name: "Your cart" })).toBeFocused();
  await expect(widget.getByRole("list", { name: "Tires in your cart" })).toContainText("4 ×");
  await widget.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout\/shipping\?/);

  const booked = await expectShopInstall(page, SHOP_NAME);
  const order = await payByCard(page);
  await expectInstalledOrder(page, order, SHOP_NAME, booked);
});

test("tire-maker widget: a size of the line, Install here at a shop, checkout and pay", async ({
  page,
  request,
}) => {
  const listing = await (
    await request.get("/api/catalog/products?brand=michelin&line=pilot-sport-4s&pageSize=60")
  ).json();
  const size = (listing.siteCatalogProducts as { size: string; availability: string }[]).find(
    (p) => p.availability === "ProductStatusAvailable",
  );
  if (!size) throw new Error("the Pilot Sport 4S has no size in stock");

  await page.goto("/examples/tiremaker-brand.html");
  const widget = page.locator("treadkit-tiremaker");
  await widget.getByRole("button", { name: /^Pilot Sport 4S/ }).click();
  await widget
    .getByRole("radio", { name: new RegExp(`^${size.size.replace("/", "\\/")} `) })
    .check();
  await widget.getByRole("combobox", { name: "Quantity" }).selectOption("4");
  await widget.getByRole("button", { name: "Add to cart" }).click();
  await expect(widget.getByRole("button", { name: /^Cart\b/ })).toHaveAccessibleName(/4 tires$/);

  await widget.getByRole("textbox", { name: "ZIP code" }).fill("33301");
  await widget.getByRole("button", { name: "Find shops" }).click();
  const shop = widget.getByRole("list", { name: "Installers near 33301" }).getByRole("listitem");
  const company = (await shop.first().getByRole("heading", { level: 4 }).textContent()) ?? "";
  await shop
    .first()
    .getByRole("button", { name: /^Install here/ })
    .click();
  await expect(widget.getByRole("status").first()).toHaveText(
    `Your tires will be installed at ${company}`,
  );

  await widget.getByRole("button", { name: /^Cart\b/ }).click();
  await widget.getByRole("dialog").getByRole("link", { name: "Check out" }).click();
  await page.waitForURL((url) => url.pathname === "/checkout/shipping");
  const booked = await expectShopInstall(page, company);
  const order = await payByCard(page);
  await expectInstalledOrder(page, order, company, booked);
});

test("simple shop: four tires installed at the partner's own shop, paid by card", async ({
  page,
  request,
  baseURL,
}) => {
  const shopOrigin = `http://sunrise.shop.localhost:${new URL(baseURL ?? "").port}`;
  const tire = await tireInStock(request);
  await page.goto(`${shopOrigin}${SIZE_PAGE}`);
  await expect(page.getByRole("link", { name: `${SHOP_NAME} home` })).toBeVisible();
  const cart = await addFourFromListing(page, tire);
  await cart.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();

  await enterCartZip(page, "33301");
  // The partner's shop leads the list.
  const partner = page
    .getByRole("list", { name: "Shops near 33301" })
    .getByRole("listitem")
    .first();
  await expect(partner.locator(".installer-choices__name")).toHaveText(SHOP_NAME);
  await partner.getByRole("button", { name: `Select this shop: ${SHOP_NAME}` }).click();
  const booked = await expectShopInstall(page, SHOP_NAME);

  const order = await payByCard(page);
  expect(new URL(page.url()).origin).toBe(shopOrigin);
  await expectInstalledOrder(page, order, SHOP_NAME, booked);
});

test("mobile installer: the Ship to mobile installer tab, an address in its area, paid by card", async ({
  page,
  request,
}) => {
  const company = "Broward Mobile Tire Service";
  const tire = await tireInStock(request);
  await page.goto(SIZE_PAGE);
  const cart = await addFourFromListing(page, tire);
  await cart.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  await enterCartZip(page, "33301");

  await page.getByRole("tab", { name: "Ship to mobile installer" }).click();
  const panel = page.getByRole("tabpanel", { name: "Ship to mobile installer" });
  await panel.getByRole("radio", { name: new RegExp(`^${company}`) }).check();
  await panel.getByLabel("Street address").fill("200 SE 2nd Ave");
  await panel.getByLabel("City").fill("Fort Lauderdale");
  await panel.getByLabel("State").fill("FL");
  await panel.getByLabel("ZIP code").fill("33301");
  await panel.getByLabel("Vehicle").fill("2019 Honda CR-V EX");
  await panel.getByRole("button", { name: "Install at this address" }).click();
  await expect(page.getByText(`Installed by ${company} at`)).toBeVisible();
  await expect(page.locator(".checkout-step address")).toContainText("200 SE 2nd Ave");

  const order = await payByCard(page);
  await expectFourTiresByCard(page, order);
  expect(order.shippingOption).toBe("installer");
  const mobile = await (
    await request.get("/api/installers?userZip=33301&mobileInstall=true&limit=10")
  ).json();
  const installer = mobile.siteInstallers.siteInstallerList.find(
    (i: { company: string }) => i.company === company,
  );
  expect(order.installerId).toBe(installer?.installerId);
  const destination = page.locator(".checkout-destination");
  await expect(destination).toContainText("Mobile installation at");
  await expect(destination.locator("address")).toContainText("200 SE 2nd Ave");
});
