import { randomUUID } from "node:crypto";
import { type Order, shopDirectionsHref } from "@treadkit/core/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { placeInstalledTestOrder, placeTestOrder } from "../../testing/orders";
import { installers } from "../installers/installers.schema";
import { APPOINTMENT_NOT_FOUND } from "./appointment-calendar.routes";

/** The content lines of an iCalendar file, unfolded as a calendar reads them. */
const unfold = (file: string) => file.replace(/\r\n[ \t]/g, "").split("\r\n");
const calendarUrl = (id: string) => `/api/checkout/orders/${id}/appointment.ics`;

describe.each(testDatabaseKinds())("an installed order's shop and calendar file on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let installed: Order;
  let shipped: Order;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: createSandboxGateway() });
    const tire = await tireInStock(ctx.app);
    installed = await placeInstalledTestOrder(ctx.app, tire);
    shipped = await placeTestOrder(ctx.app, tire);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("names the shop in the order answer: its phone, address, coordinates and clock", async () => {
    const [shop] = await ctx.database.db
      .select()
      .from(installers)
      .where(eq(installers.id, Number(installed.installerId)));
    const { order } = (await get(`/api/checkout/orders/${installed.id}`)).json();
    expect(order.shop).toEqual({
      name: shop?.company,
      phone: shop?.phone,
      addressLine1: shop?.addressLine1,
      city: shop?.city,
      state: shop?.state,
      zip: shop?.zip,
      latitude: shop?.latitude,
      longitude: shop?.longitude,
      timeZone: shop?.timeZone ?? "America/New_York",
      isMobileInstall: false,
    });
    expect(order.shop.phone).toMatch(/^\d{10}$/);
    expect(shopDirectionsHref(order.shop)).toContain("destination=");
    // Shipped home: no shop to name.
    expect((await get(`/api/checkout/orders/${shipped.id}`)).json().order.shop).toBeNull();
  });

  it("serves the appointment as an iCalendar download no cache keeps", async () => {
    const response = await get(calendarUrl(installed.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Appointment_${installed.orderId}.ics"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const file = response.body;
    expect(file.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of file.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfold(file);
    expect(lines).toContain(`UID:appointment-${installed.id}@treadkit`);
    // Stamped on the store's clock, which starts at TEST_NOW (20 November 2026).
    expect(lines.find((l) => l.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:20261120T\d{6}Z$/);
    const start = lines.find((l) => l.startsWith("DTSTART:"));
    const end = lines.find((l) => l.startsWith("DTEND:"));
    const date = installed.appointment?.date.replaceAll("-", "");
    expect(start).toMatch(new RegExp(`^DTSTART:${date}T\\d{6}Z$`));
    expect(end).toMatch(new RegExp(`^DTEND:${date}T\\d{6}Z$`));
    expect((end ?? "").slice("DTEND:".length) > (start ?? "").slice("DTSTART:".length)).toBe(true);
    expect(lines).toContain(`SUMMARY:Tire installation at ${installed.shop?.name}`);
    expect(lines.find((l) => l.startsWith("LOCATION:"))).toContain(
      `${installed.shop?.addressLine1}\\, ${installed.shop?.city}\\, ${installed.shop?.state}`,
    );
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain(
      `Treadkit order ${installed.orderId}.`,
    );
  });

  it("answers the same 404 for a shipped order, a cancelled one, an unknown id and a malformed one", async () => {
    const unknown = await get(calendarUrl(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(APPOINTMENT_NOT_FOUND);
    const cancelledOrder = await placeInstalledTestOrder(ctx.app, await tireInStock(ctx.app));
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/orders/${cancelledOrder.id}/cancel`,
      payload: { zip: cancelledOrder.zip },
    });
    expect(cancelled.statusCode).toBe(200);
    for (const id of [shipped.id, cancelledOrder.id, "not-an-id", installed.orderId]) {
      const response = await get(calendarUrl(id));
      expect(response.statusCode, id).toBe(404);
      expect(response.body, id).toBe(unknown.body);
    }
    expect((await get(calendarUrl(installed.id.toUpperCase()))).statusCode).toBe(200);
  });
});
