import type { FitmentFact, VehicleRow } from "./types";

/** [model, trim, fromYear, toYear, frontSize, rearSize only when staggered] */
export type FitmentRow =
  | readonly [string, string, number, number, string]
  | readonly [string, string, number, number, string, string];

/** Turns a make's table rows into fitment facts. */
export function fitments(make: string, rows: readonly FitmentRow[]): FitmentFact[] {
  return rows.map(([model, trim, fromYear, toYear, frontSize, rearSize]) =>
    rearSize === undefined
      ? { make, model, trim, fromYear, toYear, frontSize }
      : { make, model, trim, fromYear, toYear, frontSize, rearSize },
  );
}

/** One vehicle per model year of each fitment, ordered by make, model, year and trim. */
export function expandFitments(facts: readonly FitmentFact[]): VehicleRow[] {
  const rows: VehicleRow[] = [];
  for (const fact of facts) {
    for (let year = fact.fromYear; year <= fact.toYear; year++) {
      rows.push({
        year,
        make: fact.make,
        model: fact.model,
        trim: fact.trim,
        frontSize: fact.frontSize,
        rearSize: fact.rearSize ?? fact.frontSize,
      });
    }
  }
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort(
    (a, b) =>
      text(a.make, b.make) || text(a.model, b.model) || a.year - b.year || text(a.trim, b.trim),
  );
}
