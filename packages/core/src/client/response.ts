import { TreadkitRequestError } from "./request-error";
import { ResponseValidationError } from "./response-validation-error";
import type { ApiErrorCode, ResponseSchema } from "./types";

/** Like Result, but a failure keeps its error instance (for logging) until it leaves the client. */
export type Outcome<T> =
  | { isSuccess: true; data: T; statusCode: number }
  | { isSuccess: false; error: TreadkitRequestError };

const CODE_BY_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
};

function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? "ServerError";
}

/** The API's own explanation, from `errorMessage` or `error.message` in a JSON error body. */
function serverMessage(body: string | undefined): string | undefined {
  if (!body) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const { errorMessage, error } = parsed as { errorMessage?: unknown; error?: unknown };
  if (typeof errorMessage === "string" && errorMessage) return errorMessage;
  if (typeof error === "object" && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === "string" && nested) return nested;
  }
  return undefined;
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  return path
    .map((key, index) => {
      if (typeof key === "number") return `[${key}]`;
      const name = String(key);
      return index === 0 ? name : `.${name}`;
    })
    .join("");
}

/** Turns a status and body into data or a typed error; never throws. */
export function interpret<T>(
  status: number,
  body: string | undefined,
  schema?: ResponseSchema<T>,
): Outcome<T> {
  if (status < 200 || status > 299) {
    const message = serverMessage(body) ?? `Invalid response status ${status}`;
    return {
      isSuccess: false,
      error: new TreadkitRequestError(codeForStatus(status), message, status),
    };
  }
  if (body === undefined) {
    const error = new ResponseValidationError(
      "InvalidJson",
      "Response body could not be read",
      status,
    );
    return { isSuccess: false, error };
  }
  let data: unknown = null;
  if (status !== 204 && body.trim() !== "") {
    try {
      data = JSON.parse(body);
    } catch (cause) {
      const message = `Response is not valid JSON (status ${status})`;
      return {
        isSuccess: false,
        error: new ResponseValidationError("InvalidJson", message, status, { cause }),
      };
    }
  }
  if (!schema) return { isSuccess: true, data: data as T, statusCode: status };
  const parsed = schema.safeParse(data);
  if (parsed.success) return { isSuccess: true, data: parsed.data, statusCode: status };
  const issue = parsed.error.issues[0];
  const path = formatPath(issue?.path ?? []);
  const message = `Unexpected response at ${path}: ${issue?.message ?? "invalid"}`;
  const error = new ResponseValidationError("OtherError", message, status, {
    path,
    cause: parsed.error,
  });
  return { isSuccess: false, error };
}
