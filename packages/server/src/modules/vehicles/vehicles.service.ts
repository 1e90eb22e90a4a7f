import { type Vehicle, vehicleHref } from "@treadkit/core/catalog";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findVehicle } from "./vehicles.repository";

/** A spec as printed: the size, then the service description when it is known. */
const printedSpec = (size: string, service: string) => (service ? `${size} ${service}` : size);

/** GET /vehicles/{vehicleId}: the vehicle with its original tires' specs; 404 when unknown. */
export async function vehicleOf(db: Db, vehicleId: number): Promise<Vehicle> {
  const vehicle = await findVehicleView(db, vehicleId);
  if (!vehicle) throw notFound("No vehicle has this id");
  return vehicle;
}

/** The vehicle with this id, or null when there is none (a remembered one since removed). */
export async function findVehicleView(db: Db, vehicleId: number): Promise<Vehicle | null> {
  const row = await findVehicle(db, vehicleId);
  if (!row) return null;
  return {
    vehicleId: row.id,
    year: row.year,
    make: row.make,
    makeSlug: row.makeSlug,
    model: row.model,
    modelSlug: row.modelSlug,
    trim: row.trim,
    frontSpec: printedSpec(row.frontSize, row.frontService),
    rearSpec: printedSpec(row.rearSize, row.rearService),
    isStaggered: row.frontSizeSlug !== row.rearSizeSlug,
    href: vehicleHref(row),
  };
}
