/** widget-app-config identifiers (storefront.md §3), apart from the zod schemas that use them. */
export const WIDGET_IDENTIFIERS = ["installer-widget", "simpleshop"] as const;
