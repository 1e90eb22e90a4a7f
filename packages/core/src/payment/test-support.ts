import { vi } from "vitest";
import { createBraintreeProvider } from "./braintree";
import type { BraintreeModules } from "./braintree-sdk";

/**
 * A fake braintree-web for the adapter's tests: braintree-web cannot reach Braintree here, so
 * the tests check what the adapter asks of the SDK and how it shapes its answers and failures.
 */

export const KEY = "sandbox_g42y39zw_348pk9cgf3bgyw2b";

export function braintreeError(code: string, details?: object) {
  return Object.assign(new Error(code), {
    name: "BraintreeError",
    code,
    type: "CUSTOMER",
    details,
  });
}

export function fakeSdk() {
  const client = {
    getConfiguration: () => ({ gatewayConfiguration: { environment: "sandbox" } }),
    teardown: vi.fn(async () => {}),
  };
  // Hosted fields' events by name, so a test can emit one as the SDK would.
  const hostedFieldHandlers = new Map<string, ((event: object) => void)[]>();
  const hostedFields = {
    tokenize: vi.fn(
      async (): Promise<{ nonce: string; details: object; type: string }> => ({
        nonce: "tokencc_bh_1",
        details: {
          cardType: "MasterCard",
          lastFour: "4444",
          lastTwo: "44",
          bin: "555555",
          expirationMonth: "04",
          expirationYear: "2031",
        },
        type: "CreditCard",
      }),
    ),
    teardown: vi.fn(async () => {}),
    on: vi.fn((name: string, handler: (event: object) => void) => {
      hostedFieldHandlers.set(name, [...(hostedFieldHandlers.get(name) ?? []), handler]);
    }),
    emit(name: string, event: object) {
      for (const handler of hostedFieldHandlers.get(name) ?? []) handler(event);
    },
    getState: vi.fn((): object => ({ cards: [], fields: {} })),
    focus: vi.fn(async (_field: string) => {}),
    setAttribute: vi.fn(async (_options: object) => {}),
    removeAttribute: vi.fn(async (_options: object) => {}),
    setMessage: vi.fn((_options: object) => {}),
  };
  const paypal = {
    tokenize: vi.fn(async () => ({
      nonce: "pp_nonce_1",
      type: "PayPalAccount",
      details: { payerId: "QSDVJ6KZ6ZZ9W", email: "a@example.com" },
    })),
    teardown: vi.fn(async () => {}),
  };
  const venmo = {
    isBrowserSupported: vi.fn(() => true),
    tokenize: vi.fn(async () => ({
      nonce: "venmo_1",
      type: "VenmoAccount",
      details: { username: "@pat" },
    })),
    teardown: vi.fn(async () => {}),
  };
  const applePay = {
    createPaymentRequest: vi.fn((request: object) => ({ ...request, countryCode: "US" })),
    performValidation: vi.fn(async () => ({ merchantSession: "ms" })),
    tokenize: vi.fn(async () => ({
      nonce: "apple_1",
      details: { cardType: "Visa", cardholderName: "Pat", dpanLastTwo: "42" },
    })),
    teardown: vi.fn(async () => {}),
  };
  const googlePayment = {
    createPaymentDataRequest: vi.fn((overrides?: object) => ({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [{ type: "CARD" }, { type: "PAYPAL" }],
      ...overrides,
    })),
    parseResponse: vi.fn(async () => ({
      nonce: "google_1",
      type: "AndroidPayCard",
      details: { cardType: "Visa", lastFour: "1881", lastTwo: "81", isNetworkTokenized: true },
    })),
    teardown: vi.fn(async () => {}),
  };
  const dataCollector = { deviceData: '{"correlation_id":"c1"}', teardown: vi.fn(async () => {}) };
  const create = {
    client: vi.fn(async (_options: object) => client),
    hostedFields: vi.fn(async (_options: object) => hostedFields),
    paypal: vi.fn(async (_options: object) => paypal),
    venmo: vi.fn(async (_options: object) => venmo),
    applePay: vi.fn(async (_options: object) => applePay),
    googlePayment: vi.fn(async (_options: object) => googlePayment),
    dataCollector: vi.fn(async (_options: object) => dataCollector),
  };
  const imports: string[] = [];
  const modules = Object.fromEntries(
    Object.entries(create).map(([name, createFn]) => [
      name,
      async () => {
        imports.push(name);
        return { create: createFn, VERSION: "3.117.1" };
      },
    ]),
  ) as unknown as BraintreeModules;
  const provider = createBraintreeProvider({
    authorization: KEY,
    merchantName: "Treadkit Tires",
    modules,
    loadScript: async () => {
      throw new Error("the test puts Google Pay on the page itself");
    },
  });
  return {
    provider,
    imports,
    create,
    client,
    hostedFields,
    paypal,
    venmo,
    applePay,
    googlePayment,
    dataCollector,
  };
}
