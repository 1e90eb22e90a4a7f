import { z } from "zod";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type PersonalizationUpdate,
  type SessionResponse,
  sessionResponseSchema,
  type UserPersonalization,
  userPersonalizationSchema,
} from "./schemas";

/** GET /users/session?regionId */
export function getSession(client: Client, regionId?: number): Promise<Result<SessionResponse>> {
  return client.request({
    path: "/users/session",
    query: { regionId },
    schema: RESPONSE_CHECKS ? sessionResponseSchema : undefined,
  });
}

/** Built on first use: a schema made at load time would bring zod into every bundle. */
let personalizationResponseSchema:
  | z.ZodType<{ userPersonalization: UserPersonalization }>
  | undefined;
function personalizationSchema() {
  personalizationResponseSchema ??= z.object({ userPersonalization: userPersonalizationSchema });
  return personalizationResponseSchema;
}

/** PUT /users/me/personalization */
export function putPersonalization(
  client: Client,
  patch: PersonalizationUpdate,
): Promise<Result<{ userPersonalization: UserPersonalization }>> {
  return client.request({
    method: "PUT",
    path: "/users/me/personalization",
    json: patch,
    schema: RESPONSE_CHECKS ? personalizationSchema() : undefined,
  });
}
