import type { Client, Result } from "@treadkit/core/client";
import { cookieValue } from "@treadkit/core/platform";
import {
  CSRF_COOKIE,
  getUserDetails,
  signedInFromCookie,
  signInHref,
  type UserDetail,
} from "@treadkit/core/session";
import type { ReactNode } from "react";
import {
  data,
  type LoaderFunction,
  type LoaderFunctionArgs,
  redirectDocument,
  useRouteLoaderData,
} from "react-router";
import { pageCookies } from "../../page-cookies";

/** What an account page's module gives its lazily loaded route. */
export type AccountPageRoute = { Component: () => ReactNode; loader: LoaderFunction };

/** The member's session as a page's loaders and forms use it. */
type Member = {
  /** The client the member's calls go through. */
  client: Client;
  /** The session's CSRF value, echoed on every change. */
  csrf: string;
};

/** Off to the provider's sign-in page (a document, not a route of ours), then back to `request`. */
function signInAgain(request: Request): Response {
  const url = new URL(request.url);
  return redirectDocument(signInHref(url.pathname, url.search));
}

/** The signed-in member of a page's request; a guest is sent to sign in and back. */
function requireMember(client: Client, request: Request): Member {
  const cookies = pageCookies(request);
  if (!signedInFromCookie(cookies)) throw signInAgain(request);
  return {
    client,
    csrf: cookieValue(cookies, CSRF_COOKIE) ?? "",
  };
}

/** A loader's answer: the data, or sign-in again when the session has ended meanwhile. */
function memberData<T>(result: Result<T>, request: Request): T {
  if (result.isSuccess) return result.data;
  if (result.error.statusCode === 401) throw signInAgain(request);
  throw data(result.error.message, { status: 500 });
}

/** A page's route whose loader reads one of the member's calls (`read`). */
export function memberPageRoute<T>(
  Component: () => ReactNode,
  read: (client: Client) => Promise<Result<T>>,
) {
  return (client: Client): AccountPageRoute => ({
    Component,
    loader: async ({ request }) =>
      memberData(await read(requireMember(client, request).client), request),
  });
}

export type AccountData = { user: UserDetail; csrf: string };

/** The account layout's data (route id "account"), for the pages inside it. */
export function useAccountData(): AccountData {
  return useRouteLoaderData("account") as AccountData;
}

/** Every account page: who is signed in (the greeting, the forms) and the session's CSRF value. */
export async function accountLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<AccountData> {
  const member = requireMember(client, request);
  const user = memberData(await getUserDetails(member.client), request);
  return { user, csrf: member.csrf };
}
