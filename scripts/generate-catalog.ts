/**
 * Generates the catalogue data set from the curated fact tables in
 * packages/server/src/seed/facts/ and writes gzip'd NDJSON into packages/server/src/seed/data/.
 *
 *   node --import tsx scripts/generate-catalog.ts
 *
 * Deterministic: no clock, no Math.random. Per-product attributes (price, availability, stock)
 * come from a hash of the SKU, and places from a PRNG seeded per metro or hub, so the same facts
 * give byte-identical files and editing one line or metro leaves the rest unchanged.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { slugify } from "@treadkit/core/catalog";
import zipcodes, { type ZipCode } from "zipcodes";
import { BRANDS } from "../packages/server/src/seed/facts/brands";
import { HOURS, PARTNER_SHOPS } from "../packages/server/src/seed/facts/partner-shops";
import {
  AREA_CODE_BY_ZIP3,
  COMMON_STREETS,
  HUBS,
  INSTALLER_RULES,
  METROS,
  PICKUP_RULES,
  STATE_AREA_CODES,
  WAREHOUSES,
} from "../packages/server/src/seed/facts/places";
import { RUN_FLAT_SIZES, SIZE_FAMILIES } from "../packages/server/src/seed/facts/sizes";
import type {
  Availability,
  BrandFact,
  BrandRow,
  Climate,
  HolidayId,
  InstallerRow,
  LineFact,
  OpeningHours,
  PickupLocationRow,
  PlaceFact,
  ProductRow,
  SizeFact,
  SizeFamilyId,
  SpeedRating,
  VehicleRow,
  WarehouseFact,
  WarehouseRow,
} from "../packages/server/src/seed/facts/types";
import { vehicles as expandVehicles } from "../packages/server/src/seed/facts/vehicles";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = join(ROOT, "packages/server/src/seed/data");
const GZIP_LEVEL = 9;

// ── Deterministic randomness ─────────────────────────────────────────────────────────────────

/** FNV-1a, 32 bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable number in [0, 1) for a key and a purpose. */
function unit(key: string, salt: string): number {
  return mulberry32(hash32(`${salt}:${key}`))();
}

function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(r * items.length))];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

// ── Names and sizes ──────────────────────────────────────────────────────────────────────────

/** "Turanza QuietTrack" → "TURQ", "Blizzak WS90" → "BLIWS90", "Defender2" → "DEF2". */
function deriveLineCode(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const [first = "", ...rest] = words;
  const letters = first.replace(/\d+$/, "");
  let code = letters.slice(0, 3) + first.slice(letters.length);
  for (const word of rest) code += /\d/.test(word) ? word : word.slice(0, 1);
  return code.toUpperCase().slice(0, 8);
}

type ParsedSize = {
  label: string;
  prefix: "" | "LT" | "ST";
  flotation: boolean;
  /** Section width in millimetres. */
  widthMm: number;
  aspect: number;
  rim: number;
  /** Overall diameter in inches. */
  diameterIn: number;
};

const METRIC_SIZE = /^(LT|ST)?(\d{3})\/(\d{2})R(\d{2}(?:\.5)?)$/;
const FLOTATION_SIZE = /^(\d{2})x(\d{1,2}\.\d{2})R(\d{2})LT$/;

function parseSize(label: string): ParsedSize {
  const metric = METRIC_SIZE.exec(label);
  if (metric) {
    const [, prefix = "", width, aspect, rim] = metric;
    const widthMm = Number(width);
    const rimIn = Number(rim);
    return {
      label,
      prefix: prefix as ParsedSize["prefix"],
      flotation: false,
      widthMm,
      aspect: Number(aspect),
      rim: rimIn,
      diameterIn: rimIn + (2 * widthMm * Number(aspect)) / 100 / 25.4,
    };
  }
  const flotation = FLOTATION_SIZE.exec(label);
  if (flotation) {
    const [, diameter, width, rim] = flotation;
    const widthMm = Number(width) * 25.4;
    const diameterIn = Number(diameter);
    const rimIn = Number(rim);
    return {
      label,
      prefix: "LT",
      flotation: true,
      widthMm,
      aspect: Math.round((((diameterIn - rimIn) / 2) * 25.4 * 100) / widthMm),
      rim: rimIn,
      diameterIn,
    };
  }
  throw new Error(`size ${label} is not in a known format`);
}

