import type { Failure, Result } from "@treadkit/core/client";
import { describe, expect, it } from "vitest";
import { pageData, refusalStatusOf } from "./page-data";

/** A failed call as the core client reports it: the API's status, or none when no answer came. */
function failed(
  status: number | null,
  code = status === null ? "NetworkError" : "NotFound",
): Extract<Result<never>, { isSuccess: false }> {
  return {
    isSuccess: false,
    error: {
      code,
      message: "Not this time",
      ...(status === null ? {} : { statusCode: status }),
    } as unknown as Failure,
  } as Extract<Result<never>, { isSuccess: false }>;
}

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
    expect(pageStatus(failed(400, "BadRequest"))).toBe(404);
  });

  it("answers something no longer sold with 410", () => {
    expect(pageStatus(failed(410, "Gone"))).toBe(410);
  });

  it("answers a call that got no answer with 503, never 404", () => {
    expect(pageStatus(failed(null))).toBe(503);
  });

  it("answers anything else the API said with 500", () => {
    expect(pageStatus(failed(500, "InternalServerError"))).toBe(500);
    expect(pageStatus(failed(409, "Conflict"))).toBe(500);
  });
});

describe("a form's refusal", () => {
  it("keeps the API's own 4xx, which the shopper can act on", () => {
    expect(refusalStatusOf(failed(409, "Conflict").error)).toBe(409);
    expect(refusalStatusOf(failed(422, "Unprocessable").error)).toBe(422);
    expect(refusalStatusOf(failed(404).error)).toBe(404);
  });

  it("is 503 when no answer came and 500 when the server failed", () => {
    expect(refusalStatusOf(failed(null).error)).toBe(503);
    expect(refusalStatusOf(failed(502, "BadGateway").error)).toBe(500);
  });
});
