import { verificationHref, verificationNotice } from "@treadkit/core/payment";
import { useLocation, useSearchParams } from "react-router";

/**
 * Military verification on the payment step (storefront.md §1): a plain link to the provider,
 * which returns here with idMeStatus; the discount itself is the server's, shown at review.
 */
export function MilitaryVerification({ cartId }: { cartId: string }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const notice = verificationNotice(search.get("idMeStatus"));
  const back = new URLSearchParams(search);
  back.delete("idMeStatus");
  back.set("cartId", cartId);
  const href = verificationHref({ scope: "military", cartId, returnTo: `${pathname}?${back}` });
  return (
    <div className="military-verification">
      {notice ? (
        <p
          className={notice.tone === "success" ? "checkout-notice" : "form-error"}
          role={notice.tone === "success" ? "status" : "alert"}
        >
          {notice.text}
        </p>
      ) : null}
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
