import {
  ORDER_CANCELLED_MESSAGE,
  type Order,
  TRACKING_MISMATCH_MESSAGE,
  WORK_ORDER_NONE_MESSAGE,
} from "@treadkit/core/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceOrderTo } from "../modules/orders/fulfilment.service";
import { orderReturns, orders } from "../modules/orders/orders.schema";
import { createSandboxGateway } from "../payments/sandbox";
import { signedInBrowser } from "../testing/accounts";
import { testBrowser } from "../testing/browser";
import { createTestApp } from "../testing/databases";
import { tireInStock } from "../testing/fixtures";
import { htmlText } from "../testing/html";
import { placeTestOrder } from "../testing/orders";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The order-tracking pages as a browser without script uses them: the lookup, the order, the
 * cancel button and the return form are plain GETs and POSTs answered by the server.
 */
describe("order tracking pages", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true, payments: gateway });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  // Tracking lookups are limited per address: each request comes from an address of its own.
  let lastAddress = 0;
  const nextAddress = () => `10.2.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;
  const page = async (url: string) => {
    const response = await ctx.app.inject({ method: "GET", url, remoteAddress: nextAddress() });
    return {
      status: response.statusCode,
      html: htmlText(response.body),
      location: response.headers.location,
    };
  };
  const resultUrl = (order: Order, zip = order.zip) =>
    `/track-your-order/result?orderId=${order.orderId}&zip=${zip}`;

  it("finds an order by Order ID and ZIP; a mismatch and a malformed field get the form again", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    const found = await page(resultUrl(order));
    expect(found.status).toBe(200);
    expect(found.html).toMatch(new RegExp(`<h1[^>]*>Order ${order.orderId}</h1>`));
    expect(found.html).toContain('<meta name="robots" content="noindex');
    expect(found.html).toContain("Order Processed");
    expect(found.html).toContain("Cancel this order");
    expect(found.html).toContain("Fort Lauderdale, FL 33301");
    // Order ID and ZIP never show the shopper's street or e-mail.
    expect(found.html).not.toContain("100 Las Olas Blvd");
    expect(found.html).not.toContain("ana@example.com");

    const mismatch = await page(resultUrl(order, "10001"));
    expect(mismatch.status).toBe(404);
    expect(mismatch.html).toContain(TRACKING_MISMATCH_MESSAGE);
    expect(mismatch.html).toContain("Track your order</h1>");
    const malformed = await page(`/track-your-order/result?orderId=abc&zip=33301`);
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain("Please enter a valid Order ID");
    expect(malformed.html).toContain('aria-invalid="true"');
    expect((await page("/track-your-order/result")).location).toBe("/track-your-order");
    expect((await page("/track-your-order")).status).toBe(200);
  });

  it("cancels a guest's order from its page within 30 minutes, with no script", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    const browser = testBrowser(ctx.app, undefined, nextAddress());
    const posted = await browser.request("POST", resultUrl(order), {
      form: { intent: "cancel", orderId: order.orderId, zip: order.zip },
    });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(`${resultUrl(order)}&cancelled=1`);
    const after = await page(posted.location as string);
    expect(after.html).toContain(ORDER_CANCELLED_MESSAGE);
    expect(after.html).toContain("Order cancelled");
    expect(after.html).not.toContain("Cancel this order");
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("cancelled");
  });

  it("takes a return of a delivered order with a photo, by a plain multipart form", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    await advanceOrderTo(ctx.database.db, gateway, Number(order.orderId), "delivered", ctx.clock());
    const result = await page(resultUrl(order));
    expect(result.html).toContain("Request a return");
    expect(result.html).not.toContain("Cancel this order");
    const returnUrl = `/track-your-order/return?orderId=${order.orderId}&zip=${order.zip}`;
    const form = await page(returnUrl);
    expect(form.status).toBe(200);
    expect(form.html).toContain("Which tires are you returning?");

    const post = (fields: Record<string, string>, image?: Uint8Array) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      if (image)
        body.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "tires.png");
      return ctx.app.inject({
        method: "POST",
        url: returnUrl,
        payload: body,
        remoteAddress: nextAddress(),
      });
    };
    const base = { orderId: order.orderId, zip: order.zip };
    const none = await post({ ...base, reason: "Wrong size", [`quantity-${tire}`]: "0" });
    expect(none.statusCode).toBe(400);
    expect(htmlText(none.body)).toContain("Please select at least one tire to return");
    const fakePhoto = await post(
      { ...base, reason: "Wrong size", [`quantity-${tire}`]: "2" },
      new TextEncoder().encode("not a picture"),
    );
    expect(fakePhoto.statusCode).toBe(400);
    expect(htmlText(fakePhoto.body)).toContain("The image must be a JPEG, PNG or WebP picture");
    expect(
      await ctx.database.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)),
    ).toHaveLength(0);

    const photo = new Uint8Array(2048);
    photo.set(PNG_SIGNATURE);
    const sent = await post(
      { ...base, reason: "Wrong size", details: "Needed 235s", [`quantity-${tire}`]: "2" },
      photo,
    );
    expect(sent.statusCode).toBe(303);
    const [stored] = await ctx.database.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id));
    expect(stored).toMatchObject({ reason: "Wrong size: Needed 235s", handlingFeeCents: 4_000 });
    expect(stored?.image).not.toBeNull();
    expect(sent.headers.location).toBe(`${returnUrl}&submitted=${stored?.id}`);
    const thanks = await page(sent.headers.location as string);
    expect(thanks.html).toContain("Your return request is in");
    expect(thanks.html).toContain("$40.00 handling fee");
    // Two of four returned: two are left to return.
    const again = await page(returnUrl);
    expect(again.html).toMatch(/<option value="2">2<\/option><\/select>/);
  });

  it("sends a member's order found by Order ID and ZIP to sign in before it is changed", async () => {
    const member = await signedInBrowser(ctx.app, "member@treadkit.example");
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const order = await placeTestOrder(ctx.app, tire, {
      headers: { cookie, "x-csrf-token": member.jar.get("CSRF_TOKEN") ?? "" },
    });
    const asGuest = await page(resultUrl(order));
    expect(asGuest.html).toContain("Sign in to cancel or return this order");
    expect(asGuest.html).not.toContain("Cancel this order");
    const asMember = await member.get(resultUrl(order));
    expect(htmlText(asMember.body)).toContain("Cancel this order");
  });

  it("shows the work order of an installed order, and says why a shipped one has none", async () => {
    const shipped = await placeTestOrder(ctx.app, tire);
    const none = await page(`/track-your-order/wo?orderId=${shipped.orderId}&zip=${shipped.zip}`);
    expect(none.status).toBe(200);
    expect(none.html).toContain(WORK_ORDER_NONE_MESSAGE);
  });
});
