export { answeredStatus } from "./answered";
export { createClient, createClientWith } from "./client";
export {
  isRequestError,
  TreadkitRequestError,
} from "./request-error";
export { RESPONSE_CHECKS } from "./response-checks";
export {
  isResponseValidationError,
  ResponseValidationError,
  type ResponseValidationErrorCode,
} from "./response-validation-error";
export { fetchTransport, isTimedOut, type Transport } from "./transport";
export { isTransportError, TransportError, type TransportErrorCode } from "./transport-error";
export type {
  ApiErrorCode,
  Client,
  ClientContext,
  ClientCredentials,
  ClientOptions,
  Failure,
  HttpMethod,
  QueryValue,
  RequestOptions,
  ResponseSchema,
  Result,
  Service,
} from "./types";
