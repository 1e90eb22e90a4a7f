import type { Client } from "@treadkit/core/client";
import { NavLink, Outlet, useLoaderData } from "react-router";
import { type AccountData, type AccountPageRoute, accountLoader } from "./data";

/**
 * Signing out is a plain form post with the session's CSRF value: it works before the page's
 * script runs, and the page that follows is rendered afresh, signed out.
 */
function SignOut({ csrf }: { csrf: string }) {
  return (
    <form method="post" action="/logout" className="account-sign-out">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="redirectUri" value="/" />
      <button type="submit" className="button button--quiet">
        Sign out
      </button>
    </form>
  );
}

/** The account pages' frame: their navigation and Sign out beside the page. */
export function AccountLayout() {
  const { csrf } = useLoaderData() as AccountData;
  return (
    <div className="account">
      <nav className="account-nav" aria-label="My account">
        <ul>
          <li>
            <NavLink to="/account" end>
              Account home
            </NavLink>
          </li>
          <li>
            <NavLink to="/account/my-orders">My Orders</NavLink>
          </li>
          <li>
            <NavLink to="/account/my-garage">My Garage</NavLink>
          </li>
          <li>
            <NavLink to="/advocate-dashboard">Refer a friend</NavLink>
          </li>
        </ul>
        <SignOut csrf={csrf} />
      </nav>
      <div className="account-page">
        <Outlet />
      </div>
    </div>
  );
}

export const accountLayoutRoute = (client: Client): AccountPageRoute => ({
  Component: AccountLayout,
  loader: (args) => accountLoader(client, args),
});
