import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Order } from "../../packages/core/src/order/schemas";
import { createSeededPostgres } from "../../packages/server/src/testing/databases";
import { type ServerFleet, startServers } from "../support/server-processes";
import { type APIRequestContext, expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * Returns of delivered tires as shoppers ask for them: a guest from Order ID and ZIP, a member
 * from My Orders. Delivery is the operator's step (`npm run order:advance`), which needs the
 * server's database from another process: these journeys run on a server of their own on
 * PostgreSQL, with the data set `npm start` serves.
 */

const DATABASE_URL = process.env.DATABASE_URL;
if (process.env.CI === "true" && !DATABASE_URL) {
  throw new Error("CI=true requires DATABASE_URL: the returns journeys are never skipped in CI");
}

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(!DATABASE_URL, "needs PostgreSQL (DATABASE_URL) for the operator's delivery step");

let fleet: ServerFleet;
let database: { url: string; drop(): Promise<void> };
let base: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await createSeededPostgres("e2e_returns");
  fleet = await startServers(1, database.url, { PUBLIC_ORIGIN: "" });
  base = fleet.servers[0]?.base as string;
});
test.afterAll(async () => {
  await fleet?.stop();
  await database?.drop();
});

/** Delivered, as the operator records it from the carrier's scan. */
function deliver(orderNumber: string) {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/advance-order.ts", orderNumber, "--to", "delivered"],
    { env: { ...process.env, DATABASE_URL: database.url }, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`order:advance failed: ${run.stderr}`);
}

/** Four tires shipped to 100 Main St, 33301, placed through the API as the checkout does. */
async function placeOrder(request: APIRequestContext, headers: Record<string, string> = {}) {
  const listing = await (
    await request.get(`${base}/api/catalog/products?size=225-50r17&pageSize=10`)
  ).json();
  const tire = listing.siteCatalogProducts.find(
    (p: { availability: string }) => p.availability === "ProductStatusAvailable",
  );
  const call = async (path: string, data: object, extra: Record<string, string> = {}) => {
    const response = await request.post(`${base}${path}`, {
      data,
      headers: { ...headers, ...extra },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const cart = (
    await call("/api/cart-summary", { productId: tire.productId, quantity: { front: 4 } })
  ).siteCart;
  await call(`/api/checkout/cart-shipping?cartId=${cart.id}`, {
    shippingOption: "home",
    firstName: "Ana",
    lastName: "Lopez",
    addressLine1: "100 Main St",
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    phone: "9545550100",
    email: "ana@example.com",
  });
  const priced = (await (await request.get(`${base}/api/cart-summary?cartId=${cart.id}`)).json())
    .siteCart;
  const placed = await call(
    "/api/checkout/orders",
    {
      cartId: cart.id,
      paymentMethod: "credit",
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: priced.cartSummary.totalInCents,
    },
    { "idempotency-key": `e2e-${randomUUID()}` },
  );
  return placed.order as Order;
}

/** A small PNG: the signature, then zeros. */
const PHOTO = {
  name: "tires.png",
  mimeType: "image/png",
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2_000),
  ]),
};

