import type { Clock } from "../platform";
import type { Outcome } from "./response";
import type { ResponseSchema } from "./types";

export type TokenResponse = { access_token: string; expires_in?: number | undefined };

/**
 * The client-credential grant as the token endpoint answers it. Checked by hand rather than with
 * zod, so that the client itself does not bring zod into bundles that skip response checks.
 */
export const tokenResponseSchema: ResponseSchema<TokenResponse> = {
  safeParse(data) {
    const fail = (path: string, message: string) => ({
      success: false as const,
      error: { issues: [{ path: [path], message }] },
    });
    const body = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
    const token = body.access_token;
    if (typeof token !== "string" || token === "") return fail("access_token", "Expected a token");
    if (body.expires_in === undefined) return { success: true, data: { access_token: token } };
    // Some gateways send the number as a string.
    const expiresIn = Number(body.expires_in);
    if (body.expires_in === null || !(expiresIn > 0)) {
      return fail("expires_in", "Expected a positive number of seconds");
    }
    return { success: true, data: { access_token: token, expires_in: expiresIn } };
  },
};

export type TokenCache = {
  /** A token that has not expired, fetching one (shared by concurrent callers) when needed. */
  get(): Promise<Outcome<string>>;
  /** Forgets `token` after the API rejected it, unless a newer token already replaced it. */
  invalidate(token: string): void;
};

export function createTokenCache(
  fetchToken: () => Promise<Outcome<TokenResponse>>,
  clock: Clock,
): TokenCache {
  let current: { token: string; expiresAt: number } | undefined;
  let inFlight: Promise<Outcome<string>> | undefined;

  const refresh = async (): Promise<Outcome<string>> => {
    const outcome = await fetchToken();
    if (!outcome.isSuccess) return outcome;
    const { access_token: token, expires_in: expiresIn } = outcome.data;
    // Without expires_in the token is kept until the API answers 401, which triggers a refresh.
    const expiresAt =
      expiresIn === undefined ? Number.POSITIVE_INFINITY : clock.now() + expiresIn * 1000;
    current = { token, expiresAt };
    return { isSuccess: true, data: token, statusCode: outcome.statusCode };
  };

  return {
    get() {
      if (current && clock.now() < current.expiresAt) {
        return Promise.resolve({ isSuccess: true, data: current.token, statusCode: 200 });
      }
      if (!inFlight) {
        inFlight = refresh().finally(() => {
          inFlight = undefined;
        });
      }
      return inFlight;
    },
    invalidate(token) {
      if (current?.token === token) current = undefined;
    },
  };
}
