import { hasRequestErrorName, TreadkitRequestError } from "./request-error";

export type ResponseValidationErrorCode = "InvalidJson" | "OtherError";

/**
 * A successful status whose body could not be used: not JSON ("InvalidJson") or JSON of the wrong
 * shape ("OtherError", since the spec has no dedicated code; `path` names the failing field).
 */
export class ResponseValidationError extends TreadkitRequestError {
  override name = "TreadkitResponseValidationError";
  declare readonly code: ResponseValidationErrorCode;
  readonly path: string | undefined;

  constructor(
    code: ResponseValidationErrorCode,
    message: string,
    statusCode: number,
    options?: ErrorOptions & { path?: string },
  ) {
    super(code, message, statusCode, options);
    this.path = options?.path;
  }
}

export function isResponseValidationError(error: unknown): error is ResponseValidationError {
  return (
    error instanceof ResponseValidationError ||
    hasRequestErrorName(error, "TreadkitResponseValidationError")
  );
}
