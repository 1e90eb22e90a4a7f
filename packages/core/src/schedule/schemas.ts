import { z } from "zod";
import { clientContextQueryShape } from "../client-context";

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
  installerId: z.string().regex(/^\d{1,10}$/, { error: "installerId must be an installer id" }),
});

export const scheduleQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  source: z.string().max(20).optional(),
  cartId: z.uuid({ error: "cartId must be a cart id" }).optional(),
  itemId: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
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
    .regex(/^\d{1,10}$/, { error: "Please select a shop or change shipping option" }),
  date: z.iso.date({ error: "Please select a time slot" }),
  slotTime: z.enum(["Morning", "Afternoon", "Evening"], { error: "Please select a time slot" }),
  isDropOff: z.boolean().default(false),
  ssoUid: z.string().max(128).optional(),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

export const cartAppointmentSchema = z.object({
  installer: z.object({ installerId: z.string(), company: z.string() }),
  date: z.string(),
  slotTime: z.string(),
  dropOffWindow: z.string().nullable(),
  startTime: z.string(),
  isDropOff: z.boolean(),
  amOrPm: z.string(),
});

export type CartAppointment = z.infer<typeof cartAppointmentSchema>;

/** A result of null means the cart has no appointment (checkout.md §7). */
export const cartAppointmentResponseSchema = z.object({
  cartAppointment: cartAppointmentSchema.nullable(),
});