/** "225/50R17" → "2255017", "LT265/75R16" → "LT2657516", "35x12.50R20LT" → "35X1250R20". */
function sizeCode(size: ParsedSize, pMetric: boolean): string {
  if (size.flotation) return size.label.replace("LT", "").replace(".", "").toUpperCase();
  const rim = String(size.rim).replace(".", "");
  return `${pMetric ? "P" : size.prefix}${size.widthMm}${size.aspect}${rim}`;
}

// ── Products ─────────────────────────────────────────────────────────────────────────────────

type Variant = { fact: SizeFact; size: ParsedSize; label: string; loadIndex: string; p: boolean };

/** The sizes of a line: its families' sizes within its rim range, first family winning. */
function lineVariants(line: LineFact): Variant[] {
  const seen = new Set<string>();
  const variants: Variant[] = [];
  for (const familyId of line.sizeFamilies) {
    for (const fact of SIZE_FAMILIES[familyId].sizes) {
      const size = parseSize(fact.size);
      const rim = Math.floor(size.rim);
      if (line.rims && (rim < line.rims[0] || rim > line.rims[1])) continue;
      const key = `${fact.size}|${fact.loadRange ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const p = line.pMetric === true && fact.pLoadIndex !== undefined;
      variants.push({
        fact,
        size,
        label: p ? `P${fact.size}` : fact.size,
        loadIndex: p ? String(fact.pLoadIndex) : fact.loadIndex,
        p,
      });
    }
  }
  return variants;
}

const TIER_BASE_CENTS = [0, 8_500, 10_500, 13_500, 16_000, 19_000] as const;

const FAMILY_PRICE_FACTOR: Record<SizeFamilyId, number> = {
  "passenger-touring": 1,
  performance: 1.15,
  uhp: 1.3,
  track: 1.35,
  "suv-highway": 1.15,
  "suv-all-terrain": 1.25,
  lt: 1.45,
  "mud-terrain": 1.6,
  commercial: 1.4,
  "regional-truck": 1.5,
  trailer: 0.95,
  winter: 1.1,
  ev: 1.3,
};

/** Price multiplier by rim diameter, 16 in. = 1. */
function rimFactor(rim: number): number {
  if (rim === 17.5) return 1.3;
  if (rim === 19.5) return 1.55;
  const table: Record<number, number> = {
    13: 0.78,
    14: 0.84,
    15: 0.9,
    16: 1,
    17: 1.1,
    18: 1.22,
    19: 1.35,
    20: 1.45,
    21: 1.6,
    22: 1.7,
    23: 1.8,
    24: 1.9,
  };
  return table[rim] ?? 1;
}

function endIn99(cents: number): number {
  return Math.max(99, Math.round(cents / 100) * 100 - 1);
}

/** The largest price ending in 99 cents that is not above `cents`. */
function floorTo99(cents: number): number {
  return Math.floor((cents + 1) / 100) * 100 - 1;
}

function salePrice(line: LineFact, family: SizeFamilyId, v: Variant, sku: string): number {
  const { size } = v;
  const lightTruck =
    family === "lt" ||
    family === "mud-terrain" ||
    family === "commercial" ||
    family === "regional-truck";
  // Truck sizes climb less steeply with the rim than car sizes do.
  const rim = lightTruck ? rimFactor(size.rim) ** 0.6 : rimFactor(size.rim);
  const width = 1 + ((size.widthMm - 215) / 215) * 0.6;
  const range = v.fact.loadRange;
  const load = range === "E" || range === "F" ? 1.1 : range === "D" ? 1.05 : 1;
  const tall = size.diameterIn >= 39 ? 1.45 : size.diameterIn >= 37 ? 1.25 : 1;
  const xl = v.fact.extraLoad ? 1.03 : 1;
  const noise = 0.93 + unit(sku, "price") * 0.14;
  const base = TIER_BASE_CENTS[line.priceTier] * FAMILY_PRICE_FACTOR[family];
  return endIn99(base * rim * Math.max(0.75, width) * load * tall * xl * noise);
}

/** The list price: equal to the sale price for three products in ten, else 5–25% above it. */
function listPrice(sale: number, sku: string): number {
  const r = unit(sku, "list");
  if (r < 0.3) return sale;
  const markup = 1.05 + (r - 0.3) * (0.2 / 0.7);
  return Math.max(sale, Math.min(endIn99(sale * markup), floorTo99(sale * 1.25)));
}

function availabilityOf(sku: string): Availability {
  const r = unit(sku, "availability");
  if (r < 0.8) return "ProductStatusAvailable";
  if (r < 0.88) return "ProductStatusAvailableVolatile";
  if (r < 0.9) return "ProductStatusCallForPricing";
  return "ProductStatusOutOfStock";
}

function climateFactor(line: LineFact, climate: Climate): number {
  if (line.categoryId === 3) return { snow: 1, mixed: 0.55, sun: 0.08 }[climate];
  if (line.categoryId === 10 || line.categoryId === 20) {
    return { snow: 0.6, mixed: 0.9, sun: 1 }[climate];
  }
  return 1;
}

function stockOf(
  line: LineFact,
  sku: string,
  availability: Availability,
  popular: boolean,
): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const w of WAREHOUSES) stock[w.code] = 0;
  if (availability === "ProductStatusOutOfStock") return stock;
  const rng = mulberry32(hash32(`stock:${sku}`));
  const ordered = [...WAREHOUSES].sort(
    (a, b) => climateFactor(line, b.climate) - climateFactor(line, a.climate) || rng() - 0.5,
  );
  if (availability === "ProductStatusAvailableVolatile") {
    const w = ordered[Math.floor(rng() * 3)] ?? ordered[0];
    if (w) stock[w.code] = 1 + Math.floor(rng() * 7);
    return stock;
  }
  if (availability === "ProductStatusCallForPricing") {
    const w = ordered[0];
    if (w) stock[w.code] = Math.floor(rng() * 5);
    return stock;
  }
  const depth = popular ? 120 : 40;
  for (const w of WAREHOUSES) {
    if (rng() < 0.55 * climateFactor(line, w.climate)) {
      stock[w.code] = 4 + Math.floor(rng() ** 2 * depth);
    }
  }
  const first = ordered[0];
  if (first && Object.values(stock).every((qty) => qty < 4)) {
    stock[first.code] = 4 + Math.floor(rng() * 20);
  }
  return stock;
}

/** A size in the line's own first family that fits, for pricing. */
function familyOf(line: LineFact, fact: SizeFact): SizeFamilyId {
  for (const id of line.sizeFamilies) {
    if (SIZE_FAMILIES[id].sizes.includes(fact)) return id;
  }
  throw new Error(`size ${fact.size} of ${line.name} has no family`);
}

type SizeUse = { front: Set<string>; rear: Set<string> };

function sizeUse(rows: readonly VehicleRow[]): SizeUse {
  const front = new Set<string>();
  const rear = new Set<string>();
  for (const v of rows) {
    front.add(v.frontSize);
    if (v.rearSize !== v.frontSize) rear.add(v.rearSize);
  }
  return { front, rear };
}

const SPORT_CATEGORIES = new Set([2, 7, 8, 10, 20]);

/** The store's listings run from the first of LISTED_FROM to the last day of LISTED_TO. */
const LISTED_FROM = Date.UTC(2021, 0, 1);
const LISTED_TO = Date.UTC(2026, 8, 30);
const DAY_MS = 86_400_000;

/**
 * The day the store first listed a line (the "Newest" sort): the store's own history, drawn
 * from a hash of the line's code, not the maker's launch date, which the facts do not hold.
 */
function listedOn(lineKey: string): string {
  const days = Math.floor(unit(lineKey, "listed") * ((LISTED_TO - LISTED_FROM) / DAY_MS + 1));
  return new Date(LISTED_FROM + days * DAY_MS).toISOString().slice(0, 10);
}

function buildProducts(use: SizeUse): { products: ProductRow[]; brands: BrandRow[] } {
  const products: ProductRow[] = [];
  const brands: BrandRow[] = [];
  const skus = new Set<string>();
  const brandCodes = new Set<string>();
  for (const brand of BRANDS) {
    if (brandCodes.has(brand.code)) throw new Error(`brand code ${brand.code} is used twice`);
    brandCodes.add(brand.code);
    brands.push({ name: brand.name, slug: slugify(brand.name), code: brand.code, lines: [] });
    const row = brands.at(-1) as BrandRow;
    const lineCodes = new Set<string>();
    const lineSlugs = new Set<string>();
    for (const line of brand.lines) {
      const code = line.code ?? deriveLineCode(line.name);
      const slug = slugify(line.name);
      if (lineCodes.has(code)) throw new Error(`line code ${brand.code}-${code} is used twice`);
      if (lineSlugs.has(slug)) throw new Error(`line slug ${brand.name}/${slug} is used twice`);
      lineCodes.add(code);
      lineSlugs.add(slug);
      const before = products.length;
      for (const v of lineVariants(line)) {
        const family = familyOf(line, v.fact);
        const runFlats = line.runFlatOnly
          ? [true]
          : line.runFlatAvailable && RUN_FLAT_SIZES.has(v.fact.size)
            ? [false, true]
            : [false];
        for (const speed of line.speedRatings) {
          for (const runFlat of runFlats) {
            const single = v.loadIndex.split("/")[0];
            const sku = `${brand.code}-${code}-${sizeCode(v.size, v.p)}-${single}${speed}${runFlat ? "-RF" : ""}`;
            if (skus.has(sku)) throw new Error(`SKU ${sku} is generated twice`);
            skus.add(sku);
            products.push(product(brand, line, family, v, speed, runFlat, sku, use));
          }
        }
      }
      if (products.length === before) throw new Error(`${brand.name} ${line.name} has no sizes`);
      row.lines.push({
        name: line.name,
        slug,
        code,
        tireType: line.tireType,
        categoryId: line.categoryId,
        warrantyMiles: line.warrantyMiles,
        utqg: line.utqg,
        speedRatings: line.speedRatings,
        runFlatAvailable: line.runFlatAvailable === true || line.runFlatOnly === true,
        whiteLetters: line.whiteLetters === true,
        sizeFamilies: line.sizeFamilies,
        priceTier: line.priceTier,
        productCount: products.length - before,
        listedOn: listedOn(`${brand.code}-${code}`),
      });
    }
  }
  return { products, brands };
}

function product(
  brand: BrandFact,
  line: LineFact,
  family: SizeFamilyId,
  v: Variant,
  speed: SpeedRating,
  runFlat: boolean,
  sku: string,
  use: SizeUse,
): ProductRow {
  const { size } = v;
  const sale = endIn99(salePrice(line, family, v, sku) * (runFlat ? 1.12 : 1));
  const availability = availabilityOf(sku);
  const commercialTruck = line.tireType === "Commercial" && size.rim === 19.5;
  // Trailer and heavy-truck tires, 37-in. and taller tires and 24-in. rims are outside what the
  // installer network takes on (installer agreement: rims 12–22 in.).
  const isInstallable = !(
    line.tireType === "Trailer" ||
    commercialTruck ||
    size.rim > 22 ||
    size.diameterIn >= 37
  );
  // Wide, low rear sizes that only staggered cars run are sold in pairs.
  const staggeredOnly =
    use.rear.has(v.fact.size) &&
    !use.front.has(v.fact.size) &&
    size.widthMm >= 285 &&
    size.aspect <= 35;
  const minQuantity = commercialTruck
    ? 4
    : staggeredOnly && line.tireType === "Passenger" && SPORT_CATEGORIES.has(line.categoryId)
      ? 2
      : 1;
  const popular = use.front.has(v.fact.size) || use.rear.has(v.fact.size);
  const stock = stockOf(line, sku, availability, popular);
  return {
    sku,
    brand: brand.name,
    line: line.name,
    size: v.label,
    loadIndex: v.loadIndex,
    speedRating: speed,
    loadRange: v.fact.loadRange ?? null,
    runFlat,
    extraLoad: v.fact.extraLoad === true,
    salePriceCents: sale,
    listPriceCents: listPrice(sale, sku),
    availability,
    isInstallable,
    isOversize: size.flotation || size.diameterIn >= 35,
    minQuantityAllowedForCart: minQuantity,
    stock,
    stockAgeWeeks: stockAgeOf(sku, stock, popular),
  };
}

/**
 * How many weeks before the data is loaded each warehouse's units were made: most stock turns
 * within months, a popular size's sooner; a slow seller's shelf may hold tires two years old.
 */
function stockAgeOf(
  sku: string,
  stock: Record<string, number>,
  popular: boolean,
): Record<string, number> {
  const rng = mulberry32(hash32(`made:${sku}`));
  const ages: Record<string, number> = {};
  for (const [code, quantity] of Object.entries(stock)) {
    const spread = rng() < 0.15 ? 104 : popular ? 40 : 60;
    if (quantity > 0) ages[code] = 2 + Math.floor(rng() ** 1.5 * spread);
  }
  return ages;
}

// ── Places ───────────────────────────────────────────────────────────────────────────────────

const STATES_AND_DC = new Set(Object.keys(STATE_AREA_CODES));

/**
 * Whether a ZIP is one streets are on. The ZIP table gives unique ZIPs (a company's, an agency's:
 * "American Express", "Internal Revenue") and PO-box ZIPs coordinates to two decimals only, where
 * delivery ZIPs have four; a shop or pickup point on one would be named after a company.
 */
function isStreetZip(z: ZipCode): boolean {
  const coarse = (degrees: number) => Math.round(degrees * 100) === degrees * 100;
  return !(coarse(z.latitude) && coarse(z.longitude));
}

/** US ZIPs of the 50 states and DC that streets are on, sorted by ZIP. */
const US_ZIPS: ZipCode[] = Object.values(zipcodes.codes)
  .filter(
    (z) =>
      z.country === "US" && /^\d{5}$/.test(z.zip) && STATES_AND_DC.has(z.state) && isStreetZip(z),
  )
  .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));

function lookup(zip: string): ZipCode {
  const place = zipcodes.lookup(zip);
  if (!place) throw new Error(`ZIP ${zip} is not in the zipcodes table`);
  return place;
}

function miles(a: ZipCode, b: ZipCode): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 3_958.8 * 2 * Math.asin(Math.sqrt(h));
}

/** `count` ZIPs within the place's radius, drawn without repeats while there are enough. */
function pickZips(place: PlaceFact, count: number, rng: () => number): ZipCode[] {
  const center = lookup(place.zip);
  const candidates = US_ZIPS.filter((z) => miles(center, z) <= place.radiusMiles);
  if (candidates.length === 0) throw new Error(`no ZIPs around ${place.name}`);
  const picked: ZipCode[] = [];
  let pool = [...candidates];
  for (let i = 0; i < count; i++) {
    if (pool.length === 0) pool = [...candidates];
    const index = Math.floor(rng() * pool.length);
    const [zip] = pool.splice(index, 1);
    if (zip) picked.push(zip);
  }
  return picked;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** City names as printed; the few all-capital entries of the ZIP table are title-cased. */
function cityName(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

function areaCode(place: PlaceFact, zip: ZipCode): string {
  return (
    AREA_CODE_BY_ZIP3[zip.zip.slice(0, 3)] ??
    place.areaCodes[zip.state] ??
    STATE_AREA_CODES[zip.state] ??
    "555"
  );
}

/** The name part of a street ("Peachtree Rd" → "Peachtree"), or null for numbered streets. */
function streetName(street: string): string | null {
  if (/^\d/.test(street)) return null;
  const name = street
    .replace(/\s+(St|Ave|Rd|Blvd|Dr|Pike|Hwy|Way|Pkwy|Tpke|Ln|Expy|Trl|Pl)(\s+[NSEW]{1,2})?$/, "")
    .trim();
  return name.length > 0 ? name : null;
}

const QUALIFIERS = ["North", "South", "East", "West", "Downtown", "Greater"] as const;

function shopName(
  place: PlaceFact,
  zip: ZipCode,
  street: string,
  mobile: boolean,
  rng: () => number,
): string {
  const city = cityName(zip.city);
  if (mobile) return `${city} ${pick(INSTALLER_RULES.mobileNameSuffixes, rng())}`;
  const suffix = pick(INSTALLER_RULES.nameSuffixes, rng());
  const r = rng();
  const local = place.streets.includes(street) ? streetName(street) : null;
  if (local && r < 0.5) return `${local} ${suffix}`;
  if (r < 0.85) return `${city} ${suffix}`;
  return `${pick(QUALIFIERS, rng())} ${city} ${suffix}`;
}

function streetFor(place: PlaceFact, rng: () => number): string {
  return place.streets.length > 0 && rng() < 0.65
    ? pick(place.streets, rng())
    : pick(COMMON_STREETS, rng());
}

function houseNumber(rng: () => number): number {
  return 100 + Math.floor(rng() * 98) * 100 + Math.floor(rng() * 100);
}

/** Ten digits in the 555-01xx range set aside for fictional use, with the ZIP's area code. */
function phoneNumber(code: string, rng: () => number): string {
  return `${code}55501${String(Math.floor(rng() * 100)).padStart(2, "0")}`;
}

/** A shop's week: most keep the standard hours, some open Sundays or late, some close weekends. */
function openingHoursOf(r: number): OpeningHours {
  const shares = INSTALLER_RULES.hoursShares;
  if (r < shares.openSundays) return HOURS.openSundays;
  if (r < shares.openSundays + shares.lateWeekdays) return HOURS.lateWeekdays;
  if (r < shares.openSundays + shares.lateWeekdays + shares.closedWeekends)
    return HOURS.closedWeekends;
  return HOURS.standard;
}

const RETAIL_HOLIDAYS: HolidayId[] = ["memorialDay", "independenceDay", "laborDay"];

/** The named partner shops, in the generated format. */
function buildPartnerShops(): InstallerRow[] {
  return PARTNER_SHOPS.map((shop) => {
    const zip = lookup(shop.zip);
    const rng = mulberry32(hash32(`partner:${shop.code}`));
    const offset = () => (rng() * 2 - 1) * INSTALLER_RULES.maxOffsetDegrees;
    const areaCode =
      AREA_CODE_BY_ZIP3[shop.zip.slice(0, 3)] ?? STATE_AREA_CODES[zip.state] ?? "555";
    return {
      code: shop.code,
      company: shop.company,
      addressLine1: shop.addressLine1,
      city: cityName(zip.city),
      state: zip.state,
      zip: shop.zip,
      latitude: round6(zip.latitude + offset()),
      longitude: round6(zip.longitude + offset()),
      phone: phoneNumber(areaCode, rng),
      website: `https://www.${slugify(shop.company)}.example`,
      installPricePerTireCents: shop.installPricePerTireCents,
      ratingValue: shop.ratingValue,
      ratingCount: shop.ratingCount,
      installationHistoryCount: shop.installationHistoryCount,
      isMobileInstall: shop.isMobileInstall ?? false,
      isSponsored: shop.isSponsored ?? false,
      isElectricOptimized: shop.isElectricOptimized ?? false,
      openingHours: shop.openingHours ?? HOURS.standard,
      openOnHolidays: shop.openOnHolidays ?? [],
      serviceRadiusMiles: shop.serviceRadiusMiles ?? null,
      promotions: shop.promotions ?? [],
      certifications: shop.certifications ?? [],
    };
  });
}

