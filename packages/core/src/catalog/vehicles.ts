import { z } from "zod";
import { clientContextQueryShape } from "../client-context";

const slug = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, { error: "Use the lower-case slug, e.g. honda" });
const year = z.coerce.number().int().min(1950).max(2100);

export const vehicleModelsQuerySchema = z.strictObject({ ...clientContextQueryShape, make: slug });
export const vehicleYearsQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  make: slug,
  model: slug,
});
export const vehicleTrimsQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  make: slug,
  model: slug,
  year,
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
