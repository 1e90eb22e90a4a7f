import {
  type Deal,
  type DealList,
  type DiscountType,
  isPromotionActive,
  type PromotionTheme,
} from "@treadkit/core/deals";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { type DealRow, findPublishedPromotion, findPublishedPromotions } from "./deals.repository";

const DEAL_NOT_FOUND = "This deal does not exist";

function reshapeDeal(row: DealRow, now: Date): Deal {
  const startsAt = row.startsAt?.toISOString() ?? null;
  const endsAt = row.endsAt?.toISOString() ?? null;
  return {
    promotionId: String(row.id),
    slug: row.slug ?? "",
    title: row.title,
    description: row.description,
    promoType: row.promoCode ? "coupon" : "automatic",
    promoCode: row.promoCode,
    // The table's check constraints hold these to the core's lists.
    discountType: row.discountType as DiscountType,
    target: row.target as Deal["target"],
    amount: row.amount,
    theme: row.theme as PromotionTheme,
    brand: row.brandSlug && row.brandName ? { slug: row.brandSlug, label: row.brandName } : null,
    line: row.lineSlug && row.lineName ? { slug: row.lineSlug, name: row.lineName } : null,
    minCartQuantity: row.minCartQuantity,
    maxCartQuantity: row.maxCartQuantity,
    startsAt,
    endsAt,
    isActive: isPromotionActive({ startsAt, endsAt }, now),
  };
}

/** Ending soonest first (open-ended last), then by title. */
function byEnd(a: Deal, b: Deal): number {
  const end = (deal: Deal) => (deal.endsAt ? Date.parse(deal.endsAt) : Number.POSITIVE_INFINITY);
  return end(a) - end(b) || a.title.localeCompare(b.title);
}

/** GET /tire-deals: the published promotions running now. */
export async function listDeals(
  db: Db,
  query: { theme?: PromotionTheme | undefined },
  now: Date,
): Promise<DealList> {
  const rows = await findPublishedPromotions(db, query.theme);
  const deals = rows.map((row) => reshapeDeal(row, now)).filter((deal) => deal.isActive);
  return { deals: deals.sort(byEnd) };
}

/** GET /tire-deals/{slug}: a published promotion, running or not (isActive says which). */
export async function getDeal(db: Db, slug: string, now: Date): Promise<Deal> {
  const row = await findPublishedPromotion(db, slug);
  if (!row) throw notFound(DEAL_NOT_FOUND, "DEAL_NOT_FOUND");
  return reshapeDeal(row, now);
}
