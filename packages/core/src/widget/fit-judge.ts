import { type FitmentTire, fitmentVerdict } from "../catalog/fitment";
import { getVehicle } from "../catalog/vehicle-api";
import type { Client, Result } from "../client";

/**
 * A fitment verdict as a widget shows it, as the storefront's listing card does: "Fits your 2019
 * CR-V EX, with a caution" and the cautions' (or refusals') labels.
 */
export type TireFit = { kind: "fits" | "caution" | "refused"; headline: string; notes: string[] };

/** The verdict on each tire's fit to one vehicle. */
export type FitJudge = (tire: FitmentTire) => TireFit;

/**
 * The storefront's fitment verdicts for a vehicle's tires: the same rules (catalog/fitment), with
 * the vehicle read from the API. Fetched by getJudgedListing: a widget's first load does not carry
 * them.
 */
export async function fitJudge(
  client: Client,
  vehicleId: number,
  signal?: AbortSignal,
): Promise<Result<FitJudge>> {
  const vehicle = await getVehicle(client, vehicleId, signal);
  if (!vehicle.isSuccess) return vehicle;
  const judge: FitJudge = (tire) => {
    const verdict = fitmentVerdict(vehicle.data, tire);
    return {
      kind: verdict.kind,
      headline: verdict.headline,
      notes: verdict.notes.map((note) => note.label),
    };
  };
  return { ...vehicle, data: judge };
}
