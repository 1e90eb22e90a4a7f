import { describe, expect, it } from "vitest";
import {
  EXCHANGE_SANDBOX_REFUSED_CARD,
  EXCHANGE_SANDBOX_UNAVAILABLE_CARD,
  ExchangeUnavailableError,
  exchangeCardValidatorFromEnv,
} from "./exchange-card";
import { exchangeReturnUrl, isExchangeAcceptanceSigned } from "./exchange-return";

const VALID = "6019440000000004";

/** A fetch that records what it was asked and answers with `answer`. */
function fakeFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe("the exchange's card validation", () => {
  it("is the sandbox unless the environment names a variant", async () => {
    const sandbox = exchangeCardValidatorFromEnv({ EXCHANGE_ENV: "sandbox" });
    expect(sandbox.environment).toBe("sandbox");
    expect(await sandbox.validate(VALID)).toEqual({ valid: true, last4: "0004" });
    expect(await sandbox.validate(EXCHANGE_SANDBOX_REFUSED_CARD)).toEqual({ valid: false });
    await expect(sandbox.validate(EXCHANGE_SANDBOX_UNAVAILABLE_CARD)).rejects.toBeInstanceOf(
      ExchangeUnavailableError,
    );
  });

  it("asks the staging or production service the environment names, with the API key", async () => {
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ valid: true }));
    const staging = exchangeCardValidatorFromEnv(
      {
        EXCHANGE_ENV: "staging",
        EXCHANGE_STAGING_URL: "https://staging.exchange.example/api/",
        EXCHANGE_PRODUCTION_URL: "https://exchange.example/api",
        EXCHANGE_API_KEY: "key-1",
      },
      fetchImpl,
    );
    expect(staging.environment).toBe("staging");
    expect(await staging.validate(VALID)).toEqual({ valid: true, last4: "0004" });
    expect(calls[0]?.url).toBe("https://staging.exchange.example/api/cardvalidation");
    expect(calls[0]?.init.headers).toMatchObject({ "x-api-key": "key-1" });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ cardNumber: VALID });

    const production = exchangeCardValidatorFromEnv(
      { EXCHANGE_ENV: "production", EXCHANGE_PRODUCTION_URL: "https://exchange.example/api" },
      fakeFetch(() => Response.json({ valid: false })).fetchImpl,
    );
    expect(await production.validate(VALID)).toEqual({ valid: false });
  });

  it("says the service is unavailable when it fails or answers nonsense, never that a card is bad", async () => {
    const env = {
      EXCHANGE_ENV: "production" as const,
      EXCHANGE_PRODUCTION_URL: "https://x.example",
    };
    const failing = exchangeCardValidatorFromEnv(
      env,
      fakeFetch(() => new Response("oops", { status: 502 })).fetchImpl,
    );
    await expect(failing.validate(VALID)).rejects.toBeInstanceOf(ExchangeUnavailableError);
    const garbled = exchangeCardValidatorFromEnv(
      env,
      fakeFetch(() => Response.json({ ok: 1 })).fetchImpl,
    );
    await expect(garbled.validate(VALID)).rejects.toBeInstanceOf(ExchangeUnavailableError);
  });

  it("refuses to start with a variant but no URL for it", () => {
    expect(() => exchangeCardValidatorFromEnv({ EXCHANGE_ENV: "staging" })).toThrow(
      /EXCHANGE_STAGING_URL/,
    );
  });
});

describe("the exchange's signed return", () => {
  const acceptance = {
    reference: "9b2f4c1e-0d7a-4f7e-9a51-0c8d7e3b2a10",
    exchangeOrderId: "SBX-1",
    customerId: "AAFES-0042",
    totalInCents: 80_000,
  };

  it("verifies with the shared secret, and any changed field breaks it", () => {
    const url = new URL(exchangeReturnUrl("https://shop.example/r", "secret-1", acceptance));
    const signature = url.searchParams.get("signature") ?? "";
    expect(isExchangeAcceptanceSigned("secret-1", acceptance, signature)).toBe(true);
    expect(isExchangeAcceptanceSigned("secret-2", acceptance, signature)).toBe(false);
    expect(
      isExchangeAcceptanceSigned("secret-1", { ...acceptance, totalInCents: 1 }, signature),
    ).toBe(false);
    expect(isExchangeAcceptanceSigned("secret-1", acceptance, "short")).toBe(false);
  });
});
