import { thanksgivingOf } from "@treadkit/core/schedule";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { brands } from "../modules/catalog/catalog.schema";
import { promotions } from "../modules/deals/deals.schema";

type SeedPromotion = Omit<typeof promotions.$inferInsert, "brandId"> & { brandSlug?: string };

const DAY = 86_400_000;

function utcDate(isoDate: string, days = 0): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY);
}

/**
 * The Black Friday weekend whose sales have not ended yet on asOf (this year's, or next year's
 * once Cyber Monday is over), and the tax season still ahead or under way.
 */
export function salesSeason(asOf: Date) {
  const year = asOf.getUTCFullYear();
  const thisYear = thanksgivingOf(year);
  const thanksgiving =
    asOf.getTime() < utcDate(thisYear, 5).getTime() ? thisYear : thanksgivingOf(year + 1);
  const taxYear = asOf.getTime() < Date.UTC(year, 3, 16) ? year : year + 1;
  return {
    earlyAccess: utcDate(thanksgiving, -10),
    blackFriday: utcDate(thanksgiving, 1),
    cyberMonday: utcDate(thanksgiving, 4),
    afterCyberMonday: utcDate(thanksgiving, 5),
    taxTime: new Date(Date.UTC(taxYear, 1, 1)),
    afterTaxDay: new Date(Date.UTC(taxYear, 3, 16)),
  };
}

/** The last fall sale (mid-September to December 1) that had ended by asOf. */
export function lastFallSale(asOf: Date) {
  const year = asOf.getUTCFullYear();
  const fallYear = asOf.getTime() >= Date.UTC(year, 11, 1) ? year : year - 1;
  return {
    year: fallYear,
    startsAt: new Date(Date.UTC(fallYear, 8, 15)),
    endsAt: new Date(Date.UTC(fallYear, 11, 1)),
  };
}

/**
 * The promotions a new store starts with: one coupon of each discount type, an expired one, and
 * the automatic road-hazard offer on Bridgestone tires, and the season's sales. Those with a slug
 * are published at /tire-deals while they run. Codes are listed in the README. Every date is
 * relative to the day the data is loaded (asOf): the fall sale is the last one that has ended,
 * and the Black Friday, Cyber Monday and tax-time sales are this season's, or the next.
 */
function promotionsAsOf(asOf: Date): SeedPromotion[] {
  const season = salesSeason(asOf);
  const fall = lastFallSale(asOf);
  return [
    {
      promoCode: "SAVE50",
      slug: "50-off-a-set-of-four",
      title: "$50 off a set of four",
      description: "Buy four tires and take $50 off the order with code SAVE50 at checkout.",
      discountType: "Flat Amount",
      amount: 50,
      minCartQuantity: 4,
      alertMessage: "Add 4 tires to your cart to save $50",
    },
    {
      promoCode: "MICHELIN4",
      slug: "michelin-buy-3-get-1-free",
      title: "Buy 3 Michelin tires, get the 4th free",
      description: "Put four Michelin tires in your cart and enter MICHELIN4: the fourth is free.",
      discountType: "Buy3Get1",
      brandSlug: "michelin",
      minCartQuantity: 4,
    },
    {
      promoCode: "FREEINSTALL",
      slug: "free-installation",
      title: "Free installation",
      description: "Have your tires fitted at a partner shop for free with code FREEINSTALL.",
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
      promoCode: `FALL${fall.year}`,
      slug: `fall-sale-${fall.year}`,
      title: `Fall sale ${fall.year}`,
      discountType: "Percentage",
      amount: 15,
      startsAt: fall.startsAt,
      endsAt: fall.endsAt,
    },
    {
      promoCode: null,
      slug: "free-road-hazard-bridgestone",
      title: "Free road hazard coverage on Bridgestone tires",
      description:
        "Every Bridgestone tire comes with road hazard coverage at no charge: the cart applies it for you.",
      discountType: "Percentage",
      target: "roadHazard",
      amount: 100,
      brandSlug: "bridgestone",
    },
    // The season's sales: coupons, so that a cart is priced as before until the code is entered.
    {
      promoCode: "BFEARLY15",
      slug: "black-friday-early-access-continental",
      theme: "blackFridayPreSale",
      title: "Black Friday early access: 15% off Continental tires",
      description: "Early Black Friday savings on every Continental tire with code BFEARLY15.",
      discountType: "Percentage",
      amount: 15,
      brandSlug: "continental",
      startsAt: season.earlyAccess,
      endsAt: season.blackFriday,
    },
    {
      promoCode: "BLACKFRIDAY20",
      slug: "black-friday-20-off-pirelli",
      theme: "blackFriday",
      title: "Black Friday: 20% off Pirelli tires",
      description: "Black Friday weekend only: 20% off Pirelli tires with code BLACKFRIDAY20.",
      discountType: "Percentage",
      amount: 20,
      brandSlug: "pirelli",
      startsAt: season.blackFriday,
      endsAt: season.cyberMonday,
    },
    {
      promoCode: "CYBER100",
      slug: "cyber-monday-100-off-goodyear",
      theme: "cyberMonday",
      title: "Cyber Monday: $100 off four Goodyear tires",
      description: "One day only: $100 off a set of four Goodyear tires with code CYBER100.",
      discountType: "Flat Amount",
      amount: 100,
      brandSlug: "goodyear",
      minCartQuantity: 4,
      startsAt: season.cyberMonday,
      endsAt: season.afterCyberMonday,
    },
    {
      promoCode: "TAXTIME",
      slug: "tax-time-tire-sale",
      theme: "taxTimeSale",
      title: "Tax time tire sale: 10% off",
      description: "Put your refund to work: 10% off any tires with code TAXTIME.",
      discountType: "Percentage",
      amount: 10,
      startsAt: season.taxTime,
      endsAt: season.afterTaxDay,
    },
  ];
}

export async function seedPromotions(db: Db, asOf: Date) {
  const PROMOTIONS = promotionsAsOf(asOf);
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
