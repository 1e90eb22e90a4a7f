/**
 * Types of the curated catalogue facts (brands, sizes, vehicles, places) and of the rows that
 * scripts/generate-catalog.ts writes into ../data/*.ndjson.gz.
 */

/** Tire types of the catalogue (storefront.md §3). */
type TireType =
  | "Passenger"
  | "SUV/Crossover"
  | "Light Truck"
  | "Commercial"
  | "Electric Vehicle"
  | "Trailer";

/**
 * Category ids for search (storefront.md §3): All Season=1, Performance=2, Winter=3,
 * All Terrain=4, Highway=5, Mud Terrain=6, Racing=7, UHP=8, Summer=10, Touring=11,
 * All Weather=13, Track Competition=20.
 */
export type CategoryId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 10 | 11 | 13 | 20;

/** Category ids by name, for readable fact tables. */
export const CAT = {
  AllSeason: 1,
  Performance: 2,
  Winter: 3,
  AllTerrain: 4,
  Highway: 5,
  MudTerrain: 6,
  Racing: 7,
  UHP: 8,
  Summer: 10,
  Touring: 11,
  AllWeather: 13,
  Track: 20,
} as const satisfies Record<string, CategoryId>;

export type SpeedRating =
  | "L"
  | "M"
  | "N"
  | "P"
  | "Q"
  | "R"
  | "S"
  | "T"
  | "U"
  | "H"
  | "V"
  | "W"
  | "Y";

/** Load range of LT, commercial and ST sizes; passenger sizes have none. */
export type LoadRange = "C" | "D" | "E" | "F";

export type SizeFamilyId =
  | "passenger-touring"
  | "performance"
  | "uhp"
  | "track"
  | "suv-highway"
  | "suv-all-terrain"
  | "lt"
  | "mud-terrain"
  | "commercial"
  | "regional-truck"
  | "trailer"
  | "winter"
  | "ev";

/** One size as printed on the sidewall, with its standard service description. */
export type SizeFact = {
  /** "225/50R17", "LT265/75R16", "ST225/75R15", "35x12.50R20LT" (never with a P prefix). */
  size: string;
  /** "94" or, for LT/ST/commercial, the single/dual pair "123/120". */
  loadIndex: string;
  loadRange?: LoadRange;
  /** The size is normally sold as Extra Load (XL) and loadIndex is the XL index. */
  extraLoad?: boolean;
  /** Load index of the P-metric version, where the size is also sold P-metric. */
  pLoadIndex?: number;
};

export type SizeFamily = {
  id: SizeFamilyId;
  description: string;
  sizes: SizeFact[];
};

/** Price tier of a line: 1 budget … 5 flagship. */
type PriceTier = 1 | 2 | 3 | 4 | 5;

export type LineFact = {
  name: string;
  tireType: TireType;
  categoryId: CategoryId;
  /** Treadwear warranty in miles; null where there is none or it is not known. */
  warrantyMiles: number | null;
  /** "820 A B"; null for winter, LT, commercial and trailer lines, or when not known. */
  utqg: string | null;
  /** The line's typical speed ratings; each size is offered in each of them. */
  speedRatings: SpeedRating[];
  /** Run-flat versions exist in the common run-flat sizes. */
  runFlatAvailable?: boolean;
  /** Every size of the line is run-flat (e.g. Bridgestone DriveGuard). */
  runFlatOnly?: boolean;
  sizeFamilies: SizeFamilyId[];
  priceTier: PriceTier;
  /** Rim diameters the line is made in, inclusive; all of the families' rims when absent. */
  rims?: [number, number];
  /** Sold in P-metric where the size has a P-metric version (prints "P215/60R16"). */
  pMetric?: boolean;
  /** SKU abbreviation; derived from the name when absent. */
  code?: string;
  /** Sold with raised or outlined white letters on the sidewall (RWL/OWL), in some sizes at least. */
  whiteLetters?: boolean;
};

export type BrandFact = {
  name: string;
  /** SKU prefix, 2–4 capitals ("MICH"). */
  code: string;
  lines: LineFact[];
};

/** An OE fitment as written in the facts: one trim over a year range with unchanged sizes. */
export type FitmentFact = {
  make: string;
  model: string;
  trim: string;
  fromYear: number;
  toYear: number;
  frontSize: string;
  /** Only for staggered fitments. */
  rearSize?: string;
};

export type Climate = "snow" | "mixed" | "sun";

export type WarehouseFact = {
  code: string;
  name: string;
  addressLine1: string;
  zip: string;
  climate: Climate;
};

