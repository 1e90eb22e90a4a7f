import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type InstallerSignup,
  type InstallerSignupReceipt,
  installerSignupResponseSchema,
} from "./schemas";

/**
 * POST /v1/installer-signup: sends a shop's application. A second one from an e-mail address
 * whose application still waits is refused (409, APPLICATION_PENDING_MESSAGE).
 */
export function submitInstallerApplication(
  client: Client,
  application: InstallerSignup,
): Promise<Result<InstallerSignupReceipt>> {
  return client.request({
    method: "POST",
    path: "/v1/installer-signup",
    json: application,
    schema: RESPONSE_CHECKS ? installerSignupResponseSchema : undefined,
  });
}
