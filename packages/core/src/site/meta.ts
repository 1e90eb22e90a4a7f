/** Page meta rules of storefront.md §5. */

export const BRAND_NAME = "Treadkit";
export const EMPLOYEE_PORTAL_TITLE = "Employee Purchase Portal";

export type PageChannel = "consumer" | "simpleShop" | "employeePortal";
export type PageKind = "default" | "writeReview" | "listingAd";

/** The title gets a brand suffix, except on the employee portal and the shop variant. */
export function pageTitle(title: string, channel: PageChannel = "consumer"): string {
  if (channel === "employeePortal") return EMPLOYEE_PORTAL_TITLE;
  if (channel === "simpleShop") return title;
  return `${title} | ${BRAND_NAME}`;
}

/** Robots value, always with large image preview. */
export function robotsContent(
  kind: PageKind = "default",
  channel: PageChannel = "consumer",
): string {
  const base =
    channel === "simpleShop" || kind === "listingAd"
      ? "noindex,nofollow"
      : channel === "employeePortal" || kind === "writeReview"
        ? "noindex,follow"
        : "index,follow";
  return `${base},max-image-preview:large`;
}