function buildInstallers(): InstallerRow[] {
  const rows: InstallerRow[] = buildPartnerShops();
  const names = new Set<string>(rows.map((row) => row.company));
  const rules = INSTALLER_RULES;
  const places = [
    ...METROS.map((place) => ({ place, factor: rules.metroFactor })),
    ...HUBS.map((place) => ({ place, factor: rules.hubFactor })),
  ];
  for (const { place, factor } of places) {
    const rng = mulberry32(hash32(`installers:${place.key}`));
    const count = Math.max(1, Math.round(factor * Math.sqrt(place.populationM)));
    pickZips(place, count, rng).forEach((zip, i) => {
      const mobile = rng() < rules.mobileShare;
      let street = streetFor(place, rng);
      let company = shopName(place, zip, street, mobile, rng);
      for (let attempt = 0; names.has(company) && attempt < 20; attempt++) {
        street = streetFor(place, rng);
        company = shopName(place, zip, street, mobile, rng);
      }
      if (names.has(company)) company = `${company} ${zip.zip}`;
      names.add(company);
      // Most shops sit between 4.2 and 4.9; one in ten is an outlier anywhere in the range.
      const rating =
        rng() < 0.1
          ? rules.rating.min + rng() * (rules.rating.max - rules.rating.min)
          : 4.55 + (rng() + rng() + rng() - 1.5) * 0.45;
      const ratingCount =
        rules.ratingCount.min +
        Math.floor(rng() ** 2.2 * (rules.ratingCount.max - rules.ratingCount.min));
      const steps = (rules.priceCents.max - rules.priceCents.min) / rules.priceCents.step;
      const code = `TK-${place.key}-${String(i + 1).padStart(3, "0")}`;
      rows.push({
        code,
        company,
        addressLine1: `${houseNumber(rng)} ${street}`,
        city: cityName(zip.city),
        state: zip.state,
        zip: zip.zip,
        latitude: round6(zip.latitude + (rng() * 2 - 1) * rules.maxOffsetDegrees),
        longitude: round6(zip.longitude + (rng() * 2 - 1) * rules.maxOffsetDegrees),
        phone: phoneNumber(areaCode(place, zip), rng),
        website: `https://www.${slugify(company)}.example`,
        installPricePerTireCents:
          rules.priceCents.min + rules.priceCents.step * Math.floor(rng() * (steps + 1)),
        ratingValue:
          Math.round(Math.min(rules.rating.max, Math.max(rules.rating.min, rating)) * 10) / 10,
        ratingCount,
        installationHistoryCount: Math.min(
          rules.installationHistory.max,
          Math.max(rules.installationHistory.min, Math.round(ratingCount * (1.5 + rng() * 2.5))),
        ),
        isMobileInstall: mobile,
        isSponsored: rng() < rules.sponsoredShare,
        isElectricOptimized: rng() < rules.electricOptimizedShare,
        // From a hash of the code, so that the places drawn above stay as they were.
        openingHours: openingHoursOf(unit(code, "hours")),
        openOnHolidays: unit(code, "holidays") < rules.openOnHolidaysShare ? RETAIL_HOLIDAYS : [],
        serviceRadiusMiles: null,
        promotions: [],
        certifications: [],
      });
    });
  }
  return rows;
}

