import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { DISCOUNT_TYPES, PROMOTION_THEMES } from "./rules";

const dealSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "slug takes a deal's slug, e.g. free-installation",
  })
  .max(80);

export const dealParamsSchema = z.object({ slug: dealSlugSchema });

/** GET /tire-deals: the deals running now, optionally of one theme. */
export const dealListQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  theme: z
    .enum(PROMOTION_THEMES, { error: `theme takes one of ${PROMOTION_THEMES.join(", ")}` })
    .optional(),
});

/** A published promotion (storefront.md §3 "Promotion") as the deal pages show it. */
export const dealSchema = z.object({
  promotionId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** "coupon" when a code is entered at checkout, "automatic" when the cart applies it itself. */
  promoType: z.enum(["coupon", "automatic"]),
  promoCode: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  target: z.enum(["tires", "installation", "roadHazard"]),
  /** Dollars for Flat Amount, a percentage for Percentage. */
  amount: z.number().nonnegative(),
  theme: z.enum(PROMOTION_THEMES),
  brand: z.object({ slug: z.string(), label: z.string() }).nullable(),
  line: z.object({ slug: z.string(), name: z.string() }).nullable(),
  minCartQuantity: z.number().int().nullable(),
  maxCartQuantity: z.number().int().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  isActive: z.boolean(),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealListSchema = z.object({ deals: z.array(dealSchema) });
export type DealList = z.infer<typeof dealListSchema>;
