import { type CatalogListingParams, getCatalogListing } from "../catalog/api";
import type { FitmentTire } from "../catalog/fitment";
import type { CatalogListing } from "../catalog/schemas";
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
 * The storefront's fitment verdicts for a vehicle's tires: the same rules (catalog/fitment),
 * fetched with the vehicle, so a widget's first load does not carry them.
 */
export async function fitJudge(
  client: Client,
  vehicleId: number,
  signal?: AbortSignal,
): Promise<Result<FitJudge>> {
  const [vehicle, { fitmentVerdict }] = await Promise.all([
    getVehicle(client, vehicleId, signal),
    import("../catalog/fitment"),
  ]);
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

/** A page of offers, and the verdict on each one's fit when they were asked for a vehicle. */
export type JudgedListing = { listing: CatalogListing; fit: FitJudge | null };

/**
 * A catalogue page and, when it is asked for the shopper's vehicle (fitVehicleId), the verdicts
 * on its tires' fit, fetched alongside. The offers still come when the vehicle does not: the
 * cards then show no verdict, and their order is the server's best match either way.
 */
export async function getJudgedListing(
  client: Client,
  params: CatalogListingParams,
  signal?: AbortSignal,
): Promise<Result<JudgedListing>> {
  const vehicleId = params.fitVehicleId;
  const [listing, judge] = await Promise.all([
    getCatalogListing(client, params, signal),
    vehicleId === undefined ? null : fitJudge(client, vehicleId, signal),
  ]);
  if (!listing.isSuccess) return listing;
  return { ...listing, data: { listing: listing.data, fit: judge?.isSuccess ? judge.data : null } };
}
