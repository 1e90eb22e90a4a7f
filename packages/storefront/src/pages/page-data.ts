import type { Result } from "@treadkit/core/client";
import { data } from "react-router";

/**
 * A page loader's data from a core call, or the error page it answers with: a bad or unknown
 * path (the API's 400 or 404) is the page's 404, something no longer sold (410) its 410,
 * anything else its 500.
 */
export function pageData<T>(result: Result<T>): T {
  if (result.isSuccess) return result.data;
  const { statusCode } = result.error;
  const status = statusCode === 400 || statusCode === 404 ? 404 : statusCode === 410 ? 410 : 500;
  throw data(result.error.message, { status });
}
