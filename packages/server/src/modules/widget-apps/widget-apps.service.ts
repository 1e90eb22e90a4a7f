import type { WidgetAppConfig } from "@treadkit/core/widget";
import { and, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { widgetApps } from "./widget-apps.schema";

/** The partner's widget configuration, found by sub-domain or by the site's origin. */
async function findWidgetApp(
  db: Db,
  query: { identifier: string; subDomain?: string; siteUrl?: string },
) {
  const matches: SQL[] = [];
  if (query.subDomain) matches.push(eq(widgetApps.subDomain, query.subDomain));
  if (query.siteUrl) matches.push(eq(widgetApps.siteUrl, new URL(query.siteUrl).origin));
  const [row] = await db
    .select()
    .from(widgetApps)
    .where(and(eq(widgetApps.identifier, query.identifier), or(...matches)));
  if (!row) throw notFound("No widget is registered for this site", "WIDGET_APP_NOT_FOUND");
  return row;
}

/** The config a widget loads; its id becomes the widget source id. */
export async function getWidgetAppConfig(
  db: Db,
  query: { identifier: string; subDomain?: string; siteUrl?: string },
): Promise<WidgetAppConfig> {
  const row = await findWidgetApp(db, query);
  return {
    id: String(row.id),
    identifier: row.identifier as "installer-widget" | "simpleshop",
    name: row.name,
    logoUrl: row.logoUrl,
    installerId: row.installerId === null ? null : String(row.installerId),
  };
}
