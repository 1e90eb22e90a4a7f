import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { ZipPlace } from "../validation/zip-place";
import { type IpZip, type NearestZip, zipPlaceSchema } from "./schemas";

/** The ZIP code nearest the browser's position; 404 ("No results found") when none is near. */
export function nearestZip(
  client: Client,
  point: { latitude: number; longitude: number },
  signal?: AbortSignal,
): Promise<Result<NearestZip>> {
  return client.request({
    path: "/location/zip",
    query: point,
    schema: RESPONSE_CHECKS ? zipPlaceSchema : undefined,
    signal,
  });
}

/**
 * The ZIP code of the network the shopper is on (GET /location/ip-zip), for a refused location.
 * A network the store cannot place answers null; a failed call is a failure.
 */
export async function networkZip(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<IpZip | null>> {
  const result = await client.request({
    path: "/location/ip-zip",
    schema: RESPONSE_CHECKS ? zipPlaceSchema : undefined,
    signal,
  });
  if (!result.isSuccess && result.error.code === "NotFound") {
    return { isSuccess: true, data: null, statusCode: 404 };
  }
  return result;
}

/**
 * The ZIP table's city and state for a ZIP code (GET /v1/zip-codes/{zip}), to suggest them in an
 * address form. A ZIP the table does not have answers null; a failed call is a failure.
 */
export async function lookupZipCode(
  client: Client,
  zip: string,
  signal?: AbortSignal,
): Promise<Result<ZipPlace | null>> {
  const result = await client.request({
    path: "/v1/zip-codes/{zip}",
    pathParams: { zip },
    schema: RESPONSE_CHECKS ? zipPlaceSchema : undefined,
    signal,
  });
  if (!result.isSuccess && result.error.code === "NotFound") {
    return { isSuccess: true, data: null, statusCode: 404 };
  }
  return result;
}
