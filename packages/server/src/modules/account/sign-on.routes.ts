import { randomBytes } from "node:crypto";
import formbody from "@fastify/formbody";
import {
  ACCOUNT_COOKIE,
  ACCOUNT_REDIRECT_COOKIE,
  ACCOUNT_TYPE_COOKIE,
  authorizeParams,
  COMPANY_NAME_COOKIE,
  CSRF_COOKIE,
  FLEET_COOKIE,
  isEmployeePortal,
  isFleetGroup,
  isUserType,
  logoutCookies,
  MEMBER_SESSION_MAX_AGE_S,
  randomState,
  SSO_EVENT_UPDATE_COOKIE,
  SSO_EVENT_UPDATE_MAX_AGE_S,
  SSO_SESSION_COOKIE,
  SSO_UID_COOKIE,
  safeReturnPath,
} from "@treadkit/core/session";
import { isUuid } from "@treadkit/core/validation";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { clearCookie, cookieOptions } from "../../http/cookies";
import { escapeHtml } from "../../http/html";
import { type FlowCookie, rememberFlow, requestOrigin, takeFlow } from "../../http/redirect-flow";
import {
  linkShopperSession,
  memberOfIdentity,
  SignInRefused,
  unlinkShopperSession,
} from "./account.service";
import {
  createMemberSession,
  endMemberSession,
  endMemberSessionById,
  requireMember,
} from "./member-session";
import {
  authorizationUrl,
  completeSignOn,
  newFlowSecrets,
  type SignOn,
  type SignOnFlow,
} from "./sign-on";
import { findCompany } from "./users.repository";

const FLOW_PATH = "/api/sso-landing";
const FLOW_MAX_AGE_S = 600;
const FLOW: FlowCookie = { name: "SSO_FLOW", path: FLOW_PATH, maxAgeS: FLOW_MAX_AGE_S };
const SIGN_IN_INCOMPLETE = "Sign-in did not complete. Please try again.";

const pathOf = (url: string | undefined) => {
  try {
    return new URL(url ?? "/", "http://x").pathname;
  } catch {
    return "/";
  }
};

/**
 * Whether sign-in or logout comes from the employee portal: its host, the portal page it returns
 * to, or the page it was asked from (when the browser names it).
 */
function fromEmployeePortal(request: FastifyRequest, returnTo: string | undefined): boolean {
  return (
    isEmployeePortal(pathOf(returnTo), request.host) ||
    isEmployeePortal(pathOf(request.headers.referer), request.host)
  );
}

export type SignOnRoutesOptions = { db: Db; signOn: SignOn; builtin: boolean };

const signInQuery = z.object({
  redirectUri: z.string().max(2000).optional(),
  sessionId: z.string().max(64).optional(),
  anonymous_id: z.string().max(128).optional(),
  cobranded: z.enum(["true", "false"]).optional(),
});

/**
 * Single sign-on (storefront.md §4, §7): /login and /register send the browser to the provider's
 * authorize endpoint; /api/sso-landing completes it and starts a server-side session; /logout
 * ends it and clears the cookies §4 lists.
 */
