import { describe, expect, it } from "vitest";
import { isRequestError, TreadkitRequestError } from "./request-error";
import { isResponseValidationError, ResponseValidationError } from "./response-validation-error";
import { isTransportError, TransportError } from "./transport-error";

/** What an error thrown by another bundle's copy of the core looks like from here. */
function foreignCopy(name: string, code: string) {
  const error = new Error("from another bundle");
  error.name = name;
  return Object.assign(error, { code, statusCode: 404 });
}

describe("request error guards", () => {
  it("match this copy's classes through instanceof", () => {
    const transport = new TransportError("NetworkError", "down");
    const validation = new ResponseValidationError("InvalidJson", "bad", 200);
    expect(isRequestError(new TreadkitRequestError("ServerError", "x", 500))).toBe(true);
    expect(isRequestError(transport) && isTransportError(transport)).toBe(true);
    expect(isRequestError(validation) && isResponseValidationError(validation)).toBe(true);
    expect(transport).toMatchObject({ name: "TreadkitTransportError", statusCode: 404 });
  });

  it("match another bundle copy's errors by name", () => {
    expect(isRequestError(foreignCopy("TreadkitRequestError", "ServerError"))).toBe(true);
    expect(isTransportError(foreignCopy("TreadkitTransportError", "AbortError"))).toBe(true);
    expect(isRequestError(foreignCopy("TreadkitTransportError", "AbortError"))).toBe(true);
    const validation = foreignCopy("TreadkitResponseValidationError", "InvalidJson");
    expect(isResponseValidationError(validation)).toBe(true);
  });

  it("keep transport and validation errors apart", () => {
    expect(isTransportError(new ResponseValidationError("InvalidJson", "bad", 200))).toBe(false);
    expect(isResponseValidationError(new TransportError("AbortError", "stop"))).toBe(false);
    expect(isTransportError(new TreadkitRequestError("NotFound", "gone"))).toBe(false);
  });

  it("reject lookalikes without the request error shape", () => {
    expect(isRequestError(new Error("plain"))).toBe(false);
    expect(isRequestError({ name: "TreadkitRequestError" })).toBe(false);
    expect(isRequestError(null)).toBe(false);
    expect(isRequestError("TreadkitRequestError")).toBe(false);
  });
});
