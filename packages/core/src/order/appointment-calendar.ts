import { type CalendarEvent, icsCalendar } from "../calendar/ics";
import { appointmentMinutes } from "../schedule/rules";
import { FALLBACK_TIME_ZONE, isTimeZone, zonedInstant } from "../schedule/zone";
import { formatPhone } from "../validation/phone";
import type { Order, OrderShop } from "./schemas";

/** An installed order's "Add to calendar" file and the shop's "Get directions". */

/** The appointment's calendar file, keyed like the confirmation by the order's unguessable id. */
export function appointmentCalendarPath(order: Pick<Order, "id">): string {
  return `/api/checkout/orders/${order.id}/appointment.ics`;
}

export function appointmentCalendarFileName(orderId: string): string {
  return `Appointment_${orderId}.ics`;
}

/** The shop's street address on one line: "100 Main St, Fort Lauderdale, FL 33301". */
export function shopAddressLine(shop: Pick<OrderShop, "addressLine1" | "city" | "state" | "zip">) {
  return `${shop.addressLine1}, ${shop.city}, ${shop.state} ${shop.zip}`;
}

/** Driving directions to the shop in Google Maps, by its coordinates (a plain link, no API key). */
export function shopDirectionsHref(shop: Pick<OrderShop, "latitude" | "longitude">): string {
  const destination = `${shop.latitude.toFixed(6)},${shop.longitude.toFixed(6)}`;
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination })}`;
}

type CalendarOrder = Pick<
  Order,
  "id" | "orderId" | "status" | "appointment" | "shop" | "destination"
>;

/**
 * When the install appointment starts and ends, on the shop's clock: a drop-off for its window, a
 * Morning, Afternoon or Evening slot for its hour. Null when there is no appointment to keep in a
 * calendar (none, or its order cancelled and the place given back).
 */
export function appointmentTimes(
  order: Pick<CalendarOrder, "status" | "appointment" | "shop">,
): { start: Date; end: Date } | null {
  const { appointment, shop } = order;
  if (!appointment || !shop || order.status === "cancelled") return null;
  const minutes = appointmentMinutes(appointment);
  if (!minutes) return null;
  const timeZone = isTimeZone(shop.timeZone) ? shop.timeZone : FALLBACK_TIME_ZONE;
  const start = zonedInstant(appointment.date, minutes.start, timeZone);
  const end = zonedInstant(appointment.date, minutes.end, timeZone);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { start, end };
}

/** Whether the confirmation offers "Add to calendar": the order has an appointment to keep. */
export function offersAppointmentCalendar(
  order: Pick<CalendarOrder, "status" | "appointment" | "shop">,
): boolean {
  return appointmentTimes(order) !== null;
}

/** The install appointment as one calendar event, at the shop or where a mobile installer comes. */
export function appointmentEvent(order: CalendarOrder, stamp: Date): CalendarEvent | null {
  const times = appointmentTimes(order);
  const { appointment, shop } = order;
  if (!times || !appointment || !shop) return null;
  const location = shop.isMobileInstall
    ? order.destination.lines.join(", ")
    : `${shop.name}, ${shopAddressLine(shop)}`;
  const what = appointment.isDropOff
    ? `Drop-off window: ${appointment.dropOffWindow ?? `from ${appointment.startTime} ${appointment.amOrPm}`}.`
    : `${appointment.slotTime} appointment at ${appointment.startTime} ${appointment.amOrPm}.`;
  return {
    uid: `appointment-${order.id}@treadkit`,
    stamp,
    ...times,
    summary: `Tire installation at ${shop.name}`,
    location,
    description: [
      `Treadkit order ${order.orderId}.`,
      what,
      `${shop.name}: ${formatPhone(shop.phone)}.`,
    ].join("\n"),
  };
}

/** The appointment's iCalendar file, or null when the order has no appointment. */
export function appointmentCalendar(order: CalendarOrder, stamp: Date): string | null {
  const event = appointmentEvent(order, stamp);
  return event ? icsCalendar([event]) : null;
}
