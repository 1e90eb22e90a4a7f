import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { allowHit, clearHits, TOO_MANY_REQUESTS_MESSAGE } from "../../http/rate-limit";
import { signToken, TOKEN_TTL_SECONDS, verifySecret } from "../../http/tokens";
import { apiClients } from "../widget-apps/widget-apps.schema";

export type TokenGrant = { access_token: string; token_type: "Bearer"; expires_in: number };

/** Secret attempts per confidential client in 15 minutes. */
const CLIENT_SECRET_ATTEMPTS = { max: 10, windowMs: 15 * 60_000 };

const invalidClient = () => new HttpError(401, "INVALID_CLIENT", "Unknown client or wrong secret");

/**
 * Client-credential login. A confidential client proves its secret; a publishable client (a
 * widget on a partner page) has none and is accepted only from one of its registered origins.
 */
export async function issueToken(
  db: Db,
  request: { clientId: string; clientSecret?: string | undefined; origin?: string | undefined },
  signing: { secret: string; nowSeconds: number },
): Promise<TokenGrant> {
  const [client] = await db
    .select()
    .from(apiClients)
    .where(eq(apiClients.clientId, request.clientId));
  if (!client) throw invalidClient();
  let origin: string | undefined;
  if (client.secretHash) {
    // A client's secret may be guessed at only so often, from however many addresses: each
    // attempt counts before the secret is checked, and a right one clears the count.
    const key = `token-client|${client.clientId}`;
    if (!(await allowHit(db, key, CLIENT_SECRET_ATTEMPTS)))
      throw new HttpError(429, "TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
    if (!request.clientSecret || !verifySecret(request.clientSecret, client.secretHash))
      throw invalidClient();
    await clearHits(db, key);
  } else {
    if (!request.origin || !client.allowedOrigins.includes(request.origin)) {
      throw new HttpError(403, "ORIGIN_NOT_ALLOWED", "This site is not registered for this widget");
    }
    origin = request.origin;
  }
  const exp = signing.nowSeconds + TOKEN_TTL_SECONDS;
  return {
    access_token: signToken(signing.secret, {
      sub: client.clientId,
      exp,
      ...(origin ? { origin } : {}),
    }),
    token_type: "Bearer",
    expires_in: TOKEN_TTL_SECONDS,
  };
}
