import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { CSRF_HEADER, MEMBER_SESSION_MAX_AGE_S, SSO_SESSION_COOKIE } from "@treadkit/core/session";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { memberSessions, users } from "./account.schema";
import type { UserRow } from "./users.repository";

export type Member = {
  sessionId: string;
  csrfToken: string;
  shopperSessionId: string | null;
  user: UserRow;
};

export const SIGN_IN_REQUIRED = "Please sign in to continue";
const CSRF_INVALID = "This page has expired. Please reload it and try again.";

const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new server-side session for a member. Every sign-in gets a fresh token (a token planted before
 * sign-in is never promoted), and only its hash is stored.
 */
export async function createMemberSession(
  db: Db,
  userId: string,
  options: { shopperSessionId?: string | null; now?: Date } = {},
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(24).toString("base64url");
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + MEMBER_SESSION_MAX_AGE_S * 1000);
  await db.insert(memberSessions).values({
    id: sessionIdOf(token),
    userId,
    csrfToken,
    shopperSessionId: options.shopperSessionId ?? null,
    createdAt: now,
    expiresAt,
  });
  // Sessions that ran out are removed as new ones start; nothing else reads them.
  await db.delete(memberSessions).where(lt(memberSessions.expiresAt, now));
  return { token, csrfToken, expiresAt };
}

async function findMember(db: Db, token: string, now = new Date()): Promise<Member | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({
      sessionId: memberSessions.id,
      csrfToken: memberSessions.csrfToken,
      shopperSessionId: memberSessions.shopperSessionId,
      user: users,
    })
    .from(memberSessions)
    .innerJoin(users, eq(users.id, memberSessions.userId))
    .where(and(eq(memberSessions.id, sessionIdOf(token)), gt(memberSessions.expiresAt, now)));
  return row ?? null;
}

export async function endMemberSession(db: Db, token: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.id, sessionIdOf(token)));
}

export async function endMemberSessionById(db: Db, sessionId: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.id, sessionId));
}

/** Ends every session of a member but one (after a password change, the others sign out). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db
    .delete(memberSessions)
    .where(and(eq(memberSessions.userId, userId), ne(memberSessions.id, keepSessionId)));
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member of the session cookie, read once per request; null for a guest. */
    member(): Promise<Member | null>;
  }
}

/** Reads the member session cookie (parsed by @fastify/cookie) for the routes that need it. */
export const memberAuth = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const cache = new WeakMap<FastifyRequest, Promise<Member | null>>();
    app.decorateRequest("member", function (this: FastifyRequest) {
      let found = cache.get(this);
      if (!found) {
        const token = this.cookies[SSO_SESSION_COOKIE];
        found = token ? findMember(db, token) : Promise.resolve(null);
        cache.set(this, found);
      }
      return found;
    });
  },
  { name: "treadkit-member-auth", dependencies: ["@fastify/cookie"] },
);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The signed-in member, else 401. A change (any method but GET and HEAD) must also echo the
 * session's CSRF value in the x-csrf-token header or a `csrf` form field, else 403: another site
 * can make the browser send the cookie, never read the value.
 */
export async function requireMember(request: FastifyRequest): Promise<Member> {
  const member = await request.member();
  if (!member) throw new HttpError(401, "SIGN_IN_REQUIRED", SIGN_IN_REQUIRED);
  if (request.method !== "GET" && request.method !== "HEAD") {
    const header = request.headers[CSRF_HEADER];
    const field = (request.body as { csrf?: unknown } | undefined)?.csrf;
    const sent = typeof header === "string" ? header : typeof field === "string" ? field : "";
    if (!sent || !sameText(sent, member.csrfToken)) {
      throw new HttpError(403, "CSRF_INVALID", CSRF_INVALID);
    }
  }
  return member;
}
