/**
 * A military-exchange order request that cannot be built or accepted: malformed XML, a field
 * out of shape, a line count or total that does not add up.
 */
export class ExchangeOrderError extends Error {
  override name = "ExchangeOrderError";
}

/** Also matches a copy from another bundle, where `instanceof` fails (STYLE.md, as ky does). */
export function isExchangeOrderError(error: unknown): error is ExchangeOrderError {
  if (error instanceof ExchangeOrderError) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "ExchangeOrderError" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