function buildPickupLocations(): PickupLocationRow[] {
  const rows: PickupLocationRow[] = [];
  const rules = PICKUP_RULES;
  const places = [
    ...METROS.map((place) => ({ place, factor: rules.metroFactor })),
    ...HUBS.map((place) => ({ place, factor: rules.hubFactor })),
  ];
  for (const { place, factor } of places) {
    const rng = mulberry32(hash32(`pickup:${place.key}`));
    const count = Math.max(1, Math.round(factor * Math.sqrt(place.populationM)));
    pickZips(place, count, rng).forEach((zip, i) => {
      rows.push({
        code: `FDX-${place.key}-${String(i + 1).padStart(3, "0")}`,
        carrier: rules.carrier,
        name: rng() < rules.officeShare ? rules.officeName : rules.shipCenterName,
        addressLine1: `${houseNumber(rng)} ${streetFor(place, rng)}`,
        city: cityName(zip.city),
        state: zip.state,
        zip: zip.zip,
        latitude: round6(zip.latitude + (rng() * 2 - 1) * rules.maxOffsetDegrees),
        longitude: round6(zip.longitude + (rng() * 2 - 1) * rules.maxOffsetDegrees),
      });
    });
  }
  return rows;
}

function buildWarehouses(facts: readonly WarehouseFact[]): WarehouseRow[] {
  return facts.map((w) => {
    const zip = lookup(w.zip);
    return {
      code: w.code,
      name: w.name,
      addressLine1: w.addressLine1,
      city: cityName(zip.city),
      state: zip.state,
      zip: w.zip,
      latitude: round6(zip.latitude),
      longitude: round6(zip.longitude),
    };
  });
}

