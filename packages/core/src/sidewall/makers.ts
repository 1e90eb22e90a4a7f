/**
 * The tire makers behind the brands the store carries, as the DOT plant codes name them: a plant
 * code says who built the tire, and the brand on the sidewall may be one of the maker's brands.
 */
export const TIRE_MAKERS = {
  Michelin: ["Michelin", "BFGoodrich", "Uniroyal"],
  Bridgestone: ["Bridgestone", "Firestone", "Fuzion"],
  Goodyear: ["Goodyear", "Kelly", "Dunlop"],
  Cooper: ["Cooper", "Mastercraft", "Dick Cepek", "Mickey Thompson"],
  Continental: ["Continental", "General"],
  Pirelli: ["Pirelli"],
  Hankook: ["Hankook", "Laufenn"],
  Kumho: ["Kumho"],
  Yokohama: ["Yokohama"],
  Toyo: ["Toyo", "Nitto"],
  Sumitomo: ["Sumitomo", "Falken", "Ohtsu"],
  Giti: ["GT Radial"],
  "Cheng Shin": ["Maxxis"],
  Kenda: ["Kenda"],
  Nexen: ["Nexen"],
  Nokian: ["Nokian"],
  Sailun: ["Sailun"],
  Zhongce: ["Westlake", "Goodride"],
  Apollo: ["Vredestein"],
  Nankang: ["Nankang"],
} as const satisfies Record<string, readonly string[]>;

export type TireMaker = keyof typeof TIRE_MAKERS;

/** The maker a brand belongs to, or null for a brand whose maker's plants are not listed. */
export function makerOfBrand(brand: string): TireMaker | null {
  const wanted = brand.trim().toLowerCase();
  for (const [maker, brands] of Object.entries(TIRE_MAKERS))
    if (brands.some((b) => b.toLowerCase() === wanted)) return maker as TireMaker;
  return null;
}
