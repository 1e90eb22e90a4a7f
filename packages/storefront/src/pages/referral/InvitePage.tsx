import type { Client } from "@treadkit/core/client";
import {
  claimReferral,
  INVALID_INVITE_TITLE,
  type InvitePreview,
  inviteHeadline,
  OFFER_TERMS,
} from "@treadkit/core/referral";
import { useEffect, useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useClient } from "../../context";
import type { MetaFunction, RouteHandle } from "../../meta";
import { type InviteData, inviteLoader } from "./data";

type Claim =
  | { status: "saving" }
  | { status: "saved"; message: string }
  | { status: "refused"; message: string };

/**
 * Keeps the link's code for the shopper as the page opens: on their current cart at once, and on
 * the cart they start next (the server keeps it in a cookie).
 */
function useClaim(client: Client, code: string): Claim {
  const [claim, setClaim] = useState<Claim>({ status: "saving" });
  useEffect(() => {
    let current = true;
    void claimReferral(client, { code }).then((result) => {
      if (!current) return;
      setClaim(
        result.isSuccess
          ? { status: "saved", message: result.data.message }
          : { status: "refused", message: result.error.message },
      );
    });
    return () => {
      current = false;
    };
  }, [client, code]);
  return claim;
}

function Offer({ invite }: { invite: InvitePreview }) {
  const claim = useClaim(useClient(), invite.code);
  return (
    <section className="hero" aria-labelledby="invite-title">
      <h1 id="invite-title">{inviteHeadline(invite.advocateFirstName)}</h1>
      <p>{OFFER_TERMS}</p>
      <p role="status">{claim.status === "saved" ? claim.message : null}</p>
      {claim.status === "refused" ? (
        <p className="form-error" role="alert">
          {claim.message}
        </p>
      ) : null}
      <p>
        <Link className="button" to="/tire-sizes">
          Shop tires
        </Link>
      </p>
    </section>
  );
}

/**
 * /invite?code= (storefront.md §2): the landing page of an advocate's link. It names the friend
 * who sent it and the offer, and keeps the code for the shopper; an unknown code says so.
 */
export function InvitePage() {
  const loaded = useLoaderData() as InviteData;
  if (loaded.kind === "offer") return <Offer invite={loaded.invite} />;
  return (
    <section className="hero" aria-labelledby="invite-title">
      <h1 id="invite-title">{INVALID_INVITE_TITLE}</h1>
      <p>{loaded.message}</p>
      <p>
        <Link to="/tire-sizes">Shop tires without the discount</Link>
      </p>
    </section>
  );
}

/** Personal links are nobody's search result: never indexed, no canonical. */
const inviteMeta: MetaFunction = ({ data }) => {
  const loaded = data as InviteData | undefined;
  return {
    title:
      loaded?.kind === "offer"
        ? inviteHeadline(loaded.invite.advocateFirstName)
        : INVALID_INVITE_TITLE,
    canonical: false,
    noindex: true,
  };
};

/** The lazily loaded /invite route. */
export const inviteRoute = (client: Client) => ({
  Component: InvitePage,
  loader: (args: LoaderFunctionArgs) => inviteLoader(client, args),
  handle: { meta: inviteMeta } satisfies RouteHandle,
});