// ── Checks and output ────────────────────────────────────────────────────────────────────────

function checkVehicles(rows: readonly VehicleRow[]): void {
  const sold = new Set<string>();
  for (const family of Object.values(SIZE_FAMILIES)) {
    for (const size of family.sizes) sold.add(size.size);
  }
  const keys = new Set<string>();
  const missing = new Set<string>();
  for (const v of rows) {
    const key = `${v.year}|${v.make}|${v.model}|${v.trim}`;
    if (keys.has(key)) throw new Error(`vehicle ${key} is listed twice`);
    keys.add(key);
    for (const size of [v.frontSize, v.rearSize]) if (!sold.has(size)) missing.add(size);
  }
  if (missing.size > 0) {
    throw new Error(`OE sizes in no size family: ${[...missing].sort().join(", ")}`);
  }
}

function checkCoverage(label: string, rows: readonly { state: string }[]): void {
  const states = new Set(rows.map((row) => row.state));
  const absent = [...STATES_AND_DC].filter((state) => !states.has(state));
  if (absent.length > 0) throw new Error(`${label} missing in ${absent.join(", ")}`);
}

function writeNdjson(name: string, rows: readonly unknown[]): { rows: number; kb: number } {
  const text = rows.map((row) => JSON.stringify(row)).join("\n");
  const gz = gzipSync(Buffer.from(`${text}\n`, "utf8"), { level: GZIP_LEVEL });
  writeFileSync(join(OUT_DIR, name), gz);
  return { rows: rows.length, kb: Math.round((gz.length / 1024) * 10) / 10 };
}

function main(): void {
  const vehicleRows = expandVehicles();
  checkVehicles(vehicleRows);
  const { products, brands } = buildProducts(sizeUse(vehicleRows));
  const installers = buildInstallers();
  const pickups = buildPickupLocations();
  checkCoverage("installers", installers);
  checkCoverage("pickup locations", pickups);
  const warehouses = buildWarehouses(WAREHOUSES);

  mkdirSync(OUT_DIR, { recursive: true });
  const files: [string, readonly unknown[]][] = [
    ["products.ndjson.gz", products],
    ["brands.ndjson.gz", brands],
    ["vehicles.ndjson.gz", vehicleRows],
    ["installers.ndjson.gz", installers],
    ["warehouses.ndjson.gz", warehouses],
    ["pickup-locations.ndjson.gz", pickups],
  ];
  let total = 0;
  const parts = files.map(([name, rows]) => {
    const { kb } = writeNdjson(name, rows);
    total += kb;
    return `${name.replace(".ndjson.gz", "")} ${rows.length} (${kb} KB)`;
  });
  console.log(
    `catalog → ${relative(ROOT, OUT_DIR)}: ${parts.join(", ")}; total ${Math.round(total)} KB`,
  );
}

main();
