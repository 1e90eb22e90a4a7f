import { withAccountBilling } from "./account-billing";
import { type BraintreeConfig, createBraintreeGateway } from "./braintree";
import type { PaymentGateway } from "./gateway";
import { createSandboxGateway, type SandboxOptions, sandboxGatewayOn } from "./sandbox";
import type { SandboxLedger } from "./sandbox-ledger";
import { openSqlLedger } from "./sandbox-ledger.sql";

export type { BraintreeConfig } from "./braintree";
export * from "./gateway";
export type { SandboxOptions } from "./sandbox";
export type { SandboxLedger } from "./sandbox-ledger";

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

/**
 * Braintree when its keys are set in `env` (e.g. process.env), else the built-in sandbox: on
 * `ledger` when given (a running store's, shared by its processes), else in memory. Either way
 * the store's own invoice and payroll transactions are answered beside it.
 */
export function createPaymentGateway(
  env: PaymentEnv,
  sandbox: SandboxOptions & { ledger?: SandboxLedger } = {},
): PaymentGateway {
  const config = readBraintreeConfig(env);
  if (config) return withAccountBilling(createBraintreeGateway(config));
  const { ledger, ...options } = sandbox;
  return withAccountBilling(
    ledger ? sandboxGatewayOn(ledger, options) : createSandboxGateway(options),
  );
}

/**
 * The gateway a running store uses: Braintree when configured, else the sandbox on its own
 * database (see sandbox-ledger.sql.ts), so the server's processes and the operator commands
 * share its transactions. `close` releases that database.
 */
export async function openPaymentGateway(
  env: PaymentEnv & { DATABASE_URL?: string | undefined; DATA_DIR: string },
): Promise<{ gateway: PaymentGateway; close(): Promise<void> }> {
  if (readBraintreeConfig(env))
    return { gateway: createPaymentGateway(env), close: async () => {} };
  const ledger = await openSqlLedger({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  return { gateway: createPaymentGateway(env, { ledger }), close: () => ledger.close() };
}
