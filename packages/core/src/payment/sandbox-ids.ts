import type { PayLaterMethod } from "./provider";

/** 16 hex digits; getRandomValues works outside secure contexts, unlike randomUUID. */
export function defaultRandomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * What a pay-later provider's sandbox hands back once the shopper approves: a charge id that the
 * server's sandbox gateway authorises ("sandbox_" then anything but an outcome word).
 */
export function sandboxChargeId(method: PayLaterMethod, randomId: () => string = defaultRandomId) {
  return `sandbox_${method}_${randomId()}`;
}
