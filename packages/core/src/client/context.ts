import type { Clock } from "../platform";
import type { ClientContext, QueryValue } from "./types";

/** The shopper's local wall-clock time (not UTC) as zero-padded 24-hour "hh:mm". */
export function localTime(clock: Clock): string {
  const date = new Date(clock.now());
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function contextHeaders(
  context: ClientContext,
  userTime: string,
  options: { token?: string; militaryHeader?: boolean },
): Record<string, string> {
  const candidates: Record<string, string | undefined> = {
    Authorization: options.token ? `Bearer ${options.token}` : undefined,
    "x-authorization": context.userToken,
    "x-user-session-id": context.sessionId,
    "x-user-time": userTime,
    "x-vwo-user": context.vwoUser,
    "x-external-customer-id": options.militaryHeader ? context.militaryCustomerId : undefined,
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(candidates)) {
    // An empty header is worse than none: the API reads "" as a real, unknown value.
    if (value) headers[name] = value;
  }
  return headers;
}

export function contextQuery(context: ClientContext, userTime: string): Record<string, QueryValue> {
  return {
    userRegion: context.userRegion,
    userZip: context.userZip,
    ssoUid: context.ssoUid,
    userTime,
    vwo_user: context.vwoUser,
    channel: context.channel,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Adds ssoUid to plain-object bodies only; arrays and class instances are sent untouched. */
export function withSsoUid(body: unknown, ssoUid: string | undefined): unknown {
  if (!ssoUid || !isPlainObject(body)) return body;
  return { ssoUid, ...body };
}
