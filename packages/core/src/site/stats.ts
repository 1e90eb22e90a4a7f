import { z } from "zod";

/** GET /v1/site/stats: the store's size, for the home page's trust signals. */
export const siteStatsSchema = z.object({
  /** Tires on sale now. */
  tires: z.number().int().nonnegative(),
  /** Brands with tires on sale. */
  brands: z.number().int().nonnegative(),
  /** Shops in the installer network. */
  shops: z.number().int().nonnegative(),
  /** Published reviews and their average overall rating; null while there are none. */
  reviews: z.object({ count: z.number().int().positive(), average: z.number() }).nullable(),
  /** The longest treadwear warranty of a line on sale, in miles. */
  longestWarrantyMiles: z.number().int().positive().nullable(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

export type TrustSignal = { figure: string; text: string };

const whole = new Intl.NumberFormat("en-US");

/**
 * The home page's trust signals, each a figure and what it stands for, from the store's own
 * numbers; a signal whose number is missing is left out. Shipping is free to every address in
 * the contiguous US (the site's notice says so), so that one always stands.
 */
export function trustSignals(stats: SiteStats): TrustSignal[] {
  const signals: TrustSignal[] = [];
  if (stats.shops > 0)
    signals.push({ figure: whole.format(stats.shops), text: "installer shops in the network" });
  if (stats.reviews)
    signals.push({
      figure: `${stats.reviews.average.toFixed(1)} / 5`,
      text: `from ${whole.format(stats.reviews.count)} shopper reviews`,
    });
  if (stats.longestWarrantyMiles)
    signals.push({
      figure: `${whole.format(stats.longestWarrantyMiles)} mi`,
      text: "treadwear warranties, at their longest",
    });
  signals.push({ figure: "Free", text: "shipping in the contiguous US" });
  return signals;
}
