import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/client";
import { formRefusalPage } from "./html";

/** The storefront's 500 wording (storefront.md §8) is also what API callers read on a bug. */
const INTERNAL_ERROR_MESSAGE = "We're experiencing a technical problem. Please try again.";

/**
 * A foreign-key violation on a cart reference (SQLSTATE 23503 on a `…_cart_id_carts_id_fk`
 * constraint): the cart was deleted between the check and the write.
 */
function refersToDeletedCart(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (
      code === "23503" &&
      typeof constraint === "string" &&
      constraint.endsWith("_cart_id_carts_id_fk")
    )
      return true;
    e = cause;
  }
  return false;
}

/** While the database is away: the caller may try again in a few seconds. */
const UNAVAILABLE_MESSAGE =
  "We're briefly unable to reach our systems. Please try again in a few seconds.";
const RETRY_AFTER_SECONDS = 5;

/** Where a browser refused a page is sent on from it: a link back into the store. */
export type PageLink = { href: string; label: string };
const HOME_LINK: PageLink = { href: "/", label: "Go to the home page" };

/**
 * An error the caller caused, answered with its status and message; a browser opening a page
 * outside /api reads them as a page with `back` as its way on (else the home page).
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly back?: PageLink,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "BAD_REQUEST") =>
  new HttpError(400, code, message);
export const notFound = (message: string, code = "NOT_FOUND") => new HttpError(404, code, message);

/** One issue as fastify-type-provider-zod hands it over: the zod issue, flattened. */
type ValidationIssue = {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { keys?: string[] };
};

const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/;

function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const where = context === "querystring" ? "query" : (context ?? "request");
  if (issue.keyword === "unrecognized_keys" && issue.params?.keys) {
    return `Unknown ${where} field: ${issue.params.keys.join(", ")}`;
  }
  const message = issue.message ?? "Invalid request";
  // Messages written for shoppers stand alone; zod's own wording gets the field named.
  if (!ZOD_DEFAULT_MESSAGE.test(message)) return message;
  const path = issue.instancePath?.replace(/^\//, "").replaceAll("/", ".") || where;
  return `${path}: ${message}`;
}

/**
 * A browser opening a page of the server's own outside /api (a provider's return, an arrival
 * link): a top-level GET that accepts HTML. Its errors are pages; everything else gets JSON.
 */
function opensPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.url === "/api" || request.url.startsWith("/api/")) return false;
  return /\btext\/html\b/.test(request.headers.accept ?? "");
}

type ErrorAnswer = { errorMessage: string; code: string; requestId?: string };

/** The error as JSON, or as a page for a browser opening one (never indexed nor kept). */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ErrorAnswer,
  back: PageLink = HOME_LINK,
) {
  reply.code(status);
  if (!opensPage(request)) return reply.send(body);
  const failed = status >= 500;
  const message = body.requestId ? `${body.errorMessage} (reference ${body.requestId})` : null;
  return reply
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      formRefusalPage({
        title: failed ? "Something went wrong" : "This page could not be opened",
        heading: failed ? "Oops, something went wrong" : "We could not open this page",
        message: message ?? body.errorMessage,
        back,
      }),
    );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue | undefined;
      return answer(request, reply, 400, {
        errorMessage: first ? describeIssue(first, error.validationContext) : "Invalid request",
        code: "VALIDATION_ERROR",
      });
    }
    if (error instanceof HttpError) {
      return answer(
        request,
        reply,
        error.statusCode,
        { errorMessage: error.message, code: error.code },
        error.back,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return answer(request, reply, status, {
        errorMessage: error.message,
        code: error.code ?? "BAD_REQUEST",
      });
    }
    if (refersToDeletedCart(error)) {
      // A write that lost a race with the cart's deletion: the cart is gone, as a read would say.
      return answer(request, reply, 404, {
        errorMessage: "Cart not found",
        code: "CART_NOT_FOUND",
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return answer(request, reply, 503, {
        errorMessage: UNAVAILABLE_MESSAGE,
        code: "UNAVAILABLE",
        requestId: request.id,
      });
    }
    request.log.error({ err: error }, "request failed");
    // The request id finds the logged error behind what the shopper saw.
    return answer(request, reply, 500, {
      errorMessage: INTERNAL_ERROR_MESSAGE,
      code: "INTERNAL",
      requestId: request.id,
    });
  });
}
