import { isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiClients, widgetApps } from "./widget-apps.schema";

/**
 * Every origin registered for a widget: a widget app's site and allowed origins, and the allowed
 * origins of publishable API clients. A confidential client's list does not count: it proves a
 * secret from a server, never from a browser.
 */
export async function loadRegisteredOrigins(db: Db): Promise<string[]> {
  const [apps, clients] = await Promise.all([
    db.select({ siteUrl: widgetApps.siteUrl, allowed: widgetApps.allowedOrigins }).from(widgetApps),
    db
      .select({ allowed: apiClients.allowedOrigins })
      .from(apiClients)
      .where(isNull(apiClients.secretHash)),
  ]);
  return [
    ...apps.flatMap((app) => (app.siteUrl ? [app.siteUrl, ...app.allowed] : app.allowed)),
    ...clients.flatMap((client) => client.allowed),
  ];
}
