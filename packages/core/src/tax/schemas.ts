import { z } from "zod";

/** What a cart or an order says of its tax: the state, the combined rate, an exemption. */
export const taxSummarySchema = z.object({
  state: z.string().length(2),
  /** The state's and the local rate together, in parts per million (8.25% is 82_500). */
  ratePpm: z.number().int().nonnegative(),
  /** The buyer is tax-exempt: no tax was charged. */
  exempt: z.boolean(),
});
