import type { Client } from "@treadkit/core/client";
import type { RouteObject } from "react-router";

const shops = () => import("../shops/ShopPages");
const deals = () => import("../deals/DealPages");
const articles = () => import("./ArticlePages");

/**
 * The learning center and the press room (storefront.md §2 "Content"), one chunk for both. The
 * tire dictionary's static path outranks /learn/:category/:slug.
 */
function articleRoutes(client: Client): RouteObject[] {
  return [
    {
      path: "learn/tire-news-information/tire-dictionary",
      lazy: async () => (await articles()).tireDictionaryRoute(client),
    },
    ...(["learn", "press"] as const).flatMap((section) => [
      { path: section, lazy: async () => (await articles()).hubRoute(client, section) },
      {
        path: `${section}/:category`,
        lazy: async () => (await articles()).categoryRoute(client, section),
      },
      {
        path: `${section}/:category/:slug`,
        lazy: async () => (await articles()).articleRoute(client, section),
      },
    ]),
  ];
}

/**
 * The tire-shop, deal, article and generic content routes of storefront.md §2, each area its
 * own chunk.
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
    ...articleRoutes(client),
    {
      path: ":slug",
      lazy: async () => (await import("./ContentPage")).contentRoute(client),
    },
  ];
}
