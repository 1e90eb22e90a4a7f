import { z } from "zod";
import { clientContextQueryShape } from "../client-context";

export const MENU_CHANNELS = ["consumer", "simpleShop", "employeePortal"] as const;
export type MenuChannel = (typeof MENU_CHANNELS)[number];

const linkSchema = z.object({ label: z.string(), href: z.string() });
const sectionSchema = z.object({ title: z.string(), links: z.array(linkSchema) });

export const siteMenuQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  channel: z
    .enum(MENU_CHANNELS, { error: `channel must be one of ${MENU_CHANNELS.join(", ")}` })
    .default("consumer"),
});

export const siteMenuSchema = z.object({
  siteMenuBrowseList: z.array(sectionSchema),
  siteMenuLearn: z.array(sectionSchema),
});
export type SiteMenu = z.infer<typeof siteMenuSchema>;
export type MenuSection = z.infer<typeof sectionSchema>;

export const LEARN_SECTION: MenuSection = {
  title: "Learn",
  links: [
    { label: "Tire buying guide", href: "/tire-buying-guide" },
    { label: "Tire dictionary", href: "/learn/tire-news-information/tire-dictionary" },
    { label: "Articles", href: "/learn" },
    { label: "FAQs", href: "/faqs" },
    { label: "Help center", href: "/help-center" },
  ],
};

/**
 * The menu for a channel: the co-branded shop has no content section, and only the consumer
 * site shows deals.
 */
export function menuForChannel(browse: MenuSection[], channel: MenuChannel): SiteMenu {
  const withDeals =
    channel === "consumer"
      ? [...browse, { title: "Deals", links: [{ label: "Tire deals", href: "/tire-deals" }] }]
      : browse;
  return {
    siteMenuBrowseList: withDeals,
    siteMenuLearn: channel === "simpleShop" ? [] : [LEARN_SECTION],
  };
}

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  suppressFromHomePage: z.boolean(),
  persistent: z.boolean(),
});
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema) });

export const DEFAULT_NOTIFICATIONS: z.infer<typeof notificationSchema>[] = [
  {
    id: "free-shipping",
    type: "banner",
    message: "Free shipping in the contiguous US, delivered in 2 to 4 business days",
    suppressFromHomePage: false,
    persistent: true,
  },
];
