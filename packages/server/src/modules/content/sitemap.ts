import { CONTACT_PATH, TIRE_SALES_INQUIRY_PATH } from "@treadkit/core/contact";
import {
  articlePath,
  CONTENT_SECTIONS,
  categoryPath,
  contentSectionSchema,
  HELP_CENTER_PATH,
  sectionPath,
} from "@treadkit/core/content";
import { dealHref, THEME_PAGES } from "@treadkit/core/deals";
import { INSTALLER_SIGNUP_PATH } from "@treadkit/core/installer-signup";
import { TRACK_ORDER_PATH } from "@treadkit/core/order";
import { shopHref, urbanAreaHref } from "@treadkit/core/shops";
import type { Db } from "../../db/client";
import { listDeals } from "../deals/deals.service";
import { installers } from "../installers/installers.schema";
import { countShopsByCity } from "../shops/shops.repository";
import { listAllCategories, listArticlePaths } from "./articles.repository";
import { listContentPages } from "./content.repository";

/**
 * The indexable pages of the shop, deal and content areas, for sitemap.xml: the tire-shop
 * landing, every city with shops and every shop; the deals landing, the sale pages and the deals
 * running now; every content page; the learning center and the press room with their
 * categories and articles; the help center (its topics and articles name it as their canonical
 * page, so it stands for them), the installer sign-up, the contact and tire-sales pages and order
 * tracking.
 */
export async function shopDealContentPaths(db: Db, now: Date): Promise<string[]> {
  const cities = await countShopsByCity(db);
  const shops = await db
    .select({
      company: installers.company,
      city: installers.city,
      state: installers.state,
      code: installers.code,
    })
    .from(installers)
    .orderBy(installers.code);
  const { deals } = await listDeals(db, {}, now);
  const pages = await listContentPages(db);
  const categories = await listAllCategories(db);
  const articles = await listArticlePaths(db);
  const paths = [
    "/tire-shops",
    ...cities.map((row) => urbanAreaHref(row.city, row.state)),
    ...shops.map((shop) => shopHref({ ...shop, shopCode: shop.code })),
    "/tire-deals",
    ...THEME_PAGES.map((page) => `/tire-deals/${page.slug}`),
    ...deals.map((deal) => dealHref(deal.slug)),
    ...pages.map((page) => `/${page.slug}`),
    ...CONTENT_SECTIONS.map(sectionPath),
    ...categories.map((row) => categoryPath(contentSectionSchema.parse(row.section), row.slug)),
    ...articles.map((row) =>
      articlePath(contentSectionSchema.parse(row.section), row.categorySlug ?? "", row.slug),
    ),
    HELP_CENTER_PATH,
    INSTALLER_SIGNUP_PATH,
    CONTACT_PATH,
    TIRE_SALES_INQUIRY_PATH,
    TRACK_ORDER_PATH,
  ];
  return [...new Set(paths)];
}
