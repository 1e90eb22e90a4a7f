import { cartCountFromCookie } from "@treadkit/core/checkout";
import type { Client } from "@treadkit/core/client";
import { signedInFromCookie } from "@treadkit/core/session";
import {
  CONSUMER_CHANNEL,
  getSiteChannel,
  getSiteGlobals,
  type SiteChannel,
  type SiteGlobals,
} from "@treadkit/core/site";
import { data, type RouteObject, redirect } from "react-router";
import type { RouteHandle } from "./meta";
import { ErrorPage } from "./pages/ErrorPage";
import { HomePage } from "./pages/HomePage";
import { Layout } from "./pages/Layout";
import { TireSizeHubPage, tireSizeHubLoader } from "./pages/TireSizeHubPage";
import { TireSizePage, tireSizeLoader, tireSizeMeta } from "./pages/TireSizePage";

/**
 * What every page shares: the site globals, the channel the host is served in (the consumer
 * site or a partner's simple shop), the cart count the cart cookie holds, and whether the
 * account cookie marks the browser signed in.
 */
export type RootData = {
  globals: SiteGlobals | null;
  channel: SiteChannel;
  cartCount: number;
  signedIn: boolean;
};

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
      loader: async ({ request }): Promise<RootData> => {
        const [globals, channel] = await Promise.all([
          getSiteGlobals(client, request.signal),
          getSiteChannel(client, request.signal),
        ]);
        const cookie = request.headers.get("cookie");
        return {
          globals: globals.isSuccess ? globals.data.siteGlobals : null,
          channel: channel.isSuccess ? channel.data : CONSUMER_CHANNEL,
          cartCount: cartCountFromCookie(cookie),
          signedIn: signedInFromCookie(cookie),
        };
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
          path: "sitemap",
          lazy: async () => (await import("./pages/SitemapPage")).sitemapRoute(client),
        },
        {
          path: "vehicles",
          lazy: async () =>
            (await import("./pages/vehicles/VehiclePages")).vehiclesHubRoute(client),
        },
        {
          path: "vehicles/:make",
          lazy: async () =>
            (await import("./pages/vehicles/VehiclePages")).vehicleMakeRoute(client),
        },
        {
          path: "vehicles/:make/:model",
          lazy: async () =>
            (await import("./pages/vehicles/VehiclePages")).vehicleModelRoute(client),
        },
        {
          path: "vehicles/:make/:model/:year",
          lazy: async () =>
            (await import("./pages/vehicles/VehiclePages")).vehicleYearRoute(client),
        },
        {
          path: "categories",
          lazy: async () =>
            (await import("./pages/catalogue/CategoryTypePages")).categoriesHubRoute(),
        },
        {
          path: "categories/:category",
          lazy: async () =>
            (await import("./pages/catalogue/CategoryTypePages")).categoryRoute(client),
        },
        {
          path: "types",
          lazy: async () => (await import("./pages/catalogue/CategoryTypePages")).typesHubRoute(),
        },
        {
          path: "types/:type",
          lazy: async () => (await import("./pages/catalogue/CategoryTypePages")).typeRoute(client),
        },
        {
          path: "brands",
          lazy: async () => (await import("./pages/brands/BrandPages")).brandsHubRoute(client),
        },
        {
          path: "brands/:brand",
          lazy: async () => (await import("./pages/brands/BrandPages")).brandRoute(client),
        },
        {
          path: "brands/:brand/:productLine/p/:itemId",
          lazy: async () => (await import("./pages/product/ProductPage")).productRoute(client),
        },
        ...checkoutRoutes(client),
        accountRoutes(client),
        {
          path: "dt-employees",
          lazy: async () => ({
            Component: (await import("./pages/EmployeePortalPage")).EmployeePortalPage,
          }),
          handle: {
            meta: () => ({ title: "Employee Purchase Portal", channel: "employeePortal" }),
          } satisfies RouteHandle,
        },
        // The referral programme (storefront.md §1): each page its own chunk, with its meta.
        {
          path: "advocate-dashboard",
          lazy: async () =>
            (await import("./pages/referral/AdvocateDashboardPage")).advocateDashboardRoute(client),
        },
        {
          path: "invite",
          lazy: async () => (await import("./pages/referral/InvitePage")).inviteRoute(client),
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

/** Checkout meta: one title per step; the pages depend on a cart, so they name no canonical. */
const checkoutMeta = (title: string): RouteHandle => ({
  meta: () => ({ title, canonical: false }),
});

/**
 * The checkout routes of checkout.md §2, each its own chunk: a shopper browsing tires never
 * downloads the checkout, and one paying never downloads listings.
 */
function checkoutRoutes(client: Client): RouteObject[] {
  const layout = () => import("./pages/checkout/CheckoutLayout");
  const loaders = () => import("./pages/checkout/data");
  return [
    {
      id: "checkout",
      path: "checkout",
      lazy: async () => {
        const [{ CheckoutLayout }, { checkoutLoader }] = await Promise.all([layout(), loaders()]);
        return { Component: CheckoutLayout, loader: (args) => checkoutLoader(client, args) };
      },
      handle: checkoutMeta("Checkout"),
      children: [
        {
          index: true,
          loader: ({ request }) => redirect(`/checkout/shipping${new URL(request.url).search}`),
          Component: NoContent,
        },
        {
          path: "shipping",
          lazy: async () => ({
            Component: (await import("./pages/checkout/ShippingStep")).ShippingStep,
          }),
          handle: checkoutMeta("Shipping"),
        },
        {
          path: "services",
          lazy: async () => ({
            Component: (await import("./pages/checkout/ServicesStep")).ServicesStep,
          }),
          handle: checkoutMeta("Coverage"),
        },
        {
          path: "payments",
          lazy: async () => ({
            Component: (await import("./pages/checkout/PaymentStep")).PaymentStep,
          }),
          handle: checkoutMeta("Payment"),
        },
        {
          path: "payments/:type",
          lazy: async () => {
            const { PaymentStep, paymentTypeLoader } = await import("./pages/checkout/PaymentStep");
            return { Component: PaymentStep, loader: paymentTypeLoader };
          },
          handle: checkoutMeta("Payment"),
        },
        {
          path: "order-summary",
          lazy: async () => {
            const { ReviewStep, reviewLoader } = await import("./pages/checkout/ReviewStep");
            return { Component: ReviewStep, loader: (args) => reviewLoader(client, args) };
          },
          handle: checkoutMeta("Review order"),
        },
      ],
    },
    {
      path: "checkout/order-confirmation",
      lazy: async () => {
        const { OrderConfirmationPage, orderConfirmationLoader } = await import(
          "./pages/checkout/OrderConfirmationPage"
        );
        return {
          Component: OrderConfirmationPage,
          loader: (args) => orderConfirmationLoader(client, args),
        };
      },
      handle: checkoutMeta("Order confirmation"),
    },
  ];
}

/** Account pages are the member's own: never in search results, never a canonical page. */
const accountMeta = (title: string): RouteHandle => ({
  meta: () => ({ title, canonical: false, noindex: true }),
});

/**
 * The account pages of storefront.md §2, each its own chunk, loaded only by members. Their
 * loaders send a guest to sign in and back.
 */
function accountRoutes(client: Client): RouteObject {
  return {
    id: "account",
    path: "account",
    lazy: async () => (await import("./pages/account/AccountLayout")).accountLayoutRoute(client),
    handle: accountMeta("My account"),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import("./pages/account/AccountHome")).AccountHome,
        }),
      },
      {
        path: "my-orders",
        lazy: async () => (await import("./pages/account/MyOrdersPage")).myOrdersRoute(client),
        handle: accountMeta("My Orders"),
      },
      {
        path: "my-garage",
        lazy: async () => (await import("./pages/account/MyGaragePage")).myGarageRoute(client),
        handle: accountMeta("My Garage"),
      },
    ],
  };
}
