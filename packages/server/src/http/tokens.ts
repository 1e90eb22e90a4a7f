import { createHmac, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

/** Access tokens live one hour; clients refresh them when missing or expired (storefront.md §4). */
export const TOKEN_TTL_SECONDS = 3_600;

export type TokenClaims = { sub: string; exp: number; origin?: string };

const b64 = (data: Buffer | string) => Buffer.from(data).toString("base64url");

/**
 * Stateless signed tokens (payload.signature, HMAC-SHA256): any server process holding the
 * secret verifies them, so nothing is kept in memory between requests.
 */
export function signToken(secret: string, claims: TokenClaims): string {
  const payload = b64(JSON.stringify(claims));
  return `${payload}.${b64(createHmac("sha256", secret).update(payload).digest())}`;
}

export function verifyToken(secret: string, token: string, nowSeconds: number): TokenClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac("sha256", secret).update(payload).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as TokenClaims;
    return typeof claims.sub === "string" &&
      typeof claims.exp === "number" &&
      claims.exp > nowSeconds
      ? claims
      : null;
  } catch {
    return null;
  }
}

/** scrypt (memory-hard) hash of a client secret: scrypt$salt$hash. */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  return `scrypt$${b64(salt)}$${b64(scryptSync(secret, salt, 32))}`;
}

export function verifySecret(secret: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = scryptSync(secret, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}
