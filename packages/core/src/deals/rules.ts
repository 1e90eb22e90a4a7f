/** Tire deals (storefront.md §2 "Deals", §3 "Promotion"): themes, what is on now, how a deal reads. */
import { formatCents } from "../money";

export const PROMOTION_THEMES = [
  "blackFriday",
  "blackFridayPreSale",
  "cyberMonday",
  "cyberWeekend",
  "default",
  "lastChance",
  "taxTimeSale",
] as const;
export type PromotionTheme = (typeof PROMOTION_THEMES)[number];

export const DISCOUNT_TYPES = ["Flat Amount", "Buy3Get1", "Free", "Percentage"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The badge a deal of each theme carries; the default theme carries none. */
export const THEME_LABELS: Record<PromotionTheme, string | null> = {
  blackFriday: "Black Friday",
  blackFridayPreSale: "Black Friday early access",
  cyberMonday: "Cyber Monday",
  cyberWeekend: "Cyber Weekend",
  default: null,
  lastChance: "Last chance",
  taxTimeSale: "Tax time sale",
};

export type ThemePage = {
  slug: "black-friday-sale" | "cyber-monday-sale";
  /** The sale's name, as in "Our Black Friday sale is not on right now". */
  name: string;
  title: string;
  themes: readonly PromotionTheme[];
};

/** The seasonal sale pages: each gathers the deals of its themes. */
export const THEME_PAGES: readonly ThemePage[] = [
  {
    slug: "black-friday-sale",
    name: "Black Friday",
    title: "Black Friday Tire Sale",
    themes: ["blackFriday", "blackFridayPreSale"],
  },
  {
    slug: "cyber-monday-sale",
    name: "Cyber Monday",
    title: "Cyber Monday Tire Sale",
    themes: ["cyberMonday", "cyberWeekend"],
  },
];

export function themePageOf(slug: string): ThemePage | null {
  return THEME_PAGES.find((page) => page.slug === slug) ?? null;
}

/** Whether a promotion runs at `now`: started (or no start) and not yet ended (or no end). */
export function isPromotionActive(
  promotion: { startsAt: string | null; endsAt: string | null },
  now: Date,
): boolean {
  const time = now.getTime();
  if (promotion.startsAt !== null && Date.parse(promotion.startsAt) > time) return false;
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= time) return false;
  return true;
}

/**
 * What a deal's page says of a deal that is not running: one that has not started gives its start
 * date, one that has ended says so. Null while it runs.
 */
export function dealNotRunningText(
  deal: { startsAt: string | null; endsAt: string | null },
  now: Date,
): string | null {
  if (isPromotionActive(deal, now)) return null;
  if (deal.startsAt !== null && Date.parse(deal.startsAt) > now.getTime()) {
    return `This deal starts ${DATE_FORMAT.format(new Date(deal.startsAt))}.`;
  }
  return "This deal has ended.";
}

/** The deals of a theme page, in the order given. */
export function dealsOfThemePage<T extends { theme: PromotionTheme }>(
  deals: readonly T[],
  page: ThemePage,
): T[] {
  return deals.filter((deal) => page.themes.includes(deal.theme));
}

type Discounted = {
  discountType: DiscountType;
  amount: number;
  target: "tires" | "installation" | "roadHazard";
};

const TARGET_TEXT: Record<Discounted["target"], string> = {
  tires: "tires",
  installation: "installation",
  roadHazard: "road hazard coverage",
};

/** "15% off tires", "$50 off", "Buy 3, get 1 free", "Free installation". */
export function discountText(deal: Discounted): string {
  switch (deal.discountType) {
    case "Percentage":
      return deal.amount >= 100
        ? `Free ${TARGET_TEXT[deal.target]}`
        : `${deal.amount}% off ${TARGET_TEXT[deal.target]}`;
    case "Flat Amount":
      return `${formatCents(Math.round(deal.amount * 100))} off ${TARGET_TEXT[deal.target]}`;
    case "Buy3Get1":
      return "Buy 3, get 1 free";
    case "Free":
      return `Free ${TARGET_TEXT[deal.target]}`;
  }
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Nov 27, 2026 – Nov 30, 2026", "Until Dec 1, 2026", "From Nov 16, 2026" or "Ongoing". */
export function dealDatesText(deal: { startsAt: string | null; endsAt: string | null }): string {
  const start = deal.startsAt ? DATE_FORMAT.format(new Date(deal.startsAt)) : null;
  // A deal ends at the start of its end day: the last day it runs is the day before.
  const end = deal.endsAt ? DATE_FORMAT.format(new Date(Date.parse(deal.endsAt) - 1)) : null;
  if (start && end) return `${start} – ${end}`;
  if (end) return `Until ${end}`;
  if (start) return `From ${start}`;
  return "Ongoing";
}

/**
 * What a deal's page lists: the tires of its product line or brand; a deal on every tire lists
 * the tires on sale.
 */
export function dealListingScope(deal: {
  brand: { slug: string } | null;
  line: { slug: string } | null;
}): { brand?: string[]; line?: string; deals?: boolean } {
  if (deal.brand && deal.line) return { brand: [deal.brand.slug], line: deal.line.slug };
  if (deal.brand) return { brand: [deal.brand.slug] };
  return { deals: true };
}

/** /tire-deals/[slug]. */
export function dealHref(slug: string): string {
  return `/tire-deals/${encodeURIComponent(slug)}`;
}
