import * as oidc from "openid-client";

/**
 * The storefront's side of single sign-on, a standard OpenID Connect client (openid-client): the
 * authorization-code flow with PKCE, state and nonce, against the built-in provider or the
 * operator's own (OIDC_ISSUER).
 */
export type SignOnOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How to reach the issuer: the built-in provider is answered in-process. */
  fetch?: typeof fetch | undefined;
};

export type SignOn = {
  readonly issuer: string;
  readonly clientId: string;
  configuration(): Promise<oidc.Configuration>;
};

export function createSignOn(options: SignOnOptions): SignOn {
  let loading: Promise<oidc.Configuration> | undefined;
  const load = async () => {
    const issuer = new URL(options.issuer);
    const discoveryOptions: oidc.DiscoveryRequestOptions = {};
    if (issuer.protocol === "http:") discoveryOptions.execute = [oidc.allowInsecureRequests];
    if (options.fetch) discoveryOptions[oidc.customFetch] = options.fetch as oidc.CustomFetch;
    const configuration = await oidc.discovery(
      issuer,
      options.clientId,
      undefined,
      oidc.ClientSecretBasic(options.clientSecret),
      discoveryOptions,
    );
    if (options.fetch) configuration[oidc.customFetch] = options.fetch as oidc.CustomFetch;
    return configuration;
  };
  return {
    issuer: options.issuer,
    clientId: options.clientId,
    configuration() {
      // Discovered once; a failure (provider down) is tried again on the next sign-in.
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/** What the browser carries from the authorize redirect to the landing, in a signed cookie. */
export type SignOnFlow = {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  employeePortal: boolean;
  shopperSessionId: string | null;
};

export async function authorizationUrl(
  signOn: SignOn,
  params: Record<string, string>,
  flow: Pick<SignOnFlow, "nonce" | "codeVerifier">,
): Promise<URL> {
  const configuration = await signOn.configuration();
  return oidc.buildAuthorizationUrl(configuration, {
    ...params,
    scope: "openid email profile",
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
    // The password is asked at every sign-in, whatever the provider remembers.
    prompt: "login",
  });
}

export type SignedInIdentity = {
  subject: string;
  email: string | null;
  /** The provider vouches for the e-mail: only then may it join an existing account. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** Exchanges the landing's code for tokens and checks state, nonce, PKCE and the ID token. */
export async function completeSignOn(
  signOn: SignOn,
  currentUrl: URL,
  flow: SignOnFlow,
): Promise<SignedInIdentity> {
  const configuration = await signOn.configuration();
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("The identity provider sent no ID token");
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    subject: claims.sub,
    email: typeof claims.email === "string" ? claims.email : null,
    emailVerified: claims.email_verified === true,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

export const newFlowSecrets = () => ({
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});
