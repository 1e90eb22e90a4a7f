import type { Client } from "@treadkit/core/client";
import type { RouteObject } from "react-router";

const shops = () => import("../shops/ShopPages");
const deals = () => import("../deals/DealPages");

/**
 * The tire-shop, deal and generic content routes of storefront.md §2, each area its own chunk.
 * Static segments outrank the /:slug catch-all, so it takes only paths no other route has.
 */
export function shopDealContentRoutes(client: Client): RouteObject[] {
  return [
    { path: "tire-shops", lazy: async () => (await shops()).shopLandingRoute(client) },
    { path: "tire-shops/:urbanArea", lazy: async () => (await shops()).urbanAreaRoute(client) },
    {
      path: "tire-shops/shop/:shopName/:shopCode",
      lazy: async () => (await shops()).shopDetailRoute(client),
    },
    { path: "tire-deals", lazy: async () => (await deals()).dealsRoute(client) },
    {
      path: "tire-deals/black-friday-sale",
      lazy: async () => (await deals()).themeDealsRoute(client, "black-friday-sale"),
    },
    {
      path: "tire-deals/cyber-monday-sale",
      lazy: async () => (await deals()).themeDealsRoute(client, "cyber-monday-sale"),
    },
    { path: "tire-deals/:slug", lazy: async () => (await deals()).dealRoute(client) },
    { path: "tire-sales", lazy: async () => (await deals()).tireSalesRoute() },
    {
      path: ":slug",
      lazy: async () => (await import("./ContentPage")).contentRoute(client),
    },
  ];
}
