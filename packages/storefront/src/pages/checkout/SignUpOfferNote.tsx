import type { SiteCart } from "@treadkit/core/cart";
import { registerHref, signInHref } from "@treadkit/core/session";
import { SIGN_UP_OFFER_PATH, SIGN_UP_OFFER_RULES_LINK } from "@treadkit/core/sign-up-offer";
import { useLocation } from "react-router";

/** The link to the sign-up offer's rules. */
export function SignUpOfferRulesLink() {
  return <a href={SIGN_UP_OFFER_PATH}>{SIGN_UP_OFFER_RULES_LINK}</a>;
}

/**
 * What the cart says of the sign-up offer, as the server put it on the cart: applied, waiting
 * for a set, or (with `invite`) how a guest gets it: sign in or create an account and come back.
 */
export function SignUpOfferNote({ cart, invite = false }: { cart: SiteCart; invite?: boolean }) {
  const { pathname, search } = useLocation();
  const offer = cart.signUpOffer;
  if (!offer || (offer.state === "signIn" && !invite)) return null;
  const back = signInHref(pathname, search);
  return (
    <p className="checkout-perk sign-up-offer">
      {offer.message}{" "}
      {offer.state === "signIn" ? (
        <>
          <a href={back}>Sign in</a> ·{" "}
          <a href={registerHref(pathname, search)}>Create an account</a> ·{" "}
        </>
      ) : null}
      <SignUpOfferRulesLink />
    </p>
  );
}
