import { type BraintreeConfig, createBraintreeGateway } from "./braintree";
import type { PaymentGateway } from "./gateway";
import { createSandboxGateway, type SandboxOptions } from "./sandbox";

export { type BraintreeConfig, createBraintreeGateway } from "./braintree";
export * from "./gateway";
export {
  createSandboxGateway,
  type SandboxGateway,
  type SandboxOptions,
  type SandboxTransaction,
} from "./sandbox";

/** The variables read here; any other key in the object is ignored. */
export type PaymentEnv = {
  BRAINTREE_MERCHANT_ID?: string | undefined;
  BRAINTREE_PUBLIC_KEY?: string | undefined;
  BRAINTREE_PRIVATE_KEY?: string | undefined;
  /** "sandbox" (default) or "production". */
  BRAINTREE_ENVIRONMENT?: string | undefined;
};

const KEYS = ["BRAINTREE_MERCHANT_ID", "BRAINTREE_PUBLIC_KEY", "BRAINTREE_PRIVATE_KEY"] as const;

/**
 * Braintree's settings, or null when none of its keys is set (empty counts as unset). Some keys
 * without the others is a broken deployment, not a wish for the sandbox, so it throws at boot.
 */
export function readBraintreeConfig(env: PaymentEnv): BraintreeConfig | null {
  const value = (key: keyof PaymentEnv) => env[key]?.trim() || undefined;
  const [merchantId, publicKey, privateKey] = KEYS.map(value);
  if (!merchantId && !publicKey && !privateKey) return null;
  if (!merchantId || !publicKey || !privateKey) {
    const missing = KEYS.filter((key) => !value(key));
    throw new Error(`Invalid environment: Braintree also needs ${missing.join(", ")}`);
  }
  const environment = value("BRAINTREE_ENVIRONMENT") ?? "sandbox";
  if (environment !== "sandbox" && environment !== "production") {
    throw new Error('Invalid environment: BRAINTREE_ENVIRONMENT must be "sandbox" or "production"');
  }
  return { merchantId, publicKey, privateKey, environment };
}

/** Braintree when its keys are set in `env` (e.g. process.env), else the built-in sandbox. */
export function createPaymentGateway(
  env: PaymentEnv,
  sandboxOptions?: SandboxOptions,
): PaymentGateway {
  const config = readBraintreeConfig(env);
  return config ? createBraintreeGateway(config) : createSandboxGateway(sandboxOptions);
}
