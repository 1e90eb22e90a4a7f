import { registerHref, signInHref } from "@treadkit/core/session";
import {
  SIGN_UP_OFFER_PATH,
  SIGN_UP_OFFER_PITCH,
  SIGN_UP_OFFER_RULES,
  SIGN_UP_OFFER_TITLE,
} from "@treadkit/core/sign-up-offer";
import type { MetaFunction, RouteHandle } from "../meta";

const signUpOfferMeta: MetaFunction = () => ({
  title: SIGN_UP_OFFER_TITLE,
  description: SIGN_UP_OFFER_PITCH,
});

/** /sign-up-offer: the sign-up offer's rules, from the core's own wording, and how to get it. */
export function SignUpOfferPage() {
  const back = signInHref(SIGN_UP_OFFER_PATH);
  return (
    <section className="hero" aria-labelledby="sign-up-offer-title">
      <h1 id="sign-up-offer-title">{SIGN_UP_OFFER_TITLE}</h1>
      <p>{SIGN_UP_OFFER_PITCH}</p>
      <h2>Offer rules</h2>
      <ul>
        {SIGN_UP_OFFER_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        <a href={registerHref(SIGN_UP_OFFER_PATH)}>Create an account</a> or{" "}
        <a href={back}>sign in</a>.
      </p>
    </section>
  );
}

export const signUpOfferRoute = () => ({
  Component: SignUpOfferPage,
  handle: { meta: signUpOfferMeta } satisfies RouteHandle,
});
