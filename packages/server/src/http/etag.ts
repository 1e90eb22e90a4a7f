import { createHash } from "node:crypto";

/** A validator of a body: the same body always has the same tag, on any process. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names this tag (or is `*`): compared weakly, as RFC 9110 asks
 * of If-None-Match, so `W/"x"` and `"x"` match either way.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === opaque || tag === "*");
}
