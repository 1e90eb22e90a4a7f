import { describe, expect, it } from "vitest";
import { createPaymentGateway, readBraintreeConfig } from "./index";

const keys = {
  BRAINTREE_MERCHANT_ID: "merchant",
  BRAINTREE_PUBLIC_KEY: "public",
  BRAINTREE_PRIVATE_KEY: "private",
};

describe("createPaymentGateway", () => {
  it("uses the sandbox when no Braintree key is set, or all are empty", () => {
    expect(createPaymentGateway({}).name).toBe("sandbox");
    const empty = {
      BRAINTREE_MERCHANT_ID: "",
      BRAINTREE_PUBLIC_KEY: " ",
      BRAINTREE_PRIVATE_KEY: "",
    };
    expect(createPaymentGateway(empty).name).toBe("sandbox");
  });

  it("uses Braintree when its three keys are set", () => {
    const env: Record<string, string | undefined> = { ...keys, PORT: "3000" };
    expect(createPaymentGateway(env).name).toBe("braintree");
  });
});

describe("readBraintreeConfig", () => {
  it("defaults to Braintree's sandbox environment", () => {
    expect(readBraintreeConfig(keys)).toEqual({
      merchantId: "merchant",
      publicKey: "public",
      privateKey: "private",
      environment: "sandbox",
    });
  });

  it("takes production when asked", () => {
    const config = readBraintreeConfig({ ...keys, BRAINTREE_ENVIRONMENT: "production" });
    expect(config?.environment).toBe("production");
  });

  it("refuses some keys without the others, naming the missing ones", () => {
    expect(() => readBraintreeConfig({ BRAINTREE_MERCHANT_ID: "merchant" })).toThrow(
      "Invalid environment: Braintree also needs BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY",
    );
  });

  it("refuses an environment Braintree does not have", () => {
    expect(() => readBraintreeConfig({ ...keys, BRAINTREE_ENVIRONMENT: "live" })).toThrow(
      /BRAINTREE_ENVIRONMENT/,
    );
  });
});
