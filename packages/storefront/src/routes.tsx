import { getVehicle, vehicleIdFromCookie } from "@treadkit/core/catalog";
import { cartCountFromCookie } from "@treadkit/core/checkout";
import type { Client } from "@treadkit/core/client";
import { getInstallers, userZipFromCookie } from "@treadkit/core/installer";
import { cookieValue } from "@treadkit/core/platform";
import { logoVariantFromCookie, signedInFromCookie } from "@treadkit/core/session";
import { selectedShopFromCookie } from "@treadkit/core/shops";
import {
  CLOSED_BANNERS_COOKIE,
  CONSUMER_CHANNEL,
  getSiteChannel,
  getSiteGlobals,
  getSiteMenu,
  getSiteNotifications,
  readClosedBanners,
  visibleNotifications,
} from "@treadkit/core/site";
import { data, type RouteObject, redirect } from "react-router";
import type { RouteHandle } from "./meta";
import { shopDealContentRoutes } from "./pages/content/routes";
import { ErrorPage, SiteErrorPage } from "./pages/ErrorPage";
import { helpRoutes } from "./pages/help/routes";
import { Layout } from "./pages/Layout";
import { programmeRoutes } from "./pages/programmes/routes";
import { supportRoutes } from "./pages/support/routes";
import { trackingRoutes } from "./pages/tracking/routes";
import type { RootData } from "./root-data";

/**
 * The vehicle the shopper chose: the VEHICLE cookie's, else for a member the newest in My Garage
 * the catalogue knows (on a new device); null when none, or one the store no longer has.
 */
async function chosenVehicle(client: Client, cookie: string, signal: AbortSignal) {
  let vehicleId = vehicleIdFromCookie(cookie);
  if (vehicleId === null && signedInFromCookie(cookie)) {
    // Loaded only then: most pages are a guest's, or have the cookie.
    const { newestGarageVehicleId } = await import("./pages/account/garage-vehicle");
    vehicleId = await newestGarageVehicleId(client);
  }
  if (vehicleId === null) return null;
  const found = await getVehicle(client, vehicleId, signal);
  return found.isSuccess ? found.data : null;
}

