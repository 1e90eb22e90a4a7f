import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { HOME, placeTestOrder } from "../../testing/orders";
import { MILITARY_CUSTOMER_HEADER } from "../cart/request-context";
import { amountRows } from "../orders/order-document";

/** Half up to the cent at a rate in parts per million, as a receipt rounds it. */
const taxAt = (cents: number, ratePpm: number) =>
  Math.floor((cents * ratePpm + 500_000) / 1_000_000);

/**
 * Sales tax as carts and orders charge it, on the shipped data set: at the shop for an installed
 * order, at the ship-to address otherwise, with each state's rule on labour and its tire fee;
 * nothing for a tax-exempt account or the military exchange.
 */
describe("sales tax on carts and orders", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const call = async (
    method: "GET" | "POST",
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const shopNear = async (zip: string) =>
    (await call("GET", `/api/installers?userZip=${zip}&limit=1`)).body.siteInstallers
      .siteInstallerList[0] as { installerId: string; state: string; zip: string };
  /** Four tires installed at `shop`, bought by a shopper whose own ZIP is elsewhere. */
  const installedCart = async (shop: { installerId: string }) =>
    (
      await call("POST", "/api/cart-summary", {
        productId: tire,
        quantity: { front: 4 },
        zip: "10001",
        installerId: shop.installerId,
      })
    ).body.siteCart;

  it("taxes an installed cart at the shop, labour too where the state taxes it (Texas)", async () => {
    const shop = await shopNear("78704");
    expect(shop.state).toBe("TX");
    const cart = await installedCart(shop);
    const s = cart.cartSummary;
    expect(s.installationInCents).toBeGreaterThan(0);
    expect(s.tax).toMatchObject({ state: "TX", exempt: false });
    // Texas: 6.25% plus the shop's local rate, on the tires and the installation labour.
    expect(s.tax.ratePpm).toBeGreaterThanOrEqual(62_500);
    expect(s.salesTaxInCents).toBe(taxAt(s.productsInCents + s.installationInCents, s.tax.ratePpm));
    expect(s.tireFeeInCents).toBe(0);
    expect(s.totalInCents).toBe(s.productsInCents + s.installationInCents + s.salesTaxInCents);
  });

  it("leaves labour untaxed where the state does (Florida), and adds its tire fee", async () => {
    const shop = await shopNear("33301");
    expect(shop.state).toBe("FL");
    const s = (await installedCart(shop)).cartSummary;
    expect(s.tax).toMatchObject({ state: "FL", exempt: false });
    expect(s.salesTaxInCents).toBe(taxAt(s.productsInCents, s.tax.ratePpm));
    expect(s.tireFeeInCents).toBe(400);
  });

  it("taxes a home delivery at its address, not at the ZIP the shopper browsed with", async () => {
    const cart = (
      await call("POST", "/api/cart-summary", {
        productId: tire,
        quantity: { front: 4 },
        zip: "78704",
      })
    ).body.siteCart;
    expect(cart.cartSummary.tax).toMatchObject({ state: "TX", ratePpm: 82_500 });
    const shipped = await call("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, HOME);
    expect(shipped.status).toBe(200);
    const priced = (await call("GET", `/api/cart-summary?cartId=${cart.id}`)).body.siteCart;
    expect(priced.cartSummary.tax).toEqual({ state: "FL", ratePpm: 70_000, exempt: false });
  });

  it("keeps the tax on the order: amounts, state and rate, and a tax line per tire line", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    const a = order.amounts;
    expect(a.tax).toEqual({ state: "FL", ratePpm: 70_000, exempt: false });
    expect(a.salesTaxInCents).toBe(taxAt(a.productsInCents, 70_000));
    expect(a.tireFeeInCents).toBe(400);
    const taxLines = order.lines.filter((l) => l.kind === "salesTax");
    expect(taxLines.map((l) => l.totalInCents)).toEqual([a.salesTaxInCents]);
    expect(taxLines[0]?.description).toMatch(/^Sales tax \(FL 7%\), /);
    const fees = order.lines.filter((l) => l.kind === "fee");
    expect(fees.reduce((n, l) => n + l.totalInCents, 0)).toBe(400);
    // The receipt and the e-mail list both, before the total.
    const rows = amountRows(a).map((row) => row.label);
    expect(rows.slice(-3)).toEqual(["State tire fee (FL)", "Sales tax (FL 7%)", "Total"]);
  });

  it("charges a tax-exempt account no tax, and says so; the state's tire fee still", async () => {
    const fleet = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const created = await fleet.request("POST", "/api/cart-summary", {
      json: { productId: tire, quantity: { front: 4 }, zip: "33301" },
    });
    const s = created.json().siteCart.cartSummary;
    expect(s.tax).toEqual({ state: "FL", ratePpm: 0, exempt: true });
    expect(s.salesTaxInCents).toBe(0);
    expect(s.tireFeeInCents).toBe(400);
    expect(s.totalInCents).toBe(s.productsInCents + 400);
    // The same tires for a guest carry Florida's 7%.
    const guest = testBrowser(ctx.app);
    const guestCart = await guest.request("POST", "/api/cart-summary", {
      json: { productId: tire, quantity: { front: 4 }, zip: "33301" },
    });
    expect(guestCart.json().siteCart.cartSummary.salesTaxInCents).toBeGreaterThan(0);
  });

  it("charges no tax on the military exchange's channel", async () => {
    const headers = { [MILITARY_CUSTOMER_HEADER]: `AAFES-${randomUUID().slice(0, 8)}` };
    const { body } = await call(
      "POST",
      "/api/cart-summary",
      { productId: tire, quantity: { front: 4 }, zip: "33301" },
      headers,
    );
    expect(body.siteCart.cartSummary.tax).toMatchObject({ exempt: true });
    expect(body.siteCart.cartSummary.salesTaxInCents).toBe(0);
    // The header is the shopper's to send: an order paid any other way than at the exchange
    // is taxed.
    const cartId = body.siteCart.id;
    await call("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, HOME, headers);
    const quote = async (method: string) =>
      (
        await call(
          "GET",
          `/api/checkout/quote?cartId=${cartId}&paymentMethod=${method}`,
          undefined,
          headers,
        )
      ).body.quote.amounts;
    expect((await quote("credit")).tax).toMatchObject({ state: "FL", exempt: false });
    expect((await quote("credit")).salesTaxInCents).toBeGreaterThan(0);
    expect(await quote("exchange")).toMatchObject({ salesTaxInCents: 0, tax: { exempt: true } });
  });

  it("says nothing of tax while the store cannot tell where the tires go", async () => {
    const { body } = await call("POST", "/api/cart-summary", {
      productId: tire,
      quantity: { front: 4 },
    });
    expect(body.siteCart.cartSummary).toMatchObject({
      tax: null,
      salesTaxInCents: 0,
      tireFeeInCents: 0,
    });
  });
});
