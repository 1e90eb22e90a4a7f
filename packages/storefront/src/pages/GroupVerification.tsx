import {
  BADGE_GROUPS,
  getVerificationStatus,
  groupVerificationNotice,
  VERIFICATION_GROUP_HINTS,
  type VerificationGroup,
  verificationHref,
  verifiedBadge,
  verifyLinkText,
} from "@treadkit/core/payment";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useClient } from "../context";

/**
 * Identity verification for the student, teacher, alumni and WeCare groups (storefront.md §1,
 * §7; checkout.md §1), through the same provider as military: in the checkout it is kept on the
 * cart, on the account pages on the member's account. Once verified the group shows as a badge,
 * and it goes on the order.
 */
export function GroupVerification({ cartId }: { cartId?: string }) {
  const client = useClient();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [verified, setVerified] = useState<VerificationGroup | null>(null);
  const notice = groupVerificationNotice(search.get("idMeStatus"), search.get("idMeGroup"));

  useEffect(() => {
    const controller = new AbortController();
    void getVerificationStatus(client, cartId, controller.signal).then((status) => {
      if (status.isSuccess) setVerified(status.data.verifiedGroup);
    });
    return () => controller.abort();
  }, [client, cartId]);

  const back = new URLSearchParams(search);
  back.delete("idMeStatus");
  back.delete("idMeGroup");
  if (cartId) back.set("cartId", cartId);
  const query = back.toString();
  const returnTo = query ? `${pathname}?${query}` : pathname;

  return (
    <section className="group-verification" aria-labelledby="group-verification-title">
      <h2 id="group-verification-title">Verified groups</h2>
      <VerificationNotice notice={notice} />
      {verified ? (
        <p className="verified-badge">
          <strong>{verifiedBadge(verified)}</strong>
        </p>
      ) : (
        <>
          <p>Student, teacher, alumni or WeCare member? Verify your status with ID.me.</p>
          <ul className="group-verification__links">
            {BADGE_GROUPS.map((group) => (
              <li key={group}>
                <a href={verificationHref({ scope: group, cartId, returnTo })} rel="nofollow">
                  {verifyLinkText(group)}
                </a>{" "}
                <span className="checkout-hint">{VERIFICATION_GROUP_HINTS[group]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** What the page says on the return from identity verification: success, or why not. */
export function VerificationNotice({
  notice,
}: {
  notice: { tone: "success" | "error"; text: string } | null;
}) {
  if (!notice) return null;
  const success = notice.tone === "success";
  return (
    <p className={success ? "checkout-notice" : "form-error"} role={success ? "status" : "alert"}>
      {notice.text}
    </p>
  );
}
