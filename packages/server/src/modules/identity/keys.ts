import { createHmac, generateKeyPairSync, type JsonWebKey, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { siteSettings } from "../site/site.schema";

const SIGNING_KEY = "identity.signing-key";

/**
 * The ID-token signing key of the built-in provider: made once and kept in the database, so every
 * server process signs with the same key and tokens survive a restart. The first process to
 * store one wins; the others read it back.
 */
export async function loadSigningKey(db: Db): Promise<JsonWebKey & { kid: string }> {
  const read = async () => {
    const [row] = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, SIGNING_KEY));
    return row?.value as (JsonWebKey & { kid: string }) | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const jwk = newSigningKey();
  await db.insert(siteSettings).values({ key: SIGNING_KEY, value: jwk }).onConflictDoNothing();
  return (await read()) ?? jwk;
}

/** ID tokens are signed with ES256: a P-256 key, made in a millisecond (RSA takes hundreds). */
export const SIGNING_ALGORITHM = "ES256";

function newSigningKey(): JsonWebKey & { kid: string } {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    ...privateKey.export({ format: "jwk" }),
    kid: `tk-${randomBytes(6).toString("hex")}`,
    alg: SIGNING_ALGORITHM,
    use: "sig",
  };
}

const TOKEN_SECRET_KEY = "server.token-secret";

/**
 * The token secret every process of the store shares when TOKEN_SECRET is not set: made once,
 * kept in the database, so that an access token or a signed cookie one process issued is good
 * on every other, on any machine, and across restarts.
 */
export async function loadTokenSecret(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, TOKEN_SECRET_KEY));
    return typeof row?.value === "string" ? row.value : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const secret = randomBytes(32).toString("hex");
  await db
    .insert(siteSettings)
    .values({ key: TOKEN_SECRET_KEY, value: secret })
    .onConflictDoNothing();
  return (await read()) ?? secret;
}

/** A secret for one purpose, derived from the server's token secret. */
export function deriveSecret(tokenSecret: string, purpose: string): string {
  return createHmac("sha256", tokenSecret).update(purpose).digest("base64url");
}
