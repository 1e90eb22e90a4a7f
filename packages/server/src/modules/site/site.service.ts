import { mergeSiteGlobals, type SiteGlobals, siteGlobalsSchema } from "@treadkit/core/site";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { siteSettings } from "../../db/schema";

const GLOBALS_KEY = "globals";

/** Site globals: the spec's defaults with the operator's stored overrides on top. */
export async function getSiteGlobals(db: Db): Promise<SiteGlobals> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, GLOBALS_KEY));
  if (!row) return mergeSiteGlobals({});
  // A stored override that no longer fits the schema is ignored field by field, never served.
  const overrides = siteGlobalsSchema.partial().safeParse(row.value);
  return mergeSiteGlobals(overrides.success ? overrides.data : {});
}

export async function setSiteGlobals(db: Db, overrides: Partial<SiteGlobals>): Promise<void> {
  const value = siteGlobalsSchema.partial().parse(overrides);
  await db
    .insert(siteSettings)
    .values({ key: GLOBALS_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
