/** Straight-line distance in miles between two points (haversine, mean Earth radius). */
export function distanceMiles(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(to.latitude - from.latitude);
  const dLon = toRad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(from.latitude)) * Math.cos(toRad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distances are shown to one decimal of a mile. */
export function roundDistance(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** Installation for a set of four, the figure shoppers compare shops by. */
export function installationCostFor4Tires(pricePerTireInCents: number): number {
  return pricePerTireInCents * 4;
}
