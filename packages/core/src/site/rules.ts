import type { SiteGlobals } from "./schemas";

/** storefront.md §9: globals are refreshed every 10 minutes. */
export const GLOBALS_REFRESH_MS = 600_000;

/** Defaults from storefront.md §3 and checkout.md §3 ("site globals defaults"). */
export const DEFAULT_SITE_GLOBALS: SiteGlobals = {
  coreShipHandlingMode: 1,
  customerServiceEnabled: true,
  customerServiceNumber: { display: "1-888-410-0604", value: "18884100604" },
  customFilterPills: [],
  footerLinks: [
    { label: "Track your order", href: "/track-your-order" },
    { label: "Returns and refunds", href: "/returns-and-refunds" },
    { label: "Help center", href: "/help-center" },
    { label: "Contact", href: "/contact" },
    { label: "Fleet and business sales", href: "/contact/tire-sales" },
    { label: "FAQs", href: "/faqs" },
    { label: "About us", href: "/about" },
    { label: "Press", href: "/press" },
    { label: "Become an installer", href: "/installer-signup" },
    { label: "Partner program", href: "/partner-program" },
    { label: "Affiliates", href: "/affiliates" },
    { label: "Terms of sale", href: "/sales" },
    { label: "Terms of use", href: "/terms" },
    { label: "Privacy policy", href: "/privacy-policy" },
    { label: "Site map", href: "/sitemap" },
  ],
  paymentTypeDiscountInPercentage: { affirm: 10, katapult: 10, klarna: 10, synchrony: 0 },
  priceDisplayInAddtoCart: true,
  crewPromo: {
    enabled: true,
    title: "Join the crew",
    description: "Sign up and get $25 off your first set of tires.",
  },
  siteTheme: "default",
};

/** Operator overrides are merged over the defaults one level deep. */
export function mergeSiteGlobals(overrides: Partial<SiteGlobals>): SiteGlobals {
  return {
    ...DEFAULT_SITE_GLOBALS,
    ...overrides,
    paymentTypeDiscountInPercentage: {
      ...DEFAULT_SITE_GLOBALS.paymentTypeDiscountInPercentage,
      ...overrides.paymentTypeDiscountInPercentage,
    },
  };
}
