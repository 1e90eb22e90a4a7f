import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines, products } from "../../db/schema";

export type ProductRow = {
  id: number;
  sku: string;
  sizeLabel: string;
  loadIndex: string;
  speedRating: string;
  salePriceCents: number;
  listPriceCents: number;
  availability: string;
  isInstallable: boolean;
  minQuantityAllowedForCart: number;
  lineName: string;
  lineSlug: string;
  tireType: string;
  categoryId: number;
  brandName: string;
  brandSlug: string;
};

export type ProductSort = "price-asc" | "price-desc" | "name";

const ORDER = {
  "price-asc": [asc(products.salePriceCents), asc(products.id)],
  "price-desc": [desc(products.salePriceCents), asc(products.id)],
  name: [asc(brands.name), asc(productLines.name), asc(products.id)],
} as const;

export async function findProductsBySize(
  db: Db,
  sizeSlug: string,
  page: { offset: number; limit: number; sort: ProductSort },
): Promise<{ rows: ProductRow[]; total: number }> {
  const [totalRow] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.sizeSlug, sizeSlug));
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      sizeLabel: products.sizeLabel,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
      salePriceCents: products.salePriceCents,
      listPriceCents: products.listPriceCents,
      availability: products.availability,
      isInstallable: products.isInstallable,
      minQuantityAllowedForCart: products.minQuantityAllowedForCart,
      lineName: productLines.name,
      lineSlug: productLines.slug,
      tireType: productLines.tireType,
      categoryId: productLines.categoryId,
      brandName: brands.name,
      brandSlug: brands.slug,
    })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(products.sizeSlug, sizeSlug))
    .orderBy(...ORDER[page.sort])
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Brand and line of a SKU, for its picture. */
export async function findProductLabel(db: Db, sku: string): Promise<string | null> {
  const [row] = await db
    .select({ brand: brands.name, line: productLines.name })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(products.sku, sku));
  return row ? `${row.brand} ${row.line}` : null;
}

export async function findBrandName(db: Db, slug: string): Promise<string | null> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug));
  return row?.name ?? null;
}
