import type { Client } from "@treadkit/core/client";
import { getGarage } from "@treadkit/core/session";

/** The newest vehicle in the member's My Garage that the catalogue knows; null when none. */
export async function newestGarageVehicleId(client: Client): Promise<number | null> {
  const garage = await getGarage(client);
  return garage.isSuccess ? (garage.data.find((v) => v.vehicleId)?.vehicleId ?? null) : null;
}
