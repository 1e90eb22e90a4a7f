import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { escapeHtml } from "../../http/html";
import { strictHeaders } from "../../http/security";
import { sandboxSigner, VERIFICATION_SCOPES } from "./verifier";

export const SANDBOX_PREFIX = "/id-sandbox";
const CODE_TTL_S = 300;
const TOKEN_TTL_S = 600;

type Code = { kind: "code"; scope: string; verified: boolean; redirectUri: string; exp: number };
type Token = { kind: "token"; scope: string; verified: boolean; exp: number };

/**
 * The identity-verification sandbox: ID.me's OAuth paths with its sandbox's test identities (a
 * verified member of the group asked, or one the provider could not verify), so verification
 * can be tried end to end without the provider. Codes and tokens are signed, not stored. As the
 * provider does, it returns only to the client's registered redirect origins (`returnOrigins`):
 * its page's form-action allows them, since the browser applies it to the post's redirect.
 */
export const verificationSandboxRoutes: FastifyPluginAsyncZod<{
  secret: string;
  clientId: string;
  clientSecret: string;
  returnOrigins: readonly string[];
}> = async (app, { secret, clientId, clientSecret, returnOrigins }) => {
  await app.register(formbody);
  const helmet = strictHeaders({ formTargets: returnOrigins });
  // Set where @fastify/helmet reads it per request (its own onRoute hook has already run).
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, helmet } as typeof route.config;
  });
  const signer = sandboxSigner(secret);
  const now = () => Math.floor(Date.now() / 1000);
  const authorizeQuery = z.object({
    client_id: z.literal(clientId, { error: "Unknown client_id" }),
    redirect_uri: z.url().refine((uri) => returnOrigins.includes(new URL(uri).origin), {
      error: "redirect_uri is not registered for this client",
    }),
    response_type: z.literal("code"),
    scope: z.enum(VERIFICATION_SCOPES),
    state: z.string().max(64),
  });

  app.get(
    "/oauth/authorize",
    { schema: { hide: true, querystring: authorizeQuery } },
    async (request, reply) => {
      const q = request.query;
      const hidden = Object.entries(q)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join("");
      const group = escapeHtml(q.scope);
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>Verify your ${group} status (sandbox)</title></head>
<body><main><h1>Verify your ${group} status</h1>
<p>Identity verification sandbox: choose a test identity. No real verification takes place.</p>
<form method="post" action="${SANDBOX_PREFIX}/oauth/authorize">${hidden}
<button type="submit" name="identity" value="verified">Continue as a verified test ${group} member</button>
<button type="submit" name="identity" value="unverified">Continue as a test identity that cannot be verified</button>
<button type="submit" name="identity" value="cancel">Cancel</button>
</form></main></body></html>`);
    },
  );

  app.post(
    "/oauth/authorize",
    {
      schema: {
        hide: true,
        body: authorizeQuery.extend({ identity: z.enum(["verified", "unverified", "cancel"]) }),
      },
    },
    async (request, reply) => {
      const { identity, redirect_uri, state, scope } = request.body;
      const back = new URL(redirect_uri);
      back.searchParams.set("state", state);
      if (identity === "cancel") {
        back.searchParams.set("error", "access_denied");
      } else {
        const code: Code = {
          kind: "code",
          scope,
          verified: identity === "verified",
          redirectUri: redirect_uri,
          exp: now() + CODE_TTL_S,
        };
        back.searchParams.set("code", signer.sign(code));
      }
      return reply.redirect(back.href, 303);
    },
  );

  app.post(
    "/oauth/token",
    {
      schema: {
        hide: true,
        body: z.object({
          grant_type: z.literal("authorization_code"),
          code: z.string().max(4000),
          redirect_uri: z.string(),
          client_id: z.string(),
          client_secret: z.string(),
        }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const code = signer.open<Code>(body.code, now());
      if (body.client_id !== clientId || body.client_secret !== clientSecret) {
        return reply.code(401).send({ error: "invalid_client" });
      }
      if (code?.kind !== "code" || code.redirectUri !== body.redirect_uri) {
        return reply.code(400).send({ error: "invalid_grant" });
      }
      const token: Token = {
        kind: "token",
        scope: code.scope,
        verified: code.verified,
        exp: now() + TOKEN_TTL_S,
      };
      return { access_token: signer.sign(token), token_type: "bearer", expires_in: TOKEN_TTL_S };
    },
  );

  app.get("/api/public/v3/attributes.json", { schema: { hide: true } }, async (request, reply) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const token = bearer ? signer.open<Token>(bearer, now()) : null;
    if (token?.kind !== "token") return reply.code(401).send({ error: "invalid_token" });
    return {
      attributes: [],
      status: [{ group: token.scope, subgroups: [], verified: token.verified }],
    };
  });
};