/** The chosen shop's name, when the shop reaches the shopper's ZIP code. */
async function shopperLocation(client: Client, cookie: string, signal: AbortSignal) {
  const zip = userZipFromCookie(cookie);
  const selected = selectedShopFromCookie(cookie);
  if (!zip || !selected) return { zip, shop: null };
  const found = await getInstallers(
    client,
    { userZip: zip, installerIds: selected, limit: 1, source: "home" },
    signal,
  );
  const shop = found.isSuccess ? found.data.siteInstallers.siteInstallerList[0] : undefined;
  return { zip, shop: shop ? { id: shop.installerId, name: shop.company } : null };
}

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
        const [globals, channelResult, notifications] = await Promise.all([
          getSiteGlobals(client, request.signal),
          getSiteChannel(client, request.signal),
          getSiteNotifications(client, request.signal),
        ]);
        const channel = channelResult.isSuccess ? channelResult.data : CONSUMER_CHANNEL;
        const cookie = request.headers.get("cookie") ?? "";
        const [menu, location, vehicle] = await Promise.all([
          getSiteMenu(client, channel.channel, request.signal),
          shopperLocation(client, cookie, request.signal),
          chosenVehicle(client, cookie, request.signal),
        ]);
        const now = Date.now();
        return {
          globals: globals.isSuccess ? globals.data.siteGlobals : null,
          mapTiles: globals.isSuccess ? (globals.data.mapTiles ?? null) : null,
          origin: new URL(request.url).origin,
          channel,
          cartCount: cartCountFromCookie(cookie),
          signedIn: signedInFromCookie(cookie),
          logo: logoVariantFromCookie(cookie),
          menu: menu.isSuccess ? menu.data : null,
          location,
          vehicle,
          notifications: notifications.isSuccess
            ? visibleNotifications(notifications.data.notifications, {
                pathname: new URL(request.url).pathname,
                closed: readClosedBanners(cookieValue(cookie, CLOSED_BANNERS_COOKIE), now),
                now,
              })
            : [],
        };
      },
      children: [
        {
          // Every page's failure renders inside the layout: header, search and footer stay.
          id: "site",
          ErrorBoundary: SiteErrorPage,
          children: [
            {
              index: true,
              lazy: async () => (await import("./pages/HomePage")).homeRoute(client),
            },
            {
              path: "tire-sizes",
              lazy: async () => (await import("./pages/TireSizeHubPage")).tireSizeHubRoute,
            },
            {
              path: "sidewall",
              lazy: async () => (await import("./pages/SidewallPage")).sidewallRoute,
            },
            {
              path: "tire-sizes/:size",
              lazy: async () =>
                (await import("./pages/catalogue/SizeListingPages")).tireSizeRoute(client),
            },
            // A size's narrower listings and the diameter pages (storefront.md §2 "Tire sizes").
            ...[
              "tire-sizes/:size/categories/:category",
              "tire-sizes/:size/types/:subtype",
              "tire-sizes/:size/brands/:brand",
              "tire-sizes/:size/brands/:brand/types/:subtype",
              "tire-sizes/:size/brands/:brand/categories/:category",
            ].map((path) => ({
              path,
              lazy: async () =>
                (await import("./pages/catalogue/SizeListingPages")).sizeListingRoute(client),
            })),
            {
              path: "tire-sizes/diameter/:size",
              lazy: async () =>
                (await import("./pages/catalogue/SizeListingPages")).diameterRoute(client),
            },
            // A brand's lines, types and categories (storefront.md §2 "Brands").
            {
              path: "brands/:brand/types",
              lazy: async () =>
                (await import("./pages/brands/BrandPages")).brandHubRoute(client, "types"),
            },
            {
              path: "brands/:brand/categories",
              lazy: async () =>
                (await import("./pages/brands/BrandPages")).brandHubRoute(client, "categories"),
            },
            ...[
              "brands/:brand/types/:categoryOrType",
              "brands/:brand/categories/:categoryOrType",
            ].map((path) => ({
              path,
              lazy: async () => (await import("./pages/brands/BrandPages")).brandFacetRoute(client),
            })),
            {
              path: "brands/:brand/:productLine",
              lazy: async () =>
                (await import("./pages/brands/BrandPages")).productLineRoute(client),
            },
            {
              path: "brands/:brand/:productLine/p",
              lazy: async () =>
                (await import("./pages/brands/BrandPages")).productLineRedirectRoute(),
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
              path: "vehicles/choose",
              lazy: async () =>
                (await import("./pages/vehicles/VehicleChooser")).vehicleChooserRoute(client),
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
              lazy: async () =>
                (await import("./pages/catalogue/CategoryTypePages")).typesHubRoute(),
            },
            {
              path: "types/:type",
              lazy: async () =>
                (await import("./pages/catalogue/CategoryTypePages")).typeRoute(client),
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
              path: "compare",
              lazy: async () => (await import("./pages/compare/ComparePage")).compareRoute(client),
            },
            {
              path: "brands/:brand/:productLine/p/:itemId",
              lazy: async () => (await import("./pages/product/ProductPage")).productRoute(client),
            },
            // Tire reviews (storefront.md §2): the write-a-review form (its action also answers the
            // form posted without a script) and the reviews of a line, brand, category, type or all.
            {
              path: "brands/:brand/:productLine/write-a-review",
              lazy: async () =>
                (await import("./pages/reviews/WriteReviewPage")).writeReviewRoute(client),
            },
            ...(
              [
                ["brands/:brand/:productLine/reviews", "lineReviewsRoute"],
                ["brands/:brand/reviews", "brandReviewsRoute"],
                ["categories/:category/reviews", "categoryReviewsRoute"],
                ["types/:type/reviews", "typeReviewsRoute"],
                ["tire-reviews", "tireReviewsRoute"],
                ["tire-reviews/:section", "reviewSectionRoute"],
              ] as const
            ).map(([path, route]) => ({
              path,
              lazy: async () => (await import("./pages/reviews/ReviewPages"))[route](client),
            })),
            ...checkoutRoutes(client),
            accountRoutes(client),
            {
              path: "dt-employees",
              lazy: async () =>
                (await import("./pages/EmployeePortalPage")).employeePortalRoute(client),
            },
            // The referral programme (storefront.md §1): each page its own chunk, with its meta.
            {
              path: "advocate-dashboard",
              lazy: async () =>
                (await import("./pages/referral/AdvocateDashboardPage")).advocateDashboardRoute(
                  client,
                ),
            },
            {
              path: "invite",
              lazy: async () => (await import("./pages/referral/InvitePage")).inviteRoute(client),
            },
            {
              path: "sign-up-offer",
              lazy: async () => (await import("./pages/SignUpOfferPage")).signUpOfferRoute(),
            },
            // Shops, deals and the generic content pages (storefront.md §2), each area its own chunk.
            ...trackingRoutes(client),
            ...supportRoutes(client),
            ...helpRoutes(client),
            ...programmeRoutes(client),
            ...shopDealContentRoutes(client),
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
    ...["checkout/confirm-order/:orderId", "checkout/shipping-confirmation"].map((path) => ({
      path,
      lazy: async () =>
        (await import("./pages/checkout/ConfirmOrderPage")).confirmOrderRoute(client),
    })),
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
        lazy: async () => (await import("./pages/account/AccountHome")).accountHomeRoute(client),
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
