import type { Platform } from "../platform";

export type Service = "main" | "checkout" | "accountLogin" | "sso" | "chat" | "idVerification";

/** Who is asking; read afresh on every call so a changed zip or sign-in shows up at once. */
export type ClientContext = {
  userRegion?: string | number;
  userZip?: string;
  ssoUid?: string;
  sessionId?: string;
  vwoUser?: string;
  /** "widget", "military exchange", ... */
  channel?: string;
  /** Sent as x-authorization. */
  userToken?: string;
  /** Sent as x-external-customer-id, only on calls that set `militaryHeader`. */
  militaryCustomerId?: string;
};

export type ClientCredentials = {
  clientId?: string;
  clientSecret?: string;
  /** Path on service "main"; defaults to "/token". */
  tokenPath?: string;
};

export type ClientOptions = {
  /** e.g. { main: "http://host/api" } */
  baseUrls: Partial<Record<Service, string>>;
  platform: Platform;
  getContext?: () => ClientContext;
  credentials?: ClientCredentials;
  /** Per attempt; defaults to 10 s. */
  timeoutMs?: number;
};

/** What the client needs of a response schema: a zod schema fits, and so does a hand-written check. */
export type ResponseSchema<T> = {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
};

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export type QueryValue = string | number | boolean | undefined | null;

export type RequestOptions<T = unknown> = {
  /** Defaults to "main". */
  service?: Service;
  /** Defaults to POST when a body is given, GET otherwise. */
  method?: HttpMethod;
  /** May contain {name} placeholders. */
  path: string;
  pathParams?: Record<string, string | number>;
  /** undefined and null values are dropped; these win over the context's fields. */
  query?: Record<string, QueryValue>;
  /** JSON body; the context's ssoUid is added to plain-object bodies. Wins over `form`. */
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart/form-data body (files); fetch writes its boundary. Used when json and form are not. */
  multipart?: FormData;
  signal?: AbortSignal;
  /** Send the client-credential bearer token; defaults to true when credentials are configured. */
  auth?: boolean;
  militaryHeader?: boolean;
  /** Extra request headers, e.g. Idempotency-Key; they win over the context's. */
  headers?: Record<string, string>;
  /** Overrides the client's timeout for this call (payments wait longer). */
  timeoutMs?: number;
  /** Validates the JSON response (an empty body is validated as null). */
  schema?: ResponseSchema<T> | undefined;
};

export type ApiErrorCode =
  | "AbortError"
  | "BadRequest"
  | "Unauthorized"
  | "Forbidden"
  | "NotFound"
  | "ServerError"
  | "NetworkError"
  | "InvalidJson"
  | "OtherError"
  | "UrlBaseNotConfigured";

export type Failure = { code: ApiErrorCode; message: string; statusCode: number };

export type Result<T> =
  | { isSuccess: true; data: T; statusCode: number }
  | { isSuccess: false; error: Failure };

export type Client = {
  request<T = unknown>(options: RequestOptions<T>): Promise<Result<T>>;
  /** The current client-credential token, fetched when missing or expired; undefined on failure. */
  getToken(): Promise<string | undefined>;
};
