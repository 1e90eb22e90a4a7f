import { brandPathSlug, CATEGORY_NAMES, slugify, tireTypeSchema } from "@treadkit/core/catalog";
import {
  DEFAULT_NOTIFICATIONS,
  type MenuChannel,
  type MenuSection,
  menuForChannel,
  mergeSiteGlobals,
  notificationsResponseSchema,
  type SiteGlobals,
  type SiteMenu,
  type SiteStats,
  siteGlobalsSchema,
} from "@treadkit/core/site";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines, products } from "../catalog/catalog.schema";
import { installers } from "../installers/installers.schema";
import { reviews } from "../reviews/reviews.schema";
import { siteSettings, tireSizes } from "./site.schema";

const GLOBALS_KEY = "globals";

/** Site globals: the spec's defaults with the operator's stored overrides on top. */
export async function getSiteGlobals(db: Db): Promise<SiteGlobals> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, GLOBALS_KEY));
  if (!row) return mergeSiteGlobals({});
  // A stored override that no longer fits the schema is ignored field by field, never served.
  const overrides = siteGlobalsSchema.partial().safeParse(row.value);
  return mergeSiteGlobals(overrides.success ? overrides.data : {});
}

export async function setSiteGlobals(db: Db, overrides: Partial<SiteGlobals>): Promise<void> {
  const value = siteGlobalsSchema.partial().parse(overrides);
  await db
    .insert(siteSettings)
    .values({ key: GLOBALS_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

const NOTIFICATIONS_KEY = "notifications";

/** Notification banners: the operator's stored list, or the defaults. */
export async function getNotifications(db: Db) {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, NOTIFICATIONS_KEY));
  const stored = notificationsResponseSchema.shape.notifications.safeParse(row?.value);
  return { notifications: stored.success ? stored.data : DEFAULT_NOTIFICATIONS };
}

const MENU_SIZE = 8;

/** The browse menu from the catalogue: biggest brands, every type and category, popular sizes. */
export async function getSiteMenu(db: Db, channel: MenuChannel): Promise<SiteMenu> {
  const [topBrands, topSizes] = await Promise.all([
    db
      .select({ name: brands.name, slug: brands.slug })
      .from(brands)
      .innerJoin(productLines, eq(productLines.brandId, brands.id))
      .innerJoin(products, eq(products.productLineId, productLines.id))
      .groupBy(brands.id, brands.name, brands.slug)
      .orderBy(desc(count()), asc(brands.name))
      .limit(MENU_SIZE),
    db
      .select({ label: tireSizes.label, slug: tireSizes.slug })
      .from(tireSizes)
      .orderBy(desc(tireSizes.productCount), asc(tireSizes.slug))
      .limit(MENU_SIZE),
  ]);
  const browse: MenuSection[] = [
    {
      title: "Shop by brand",
      links: [
        ...topBrands.map((b) => ({ label: b.name, href: `/brands/${brandPathSlug(b.slug)}` })),
        { label: "All brands", href: "/brands" },
      ],
    },
    {
      title: "Shop by type",
      links: tireTypeSchema.options.map((t) => ({ label: t, href: `/types/${slugify(t)}` })),
    },
    {
      title: "Shop by category",
      links: Object.values(CATEGORY_NAMES).map((name) => ({
        label: name,
        href: `/categories/${slugify(name)}`,
      })),
    },
    {
      title: "Popular tire sizes",
      links: [
        ...topSizes.map((s) => ({ label: s.label, href: `/tire-sizes/${s.slug}` })),
        { label: "All sizes", href: "/tire-sizes" },
      ],
    },
  ];
  return menuForChannel(browse, channel);
}

/** The store's size for the home page's trust signals: one query, cached with the catalogue. */
export async function getSiteStats(db: Db): Promise<SiteStats> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${products} where ${products.discontinuedAt} is null) as tires,
      (select count(distinct ${productLines.brandId})::int from ${productLines}
        where exists (select 1 from ${products} where ${products.productLineId} = ${productLines.id}
          and ${products.discontinuedAt} is null)) as brands,
      (select count(*)::int from ${installers}) as shops,
      (select count(*)::int from ${reviews} where ${reviews.status} = 'published') as review_count,
      (select avg(${reviews.overallRating})::float8 from ${reviews}
        where ${reviews.status} = 'published') as review_average,
      (select max(${productLines.warrantyMiles})::int from ${productLines}) as longest_warranty
  `);
  // Both drivers answer with the rows under `rows`; the casts make every figure a JS number.
  const [row = {}] = (result as unknown as { rows: Record<string, number | null>[] }).rows;
  const reviewCount = Number(row.review_count ?? 0);
  const average = row.review_average ?? null;
  return {
    tires: Number(row.tires ?? 0),
    brands: Number(row.brands ?? 0),
    shops: Number(row.shops ?? 0),
    reviews:
      reviewCount > 0 && average !== null
        ? { count: reviewCount, average: Math.round(Number(average) * 10) / 10 }
        : null,
    longestWarrantyMiles: row.longest_warranty ?? null,
  };
}
