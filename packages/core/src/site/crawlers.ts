/**
 * Search-engine crawlers and other robots, told from the browser string: a page that is gone
 * answers them 410 with nothing in it (storefront.md §8), while a shopper gets a page that helps.
 * The performance-testing robot (Lighthouse) measures pages as shoppers get them, so it is none.
 */
const CRAWLER =
  /bot|crawl|spider|slurp|facebookexternalhit|bingpreview|mediapartners|embedly|curl\/|wget\//i;
const PERFORMANCE_TESTER = /Chrome-Lighthouse|PTST|Speed Insights/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return CRAWLER.test(userAgent) && !PERFORMANCE_TESTER.test(userAgent);
}
