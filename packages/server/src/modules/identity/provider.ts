import type { JsonWebKey } from "node:crypto";
import { eq } from "drizzle-orm";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Db } from "../../db/client";
import { escapeHtml } from "../../http/html";
import { users } from "../account/account.schema";
import { SIGNING_ALGORITHM } from "./keys";
import { databaseAdapter } from "./oidc-adapter";

/** Where the built-in provider lives on this server, and where its sign-in pages are. */
export const OIDC_MOUNT = "/oidc";
export const SIGN_IN_PATH = "/sign-in";

type IdentityClient = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
};

export type IdentityProviderOptions = {
  db: Db;
  issuer: string;
  client: IdentityClient;
  signingKey: JsonWebKey;
  cookieKeys: string[];
};

/**
 * The built-in OpenID Connect provider (oidc-provider): members sign in with e-mail and password
 * on its pages, and the storefront signs them in from its ID token like from any other provider.
 * An operator with their own identity provider points the storefront at it instead.
 */
export function createIdentityProvider({
  db,
  issuer,
  client,
  signingKey,
  cookieKeys,
}: IdentityProviderOptions): Provider {
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: SIGNING_ALGORITHM,
      },
    ],
    async findAccount(_ctx, id) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    scopes: ["openid", "email", "profile"],
    // The storefront reads the member from the ID token; no second call to userinfo.
    conformIdTokenClaims: false,
    // The spec's own authorize parameters travel to the sign-in page (action picks the form).
    extraParams: [
      "action",
      "sessionId",
      "anonymous_id",
      "partner_integration",
      "cobranded",
      "approval_prompt",
    ],
    interactions: { url: (_ctx, interaction) => `${SIGN_IN_PATH}/${interaction.uid}` },
    // The storefront is the provider's own first-party client: its members are never asked to
    // consent to it, the grant is made with the sign-in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const existing = oidc.session.grantIdFor(oidc.client.clientId);
      if (existing) {
        const grant = await oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    cookies: { keys: cookieKeys },
    jwks: { keys: [signingKey as never] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    ttl: {
      // Sign-in always asks for the password (prompt=login); the provider's own session only
      // carries one sign-in through.
      Session: 3600,
      Interaction: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in problem</title><meta name="robots" content="noindex"></head><body><main><h1>Sign-in problem</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Back to the store</a></p></main></body></html>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy the scheme comes from X-Forwarded-Proto.
  provider.proxy = true;
  return provider;
}
