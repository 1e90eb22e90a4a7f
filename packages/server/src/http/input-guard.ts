import type { FastifyInstance } from "fastify";

/** What a caller gets for text PostgreSQL cannot store and no shopper types. */
export const INVALID_TEXT_MESSAGE =
  "The request contains characters that are not allowed (such as a NUL byte)";

/**
 * Text no route may take: NUL (PostgreSQL refuses it in text, so it would fail deep in a query)
 * and code points that are not well formed (an unpaired surrogate half). Checked once for every
 * route, in the query, the path and the body, keys included.
 */
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasInvalidText(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === "string") return value.includes("\u0000") || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some((item) => hasInvalidText(item, depth + 1));
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasInvalidText(key, depth + 1) || hasInvalidText(item, depth + 1)) return true;
    }
  }
  return false;
}

/** Refuses, with 400 and nothing stored, any request whose text the store cannot keep. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request, reply) => {
    if (
      hasInvalidText(request.query) ||
      hasInvalidText(request.params) ||
      hasInvalidText(request.body)
    ) {
      return reply.code(400).send({ errorMessage: INVALID_TEXT_MESSAGE, code: "INVALID_TEXT" });
    }
  });
}
