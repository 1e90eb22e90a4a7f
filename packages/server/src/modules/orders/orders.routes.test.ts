import { randomUUID } from "node:crypto";
import { APPOINTMENT_ISSUE_MESSAGE, createSandboxProvider } from "@treadkit/core/payment";
import { INSTALL_LOCATION_REQUIRED_MESSAGE } from "@treadkit/core/shipping";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox.schema";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { warehouses } from "../pickup/pickup.schema";
import { installerClosures } from "../schedule/schedule.schema";
import { orders, stock } from "./orders.schema";

const HOME = {
  shippingOption: "home",
  firstName: "Ana",
  lastName: "Diaz",
  addressLine1: "100 Las Olas Blvd",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  phone: "9545550100",
  email: "ana@example.com",
};
/** Sandbox nonces are single-use; a suffix makes a fresh one with the same behaviour. */
const fresh = (nonce: string) => `${nonce}:${randomUUID()}`;
const visa = () => ({ nonce: fresh("fake-valid-visa-nonce") });
const newKey = () => `test-key-${randomUUID()}`;

describe.each(testDatabaseKinds())("placing orders on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: gateway });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const inject = async (
    method: "GET" | "POST" | "PUT",
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      ...(headers ? { headers } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  /** A cart of `quantity` tires shipped home, and the total it shows. */
  async function readyCart(productId = tire, quantity = 4) {
    const cart = (
      await inject("POST", "/api/cart-summary", {
        productId,
        quantity: { front: quantity },
        zip: "33301",
      })
    ).body.siteCart;
    await inject("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, HOME);
    const priced = (await inject("GET", `/api/cart-summary?cartId=${cart.id}`)).body.siteCart;
    return {
      cartId: cart.id as string,
      total: priced.cartSummary.totalInCents as number,
      products: priced.cartSummary.productsInCents as number,
    };
  }

  /** Florida, Broward County: 7% on the tires (not the fee), and $1.00 a tire of state fee. */
  const floridaTax = (cents: number) => Math.floor((cents * 70_000 + 500_000) / 1_000_000);

  const place = (body: object, key = newKey()) =>
    inject("POST", "/api/checkout/orders", body, { "idempotency-key": key });

  const unitsOf = async (productId: string) => {
    const [row] = await ctx.database.db
      .select({ n: sql<number>`coalesce(sum(${stock.quantity}), 0)`.mapWith(Number) })
      .from(stock)
      .where(eq(stock.productId, Number(productId)));
    return row?.n ?? 0;
  };
  const ordersOf = (cartId: string) =>
    ctx.database.db.select().from(orders).where(eq(orders.cartId, cartId));

  it("places an order: amounts from the server, stock taken, an outbox entry written", async () => {
    const before = await unitsOf(tire);
    const { cartId, total } = await readyCart();
    const { status, body } = await place({
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: total,
    });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({
      status: "placed",
      email: "ana@example.com",
      payment: { method: "credit", cardBrand: "Visa" },
      amounts: { totalInCents: total, paymentDiscountInCents: 0 },
      shippingOption: "home",
      // Shipped home, not installed: no roadside assistance.
      roadsideAssistanceUntil: null,
    });
    expect(body.order.orderId).toMatch(/^\d{7}$/);
    expect(body.order.lines[0]).toMatchObject({ kind: "tire", quantity: 4 });
    expect(await unitsOf(tire)).toBe(before - 4);
    const [entry] = await ctx.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'orderId' = ${body.order.id}`);
    expect(entry?.topic).toBe("order.placed");
    expect((await inject("GET", `/api/checkout/orders/${body.order.id}`)).body.order.orderId).toBe(
      body.order.orderId,
    );
  });

  it.each([
    ["applepay", "MasterCard", "4242"],
    ["googlepay", "American Express", "1005"],
  ] as const)(
    "records the %s wallet's own card, not the sandbox's test card",
    async (method, cardType, lastFour) => {
      const { cartId } = await readyCart();
      const wallet = createSandboxProvider({ walletCard: { cardType, lastFour } });
      const amount = (
        await inject("GET", `/api/checkout/quote?cartId=${cartId}&paymentMethod=${method}`)
      ).body.quote.amounts.totalInCents;
      const payload =
        method === "applepay"
          ? await wallet.applePay({ amountInCents: amount })
          : await wallet.googlePay({ amountInCents: amount });
      const { status, body } = await place({
        cartId,
        paymentMethod: method,
        payload,
        expectedTotalInCents: amount,
      });
      expect(status).toBe(201);
      expect(body.order.payment).toMatchObject({ method, cardBrand: cardType, last4: lastFour });
      const read = await inject("GET", `/api/checkout/orders/${body.order.id}`);
      expect(read.body.order.payment).toMatchObject({ cardBrand: cardType, last4: lastFour });
    },
  );

  it("ships the freshest units first, and the cart line and the order say when they were made", async () => {
    const [a, b, c] = await ctx.database.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .orderBy(warehouses.id)
      .limit(3);
    if (!a || !b || !c) throw new Error("the data set has three warehouses");
    const productId = Number(tire);
    await ctx.database.db.delete(stock).where(eq(stock.productId, productId));
    await ctx.database.db.insert(stock).values([
      // The fullest shelf is the oldest: freshness comes first, delivery times being equal.
      { productId, warehouseId: a.id, quantity: 50, productionYear: 2024, productionWeek: 5 },
      { productId, warehouseId: b.id, quantity: 2, productionYear: 2026, productionWeek: 10 },
      { productId, warehouseId: c.id, quantity: 3, productionYear: 2025, productionWeek: 40 },
    ]);
    const { cartId, total } = await readyCart(tire, 4);
    const line = (await inject("GET", `/api/cart-summary?cartId=${cartId}`)).body.siteCart
      .siteProducts[0];
    expect(line.madeIn).toEqual([
      { year: 2025, week: 40 },
      { year: 2026, week: 10 },
    ]);
    const { status, body } = await place({
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: total,
    });
    expect(status).toBe(201);
    expect(body.order.lines[0]).toMatchObject({
      kind: "tire",
      madeIn: [
        { year: 2025, week: 40 },
        { year: 2026, week: 10 },
      ],
    });
    const shelves = await ctx.database.db
      .select({ warehouseId: stock.warehouseId, quantity: stock.quantity })
      .from(stock)
      .where(eq(stock.productId, productId))
      .orderBy(stock.warehouseId);
    expect(shelves).toEqual([
      { warehouseId: a.id, quantity: 50 },
      { warehouseId: b.id, quantity: 0 },
      { warehouseId: c.id, quantity: 1 },
    ]);
    // The order keeps what it shipped, whatever the shelves hold later.
    await ctx.database.db
      .update(stock)
      .set({ productionYear: 2026, productionWeek: 40 })
      .where(eq(stock.productId, productId));
    const read = (await inject("GET", `/api/checkout/orders/${body.order.id}`)).body.order;
    expect(read.lines[0].madeIn).toEqual([
      { year: 2025, week: 40 },
      { year: 2026, week: 10 },
    ]);
  });

  it("places a mobile install only with the address the installer comes to, and names it", async () => {
    const mobile = (await inject("GET", "/api/installers?userZip=33301&mobileInstall=true&limit=1"))
      .body.siteInstallers.siteInstallerList[0];
    expect(mobile?.isMobileInstall).toBe(true);
    // Another tire than the shared one, whose stock the other tests count.
    const listing = (await inject("GET", "/api/catalog/products?size=225-50r17")).body;
    const other = listing.siteCatalogProducts.find(
      (p: { productId: string; availability: string }) =>
        p.productId !== tire && p.availability === "ProductStatusAvailable",
    ).productId;
    const cart = (
      await inject("POST", "/api/cart-summary", {
        productId: other,
        quantity: { front: 4 },
        zip: "33301",
        installerId: mobile.installerId,
      })
    ).body.siteCart;
    const shipped = await inject("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, {
      shippingOption: "installer",
      installerId: mobile.installerId,
      isMobileInstall: true,
    });
    expect(shipped.status).toBe(200);
    const total = (await inject("GET", `/api/cart-summary?cartId=${cart.id}`)).body.siteCart
      .cartSummary.totalInCents;
    const order = { cartId: cart.id, paymentMethod: "credit", expectedTotalInCents: total };

    const refused = await place({ ...order, payload: visa() });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(INSTALL_LOCATION_REQUIRED_MESSAGE);
    expect(await ordersOf(cart.id)).toHaveLength(0);

    await inject("POST", `/api/checkout/install-location?cartId=${cart.id}`, {
      installerId: mobile.installerId,
      addressLine1: "200 SE 2nd Ave",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
      vehicle: "2019 Honda CR-V EX",
    });
    await inject("POST", `/api/checkout/cart-billing?cartId=${cart.id}`, {
      ...HOME,
      shippingOption: undefined,
    });
    const placed = await place({ ...order, payload: visa() });
    expect(placed.status).toBe(201);
    expect(placed.body.order.appointment).toBeNull();
    // Four tires installed: roadside assistance for 12 months from the order's day.
    const placedOn = new Date(placed.body.order.placedAt);
    expect(placed.body.order.roadsideAssistanceUntil).toBe(
      `${placedOn.getUTCFullYear() + 1}-${placed.body.order.placedAt.slice(5, 10)}`,
    );
    expect(placed.body.order.destination).toEqual({
      heading: "Mobile installation at",
      lines: ["200 SE 2nd Ave", "Fort Lauderdale, FL 33301", "For your 2019 Honda CR-V EX"],
    });
  });

  it("refuses an install time on a day the shop has since closed, and stores nothing", async () => {
    const shop = (await inject("GET", "/api/installers?userZip=33301&mobileInstall=false&limit=1"))
      .body.siteInstallers.siteInstallerList[0];
    const { cartId } = await readyCart();
    await inject("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
      shippingOption: "installer",
      installerId: shop.installerId,
    });
    const days = (await inject("GET", `/api/installers/${shop.installerId}/schedule`)).body
      .siteInstallerSchedule.scheduleDays;
    const slot = days
      .flatMap((d: { slots: { isSlotAvailable: boolean }[] }) => d.slots)
      .find((s: { isSlotAvailable: boolean }) => s.isSlotAvailable);
    const booked = await inject("POST", `/api/checkout/cart-appointment?cartId=${cartId}`, {
      installerId: shop.installerId,
      date: slot.date,
      slotTime: slot.slotTime,
      isDropOff: slot.isDropOff,
    });
    expect(booked.status).toBe(200);
    const priced = (await inject("GET", `/api/cart-summary?cartId=${cartId}`)).body.siteCart;
    await ctx.database.db
      .insert(installerClosures)
      .values({ installerId: Number(shop.installerId), date: slot.date });

    const refused = await place({
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: priced.cartSummary.totalInCents,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errorMessage: APPOINTMENT_ISSUE_MESSAGE,
      code: "APPOINTMENT_ISSUE",
    });
    expect(await ordersOf(cartId)).toHaveLength(0);
    await ctx.database.db
      .delete(installerClosures)
      .where(eq(installerClosures.installerId, Number(shop.installerId)));
  });

  it("returns the same order for the same key and body, and 422 for another body", async () => {
    const { cartId, total } = await readyCart();
    const key = newKey();
    const request = {
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: total,
    };
    const authorizations = gateway.authorizations().length;
    const first = await place(request, key);
    const again = await place(request, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(gateway.authorizations().length).toBe(authorizations + 1);
    const other = await place({ ...request, expectedTotalInCents: total + 1 }, key);
    expect(other).toMatchObject({
      status: 422,
      body: { errorMessage: "This Idempotency-Key was already used for a different order" },
    });
  });

  it("places one order and one authorisation for 20 concurrent requests with one key", async () => {
    const { cartId, total } = await readyCart();
    const key = newKey();
    const authorizations = gateway.authorizations().length;
    const request = {
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: total,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => place(request, key)));
    expect(results.filter((r) => !r.body.order)).toEqual([]);
    expect(new Set(results.map((r) => r.body.order?.id)).size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(gateway.authorizations().length).toBe(authorizations + 1);
  });

  it("never oversells the last units of a tire", async () => {
    const last = await tireInStock(ctx.app, "235-45r18");
    await ctx.database.db
      .update(stock)
      .set({ quantity: 0 })
      .where(eq(stock.productId, Number(last)));
    const [one] = await ctx.database.db
      .select({ warehouseId: stock.warehouseId })
      .from(stock)
      .where(eq(stock.productId, Number(last)));
    await ctx.database.db
      .update(stock)
      .set({ quantity: 5 })
      .where(
        sql`${stock.productId} = ${Number(last)} and ${stock.warehouseId} = ${one?.warehouseId}`,
      );
    const carts = [];
    for (let i = 0; i < 4; i += 1) carts.push(await readyCart(last, 2));
    const results = await Promise.all(
      carts.map(({ cartId, total }) =>
        place({ cartId, paymentMethod: "credit", payload: visa(), expectedTotalInCents: total }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409]);
    expect(refused[0]?.body.errorMessage).toBe(
      "A tire in your cart is no longer in stock. Please review your cart before paying.",
    );
    expect(await unitsOf(last)).toBe(1);
  });

  it("charges nothing and stores nothing when the price changed", async () => {
    const before = await unitsOf(tire);
    const authorizations = gateway.authorizations().length;
    const { cartId, total } = await readyCart();
    const { status, body } = await place({
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: total - 100,
    });
    expect(status).toBe(409);
    expect(body.code).toBe("PRICE_CHANGED");
    expect(body.errorMessage).toContain("The price of your order has changed to $");
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await unitsOf(tire)).toBe(before);
    expect(gateway.authorizations().length).toBe(authorizations);
  });

  it("leaves no order and gives the stock back when the card is declined", async () => {
    const before = await unitsOf(tire);
    const { cartId, total } = await readyCart();
    const { status, body } = await place({
      cartId,
      paymentMethod: "credit",
      payload: { nonce: fresh("fake-processor-declined-visa-nonce") },
      expectedTotalInCents: total,
    });
    expect(status).toBe(402);
    expect(body.code).toBe("DECLINED");
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await unitsOf(tire)).toBe(before);
  });

  it("takes the payment-type discount of the site globals (affirm 10%)", async () => {
    const { cartId, products } = await readyCart();
    const merchandise = products; // shipped home free, no coverage, no coupon
    const discount = Math.round(merchandise / 10);
    // Tax is on what is paid after the discount, not on the price before it.
    const expected = merchandise - discount + floridaTax(merchandise - discount) + 400;
    const { status, body } = await place({
      cartId,
      paymentMethod: "affirm",
      payload: { chargeId: `sandbox_affirm_${randomUUID()}` },
      expectedTotalInCents: expected,
    });
    expect(status).toBe(201);
    expect(body.order.amounts).toMatchObject({
      paymentDiscountInCents: discount,
      salesTaxInCents: floridaTax(merchandise - discount),
      tireFeeInCents: 400,
      tax: { state: "FL", ratePpm: 70_000, exempt: false },
      totalInCents: expected,
    });
    expect(body.order.lines.filter((l: { kind: string }) => l.kind === "salesTax")).toEqual([
      expect.objectContaining({
        description: expect.stringContaining("Sales tax (FL 7%)"),
        totalInCents: floridaTax(merchandise - discount),
      }),
    ]);
  });

  it("quotes what placement charges, per payment method, and the order placed at the quote", async () => {
    const { cartId, total, products } = await readyCart();
    const quote = async (method: string) =>
      inject("GET", `/api/checkout/quote?cartId=${cartId}&paymentMethod=${method}`);
    const credit = await quote("credit");
    expect(credit.status).toBe(200);
    expect(credit.body.quote).toMatchObject({
      email: "ana@example.com",
      amounts: { totalInCents: total, paymentDiscountInCents: 0 },
    });
    const affirm = (await quote("affirm")).body.quote.amounts;
    const discount = Math.round(products / 10);
    expect(affirm.paymentDiscountInCents).toBe(discount);
    expect(affirm.totalInCents).toBe(products - discount + floridaTax(products - discount) + 400);

    const placed = await place({
      cartId,
      paymentMethod: "affirm",
      payload: { chargeId: `sandbox_affirm_${randomUUID()}` },
      expectedTotalInCents: affirm.totalInCents,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.amounts).toEqual(affirm);
  });

  it("refuses a quote for an unknown cart, a bad method or a cart without shipping", async () => {
    const unknown = await inject(
      "GET",
      `/api/checkout/quote?cartId=${randomUUID()}&paymentMethod=credit`,
    );
    expect(unknown.status).toBe(404);
    const { cartId } = await readyCart();
    const badMethod = await inject(
      "GET",
      `/api/checkout/quote?cartId=${cartId}&paymentMethod=gold`,
    );
    expect(badMethod.status).toBe(400);
    const bare = (
      await inject("POST", "/api/cart-summary", {
        productId: tire,
        quantity: { front: 2 },
        zip: "33301",
      })
    ).body.siteCart;
    const noShipping = await inject(
      "GET",
      `/api/checkout/quote?cartId=${bare.id}&paymentMethod=credit`,
    );
    expect(noShipping.status).toBe(400);
    expect(noShipping.body.errorMessage).toBe(
      "Please choose how your tires reach you before paying",
    );
  });

  it("refuses bad input with a clear 4xx: no key, unknown payment type, wrong payload kind, no shipping", async () => {
    const { cartId, total } = await readyCart();
    const noKey = await inject("POST", "/api/checkout/orders", {
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: total,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errorMessage).toBe("An Idempotency-Key header is required");
    const unknown = await place({
      cartId,
      paymentMethod: "bitcoin",
      payload: visa(),
      expectedTotalInCents: total,
    });
    expect(unknown.body.errorMessage).toBe("Unknown payment type");
    const wrongKind = await place({
      cartId,
      paymentMethod: "paypal",
      payload: visa(),
      expectedTotalInCents: total,
    });
    expect(wrongKind.status).toBe(400);
    const bare = (
      await inject("POST", "/api/cart-summary", { productId: tire, quantity: { front: 4 } })
    ).body.siteCart;
    const noShipping = await place({
      cartId: bare.id,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: bare.cartSummary.totalInCents,
    });
    expect(noShipping).toMatchObject({
      status: 400,
      body: { errorMessage: "Please choose how your tires reach you before paying" },
    });
    expect(await ordersOf(cartId)).toEqual([]);
  });

  it("refuses a second order of the same cart", async () => {
    const { cartId, total } = await readyCart();
    const request = {
      cartId,
      paymentMethod: "credit",
      payload: visa(),
      expectedTotalInCents: total,
    };
    expect((await place(request)).status).toBe(201);
    const second = await place({
      ...request,
      payload: { nonce: fresh("fake-valid-mastercard-nonce") },
    });
    expect(second).toMatchObject({
      status: 409,
      body: { errorMessage: "This cart has already been ordered" },
    });
  });

  it("cancels within 30 minutes, returning the stock, and refuses after", async () => {
    const before = await unitsOf(tire);
    const { cartId, total } = await readyCart();
    const placed = (
      await place({ cartId, paymentMethod: "credit", payload: visa(), expectedTotalInCents: total })
    ).body.order;
    const cancelled = await inject("POST", `/api/checkout/orders/${placed.id}/cancel`, {
      zip: placed.zip,
    });
    expect(cancelled.body.order).toMatchObject({
      status: "cancelled",
      payment: { status: "voided" },
    });
    expect(await unitsOf(tire)).toBe(before);

    const late = await readyCart();
    const order = (
      await place({
        cartId: late.cartId,
        paymentMethod: "credit",
        payload: visa(),
        expectedTotalInCents: late.total,
      })
    ).body.order;
    await ctx.database.db
      .update(orders)
      .set({ placedAt: new Date(ctx.clock().getTime() - 31 * 60 * 1000) })
      .where(eq(orders.id, order.id));
    const refused = await inject("POST", `/api/checkout/orders/${order.id}/cancel`, {
      zip: order.zip,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CANCELLATION_CLOSED");
  });

  it("confirms an order whose payment was processing (code 539)", async () => {
    const { cartId, total } = await readyCart();
    const placed = await place({
      cartId,
      paymentMethod: "credit",
      payload: { nonce: fresh("fake-processing-nonce") },
      expectedTotalInCents: total,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      needsConfirmation: true,
      payment: { status: "processing" },
    });
    const confirmed = await inject("POST", `/api/checkout/orders/${placed.body.order.id}/confirm`);
    expect(confirmed.body.order).toMatchObject({
      needsConfirmation: false,
      status: "placed",
      payment: { status: "authorized" },
    });
  });
});
