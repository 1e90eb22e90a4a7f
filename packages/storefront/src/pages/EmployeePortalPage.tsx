import type { Client } from "@treadkit/core/client";
import {
  getUserDetails,
  OCCUPATION_DISCOUNTS,
  occupationDiscountsOffered,
  signInHref,
} from "@treadkit/core/session";
import { Link, type LoaderFunctionArgs, useLoaderData, useRouteLoaderData } from "react-router";
import type { RouteHandle } from "../meta";
import { hasSignOn, pageCookies } from "../page-cookies";
import type { RootData } from "../root-data";
import { SizeSearchForm } from "./SizeSearchForm";

type PortalData = { occupationDiscounts: boolean };

/** Whether the signed-in employee's company offers occupation discounts (storefront.md §6). */
async function portalLoader(client: Client, { request }: LoaderFunctionArgs): Promise<PortalData> {
  if (!hasSignOn(pageCookies(request))) return { occupationDiscounts: false };
  const detail = await getUserDetails(client);
  return { occupationDiscounts: detail.isSuccess && occupationDiscountsOffered(detail.data) };
}

/**
 * The employee portal (storefront.md §1, §6): a dealer-tire distributor's employees sign in
 * here (the sign-in carries partner_integration) and buy at employee pricing; where their
 * company allows it, with a discount for their occupation.
 */
export function EmployeePortalPage() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const { occupationDiscounts } = useLoaderData() as PortalData;
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
          {occupationDiscounts ? <OccupationDiscounts /> : null}
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

/** The occupations the company rewards, and what each takes off an order. */
function OccupationDiscounts() {
  return (
    <section aria-labelledby="occupation-discounts">
      <h2 id="occupation-discounts">Occupation discounts</h2>
      <p>
        Your company adds a discount for the work you do. Choose your occupation at payment; the
        discount comes off your tires, installation and coverage.
      </p>
      <table className="occupation-discounts">
        <thead>
          <tr>
            <th scope="col">Occupation</th>
            <th scope="col">Discount</th>
          </tr>
        </thead>
        <tbody>
          {OCCUPATION_DISCOUNTS.map((discount) => (
            <tr key={discount.id}>
              <td>{discount.occupation}</td>
              <td>{discount.percent}% off</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export const employeePortalRoute = (client: Client) => ({
  Component: EmployeePortalPage,
  loader: (args: LoaderFunctionArgs) => portalLoader(client, args),
  handle: {
    meta: () => ({ title: "Employee Purchase Portal", channel: "employeePortal" }),
  } satisfies RouteHandle,
});
