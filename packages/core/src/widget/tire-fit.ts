import { type CatalogListingParams, getCatalogListing } from "../catalog/api";
import type { CatalogListing } from "../catalog/schemas";
import type { Client, Result } from "../client";
import type { FitJudge, TireFit } from "./fit-judge";

export type { FitJudge, TireFit };

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
    // The vehicle call and the rules are a chunk of their own (most searches are by size); that
    // chunk not arriving leaves the offers unjudged, as a vehicle not read does.
    vehicleId === undefined
      ? null
      : import("./fit-judge")
          .then(({ fitJudge }) => fitJudge(client, vehicleId, signal))
          .catch(() => null),
  ]);
  if (!listing.isSuccess) return listing;
  return { ...listing, data: { listing: listing.data, fit: judge?.isSuccess ? judge.data : null } };
}
