import { parseTireSize, tireSizeSlug } from "@treadkit/core/catalog";
import { HOLIDAYS } from "@treadkit/core/schedule";
import { describe, expect, it } from "vitest";
import zipcodes from "zipcodes";
import { readRows } from "./data-set";
import { PARTNER_SHOPS } from "./facts/partner-shops";
import type {
  BrandRow,
  InstallerRow,
  PickupLocationRow,
  ProductRow,
  VehicleRow,
  WarehouseRow,
} from "./facts/types";

// The committed catalogue, checked without a database: the seed loads exactly these rows.
describe("the generated catalogue data set", () => {
  const products = readRows<ProductRow>("products.ndjson.gz");
  const brands = readRows<BrandRow>("brands.ndjson.gz");
  const vehicles = readRows<VehicleRow>("vehicles.ndjson.gz");
  const installers = readRows<InstallerRow>("installers.ndjson.gz");
  const warehouses = readRows<WarehouseRow>("warehouses.ndjson.gz");
  const pickups = readRows<PickupLocationRow>("pickup-locations.ndjson.gz");

  it("has the scale the catalogue promises", () => {
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(products.length).toBeGreaterThanOrEqual(30_000);
    // A vehicle is a year, make, model and trim.
    expect(new Set(vehicles.map((v) => `${v.year} ${v.make} ${v.model} ${v.trim}`)).size).toBe(
      vehicles.length,
    );
    expect(vehicles.length).toBeGreaterThanOrEqual(500);
    expect(vehicles.some((v) => v.frontSize !== v.rearSize)).toBe(true);
    expect(new Set(installers.map((i) => i.state)).size).toBeGreaterThanOrEqual(50);
  });

  it("has unique SKUs, sizes that parse, and every line of every product", () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    const lines = new Set(brands.flatMap((b) => b.lines.map((l) => `${b.name}|${l.name}`)));
    for (const product of products) {
      expect(parseTireSize(product.size), product.size).not.toBeNull();
      expect(lines.has(`${product.brand}|${product.line}`), product.sku).toBe(true);
    }
  });

  it("prices in whole cents, list at or above sale, stock never negative and none when out of stock", () => {
    const codes = new Set(warehouses.map((w) => w.code));
    // Offenders are gathered and compared once: an expect per row of 30,000 products and their
    // shelves took most of this test's time.
    const wrong: string[] = [];
    for (const p of products) {
      if (!Number.isInteger(p.salePriceCents) || p.salePriceCents <= 0) {
        wrong.push(`${p.sku}: sale price ${p.salePriceCents}`);
      }
      if (!(p.listPriceCents >= p.salePriceCents)) {
        wrong.push(`${p.sku}: list ${p.listPriceCents} below sale ${p.salePriceCents}`);
      }
      for (const [code, quantity] of Object.entries(p.stock)) {
        if (!codes.has(code)) wrong.push(`${p.sku}: unknown warehouse ${code}`);
        if (!(quantity >= 0)) wrong.push(`${p.sku}: ${quantity} at ${code}`);
      }
      if (
        p.availability === "ProductStatusOutOfStock" &&
        !Object.values(p.stock).every((q) => q === 0)
      ) {
        wrong.push(`${p.sku}: out of stock with units on a shelf`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("dates every shelf with units, mostly fresh, none near six years old", () => {
    const ages = products.flatMap((p) =>
      Object.entries(p.stock)
        .filter(([, units]) => units > 0)
        .map(([code]) => p.stockAgeWeeks[code]),
    );
    expect(ages.length).toBeGreaterThan(50_000);
    expect(ages.every((weeks) => weeks !== undefined && weeks >= 2 && weeks <= 110)).toBe(true);
    // Made within 12 months (52 weeks): the listing's fresh-stock badge is common, not universal.
    const fresh = ages.filter((weeks) => (weeks ?? 0) < 52).length / ages.length;
    expect(fresh).toBeGreaterThan(0.7);
    expect(fresh).toBeLessThan(0.99);
    // Only shelves with units are dated.
    for (const p of products.slice(0, 2_000))
      for (const code of Object.keys(p.stockAgeWeeks)) expect(p.stock[code]).toBeGreaterThan(0);
  });

  it("sells every vehicle's OE front and rear size", () => {
    const sold = new Set(
      products.map((p) => {
        const size = parseTireSize(p.size);
        return size ? tireSizeSlug(size) : "";
      }),
    );
    const missing = vehicles
      .flatMap((v) => [v.frontSize, v.rearSize])
      .filter((label) => {
        const size = parseTireSize(label);
        return !size || !sold.has(tireSizeSlug(size));
      });
    expect(missing).toEqual([]);
  });

  it("puts shops and pickup points on street ZIPs, never on a company's or a PO box's", () => {
    // Those ZIPs have coordinates to two decimals in the ZIP table, and a company for a city.
    const coarse = (zip: string) => {
      const place = zipcodes.lookup(zip);
      if (!place) return true;
      const twoDecimals = (degrees: number) => Math.round(degrees * 100) === degrees * 100;
      return twoDecimals(place.latitude) && twoDecimals(place.longitude);
    };
    expect(installers.filter((i) => coarse(i.zip)).map((i) => i.company)).toEqual([]);
    expect(pickups.filter((p) => coarse(p.zip)).map((p) => p.code)).toEqual([]);
  });

  it("gives every shop ten phone digits, a week of hours and only known holidays", () => {
    for (const shop of installers) {
      expect(shop.phone, shop.code).toMatch(/^\d{10}$/);
      expect(shop.openingHours, shop.code).toHaveLength(7);
      for (const day of shop.openingHours) {
        if (day) expect(day.open, shop.code).toBeLessThan(day.close);
      }
      for (const holiday of shop.openOnHolidays) expect(HOLIDAYS, shop.code).toContain(holiday);
    }
    // Not one week for all: some shops open on Sundays, some close on weekends.
    expect(installers.some((i) => i.openingHours[0] !== null)).toBe(true);
    expect(installers.some((i) => i.openingHours[6] === null)).toBe(true);
  });

  it("includes every named partner shop, first and as written", () => {
    expect(
      installers.slice(0, PARTNER_SHOPS.length).map((i) => [i.code, i.company, i.zip]),
    ).toEqual(PARTNER_SHOPS.map((p) => [p.code, p.company, p.zip]));
    expect(new Set(installers.map((i) => i.code)).size).toBe(installers.length);
  });
});
