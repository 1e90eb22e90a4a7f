import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { brands, promotions } from "../db/schema";

type SeedPromotion = Omit<typeof promotions.$inferInsert, "brandId"> & { brandSlug?: string };

/**
 * The promotions a new store starts with: one coupon of each discount type, an expired one, and
 * the automatic road-hazard offer on Bridgestone tires. Codes are listed in the README.
 */
const PROMOTIONS: SeedPromotion[] = [
  {
    promoCode: "SAVE50",
    title: "$50 off a set of four",
    discountType: "Flat Amount",
    amount: 50,
    minCartQuantity: 4,
    alertMessage: "Add 4 tires to your cart to save $50",
  },
  {
    promoCode: "MICHELIN4",
    title: "Buy 3 Michelin tires, get the 4th free",
    discountType: "Buy3Get1",
    brandSlug: "michelin",
    minCartQuantity: 4,
  },
  {
    promoCode: "FREEINSTALL",
    title: "Free installation",
    discountType: "Free",
    target: "installation",
  },
  {
    promoCode: "TAKE10",
    title: "10% off up to 8 tires",
    discountType: "Percentage",
    amount: 10,
    maxCartQuantity: 8,
  },
  {
    promoCode: "FALL2025",
    title: "Fall sale 2025",
    discountType: "Percentage",
    amount: 15,
    endsAt: new Date("2025-12-01T00:00:00Z"),
  },
  {
    promoCode: null,
    title: "Free road hazard coverage on Bridgestone tires",
    discountType: "Percentage",
    target: "roadHazard",
    amount: 100,
    brandSlug: "bridgestone",
  },
];

export async function seedPromotions(db: Db) {
  const slugs = PROMOTIONS.flatMap((p) => (p.brandSlug ? [p.brandSlug] : []));
  const rows = await db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(inArray(brands.slug, slugs));
  const brandId = new Map(rows.map((row) => [row.slug, row.id]));
  await db.insert(promotions).values(
    PROMOTIONS.map(({ brandSlug, ...promotion }) => {
      const id = brandSlug ? brandId.get(brandSlug) : undefined;
      if (brandSlug && id === undefined) throw new Error(`promotion brand ${brandSlug} is unknown`);
      return { ...promotion, brandId: id ?? null };
    }),
  );
}
