import { type ApiErrorCode, type Result, TreadkitRequestError } from "@treadkit/core/client";
import { describe, expect, it } from "vitest";
import { pageData, refusalStatusOf } from "./page-data";

/**
 * A failed call as the core client reports it: the API's status, or, when no answer came, a
 * NetworkError with the spec's default statusCode 404 (which must not read as "not found").
 */
function failed(status: number | null): Extract<Result<never>, { isSuccess: false }> {
  const error =
    status === null
      ? new TreadkitRequestError("NetworkError", "Network error")
      : new TreadkitRequestError(codeOf[status] ?? "ServerError", "Not this time", status);
  return { isSuccess: false, error };
}

/** The codes the client gives these statuses (client/response.ts); any other is ServerError. */
const codeOf: Partial<Record<number, ApiErrorCode>> = { 400: "BadRequest", 404: "NotFound" };

/** The page status pageData throws for a failed call. */
function pageStatus(result: Result<never>): number {
  try {
    pageData(result);
  } catch (thrown) {
    // react-router's data(): the error page's message with its status.
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status === undefined) throw thrown;
    return status;
  }
  throw new Error("pageData returned for a failed call");
}

describe("a page's data", () => {
  it("is the call's data when it succeeded", () => {
    expect(pageData({ isSuccess: true, data: { brand: "Michelin" } } as Result<object>)).toEqual({
      brand: "Michelin",
    });
  });

  it("answers an unknown or malformed thing with the page's 404", () => {
    expect(pageStatus(failed(404))).toBe(404);
    expect(pageStatus(failed(400))).toBe(404);
  });

  it("answers something no longer sold with 410", () => {
    expect(pageStatus(failed(410))).toBe(410);
  });

  it("answers a call that got no answer with 503, never 404", () => {
    expect(pageStatus(failed(null))).toBe(503);
  });

  it("answers anything else the API said with 500", () => {
    expect(pageStatus(failed(500))).toBe(500);
    expect(pageStatus(failed(409))).toBe(500);
  });
});

describe("a form's refusal", () => {
  it("keeps the API's own 4xx, which the shopper can act on", () => {
    expect(refusalStatusOf(failed(409).error)).toBe(409);
    expect(refusalStatusOf(failed(422).error)).toBe(422);
    expect(refusalStatusOf(failed(404).error)).toBe(404);
  });

  it("is 503 when no answer came and 500 when the server failed", () => {
    expect(refusalStatusOf(failed(null).error)).toBe(503);
    expect(refusalStatusOf(failed(502).error)).toBe(500);
  });
});
