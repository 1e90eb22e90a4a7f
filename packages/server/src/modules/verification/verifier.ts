import { createHmac, timingSafeEqual } from "node:crypto";
import { VERIFICATION_GROUPS, type VerificationGroup } from "@treadkit/core/payment";
import { z } from "zod";

/**
 * Identity verification (storefront.md §1, §7): the shopper proves a group (military, student,
 * teacher, alumni, wecare) at the provider, which answers with the groups it verified. The adapter speaks
 * ID.me's OAuth API: /oauth/authorize, /oauth/token, /api/public/v3/attributes.json. Its sandbox
 * serves the same three paths on this server.
 */
export const VERIFICATION_SCOPES = VERIFICATION_GROUPS;
export type VerificationScope = VerificationGroup;

export type IdentityVerifier = {
  /** Where the browser goes to verify, returning to redirectUri with code and state. */
  authorizeUrl(input: { scope: VerificationScope; state: string; redirectUri: string }): URL;
  /** The groups the provider verified for the code's holder. */
  verifiedGroups(input: { code: string; redirectUri: string }): Promise<string[]>;
};

export type VerifierOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch | undefined;
};

const tokenSchema = z.object({ access_token: z.string() });
const attributesSchema = z.object({
  status: z.array(z.object({ group: z.string(), verified: z.boolean() })).default([]),
});

export function createVerifier(options: VerifierOptions): IdentityVerifier {
  const call = options.fetch ?? fetch;
  const url = (path: string) => new URL(`${options.baseUrl.replace(/\/+$/, "")}${path}`);
  return {
    authorizeUrl({ scope, state, redirectUri }) {
      const target = url("/oauth/authorize");
      target.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope,
        state,
      }).toString();
      return target;
    },
    async verifiedGroups({ code, redirectUri }) {
      const token = await call(url("/oauth/token"), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: redirectUri,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
      });
      if (!token.ok) throw new Error(`verification token refused: ${token.status}`);
      const { access_token } = tokenSchema.parse(await token.json());
      const attributes = await call(url("/api/public/v3/attributes.json"), {
        headers: { authorization: `Bearer ${access_token}` },
      });
      if (!attributes.ok) throw new Error(`verification attributes refused: ${attributes.status}`);
      const { status } = attributesSchema.parse(await attributes.json());
      return status.filter((entry) => entry.verified).map((entry) => entry.group.toLowerCase());
    },
  };
}

/** Signed, short-lived values the sandbox hands out as codes and tokens (no storage needed). */
export function sandboxSigner(secret: string) {
  const sign = (payload: object) => {
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    const mac = createHmac("sha256", secret).update(body).digest("base64url");
    return `${body}.${mac}`;
  };
  const open = <T>(value: string, nowSeconds: number): T | null => {
    const [body, mac] = value.split(".");
    if (!body || !mac) return null;
    const expected = createHmac("sha256", secret).update(body).digest();
    const given = Buffer.from(mac, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as T & { exp: number };
    return payload.exp > nowSeconds ? payload : null;
  };
  return { sign, open };
}
