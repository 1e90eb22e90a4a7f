import { vehicleModelHref } from "./links";

/** The vehicles most shoppers fit tires to, by make and model slug, for the home page. */
export const POPULAR_VEHICLES = [
  ["toyota", "camry"],
  ["honda", "cr-v"],
  ["ford", "f-150"],
  ["toyota", "rav4"],
  ["honda", "civic"],
  ["chevrolet", "silverado-1500"],
  ["tesla", "model-3"],
  ["jeep", "wrangler"],
  ["nissan", "rogue"],
  ["subaru", "outback"],
] as const;

type Make = { label: string; slug: string; models: { label: string; slug: string }[] };

/** The popular vehicles the fitment guide knows, as links with the make and model's names. */
export function popularVehicleLinks(makes: readonly Make[]): { label: string; href: string }[] {
  return POPULAR_VEHICLES.flatMap(([makeSlug, modelSlug]) => {
    const make = makes.find((m) => m.slug === makeSlug);
    const model = make?.models.find((m) => m.slug === modelSlug);
    return make && model
      ? [{ label: `${make.label} ${model.label}`, href: vehicleModelHref(make.slug, model.slug) }]
      : [];
  });
}

/** The brands with the most tires on sale, biggest first, then by name. */
export function leadingBrands<T extends { label: string; count: number }>(
  brands: readonly T[],
  limit: number,
): T[] {
  return [...brands]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}
