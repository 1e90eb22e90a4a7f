import { formatTireSize, parseTireSize } from "@treadkit/core/catalog";
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../modules/catalog/catalog.schema";
import { tireSizes } from "../modules/site/site.schema";

/** Rebuilds the size search table from the products on sale. */
export async function refreshTireSizes(db: Db): Promise<void> {
  const rows = await db
    .select({ slug: products.sizeSlug, label: sql<string>`min(${products.sizeLabel})`, n: count() })
    .from(products)
    .groupBy(products.sizeSlug);
  const values = rows.flatMap((row) => {
    const size = parseTireSize(row.label);
    if (!size) return [];
    // The listing covers P-metric and Euro-metric alike, so the label drops the P.
    const label = formatTireSize(
      size.kind === "metric" && size.prefix === "P" ? { ...size, prefix: "" } : size,
    );
    return [
      {
        slug: row.slug,
        label,
        searchKey: label.replace(/\D/g, ""),
        rimDiameter: size.rimDiameter,
        productCount: row.n,
      },
    ];
  });
  await db.delete(tireSizes);
  for (let i = 0; i < values.length; i += 1_000) {
    await db.insert(tireSizes).values(values.slice(i, i + 1_000));
  }
}