async function askForReturn(page: Page, order: Order) {
  await page.getByRole("link", { name: "Request a return" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Return tires from order ${order.orderId}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "main");
  // The reorder checkbox sits before its label on the label's first line, not above it.
  const reorder = page.getByRole("checkbox", { name: /I am reordering these tires/ });
  const box = await reorder.boundingBox();
  const label = await page.locator('label[for="return-reorder"]').boundingBox();
  expect(box && label && box.x + box.width <= label.x).toBe(true);
  expect(box && label && box.y >= label.y - 4 && box.y + box.height <= label.y + 28).toBe(true);
  // The photo field's button is drawn as the store's, not the browser's grey default.
  const fileButton = await page
    .getByLabel("A photo of the tires (optional, under 1MB)")
    .evaluate((input) => getComputedStyle(input, "::file-selector-button").borderTopLeftRadius);
  expect(fileButton).not.toBe("0px");
  // Nothing chosen: the form says so at the tires.
  await page.getByRole("button", { name: "Request the return" }).click();
  await expect(page.getByText("Please select at least one tire to return")).toBeVisible();
  const line = order.lines.find((l) => l.kind === "tire");
  await page.getByLabel(line?.description ?? "").selectOption("2");
  await page.getByLabel("Why are you returning them?").selectOption("Wrong size");
  await page.getByLabel("Anything we should know? (optional)").fill("Needed 235s.");
  await page.getByLabel("A photo of the tires (optional, under 1MB)").setInputFiles(PHOTO);
  await page.getByRole("button", { name: "Request the return" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your return request is in" }),
  ).toBeVisible();
  await expect(page.getByText("after the $40.00 handling fee")).toBeVisible();
  await page.getByRole("link", { name: "Back to your order" }).click();
  await expect(page.getByText(/^2 tires, requested: \$[\d,]+\.\d\d refund/)).toBeVisible();
}

test("a guest finds a delivered order by Order ID and ZIP and asks for a return with a photo", async ({
  page,
}) => {
  const order = await placeOrder(page.request);
  deliver(order.orderId);
  await page.goto(`${base}/track-your-order`);
  const form = page.getByRole("form", { name: "Find your order" });
  await form.getByLabel("Order ID").fill(order.orderId);
  await form.getByLabel("ZIP code").fill("33301");
  await form.getByRole("button", { name: "Track order" }).click();
  const progress = page.getByRole("list", { name: `Progress of order ${order.orderId}` });
  await expect(progress.locator('[aria-current="step"]')).toHaveText("Delivered");
  await askForReturn(page, order);
});

test("a member opens a delivered order from My Orders and asks for a return", async ({ page }) => {
  await page.goto(`${base}/account/my-orders`);
  await expect(page.getByRole("heading", { name: "Sign in to Treadkit" })).toBeVisible();
  await page.getByLabel("E-mail").fill("member@treadkit.example");
  await page.getByLabel("Password").fill("treadkit-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
  const csrf = (await page.context().cookies()).find((c) => c.name === "CSRF_TOKEN")?.value ?? "";
  const order = await placeOrder(page.request, { "x-csrf-token": csrf });
  deliver(order.orderId);
  await page.reload();
  await page
    .getByRole("link", { name: `Tracking, returns and work order for order ${order.orderId}` })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Order ${order.orderId}` }),
  ).toBeVisible();
  await askForReturn(page, order);
});

/** Four tires installed at the first shop near 33301 at its first free time, billed in 33132. */
async function placeInstalledOrder(request: APIRequestContext) {
  const listing = await (
    await request.get(`${base}/api/catalog/products?size=225-50r17&pageSize=10`)
  ).json();
  const tire = listing.siteCatalogProducts.find(
    (p: { availability: string }) => p.availability === "ProductStatusAvailable",
  );
  const call = async (path: string, data?: object, headers: Record<string, string> = {}) => {
    const response = data
      ? await request.post(`${base}${path}`, { data, headers })
      : await request.get(`${base}${path}`);
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const shop = (await call("/api/installers?userZip=33301&mobileInstall=false&limit=1"))
    .siteInstallers.siteInstallerList[0];
  const cart = (
    await call("/api/cart-summary", {
      productId: tire.productId,
      quantity: { front: 4 },
      zip: "33301",
      installerId: shop.installerId,
    })
  ).siteCart;
  await call(`/api/checkout/cart-shipping?cartId=${cart.id}`, {
    shippingOption: "installer",
    installerId: shop.installerId,
  });
  const days = (await call(`/api/installers/${shop.installerId}/schedule`)).siteInstallerSchedule
    .scheduleDays as {
    slots: { isSlotAvailable: boolean; date: string; slotTime: string; isDropOff: boolean }[];
  }[];
  const slot = days.flatMap((d) => d.slots).find((s) => s.isSlotAvailable);
  await call(`/api/checkout/cart-appointment?cartId=${cart.id}`, {
    installerId: shop.installerId,
    date: slot?.date,
    slotTime: slot?.slotTime,
    isDropOff: slot?.isDropOff,
  });
  await call(`/api/checkout/cart-billing?cartId=${cart.id}`, {
    firstName: "Ana",
    lastName: "Lopez",
    addressLine1: "200 Biscayne Blvd",
    city: "Miami",
    state: "FL",
    zip: "33132",
    phone: "9545550100",
    email: "ana@example.com",
  });
  const { quote } = await call(`/api/checkout/quote?cartId=${cart.id}&paymentMethod=credit`);
  const placed = await call(
    "/api/checkout/orders",
    {
      cartId: cart.id,
      paymentMethod: "credit",
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: quote.amounts.totalInCents,
    },
    { "idempotency-key": `e2e-${randomUUID()}` },
  );
  return { order: placed.order as Order, shop: shop.company as string };
}

test("a guest finds an installed order by their own ZIP; a damaged tire comes back through the shop, free", async ({
  page,
}) => {
  const { order, shop } = await placeInstalledOrder(page.request);
  deliver(order.orderId);
  await page.goto(`${base}/track-your-order`);
  const form = page.getByRole("form", { name: "Find your order" });
  await form.getByLabel("Order ID").fill(order.orderId);
  // The billing ZIP, not the shop's.
  await form.getByLabel("ZIP code").fill("33132");
  await form.getByRole("button", { name: "Track order" }).click();
  const progress = page.getByRole("list", { name: `Progress of order ${order.orderId}` });
  await expect(progress.locator('[aria-current="step"]')).toHaveText("Delivered");
  await page.getByRole("link", { name: "Request a return" }).click();
  const main = page.getByRole("main");
  await expect(main.getByText(`These tires were mounted by ${shop}.`)).toBeVisible();
  await expect(main.getByText("prepaid return label")).toHaveCount(0);
  const line = order.lines.find((l) => l.kind === "tire");
  await page.getByLabel(line?.description ?? "").selectOption("1");
  await page.getByLabel("Why are you returning them?").selectOption("Arrived damaged");
  await page.getByRole("button", { name: "Request the return" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your return request is in" }),
  ).toBeVisible();
  await expect(main.getByRole("status")).toContainText(`with ${shop}, who mounted them`);
  await expect(main.getByText("We will e-mail the return label")).toHaveCount(0);
  await expect(main.getByText("handling fee")).toHaveCount(0);
});
