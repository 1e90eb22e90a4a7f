import { z } from "zod";

/**
 * The military exchange's card-number validation service (storefront.md §3): staging and
 * production variants of one HTTP API, and a sandbox with the same interface and documented test
 * numbers, used unless the operator names a variant (EXCHANGE_ENV).
 */
const EXCHANGE_ENVIRONMENTS = ["sandbox", "staging", "production"] as const;
type ExchangeEnvironment = (typeof EXCHANGE_ENVIRONMENTS)[number];

/** The answer for a card: accepted (its last four digits), or refused by the exchange. */
type ExchangeCardCheck = { valid: true; last4: string } | { valid: false };

/** The service could not be asked (network, timeout, its own failure): nothing was decided. */
export class ExchangeUnavailableError extends Error {
  override name = "ExchangeUnavailableError";
}

export type ExchangeCardValidator = {
  readonly environment: ExchangeEnvironment;
  /** `digits`: the card's 16 digits, already checked for shape by the core's rule. */
  validate(digits: string): Promise<ExchangeCardCheck>;
};

/** Sandbox test numbers: every well-formed MILITARY STAR number is valid except these two. */
export const EXCHANGE_SANDBOX_REFUSED_CARD = "6019440000000012";
export const EXCHANGE_SANDBOX_UNAVAILABLE_CARD = "6019440000000020";

export function createSandboxExchangeCardValidator(): ExchangeCardValidator {
  return {
    environment: "sandbox",
    async validate(digits) {
      if (digits === EXCHANGE_SANDBOX_UNAVAILABLE_CARD) {
        throw new ExchangeUnavailableError("sandbox: card validation unavailable");
      }
      if (digits === EXCHANGE_SANDBOX_REFUSED_CARD) return { valid: false };
      return { valid: true, last4: digits.slice(-4) };
    },
  };
}

const answerSchema = z.object({ valid: z.boolean() });
const TIMEOUT_MS = 10_000;

/**
 * The service itself: POST {baseUrl}/cardvalidation with the number, the operator's API key in
 * x-api-key; it answers { valid }. The card number is sent, never logged or stored.
 */
function createExchangeCardValidator(options: {
  environment: Exclude<ExchangeEnvironment, "sandbox">;
  baseUrl: string;
  apiKey?: string | undefined;
  fetch?: typeof fetch | undefined;
}): ExchangeCardValidator {
  const call = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/cardvalidation`;
  return {
    environment: options.environment,
    async validate(digits) {
      let response: Response;
      try {
        response = await call(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(options.apiKey ? { "x-api-key": options.apiKey } : {}),
          },
          body: JSON.stringify({ cardNumber: digits }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new ExchangeUnavailableError("card validation could not be reached", {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new ExchangeUnavailableError(`card validation answered ${response.status}`);
      }
      const answer = answerSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success) throw new ExchangeUnavailableError("card validation answer unreadable");
      return answer.data.valid ? { valid: true, last4: digits.slice(-4) } : { valid: false };
    },
  };
}

export type ExchangeEnv = {
  EXCHANGE_ENV: ExchangeEnvironment;
  EXCHANGE_STAGING_URL?: string | undefined;
  EXCHANGE_PRODUCTION_URL?: string | undefined;
  EXCHANGE_API_KEY?: string | undefined;
};

/** The validator the environment names: the sandbox, or the staging or production service. */
export function exchangeCardValidatorFromEnv(
  env: ExchangeEnv,
  fetchImpl?: typeof fetch,
): ExchangeCardValidator {
  if (env.EXCHANGE_ENV === "sandbox") return createSandboxExchangeCardValidator();
  const baseUrl =
    env.EXCHANGE_ENV === "staging" ? env.EXCHANGE_STAGING_URL : env.EXCHANGE_PRODUCTION_URL;
  if (!baseUrl) {
    const name =
      env.EXCHANGE_ENV === "staging" ? "EXCHANGE_STAGING_URL" : "EXCHANGE_PRODUCTION_URL";
    throw new Error(`EXCHANGE_ENV=${env.EXCHANGE_ENV} needs ${name}`);
  }
  return createExchangeCardValidator({
    environment: env.EXCHANGE_ENV,
    baseUrl,
    apiKey: env.EXCHANGE_API_KEY,
    fetch: fetchImpl,
  });
}
