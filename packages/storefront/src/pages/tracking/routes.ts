import type { Client } from "@treadkit/core/client";
import type { RouteObject } from "react-router";

const pages = () => import("./TrackingPages");

/** Order tracking (storefront.md §2 "Order tracking"), one chunk for its four pages. */
export function trackingRoutes(client: Client): RouteObject[] {
  return [
    { path: "track-your-order", lazy: async () => (await pages()).trackLookupRoute() },
    { path: "track-your-order/result", lazy: async () => (await pages()).trackResultRoute(client) },
    { path: "track-your-order/return", lazy: async () => (await pages()).trackReturnRoute(client) },
    { path: "track-your-order/wo", lazy: async () => (await pages()).workOrderRoute(client) },
  ];
}
