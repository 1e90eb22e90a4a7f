import { verificationHref, verificationNotice } from "@treadkit/core/payment";
import { useLocation, useSearchParams } from "react-router";
import { VerificationNotice } from "../GroupVerification";

/**
 * Military verification on the payment step (storefront.md §1): a plain link to the provider,
 * which returns here with idMeStatus; the discount itself is the server's, shown at review.
 */
export function MilitaryVerification({ cartId }: { cartId: string }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // A return from another group's verification is told by its own entry point.
  const group = search.get("idMeGroup");
  const notice =
    group && group !== "military" ? null : verificationNotice(search.get("idMeStatus"));
  const back = new URLSearchParams(search);
  back.delete("idMeStatus");
  back.delete("idMeGroup");
  back.set("cartId", cartId);
  const href = verificationHref({ scope: "military", cartId, returnTo: `${pathname}?${back}` });
  return (
    <div className="military-verification">
      <VerificationNotice notice={notice} />
      {notice?.tone === "success" ? null : (
        <p>
          Military?{" "}
          <a href={href} rel="nofollow">
            Verify your status with ID.me
          </a>{" "}
          and save an extra 5%.
        </p>
      )}
    </div>
  );
}
