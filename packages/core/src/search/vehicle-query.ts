/**
 * A shopper's vehicle query as the search reads it: words in any order, with or without the
 * model year ("2020 toyota camry", "camry 2020", "f150", "F-150", "ford f 150"). Names are
 * compared by their search key, lower-case letters and digits only, so "F-150" and "f150" are one
 * and "f 150" matches them word by word.
 */
export type VehicleQuery = {
  /** A model year named in the query; null when none is. */
  year: number | null;
  /** The words every matching make and model must hold, as search keys. */
  terms: string[];
};

/** What shoppers call a make, and the make's own name. */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  chevy: "chevrolet",
  vw: "volkswagen",
  merc: "mercedes",
  benz: "mercedes",
  caddy: "cadillac",
  beemer: "bmw",
  bimmer: "bmw",
};

/** The years a query's four digits are read as a model year in; other numbers are words. */
export const MODEL_YEARS = { first: 1980, last: 2035 } as const;

/** Lower-case letters and digits only: "F-150 Lightning" → "f150lightning". */
export function vehicleSearchKey(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * Reads a vehicle query; null when it holds no word to match (only a year, a size's digits, or
 * nothing). The first
 * four-digit number in the model years is the year; make nicknames become the make's name.
 */
export function parseVehicleQuery(text: string): VehicleQuery | null {
  let year: number | null = null;
  const terms: string[] = [];
  for (const word of text.split(/[\s,/]+/)) {
    const key = vehicleSearchKey(word);
    if (!key) continue;
    const asYear = /^\d{4}$/.test(key) ? Number(key) : Number.NaN;
    if (year === null && asYear >= MODEL_YEARS.first && asYear <= MODEL_YEARS.last) {
      year = asYear;
      continue;
    }
    terms.push(MAKE_ALIASES[key] ?? key);
  }
  // Only numbers of four digits or more ("2255", "2255017") are a tire size being typed.
  if (terms.length === 0 || terms.every((term) => /^\d{4,}$/.test(term))) return null;
  return { year, terms: [...new Set(terms)] };
}

/** Whether a make and model hold every word of the query (the year is matched apart). */
export function vehicleMatches(query: VehicleQuery, vehicle: { make: string; model: string }) {
  const key = vehicleSearchKey(`${vehicle.make}${vehicle.model}`);
  return query.terms.every((term) => key.includes(term));
}
