import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type Vehicle,
  type VehicleTrims,
  vehicleMakesSchema,
  vehicleModelsSchema,
  vehicleSchema,
  vehicleTrimsSchema,
  vehicleYearsSchema,
} from "./vehicles";

// Year, make, model and trim calls (GET /vehicles/makes, models, years, trims): the vehicle
// picker's and the vehicle pages'.

type Option = { value: string; label: string };

export function getVehicleMakes(
  client: Client,
  signal?: AbortSignal,
  year?: number,
): Promise<Result<{ makes: Option[] }>> {
  return client.request({
    path: "/vehicles/makes",
    query: year === undefined ? undefined : { year },
    schema: RESPONSE_CHECKS ? vehicleMakesSchema : undefined,
    signal,
  });
}

export function getVehicleModels(
  client: Client,
  make: string,
  signal?: AbortSignal,
  year?: number,
): Promise<Result<{ models: Option[] }>> {
  return client.request({
    path: "/vehicles/models",
    query: year === undefined ? { make } : { make, year },
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

/** Every model year on file, newest first: the picker's first question. */
export function getAllVehicleYears(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<{ years: number[] }>> {
  return client.request({
    path: "/vehicles/years",
    schema: RESPONSE_CHECKS ? vehicleYearsSchema : undefined,
    signal,
  });
}

/** One vehicle with its original tires' specs, for fitment verdicts and the header. */
export function getVehicle(
  client: Client,
  vehicleId: number,
  signal?: AbortSignal,
): Promise<Result<Vehicle>> {
  return client.request({
    path: `/vehicles/${vehicleId}`,
    schema: RESPONSE_CHECKS ? vehicleSchema : undefined,
    signal,
  });
}
