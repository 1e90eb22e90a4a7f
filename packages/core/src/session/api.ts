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

const personalizationResponseSchema = z.object({ userPersonalization: userPersonalizationSchema });

/** PUT /users/me/personalization */
export function putPersonalization(
  client: Client,
  patch: PersonalizationUpdate,
): Promise<Result<{ userPersonalization: UserPersonalization }>> {
  return client.request({
    method: "PUT",
    path: "/users/me/personalization",
    json: patch,
    schema: RESPONSE_CHECKS ? personalizationResponseSchema : undefined,
  });
}
