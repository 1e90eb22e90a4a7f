import { z } from "zod";
import { clientContextQueryShape } from "../client-context";

import { WIDGET_IDENTIFIERS } from "./identifiers";

export { WIDGET_IDENTIFIERS };

/** GET /widget-app-config: a partner is found by its sub-domain or its site URL. */
export const widgetAppConfigQuerySchema = z
  .strictObject({
    ...clientContextQueryShape,
    identifier: z.enum(WIDGET_IDENTIFIERS, {
      error: "identifier must be installer-widget or simpleshop",
    }),
    subDomain: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
        error: "subDomain must be a host label, e.g. sunrise-tire-pros",
      })
      .optional(),
    siteUrl: z
      .url({ protocol: /^https?$/, error: "siteUrl must be an http(s) URL" })
      .max(300)
      .optional(),
  })
  .refine((q) => q.subDomain || q.siteUrl, { error: "Send subDomain or siteUrl" });

/** Widget app config of storefront.md §3; `id` becomes the widget source id. */
export const widgetAppConfigSchema = z.object({
  id: z.string(),
  identifier: z.enum(WIDGET_IDENTIFIERS),
  name: z.string(),
  logoUrl: z.string().nullable(),
  installerId: z.string().nullable(),
});
export type WidgetAppConfig = z.infer<typeof widgetAppConfigSchema>;

/** POST /token (form body), the client-credential login of storefront.md §7. */
export const tokenRequestSchema = z.strictObject({
  client_id: z.string().min(1).max(100),
  client_secret: z.string().max(200).optional(),
  grant_type: z.literal("client_credentials", { error: "grant_type must be client_credentials" }),
});

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().positive(),
});
