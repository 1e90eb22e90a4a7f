import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type VehicleTrims,
  vehicleMakesSchema,
  vehicleModelsSchema,
  vehicleTrimsSchema,
  vehicleYearsSchema,
} from "./vehicles";

// Year, make, model and trim calls (GET /vehicles/makes, models, years, trims): the vehicle
// picker's and the vehicle pages'.

type Option = { value: string; label: string };

export function getVehicleMakes(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<{ makes: Option[] }>> {
  return client.request({
    path: "/vehicles/makes",
    schema: RESPONSE_CHECKS ? vehicleMakesSchema : undefined,
    signal,
  });
}

export function getVehicleModels(
  client: Client,
  make: string,
  signal?: AbortSignal,
): Promise<Result<{ models: Option[] }>> {
  return client.request({
    path: "/vehicles/models",
    query: { make },
    schema: RESPONSE_CHECKS ? vehicleModelsSchema : undefined,
    signal,
  });
}

export function getVehicleYears(
  client: Client,
  make: string,
  model: string,
  signal?: AbortSignal,
): Promise<Result<{ years: number[] }>> {
  return client.request({
    path: "/vehicles/years",
    query: { make, model },
    schema: RESPONSE_CHECKS ? vehicleYearsSchema : undefined,
    signal,
  });
}

/** Each trim carries its original-equipment front and rear sizes. */
export function getVehicleTrims(
  client: Client,
  make: string,
  model: string,
  year: number,
  signal?: AbortSignal,
): Promise<Result<VehicleTrims>> {
  return client.request({
    path: "/vehicles/trims",
    query: { make, model, year },
    schema: RESPONSE_CHECKS ? vehicleTrimsSchema : undefined,
    signal,
  });
}
