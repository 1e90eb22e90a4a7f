import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { type SignUpOfferStatus, signUpOfferStatusSchema } from "./schemas";

/** GET /api/account/sign-up-offer: whether the signed-in member's sign-up offer is available. */
export function getSignUpOffer(client: Client): Promise<Result<SignUpOfferStatus>> {
  return client.request({
    path: "/account/sign-up-offer",
    schema: RESPONSE_CHECKS ? signUpOfferStatusSchema : undefined,
  });
}
