import { brandPathSlug } from "../catalog/links";
import type { PromotionTheme } from "../deals/rules";
import { THEME_LABELS, THEME_PAGES } from "../deals/rules";
import type { Deal } from "../deals/schemas";

/** The overlay's promotion pill types of storefront.md §2. */
export type PromotionPillType =
  | "bfDealsPill"
  | "bfPreSalePill"
  | "cmDealsPill"
  | "cwDealsPill"
  | "lastChanceDealsPill"
  | "customFilterPill";

export type PromotionPill = { type: PromotionPillType; label: string; href: string };

const THEME_PILLS: Partial<Record<PromotionTheme, PromotionPillType>> = {
  blackFriday: "bfDealsPill",
  blackFridayPreSale: "bfPreSalePill",
  cyberMonday: "cmDealsPill",
  cyberWeekend: "cwDealsPill",
  lastChance: "lastChanceDealsPill",
};

function themeHref(theme: PromotionTheme): string {
  const page = THEME_PAGES.find((candidate) => candidate.themes.includes(theme));
  return page ? `/tire-deals/${page.slug}` : "/tire-deals";
}

/**
 * The promotion pills the overlay shows after the search-type pills: one per sale theme that has
 * a running deal (leading to its sale page), then one per brand with a running deal of its own,
 * labelled with the brand plus deals and leading to that brand's tires filtered to deals.
 */
export function promotionPills(deals: readonly Deal[]): PromotionPill[] {
  const running = deals.filter((deal) => deal.isActive);
  const pills: PromotionPill[] = [];
  for (const [theme, type] of Object.entries(THEME_PILLS) as [
    PromotionTheme,
    PromotionPillType,
  ][]) {
    if (!running.some((deal) => deal.theme === theme)) continue;
    pills.push({ type, label: `${THEME_LABELS[theme]} deals`, href: themeHref(theme) });
  }
  const brands = new Map<string, string>();
  for (const deal of running) {
    if (deal.brand && deal.target === "tires") brands.set(deal.brand.slug, deal.brand.label);
  }
  for (const [slug, label] of brands) {
    pills.push({
      type: "customFilterPill",
      label: `${label} deals`,
      href: `/brands/${brandPathSlug(slug)}?deals=true`,
    });
  }
  return pills;
}