export const signOnRoutes: FastifyPluginAsyncZod<SignOnRoutesOptions> = async (
  app,
  { db, signOn, builtin },
) => {
  await app.register(formbody);

  const cookieFor = (request: FastifyRequest, maxAgeS: number, httpOnly = false) =>
    cookieOptions(request, { maxAgeS, httpOnly });

  const start =
    (action: "login" | "register") =>
    async (
      request: FastifyRequest<{ Querystring: z.infer<typeof signInQuery> }>,
      reply: FastifyReply,
    ) => {
      const employeePortal = fromEmployeePortal(request, request.query.redirectUri);
      const secrets = newFlowSecrets();
      const shopperSessionId = isUuid(request.query.sessionId) ? request.query.sessionId : null;
      const flow: SignOnFlow = {
        state: randomState((n) => randomBytes(n)),
        ...secrets,
        returnTo: safeReturnPath(request.query.redirectUri),
        employeePortal,
        shopperSessionId,
      };
      const url = await authorizationUrl(
        signOn,
        authorizeParams({
          action,
          state: flow.state,
          clientId: signOn.clientId,
          redirectUri: `${requestOrigin(request)}${FLOW_PATH}`,
          sessionId: shopperSessionId ?? undefined,
          anonymousId: request.query.anonymous_id,
          employeePortal,
          cobranded: request.query.cobranded === "true",
        }),
        flow,
      );
      rememberFlow(request, reply, FLOW, flow);
      return reply.header("cache-control", "no-store").redirect(url.href, 303);
    };

  app.get("/login", { schema: { hide: true, querystring: signInQuery } }, start("login"));
  app.get("/register", { schema: { hide: true, querystring: signInQuery } }, start("register"));

  const failure = (reply: FastifyReply, message: string) =>
    reply
      .code(400)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign-in did not complete</title></head><body><main><h1>Sign-in did not complete</h1><p>${escapeHtml(message)}</p><p><a href="/login">Try again</a> or <a href="/">go back to the store</a>.</p></main></body></html>`,
      );

  app.get(FLOW_PATH, { schema: { hide: true } }, async (request, reply) => {
    const flow = takeFlow<SignOnFlow>(request, reply, FLOW);
    if (!flow) return failure(reply, SIGN_IN_INCOMPLETE);
    const url = new URL(request.url, requestOrigin(request));
    // The member left the provider's page: back to the store, nothing changed.
    if (url.searchParams.get("error") === "access_denied") {
      return reply.redirect(flow.returnTo === "/account" ? "/" : flow.returnTo, 303);
    }
    let user: Awaited<ReturnType<typeof memberOfIdentity>>;
    try {
      const identity = await completeSignOn(signOn, url, flow);
      user = await memberOfIdentity(db, identity, { issuer: signOn.issuer, builtin });
    } catch (error) {
      request.log.warn({ err: error }, "sign-in did not complete");

      return failure(reply, error instanceof SignInRefused ? error.message : SIGN_IN_INCOMPLETE);
    }
    // A session token the browser brought from before is never promoted: it ends here.
    const previous = request.cookies[SSO_SESSION_COOKIE];
    if (previous) await endMemberSession(db, previous);
    const session = await createMemberSession(db, user.id, {
      shopperSessionId: flow.shopperSessionId,
    });
    await linkShopperSession(db, flow.shopperSessionId, user);
    const long = cookieFor(request, MEMBER_SESSION_MAX_AGE_S);
    reply
      .setCookie(
        SSO_SESSION_COOKIE,
        session.token,
        cookieFor(request, MEMBER_SESSION_MAX_AGE_S, true),
      )
      .setCookie(SSO_UID_COOKIE, user.id, long)
      .setCookie(ACCOUNT_COOKIE, "true", long)
      .setCookie(ACCOUNT_TYPE_COOKIE, user.accountType, long)
      .setCookie(CSRF_COOKIE, session.csrfToken, long)
      .setCookie(ACCOUNT_REDIRECT_COOKIE, flow.returnTo, cookieFor(request, FLOW_MAX_AGE_S))
      .setCookie(SSO_EVENT_UPDATE_COOKIE, "true", cookieFor(request, SSO_EVENT_UPDATE_MAX_AGE_S));
    const company = await findCompany(db, user.companyId);
    if (company) reply.setCookie(COMPANY_NAME_COOKIE, company.name, long);
    if (isUserType(user.userType) && isFleetGroup(user.userType)) {
      reply.setCookie(FLEET_COOKIE, "true", long);
    }
    return reply.header("cache-control", "no-store").redirect(flow.returnTo, 303);
  });

  const logoutQuery = z.object({ redirectUri: z.string().max(2000).optional() });

  // A GET never signs out (a link or image on another site could): it asks, with the session's
  // CSRF value in the form.
  app.get(
    "/logout",
    { schema: { hide: true, querystring: logoutQuery } },
    async (request, reply) => {
      const member = await request.member();
      const returnTo = safeReturnPath(request.query.redirectUri, "/");
      if (!member) return reply.redirect(returnTo, 303);
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sign out</title></head><body><main><h1>Sign out?</h1><form method="post" action="/logout"><input type="hidden" name="csrf" value="${escapeHtml(member.csrfToken)}"><input type="hidden" name="redirectUri" value="${escapeHtml(returnTo)}"><button type="submit">Sign out</button></form><p><a href="${escapeHtml(returnTo)}">Stay signed in</a></p></main></body></html>`,
        );
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        hide: true,
        body: z
          .object({
            csrf: z.string().max(200).optional(),
            redirectUri: z.string().max(2000).optional(),
          })
          .optional(),
        querystring: logoutQuery,
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await unlinkShopperSession(db, member.shopperSessionId);
      await endMemberSessionById(db, member.sessionId);
      const employeePortal = fromEmployeePortal(
        request,
        request.body?.redirectUri ?? request.query.redirectUri,
      );
      for (const name of logoutCookies(employeePortal)) clearCookie(request, reply, name);
      reply.setCookie(
        SSO_EVENT_UPDATE_COOKIE,
        "true",
        cookieFor(request, SSO_EVENT_UPDATE_MAX_AGE_S),
      );
      const returnTo = safeReturnPath(request.body?.redirectUri ?? request.query.redirectUri, "/");
      const wantsJson = request.headers.accept?.includes("application/json");
      if (wantsJson)
        return reply.header("cache-control", "no-store").send({ redirectTo: returnTo });
      return reply.redirect(returnTo, 303);
    },
  );
};
