import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { MAX_DB_ID } from "../validation/ids";

const slug = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, { error: "Use the lower-case slug, e.g. honda" });
const year = z.coerce.number().int().min(1950).max(2100);

/** Makes, optionally of one model year: the picker asks year first, or make first. */
export const vehicleMakesQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  year: year.optional(),
});
export const vehicleModelsQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  make: slug,
  year: year.optional(),
});
/** Every model year, or one make's, or one model's. */
export const vehicleYearsQuerySchema = z
  .strictObject({
    ...clientContextQueryShape,
    make: slug.optional(),
    model: slug.optional(),
  })
  .refine((q) => !q.model || q.make, { error: "model needs its make" });
export const vehicleTrimsQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  make: slug,
  model: slug,
  year,
});
export const vehicleParamsSchema = z.object({
  vehicleId: z.coerce.number().int().positive().max(MAX_DB_ID),
});

const option = z.object({ value: z.string(), label: z.string() });
export const vehicleMakesSchema = z.object({ makes: z.array(option) });
export const vehicleModelsSchema = z.object({ models: z.array(option) });
export const vehicleYearsSchema = z.object({ years: z.array(z.number().int()) });
export const vehicleTrimsSchema = z.object({
  trims: z.array(
    z.object({
      vehicleId: z.number().int(),
      trim: z.string(),
      frontSize: z.string(),
      rearSize: z.string(),
      isStaggered: z.boolean(),
    }),
  ),
});
export type VehicleTrims = z.infer<typeof vehicleTrimsSchema>;

/** One vehicle, with its original tires' specs as printed ("235/45R18 94V"). */
export const vehicleSchema = z.object({
  vehicleId: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  makeSlug: z.string(),
  model: z.string(),
  modelSlug: z.string(),
  trim: z.string(),
  frontSpec: z.string(),
  rearSpec: z.string(),
  isStaggered: z.boolean(),
  /** Its tires' listing: /vehicles/toyota/camry/2020?trim=SE. */
  href: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
