import { describe, expect, it } from "vitest";
import {
  appointmentCalendar,
  appointmentCalendarPath,
  offersAppointmentCalendar,
  shopDirectionsHref,
} from "./appointment-calendar";
import type { Order } from "./schemas";

const shop = {
  name: "Sunrise Tire Pros",
  phone: "9545550101",
  addressLine1: "100 Main St",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  latitude: 26.1224,
  longitude: -80.1373,
  timeZone: "America/New_York",
  isMobileInstall: false,
};
const order: Pick<Order, "id" | "orderId" | "status" | "appointment" | "shop" | "destination"> = {
  id: "6f1c2a52-6a43-4f7e-9b0c-3f0d8f2b9a10",
  orderId: "1000042",
  status: "placed",
  appointment: {
    date: "2026-11-25",
    slotTime: "Afternoon",
    startTime: "1:00",
    amOrPm: "PM",
    isDropOff: false,
    dropOffWindow: null,
  },
  shop,
  destination: { heading: "Installation at", lines: ["Sunrise Tire Pros", "100 Main St"] },
};
const stamp = new Date("2026-11-20T15:00:00Z");
const unfold = (file: string) => file.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("the install appointment's calendar file", () => {
  it("is the slot's hour on the shop's clock, at the shop, with the order number", () => {
    const lines = unfold(appointmentCalendar(order, stamp) ?? "");
    expect(lines).toEqual(
      expect.arrayContaining([
        "BEGIN:VCALENDAR",
        `UID:appointment-${order.id}@treadkit`,
        "DTSTAMP:20261120T150000Z",
        // 1:00 PM Eastern standard time.
        "DTSTART:20261125T180000Z",
        "DTEND:20261125T190000Z",
        "SUMMARY:Tire installation at Sunrise Tire Pros",
        "LOCATION:Sunrise Tire Pros\\, 100 Main St\\, Fort Lauderdale\\, FL 33301",
      ]),
    );
    const description = lines.find((line) => line.startsWith("DESCRIPTION:"));
    expect(description).toBe(
      "DESCRIPTION:Treadkit order 1000042.\\nAfternoon appointment at 1:00 PM.\\nSunrise Tire Pros: (954) 555-0101.",
    );
  });

  it("spans a drop-off's window, and reads a shop's own zone", () => {
    const dropOff = {
      ...order,
      appointment: {
        date: "2027-07-01",
        slotTime: "Morning",
        startTime: "8:00",
        amOrPm: "AM",
        isDropOff: true,
        dropOffWindow: "8:00 AM - 10:00 AM",
      },
      shop: { ...shop, timeZone: "America/Chicago" },
    };
    const lines = unfold(appointmentCalendar(dropOff, stamp) ?? "");
    // Central daylight time, UTC-5.
    expect(lines).toContain("DTSTART:20270701T130000Z");
    expect(lines).toContain("DTEND:20270701T150000Z");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain(
      "Drop-off window: 8:00 AM - 10:00 AM.",
    );
  });

  it("is where a mobile installer comes; none without an appointment, a shop or once cancelled", () => {
    const mobile = {
      ...order,
      shop: { ...shop, isMobileInstall: true },
      destination: {
        heading: "Mobile installation at",
        lines: ["200 SE 2nd Ave", "Fort Lauderdale, FL 33301"],
      },
    };
    expect(unfold(appointmentCalendar(mobile, stamp) ?? "")).toContain(
      "LOCATION:200 SE 2nd Ave\\, Fort Lauderdale\\, FL 33301",
    );
    expect(appointmentCalendar({ ...order, appointment: null }, stamp)).toBeNull();
    expect(appointmentCalendar({ ...order, shop: null }, stamp)).toBeNull();
    // A cancelled order gave its place back: nothing to keep in a calendar.
    expect(appointmentCalendar({ ...order, status: "cancelled" }, stamp)).toBeNull();
    expect(offersAppointmentCalendar(order)).toBe(true);
    expect(offersAppointmentCalendar({ ...order, status: "cancelled" })).toBe(false);
    expect(offersAppointmentCalendar({ ...order, appointment: null })).toBe(false);
  });

  it("is served beside the order, by its unguessable id", () => {
    expect(appointmentCalendarPath(order)).toBe(`/api/checkout/orders/${order.id}/appointment.ics`);
  });
});

describe("directions to the shop", () => {
  it("open Google Maps' directions to the shop's coordinates", () => {
    const href = new URL(shopDirectionsHref(shop));
    expect(href.origin).toBe("https://www.google.com");
    expect(href.pathname).toBe("/maps/dir/");
    expect(href.searchParams.get("api")).toBe("1");
    expect(href.searchParams.get("destination")).toBe("26.122400,-80.137300");
  });
});
