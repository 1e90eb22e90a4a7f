import type { Client } from "@treadkit/core/client";
import type { RouteObject } from "react-router";

/**
 * The programme pages with more than content (storefront.md §2 "Programmes"): the installer
 * sign-up form (its action also answers the form posted without a script) and the paid product
 * detail page of listing ads. The partner, affiliate, Car Talk and RepairPal pages are content
 * pages of the /[slug] route.
 */
export function programmeRoutes(client: Client): RouteObject[] {
  return [
    {
      path: "installer-signup",
      lazy: async () => (await import("./InstallerSignupPage")).installerSignupRoute(client),
    },
    {
      path: "paid",
      lazy: async () => (await import("./PaidProductPage")).paidProductRoute(client),
    },
  ];
}
