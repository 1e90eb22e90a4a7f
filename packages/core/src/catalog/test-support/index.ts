import type { CatalogProduct } from "../schemas";
import type { Vehicle } from "../vehicles";

/** A catalogue product for tests: a Michelin Defender2 in stock, with whatever a test changes. */
export function catalogProduct(
  productId: string,
  size: string,
  overrides: Partial<CatalogProduct> = {},
): CatalogProduct {
  return {
    productId,
    brand: { label: "Michelin", slug: "michelin" },
    name: "Michelin Defender2",
    productLine: { name: "Defender2", slug: "defender2" },
    size,
    loadIndex: "94",
    speedRating: "H",
    categoryName: "All Season",
    type: "Passenger",
    imageList: [],
    priceList: [{ salePriceInCents: 18_999, listPriceInCents: 19_999 }],
    link: { href: `/brands/michelin-tires/defender2/p/${productId}` },
    minQuantityAllowedForCart: 1,
    curationType: null,
    availability: "ProductStatusAvailable",
    isInstallable: true,
    ...overrides,
  };
}

/** GET /vehicles/{id}'s answer for tests: a vehicle on one original spec front and rear. */
export function vehicleRecord(
  vehicleId: number,
  { year, make, model, trim }: { year: number; make: string; model: string; trim: string },
  spec: string,
): Vehicle {
  const makeSlug = make.toLowerCase();
  const modelSlug = model.toLowerCase();
  return {
    vehicleId,
    year,
    make,
    makeSlug,
    model,
    modelSlug,
    trim,
    frontSpec: spec,
    rearSpec: spec,
    isStaggered: false,
    href: `/vehicles/${makeSlug}/${modelSlug}/${year}?trim=${trim}`,
  };
}
