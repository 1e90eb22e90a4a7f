import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MINUTES } from "@treadkit/core/session";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { normaliseEmail } from "../account/users.repository";
import { signInFailures } from "./identity.schema";

const WINDOW_MS = SIGN_IN_WINDOW_MINUTES * 60_000;

/**
 * Takes one attempt for the e-mail before its password is checked, atomically: concurrent
 * guesses are counted one by one, and once the window's failures are used up none is checked.
 * A right password clears the count (clearSignInFailures); a wrong one leaves it counted.
 */
export async function reserveSignInAttempt(db: Db, email: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db
    .insert(signInFailures)
    .values({ email: normaliseEmail(email), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.windowStartedAt} < ${windowStart} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${signInFailures.windowStartedAt} < ${windowStart} then ${now} else ${signInFailures.windowStartedAt} end`,
      },
    })
    .returning({ failures: signInFailures.failures });
  return (row?.failures ?? 1) <= SIGN_IN_MAX_FAILURES;
}

export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, normaliseEmail(email)));
}
