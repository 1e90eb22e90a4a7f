/**
 * Vehicles with their original-equipment sizes, as printed on the door placard. The fitment
 * tables are split by make (vehicles-a-g.ts, vehicles-h-m.ts, vehicles-n-z.ts); each row covers
 * the model years over which a trim's OE size did not change and is expanded per year here.
 */
import { expandFitments } from "./fitment";
import type { FitmentFact, VehicleRow } from "./types";
import { FITMENTS_A_G } from "./vehicles-a-g";
import { FITMENTS_H_M } from "./vehicles-h-m";
import { FITMENTS_N_Z } from "./vehicles-n-z";

const FITMENTS: readonly FitmentFact[] = [...FITMENTS_A_G, ...FITMENTS_H_M, ...FITMENTS_N_Z];

/** One row per model year, make, model and trim. */
export function vehicles(): VehicleRow[] {
  return expandFitments(FITMENTS);
}
