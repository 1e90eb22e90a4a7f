import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { DB_ID_PATTERN } from "../validation/ids";

export const slotSchema = z.object({
  date: z.string(),
  day: z.string(),
  isDropOff: z.boolean(),
  isSlotAvailable: z.boolean(),
  slotTime: z.enum(["Morning", "Afternoon", "Evening"]),
  startTime: z.string(),
  amOrPm: z.enum(["AM", "PM"]),
  dropOffWindow: z.string().nullable(),
});

export const scheduleParamsSchema = z.object({
  installerId: z.string().regex(DB_ID_PATTERN, { error: "installerId must be an installer id" }),
});

export const scheduleQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  source: z.string().max(20).optional(),
  cartId: z.uuid({ error: "cartId must be a cart id" }).optional(),
  itemId: z.string().regex(DB_ID_PATTERN).optional(),
});

export const scheduleResponseSchema = z.object({
  siteInstallerSchedule: z.object({
    scheduleDays: z.array(
      z.object({ date: z.string(), day: z.string(), slots: z.array(slotSchema) }),
    ),
  }),
});

export const appointmentRequestSchema = z.object({
  installerId: z
    .string()
    .regex(DB_ID_PATTERN, { error: "Please select a shop or change shipping option" }),
  date: z.iso.date({ error: "Please select a time slot" }),
  slotTime: z.enum(["Morning", "Afternoon", "Evening"], { error: "Please select a time slot" }),
  isDropOff: z.boolean().default(false),
  ssoUid: z.string().max(128).optional(),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

/** The slot chosen for an install: a day, its time of day, and whether it is the drop-off. */
export const slotChoiceSchema = z.strictObject({
  date: z.iso.date({ error: "Please select a time slot" }),
  slotTime: z.enum(["Morning", "Afternoon", "Evening"], { error: "Please select a time slot" }),
  isDropOff: z.boolean().default(false),
});
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

export const cartAppointmentSchema = z.object({
  /** timeZone: the shop's IANA zone; every time of the appointment is on the shop's clock. */
  installer: z.object({ installerId: z.string(), company: z.string(), timeZone: z.string() }),
  date: z.string(),
  slotTime: z.string(),
  dropOffWindow: z.string().nullable(),
  startTime: z.string(),
  isDropOff: z.boolean(),
  amOrPm: z.string(),
  /**
   * How long the cart keeps its place ("held until 10:42 AM", on the shop's clock); null once
   * the cart is ordered and the place is the order's. An expired hold gives its place back; the
   * same time can be booked again while it has room, and placing the order tries that itself.
   */
  hold: z
    .object({ heldUntil: z.string(), heldUntilTime: z.string(), expired: z.boolean() })
    .nullable(),
});

export type CartAppointment = z.infer<typeof cartAppointmentSchema>;

/** A result of null means the cart has no appointment (checkout.md §7). */
export const cartAppointmentResponseSchema = z.object({
  cartAppointment: cartAppointmentSchema.nullable(),
});
