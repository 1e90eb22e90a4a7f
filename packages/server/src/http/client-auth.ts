import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { apiClients } from "../modules/widget-apps/widget-apps.schema";
import { HttpError } from "./errors";
import { verifyToken } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** The API client whose bearer token came with the request, if any. */
    apiClient: { clientId: string; brandSlugs: string[] | null } | null;
  }
}

const INVALID_TOKEN = "The access token is invalid or has expired";

/**
 * Reads the bearer token of the client-credential login. A bad or expired token is a 401, so the
 * shared request client refreshes it and retries once; no token means an anonymous shopper.
 */
export const clientAuth = fp(
  async (app: FastifyInstance, { db, tokenSecret }: { db: Db; tokenSecret: string }) => {
    app.decorateRequest("apiClient", null);
    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = match?.[1]
        ? verifyToken(tokenSecret, match[1], Math.floor(Date.now() / 1000))
        : null;
      if (!claims) throw new HttpError(401, "INVALID_TOKEN", INVALID_TOKEN);
      const [client] = await db
        .select({ clientId: apiClients.clientId, brandSlugs: apiClients.brandSlugs })
        .from(apiClients)
        .where(eq(apiClients.clientId, claims.sub));
      if (!client) throw new HttpError(401, "INVALID_TOKEN", INVALID_TOKEN);
      request.apiClient = client;
    });
  },
  { name: "treadkit-client-auth" },
);

/** The brands a request may see: a restricted account's, narrowed further by the query's. */
export function visibleBrands(
  restriction: string[] | null | undefined,
  requested: string[] | undefined,
): string[] | undefined {
  if (!restriction) return requested;
  if (!requested) return restriction;
  return requested.filter((slug) => restriction.includes(slug));
}

/**
 * The brands a request's buyer may see: a restricted API client's, else a brand-restricted
 * member's (storefront.md §6); null when unrestricted.
 */
export async function brandRestrictionOf(request: FastifyRequest): Promise<string[] | null> {
  if (request.apiClient?.brandSlugs) return request.apiClient.brandSlugs;
  return (await request.member())?.user.brandSlugs ?? null;
}
