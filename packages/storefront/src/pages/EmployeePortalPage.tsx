import { signInHref } from "@treadkit/core/session";
import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "../routes";
import { SizeSearchForm } from "./SizeSearchForm";

/**
 * The employee portal (storefront.md §1, §6): a dealer-tire distributor's employees sign in
 * here (the sign-in carries partner_integration) and buy at employee pricing.
 */
export function EmployeePortalPage() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <section className="hero">
      <h1>Employee Purchase Portal</h1>
      <p>
        Employees of our distribution partners buy tires at employee pricing, with installation at a
        shop near them.
      </p>
      {root?.signedIn ? (
        <>
          <p>
            You are signed in. Employee pricing shows in your cart and at checkout;{" "}
            <Link to="/account">your account</Link> lists your orders.
          </p>
          <SizeSearchForm />
        </>
      ) : (
        <p>
          <a className="button" href={signInHref("/dt-employees")}>
            Sign in with your company account
          </a>
        </p>
      )}
    </section>
  );
}
