import type { Client } from "@treadkit/core/client";
import type { RouteObject } from "react-router";

const contact = () => import("./ContactPage");
const sales = () => import("./SalesInquiryPage");
const mailingList = () => import("./MailingListPages");

/**
 * Support (storefront.md §2 "Support and info"): the contact page with its form, the tire-sales
 * inquiry, and the mailing list's sign-up, confirmation and unsubscribe pages. Each page's action
 * also answers its form posted without the page's script.
 */
export function supportRoutes(client: Client): RouteObject[] {
  return [
    { path: "contact", lazy: async () => (await contact()).contactRoute(client) },
    { path: "contact/tire-sales", lazy: async () => (await sales()).salesInquiryRoute(client) },
    { path: "mailing-list", lazy: async () => (await mailingList()).mailingListRoute(client) },
    {
      path: "mailing-list/confirm",
      lazy: async () => (await mailingList()).confirmRoute(client),
    },
    {
      path: "mailing-list/unsubscribe",
      lazy: async () => (await mailingList()).unsubscribeRoute(client),
    },
  ];
}
