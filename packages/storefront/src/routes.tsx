import type { Client } from "@treadkit/core/client";
import { getSiteGlobals } from "@treadkit/core/site";
import { data, type RouteObject } from "react-router";
import type { RouteHandle } from "./meta";
import { ErrorPage } from "./pages/ErrorPage";
import { HomePage } from "./pages/HomePage";
import { Layout } from "./pages/Layout";
import { TireSizeHubPage, tireSizeHubLoader } from "./pages/TireSizeHubPage";
import { TireSizePage, tireSizeLoader, tireSizeMeta } from "./pages/TireSizePage";

function NoContent() {
  return null;
}

/** The storefront's route table (storefront.md §2); loaders read through the core client. */
export function createRoutes(client: Client): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      Component: Layout,
      ErrorBoundary: ErrorPage,
      // Globals change rarely; the root does not reload them on every navigation.
      shouldRevalidate: () => false,
      loader: async ({ request }) => {
        const globals = await getSiteGlobals(client, request.signal);
        return globals.isSuccess ? globals.data.siteGlobals : null;
      },
      children: [
        {
          index: true,
          Component: HomePage,
          handle: {
            meta: () => ({ title: "Tires for every car, installed near you" }),
          } satisfies RouteHandle,
        },
        {
          path: "tire-sizes",
          loader: tireSizeHubLoader,
          Component: TireSizeHubPage,
          handle: { meta: () => ({ title: "Tire sizes" }) } satisfies RouteHandle,
        },
        {
          path: "tire-sizes/:size",
          loader: (args) => tireSizeLoader(client, args),
          Component: TireSizePage,
          handle: { meta: tireSizeMeta } satisfies RouteHandle,
        },
        {
          path: "*",
          loader: () => {
            throw data("Not found", { status: 404 });
          },
          // Never rendered (the loader throws); present so the router has an element to match.
          Component: NoContent,
        },
      ],
    },
  ];
}
