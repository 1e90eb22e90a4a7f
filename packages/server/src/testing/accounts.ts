import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { DEMO_PASSWORD } from "../seed/accounts";
import { testBrowser } from "./browser";

export type TestBrowser = ReturnType<typeof testBrowser>;

/** The provider's sign-in page this browser reached from /login, and its interaction uid. */
export async function openSignIn(browser: TestBrowser, path = "/login") {
  const { response, url } = await browser.follow(path);
  const uid = /\/sign-in\/([^/?#]+)/.exec(url)?.[1];
  if (!uid) throw new Error(`no sign-in page after ${path}: ${response.status} ${url}`);
  return { uid, page: response };
}

/** Signs the browser in through the whole OpenID Connect flow; returns where it landed. */
export async function signIn(
  browser: TestBrowser,
  email: string,
  password = DEMO_PASSWORD,
  path = "/login",
) {
  const { uid } = await openSignIn(browser, path);
  const posted = await browser.request("POST", `/sign-in/${uid}`, { form: { email, password } });
  if (!posted.location) throw new Error(`sign-in refused: ${posted.status}`);
  return browser.follow(posted.location, posted);
}

/** A new browser signed in as a demo account. */
export async function signedInBrowser(app: FastifyInstance, email: string, password?: string) {
  const browser = testBrowser(app);
  await signIn(browser, email, password);
  return browser;
}

/** The cookie header of a browser, for calls made outside it. */
export const cookieHeader = (browser: TestBrowser) =>
  [...browser.jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** Registers a new member through the store's own sign-in provider; the browser is signed in. */
export async function registerMember(browser: TestBrowser, firstName = "Nia", lastName = "Okafor") {
  const { uid } = await openSignIn(browser, "/register");
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  const made = await browser.request("POST", `/sign-in/${uid}/register`, {
    form: {
      firstName,
      lastName,
      email,
      password: "long-enough-1",
      confirmPassword: "long-enough-1",
    },
  });
  if (made.status !== 303) throw new Error(`registration refused: ${made.status} ${made.body}`);
  await browser.follow(made.location as string, made);
  return { email };
}