/** A metropolitan area or regional hub around which installers and pickup points are spread. */
export type PlaceFact = {
  key: string;
  name: string;
  /** A central ZIP of the area (resolved through the zipcodes package). */
  zip: string;
  /** Population of the metro area in millions (2020 census, rounded). */
  populationM: number;
  radiusMiles: number;
  /** Area code by state; a ZIP of another state falls back to that state's default. */
  areaCodes: Readonly<Record<string, string>>;
  /** Well-known local streets, used for addresses and shop names. */
  streets: readonly string[];
};

// ── Generated rows (one JSON object per line in ../data/*.ndjson.gz) ────────────────────────

export type Availability =
  | "ProductStatusAvailable"
  | "ProductStatusAvailableVolatile"
  | "ProductStatusCallForPricing"
  | "ProductStatusOutOfStock";

export type ProductRow = {
  sku: string;
  brand: string;
  line: string;
  size: string;
  loadIndex: string;
  speedRating: SpeedRating;
  loadRange: LoadRange | null;
  runFlat: boolean;
  extraLoad: boolean;
  salePriceCents: number;
  listPriceCents: number;
  availability: Availability;
  isInstallable: boolean;
  isOversize: boolean;
  minQuantityAllowedForCart: number;
  /** Units per warehouse code; every warehouse is listed, 0 where none. */
  stock: Record<string, number>;
  /**
   * Per warehouse code holding units: how many weeks before the data is loaded they were made.
   * The seed turns it into the production week of the DOT date code.
   */
  stockAgeWeeks: Record<string, number>;
};

type LineRow = {
  name: string;
  slug: string;
  code: string;
  tireType: TireType;
  categoryId: CategoryId;
  warrantyMiles: number | null;
  utqg: string | null;
  speedRatings: SpeedRating[];
  runFlatAvailable: boolean;
  whiteLetters: boolean;
  sizeFamilies: SizeFamilyId[];
  priceTier: PriceTier;
  productCount: number;
  /** The day the store first listed the line, "2024-03-18"; its sizes are listed that day. */
  listedOn: string;
};

export type BrandRow = {
  name: string;
  slug: string;
  code: string;
  lines: LineRow[];
};

export type VehicleRow = {
  year: number;
  make: string;
  model: string;
  trim: string;
  frontSize: string;
  rearSize: string;
};

export type WarehouseRow = {
  code: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
};

export type PickupLocationRow = WarehouseRow & { carrier: "FedEx" };

/** Opening hours by weekday, Sunday first, in minutes after midnight; null = closed that day. */
export type OpeningHours = readonly ({ open: number; close: number } | null)[];

/** The public holidays shops close on unless they say otherwise. */
export type { HolidayId } from "@treadkit/core/schedule";

import type { HolidayId } from "@treadkit/core/schedule";

/** A certification badge shown with a shop; logo is a badge icon name. */
export type InstallerBadge = { logo: string; type: string };

/** An offer shown with a shop (promotionList of checkout.md §3). */
type InstallerPromotion = {
  icon: string;
  label: string;
  style: string;
  showInInstallationOnPDP: boolean;
  showInPDPAbovePrice: boolean;
};

/** A named partner shop, written by hand (facts/partner-shops.ts). */
export type PartnerShopFact = {
  code: string;
  company: string;
  addressLine1: string;
  zip: string;
  installPricePerTireCents: number;
  ratingValue: number;
  ratingCount: number;
  installationHistoryCount: number;
  isMobileInstall?: boolean;
  isSponsored?: boolean;
  isElectricOptimized?: boolean;
  /** The standard week when absent. */
  openingHours?: OpeningHours;
  openOnHolidays?: HolidayId[];
  /** Miles a mobile installer drives out; the core's default when absent. */
  serviceRadiusMiles?: number;
  promotions?: InstallerPromotion[];
  certifications?: InstallerBadge[];
};

export type InstallerRow = {
  code: string;
  company: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  /** Ten digits, as stored everywhere; formatted only for display. */
  phone: string;
  website: string;
  installPricePerTireCents: number;
  ratingValue: number;
  ratingCount: number;
  installationHistoryCount: number;
  isMobileInstall: boolean;
  isSponsored: boolean;
  isElectricOptimized: boolean;
  openingHours: OpeningHours;
  /** Holidays the shop is open on; it is closed on the others. */
  openOnHolidays: HolidayId[];
  serviceRadiusMiles: number | null;
  promotions: InstallerPromotion[];
  certifications: InstallerBadge[];
};
