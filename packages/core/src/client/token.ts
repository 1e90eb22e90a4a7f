import { z } from "zod";
import type { Clock } from "../platform";
import type { Outcome } from "./response";

/** The client-credential grant as the token endpoint answers it. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  // Some gateways send the number as a string.
  expires_in: z.coerce.number().positive().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

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
