import { readFile } from "node:fs/promises";
import type { Order } from "../../packages/core/src/order/schemas";
import { cartWithoutDelivery, placeOrderByCard } from "./checkout-steps";
import { type APIRequestContext, expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * The confirmation of an installed order is no dead end: the site's footer, the shop to call and
 * drive to, the appointment to put in a calendar, the way to track the order, and its dates with
 * their year; on a laptop and on a phone.
 */

// A checkout in the browser, then the page read at two widths: more than 30 s on 2 cores.
test.describe.configure({ timeout: 90_000 });

/** A cart of four tires installed at the first shop near 33301, at its first free time. */
async function installedCart(request: APIRequestContext): Promise<string> {
  const cartId = await cartWithoutDelivery(request);
  const shops = await (
    await request.get("/api/installers?userZip=33301&mobileInstall=false&limit=1")
  ).json();
  const shop = shops.siteInstallers.siteInstallerList[0];
  const shipped = await request.post(`/api/checkout/cart-shipping?cartId=${cartId}`, {
    data: { shippingOption: "installer", installerId: shop.installerId },
  });
  expect(shipped.ok()).toBe(true);
  const schedule = await (await request.get(`/api/installers/${shop.installerId}/schedule`)).json();
  const slot = (
    schedule.siteInstallerSchedule.scheduleDays as {
      slots: { isSlotAvailable: boolean; date: string; slotTime: string; isDropOff: boolean }[];
    }[]
  )
    .flatMap((day) => day.slots)
    .find((s) => s.isSlotAvailable && !s.isDropOff);
  if (!slot) throw new Error(`shop ${shop.installerId} has no free time`);
  const booked = await request.post(`/api/checkout/cart-appointment?cartId=${cartId}`, {
    data: {
      installerId: shop.installerId,
      date: slot.date,
      slotTime: slot.slotTime,
      isDropOff: slot.isDropOff,
    },
  });
  expect(booked.ok()).toBe(true);
  return cartId;
}

/** The order the confirmation page names, as the API answers it. */
async function confirmedOrder(page: Page): Promise<Order> {
  const id = new URL(page.url()).searchParams.get("orderId");
  const response = await page.request.get(`/api/checkout/orders/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).order as Order;
}

test("an installed order's confirmation offers the footer, the shop, a calendar file and tracking", async ({
  page,
}) => {
  const cartId = await installedCart(page.request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await placeOrderByCard(page);
  const confirmation = page.url();
  const order = await confirmedOrder(page);
  const shop = order.shop;
  if (!shop || !order.appointment || !order.roadsideAssistanceUntil)
    throw new Error("the installed order names no shop, appointment or roadside assistance");

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(confirmation);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();

    // The footer of every other page.
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Footer" })).toBeVisible();

    // The shop: its name and address, its phone to call, directions in a new tab.
    const place = main.locator(".order-shop");
    await expect(place).toContainText(shop.name);
    await expect(place).toContainText(shop.addressLine1);
    await expect(place).toContainText(`${shop.city}, ${shop.state} ${shop.zip}`);
    const call = place.getByRole("link", { name: new RegExp(`^Call ${shop.name}`) });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:+1${shop.phone}`);
    const directions = place.getByRole("link", { name: "Get directions" });
    await expect(directions).toBeVisible();
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener");
    const to = new URL((await directions.getAttribute("href")) ?? "");
    expect(`${to.origin}${to.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(to.searchParams.get("destination")).toBe(
      `${shop.latitude.toFixed(6)},${shop.longitude.toFixed(6)}`,
    );
    // Following it off the store sends the exit-link event, with where it leads.
    await page
      .context()
      .route("https://www.google.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Directions</title>" }),
      );
    const opened = page.waitForEvent("popup");
    await directions.click();
    await (await opened).close();
    await expect
      .poll(() =>
        page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer ?? []),
      )
      .toContainEqual(expect.objectContaining({ event: "exit_link_clicked", href: to.href }));

    // Dates a year away say their year.
    const roadsideYear = order.roadsideAssistanceUntil.slice(0, 4);
    await expect(
      main.getByText(
        new RegExp(
          `^Roadside assistance is included for 12 months, until \\w+day, \\w+ \\d{1,2}, ${roadsideYear}\\.$`,
        ),
      ),
    ).toBeVisible();
    const appointment = main.getByText(/^Your install appointment: /);
    await expect(appointment).toContainText(`, ${order.appointment.date.slice(0, 4)}, `);

    // Add to calendar downloads an iCalendar file of the appointment.
    const downloading = page.waitForEvent("download");
    await appointment.getByRole("link", { name: "Add to calendar" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Appointment_${order.orderId}.ics`);
    const path = await download.path();
    const ics = await readFile(path, "utf8");
    const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("BEGIN:VEVENT");
    const date = order.appointment.date.replaceAll("-", "");
    expect(lines.some((line) => new RegExp(`^DTSTART:${date}T\\d{6}Z$`).test(line))).toBe(true);
    expect(lines.find((line) => line.startsWith("SUMMARY:"))).toBe(
      `SUMMARY:Tire installation at ${shop.name}`,
    );
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain(order.orderId);
    expect(lines).toContain("END:VCALENDAR");

    if (width === 1366) await expectNoAxeViolations(page, "main");

    // Track your order opens the order's tracking page, proved by its Order ID and ZIP.
    await main.getByRole("link", { name: "Track your order" }).click();
    await expect(page).toHaveURL(/\/track-your-order\/result\?/);
    await expect(
      page.getByRole("heading", { level: 1, name: `Order ${order.orderId}` }),
    ).toBeVisible();
  }
});
