import { contextHeaders, contextQuery, localTime, withSsoUid } from "./context";
import { kyTransport } from "./ky-transport";
import { TreadkitRequestError } from "./request-error";
import { interpret, type Outcome } from "./response";
import type { TokenCache, TokenResponse } from "./token";
import type { Transport, TransportRequest } from "./transport";
import type {
  Client,
  ClientContext,
  ClientOptions,
  QueryValue,
  RequestOptions,
  Result,
} from "./types";
import { buildUrl, fillPath } from "./url";

const DEFAULT_TIMEOUT_MS = 10_000;
const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

function notConfigured(): Outcome<never> {
  const error = new TreadkitRequestError("UrlBaseNotConfigured", "fetch API not configured", 404);
  return { isSuccess: false, error };
}

/**
 * The one wrapper every API call goes through (spec §7); resolves to a Result for every failure.
 * Its requests go out through ky.
 */
export function createClient(options: ClientOptions): Client {
  return createClientWith(kyTransport, options);
}

/**
 * The same client over another transport: the widgets pass `fetchTransport`, which leaves ky out
 * of their bundles (transport.ts).
 */
export function createClientWith(transport: Transport, options: ClientOptions): Client {
  const { platform } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const getContext = options.getContext ?? ((): ClientContext => ({}));

  async function exchange<T>(
    request: Omit<TransportRequest, "timeoutMs"> & { timeoutMs?: number | undefined },
    schema?: RequestOptions<T>["schema"],
  ): Promise<Outcome<T>> {
    try {
      const { status, body } = await transport(platform.fetch, {
        ...request,
        timeoutMs: request.timeoutMs ?? timeoutMs,
      });
      return interpret(status, body, schema);
    } catch (error) {
      // The transport wraps everything it catches; anything else here is a bug worth surfacing.
      if (error instanceof TreadkitRequestError) return { isSuccess: false, error };
      throw error;
    }
  }

  async function fetchToken(): Promise<Outcome<TokenResponse>> {
    const { clientId, clientSecret, tokenPath = "/token" } = options.credentials ?? {};
    if (!clientId || !clientSecret) throw new Error("Missing clientId or clientSecret");
    const base = options.baseUrls.main;
    if (!base) return notConfigured();
    const form = new URLSearchParams({
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: "client_credentials",
    });
    return exchange(
      {
        url: buildUrl(base, tokenPath, {}),
        method: "POST",
        headers: { Accept: JSON_TYPE, "Content-Type": FORM_TYPE },
        body: form.toString(),
      },
      (await import("./token")).tokenResponseSchema,
    );
  }

  // The token cache is fetched with the first call that needs one: a browser bundle without
  // credentials (the widgets, the storefront) never loads it.
  let tokens: Promise<TokenCache> | undefined;
  const tokenCache = () => {
    tokens ??= import("./token").then(
      ({ createTokenCache }) => createTokenCache(fetchToken, platform.clock),
      (error: unknown) => {
        tokens = undefined;
        throw error;
      },
    );
    return tokens;
  };

  function report<T>(outcome: Outcome<T>, label: string): Result<T> {
    if (outcome.isSuccess) return outcome;
    const { code, message, statusCode } = outcome.error;
    // A 404 is an expected answer for lookups (unknown cart, installer), and an abort is the
    // caller's own doing (a newer search replaced it): logging either is noise (spec §8).
    if (code !== "NotFound" && code !== "AbortError")
      platform.logger.error(`${label} failed: ${message}`, outcome.error);
    return { isSuccess: false, error: { code, message, statusCode } };
  }

  /** One try; `sentToken` is set only when the call itself went out with that bearer token. */
  async function attempt<T>(
    request: RequestOptions<T>,
    url: (contextFields: Record<string, QueryValue>) => string,
    useAuth: boolean,
  ): Promise<{ outcome: Outcome<T>; sentToken?: string }> {
    let token: string | undefined;
    if (useAuth) {
      const tokenOutcome = await (await tokenCache()).get();
      if (!tokenOutcome.isSuccess) return { outcome: tokenOutcome };
      token = tokenOutcome.data;
    }
    // Read per attempt so a retry after a token refresh also sees the latest zip or sign-in.
    const context = getContext();
    const userTime = localTime(platform.clock);
    const headers: Record<string, string> = {
      Accept: JSON_TYPE,
      ...contextHeaders(context, userTime, { token, militaryHeader: request.militaryHeader }),
      ...request.headers,
    };
    let body: string | FormData | undefined;
    if (request.json !== undefined) {
      headers["Content-Type"] = JSON_TYPE;
      body = JSON.stringify(withSsoUid(request.json, context.ssoUid));
    } else if (request.form) {
      headers["Content-Type"] = FORM_TYPE;
      body = new URLSearchParams(request.form).toString();
    } else if (request.multipart) {
      body = request.multipart;
    }
    const outcome = await exchange<T>(
      {
        url: url(contextQuery(context, userTime)),
        // A GET with a body is rejected by fetch, so a body implies POST unless told otherwise.
        method: request.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body,
        signal: request.signal,
        timeoutMs: request.timeoutMs,
      },
      request.schema,
    );
    return { outcome, sentToken: token };
  }

  return {
    async request<T = unknown>(request: RequestOptions<T>): Promise<Result<T>> {
      const path = fillPath(request.path, request.pathParams);
      const label = `${request.method ?? "Request"} ${request.path}`;
      const base = options.baseUrls[request.service ?? "main"];
      if (!base) return report(notConfigured(), label);
      const useAuth = request.auth ?? options.credentials !== undefined;
      // Dropped before merging, so a caller's undefined does not erase the context's value.
      const callerQuery = Object.fromEntries(
        Object.entries(request.query ?? {}).filter(([, value]) => value != null),
      );
      const url = (contextFields: Record<string, QueryValue>) =>
        buildUrl(base, path, { ...contextFields, ...callerQuery });

      let { outcome, sentToken } = await attempt(request, url, useAuth);
      // The cached token may have been revoked server-side before its expiry: refresh, retry once.
      if (!outcome.isSuccess && outcome.error.code === "Unauthorized" && sentToken !== undefined) {
        (await tokenCache()).invalidate(sentToken);
        ({ outcome } = await attempt(request, url, useAuth));
      }
      return report(outcome, label);
    },

    async getToken() {
      if (!options.credentials) return undefined;
      const outcome = report(await (await tokenCache()).get(), "Token request");
      return outcome.isSuccess ? outcome.data : undefined;
    },
  };
}
