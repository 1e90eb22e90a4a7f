import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { contactEmailResponseSchema } from "./schemas";

export type ContactEmailInput = { name: string; email: string; message: string };

/** POST /v1/contact/email: the message goes to customer service, with a copy to the sender. */
export function sendContactEmail(
  client: Client,
  input: ContactEmailInput,
): Promise<Result<{ status: "sent" }>> {
  return client.request({
    method: "POST",
    path: "/v1/contact/email",
    json: input,
    schema: RESPONSE_CHECKS ? contactEmailResponseSchema : undefined,
  });
}
