import type { ProductDetail } from "../catalog/schemas";
import { formatCents } from "../money";

/** One line of the compare table: a label and one cell per tire, the best ones marked. */
export type CompareRow = { label: string; cells: { text: string; best: boolean }[] };

const AVAILABILITY: Record<string, string> = {
  ProductStatusAvailable: "In stock",
  ProductStatusAvailableVolatile: "Limited stock",
  ProductStatusCallForPricing: "Call for pricing",
  ProductStatusOutOfStock: "Out of stock",
};

/** Marks the cells whose number is the best (lowest or highest) when the tires differ. */
function ranked(
  label: string,
  values: (number | null)[],
  text: (value: number) => string,
  better: "lower" | "higher",
): CompareRow {
  const known = values.filter((value): value is number => value !== null);
  const best = better === "lower" ? Math.min(...known) : Math.max(...known);
  const differ = new Set(known).size > 1;
  return {
    label,
    cells: values.map((value) => ({
      text: value === null ? "—" : text(value),
      best: differ && value === best,
    })),
  };
}

function plain(label: string, values: string[]): CompareRow {
  return { label, cells: values.map((text) => ({ text, best: false })) };
}

/**
 * The compare view's rows for 2 to 5 tires side by side: price (lowest marked), availability,
 * size and ratings, category and type, warranty (longest marked), treadwear grade, run-flat,
 * load and speed limits, and the line's reviews where there are any.
 */
export function compareRows(details: readonly ProductDetail[]): CompareRow[] {
  const products = details.map((detail) => detail.siteProduct);
  const rows: CompareRow[] = [
    ranked(
      "Price (each)",
      products.map((p) => p.priceList[0]?.salePriceInCents ?? null),
      formatCents,
      "lower",
    ),
    plain(
      "Availability",
      products.map((p) => AVAILABILITY[p.availability] ?? p.availability),
    ),
    plain(
      "Size",
      products.map((p) => `${p.size} ${p.loadIndex}${p.speedRating}`),
    ),
    plain(
      "Category",
      products.map((p) => p.categoryName),
    ),
    plain(
      "Tire type",
      products.map((p) => p.type),
    ),
    ranked(
      "Tread warranty",
      products.map((p) => p.warrantyMiles),
      (miles) => `${miles.toLocaleString("en-US")} miles`,
      "higher",
    ),
    plain(
      "UTQG",
      products.map((p) => p.utqg ?? "—"),
    ),
    plain(
      "Run-flat",
      products.map((p) => (p.specs.isRunFlat ? "Yes" : "No")),
    ),
    ranked(
      "Max load",
      products.map((p) => p.specs.loadCapacityLbs),
      (lbs) => `${lbs.toLocaleString("en-US")} lbs`,
      "higher",
    ),
    ranked(
      "Max speed",
      products.map((p) => p.specs.maxSpeedMph),
      (mph) => `${mph} mph`,
      "higher",
    ),
  ];
  if (details.some((detail) => detail.rating)) {
    const averages = ranked(
      "Reviews",
      details.map((detail) => detail.rating?.average ?? null),
      (average) => `${average.toFixed(1)} of 5`,
      "higher",
    );
    rows.push({
      label: averages.label,
      cells: averages.cells.map((cell, i) => {
        const count = details[i]?.rating?.count;
        return count ? { ...cell, text: `${cell.text} (${count} reviews)` } : cell;
      }),
    });
  }
  return rows;
}
