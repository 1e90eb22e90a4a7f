import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines } from "../catalog/catalog.schema";
import { promotions } from "./deals.schema";

const dealColumns = {
  id: promotions.id,
  slug: promotions.slug,
  title: promotions.title,
  description: promotions.description,
  promoCode: promotions.promoCode,
  discountType: promotions.discountType,
  target: promotions.target,
  amount: promotions.amount,
  theme: promotions.theme,
  minCartQuantity: promotions.minCartQuantity,
  maxCartQuantity: promotions.maxCartQuantity,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  brandSlug: brands.slug,
  brandName: brands.name,
  lineSlug: productLines.slug,
  lineName: productLines.name,
};

function selectDeals(db: Db, where: SQL | undefined) {
  return db
    .select(dealColumns)
    .from(promotions)
    .leftJoin(brands, eq(brands.id, promotions.brandId))
    .leftJoin(productLines, eq(productLines.id, promotions.productLineId))
    .where(and(isNotNull(promotions.slug), where));
}

export type DealRow = Awaited<ReturnType<typeof selectDeals>>[number];

/** Every published promotion (one with a slug), optionally of one theme. */
export function findPublishedPromotions(db: Db, theme?: string): Promise<DealRow[]> {
  return selectDeals(db, theme ? eq(promotions.theme, theme) : undefined);
}

export async function findPublishedPromotion(db: Db, slug: string): Promise<DealRow | null> {
  const [row] = await selectDeals(db, eq(promotions.slug, slug));
  return row ?? null;
}
