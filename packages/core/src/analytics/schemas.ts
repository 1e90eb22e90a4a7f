import { z } from "zod";
import { ANALYTICS_BATCH_MAX } from "./limits";

const money = { priceInCents: z.number().int().min(0).max(10_000_000), currency: z.literal("USD") };
const productId = z.string().min(1).max(40);
const text = (max: number) => z.string().min(1).max(max);

/** What a browser may send: exactly the events the storefront fires, nothing free-form. */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("add_to_cart"),
    productId,
    quantity: z.number().int().min(1).max(99),
    ...money,
  }),
  z.strictObject({
    name: z.literal("remove_from_cart"),
    productId,
    quantity: z.number().int().min(1).max(99),
    ...money,
  }),
  z.strictObject({
    name: z.literal("checkout_step_viewed"),
    step: z.enum(["shipping", "services", "payments", "review"]),
    cartId: text(64),
    delivery: z.enum(["ship to customer", "install", "ship to fedex", "mobile install"]).nullable(),
    totalInCents: z.number().int().min(0).max(100_000_000),
    currency: z.literal("USD"),
  }),
  z.strictObject({ name: z.literal("exit_link_clicked"), href: text(2_000) }),
  z.strictObject({ name: z.literal("login"), userId: text(64), accountType: text(40) }),
  z.strictObject({ name: z.literal("logout") }),
  z.strictObject({ name: z.literal("new_catalogue_search"), path: text(500) }),
  z.strictObject({ name: z.literal("page_viewed"), path: text(500), title: z.string().max(300) }),
]);

export const analyticsBatchSchema = z.strictObject({
  /** The browser's session id (storefront.md §6), RudderStack's anonymous id. */
  anonymousId: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
