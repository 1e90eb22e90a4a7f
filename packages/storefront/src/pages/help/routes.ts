import type { Client } from "@treadkit/core/client";
import type { RouteObject } from "react-router";

const helpCenter = () => import("./HelpCenterPages");

/**
 * The help center and the FAQ page (storefront.md §2 "Support and info"), one chunk each. The
 * search page's static segment outranks a topic's.
 */
export function helpRoutes(client: Client): RouteObject[] {
  return [
    { path: "help-center", lazy: async () => (await helpCenter()).helpCenterRoute(client) },
    {
      path: "help-center/search",
      lazy: async () => (await helpCenter()).helpSearchRoute(client),
    },
    { path: "help-center/:topic", lazy: async () => (await helpCenter()).helpTopicRoute(client) },
    {
      path: "help-center/:topic/:slug",
      lazy: async () => (await helpCenter()).helpArticleRoute(client),
    },
    { path: "faqs", lazy: async () => (await import("./FaqPage")).faqRoute(client) },
  ];
}
