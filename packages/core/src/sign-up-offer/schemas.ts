import { z } from "zod";

/** GET /api/account/sign-up-offer: where the member stands with the offer, in words. */
export const signUpOfferStatusSchema = z.object({
  standing: z.enum(["guest", "available", "used", "ordered", "notOffered"]),
  /** What the account page says, e.g. "Still available: $25 off your first order of 4…". */
  message: z.string(),
  amountInCents: z.number().int(),
});
export type SignUpOfferStatus = z.infer<typeof signUpOfferStatusSchema>;
