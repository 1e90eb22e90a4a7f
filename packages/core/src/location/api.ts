import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { type NearestZip, nearestZipResponseSchema } from "./schemas";

/** The ZIP code nearest the browser's position; 404 ("No results found") when none is near. */
export function nearestZip(
  client: Client,
  point: { latitude: number; longitude: number },
  signal?: AbortSignal,
): Promise<Result<NearestZip>> {
  return client.request({
    path: "/location/zip",
    query: point,
    schema: RESPONSE_CHECKS ? nearestZipResponseSchema : undefined,
    signal,
  });
}
