import formbody from "@fastify/formbody";
import {
  checkForm,
  EMAIL_TAKEN_MESSAGE,
  registerFormSchema,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_LOCKED_MESSAGE,
  signInFormSchema,
} from "@treadkit/core/session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type Provider from "oidc-provider";
import { z } from "zod";
import type { Db } from "../../db/client";
import { allowHit } from "../../http/rate-limit";
import { PROVIDER_HEADERS, strictHeaders } from "../../http/security";
import { findUserByEmail, insertUser } from "../account/users.repository";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { OIDC_MOUNT, SIGN_IN_PATH } from "./provider";
import { renderSignInPage, type SignInView } from "./sign-in-page";
import { clearSignInFailures, reserveSignInAttempt } from "./throttle";

/** Sign-in attempts one client address may make in 15 minutes, whatever the e-mails. */
const SIGN_IN_ATTEMPTS_PER_ADDRESS = { max: 30, windowMs: 15 * 60_000 };

const EXPIRED = "This sign-in page has expired. Go back to the store and sign in again.";

/** A posted form's text field; "" when it is missing or not text. */
function formText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === "string" ? value : "";
}

const uidParams = z.object({ uid: z.string().min(1).max(64) });

/**
 * The built-in provider's OpenID Connect endpoints under /oidc. oidc-provider answers them itself,
 * as a mounted app with its own headers, outside the API's hooks (its clients authenticate with
 * HTTP Basic, not the API's bearer tokens).
 */
export async function oidcMount(app: FastifyInstance, { provider }: { provider: Provider }) {
  const callback = provider.callback();
  await app.register(async (oidc) => {
    // oidc-provider reads request bodies itself: they reach it unread.
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // The provider answers on the raw response: its pages (errors, redirects, JSON) get its
      // own headers over the security headers set for every request (http/security.ts).
      for (const [name, value] of Object.entries(PROVIDER_HEADERS))
        reply.raw.setHeader(name, value);
      // As a mounted app: the provider reads its mount path from originalUrl.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      // The provider believes X-Forwarded-* (provider.proxy): it gets the scheme, host and
      // address the server decided on (TRUST_PROXY), never what the client sent.
      raw.headers["x-forwarded-proto"] = request.overTls ? "https" : "http";
      raw.headers["x-forwarded-host"] = request.host;
      raw.headers["x-forwarded-for"] = request.ip;
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(OIDC_MOUNT.length) || "/";
      await new Promise<void>((resolve) => {
        reply.raw.on("close", resolve);
        callback(request.raw, reply.raw);
      });
    };
    oidc.all(`${OIDC_MOUNT}/*`, { schema: { hide: true } }, handle);
  });
}

/** The sign-in and registration pages the built-in provider sends members to. */
export async function signInPages(
  app: FastifyInstance,
  { db, provider, returnOrigins }: { db: Db; provider: Provider; returnOrigins: readonly string[] },
) {
  await app.register(async (scope) => {
    await scope.register(formbody);
    const pages = scope.withTypeProvider<ZodTypeProvider>();
    // A signed-in form's redirects end at the storefront's landing, which may be another origin
    // (the browser applies form-action to them).
    const helmet = strictHeaders({ formTargets: returnOrigins });
    // Set where @fastify/helmet reads it per request (its own onRoute hook has already run).
    pages.addHook("onRoute", (route) => {
      route.config = { ...route.config, helmet } as typeof route.config;
    });

    const page = async (
      request: FastifyRequest,
      reply: FastifyReply,
      view: Omit<SignInView, "styleNonce" | "cobranded" | "uid"> & { uid: string },
      status = 200,
    ) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return reply
        .code(status)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          renderSignInPage({
            ...view,
            styleNonce: reply.cspNonce.style,
            cobranded: details.params.cobranded === "true",
          }),
        );
    };

    const expired = (reply: FastifyReply) =>
      reply
        .code(410)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title><meta name="robots" content="noindex"></head><body><main><h1>Sign-in expired</h1><p>${EXPIRED}</p><p><a href="/login">Sign in again</a></p></main></body></html>`,
        );

    /** The interaction this request continues, or null when its cookie or uid do not match. */
    const interactionOf = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return details.uid === uid ? details : null;
      } catch {
        return null;
      }
    };

    const finish = async (
      request: FastifyRequest,
      reply: FastifyReply,
      result: Parameters<Provider["interactionFinished"]>[2],
    ) => {
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
    };

    pages.get(
      `${SIGN_IN_PATH}/:uid`,
      {
        schema: {
          hide: true,
          params: uidParams,
          querystring: z.object({ action: z.enum(["login", "register"]).optional() }),
        },
      },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return expired(reply);
        const mode =
          request.query.action ?? (details.params.action === "register" ? "register" : "login");
        return page(request, reply, { mode, uid: details.uid });
      },
    );

    pages.post(
      `${SIGN_IN_PATH}/:uid`,
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return expired(reply);
        const form = signInFormSchema.safeParse(request.body);
        const email = formText(request.body, "email");
        if (form.success) {
          // An e-mail past its failed attempts waits, whatever the password: no guess is checked.
          // The attempt is counted before the (slow) check, so concurrent guesses cannot all pass;
          // a client spraying many e-mails is held back by its address's own count.
          const allowed =
            (await allowHit(db, `sign-in-ip|${request.ip}`, SIGN_IN_ATTEMPTS_PER_ADDRESS)) &&
            (await reserveSignInAttempt(db, form.data.email));
          if (!allowed) {
            return page(
              request,
              reply,
              {
                mode: "login",
                uid: details.uid,
                values: { email },
                formError: SIGN_IN_LOCKED_MESSAGE,
              },
              429,
            );
          }
          const user = await findUserByEmail(db, form.data.email);
          const matches =
            user?.passwordHash != null
              ? await verifyPassword(form.data.password, user.passwordHash)
              : await verifyAgainstDecoy(form.data.password);
          if (user && matches) {
            await clearSignInFailures(db, form.data.email);
            return finish(request, reply, { login: { accountId: user.id, remember: false } });
          }
        }
        return page(
          request,
          reply,
          { mode: "login", uid: details.uid, values: { email }, formError: SIGN_IN_FAILED_MESSAGE },
          401,
        );
      },
    );

    pages.post(
      `${SIGN_IN_PATH}/:uid/register`,
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return expired(reply);
        const values = {
          email: formText(request.body, "email"),
          firstName: formText(request.body, "firstName"),
          lastName: formText(request.body, "lastName"),
        };
        const checked = checkForm(registerFormSchema, (request.body ?? {}) as object);
        if (!checked.valid) {
          const { errors: fieldErrors, formError } = checked;
          return page(
            request,
            reply,
            {
              mode: "register",
              uid: details.uid,
              values,
              fieldErrors,
              formError: formError ?? undefined,
            },
            400,
          );
        }
        const user = await insertUser(db, {
          email: checked.value.email,
          firstName: checked.value.firstName,
          lastName: checked.value.lastName,
          passwordHash: await hashPassword(checked.value.password),
        });
        if (!user) {
          return page(
            request,
            reply,
            {
              mode: "register",
              uid: details.uid,
              values,
              fieldErrors: { email: EMAIL_TAKEN_MESSAGE },
            },
            409,
          );
        }
        return finish(request, reply, { login: { accountId: user.id, remember: false } });
      },
    );

    pages.get(
      `${SIGN_IN_PATH}/:uid/abort`,
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return reply.redirect("/");
        return finish(request, reply, {
          error: "access_denied",
          error_description: "The member left sign-in",
        });
      },
    );
  });
}
