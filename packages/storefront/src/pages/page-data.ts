import type { Result } from "@treadkit/core/client";
import { data } from "react-router";

/**
 * A page loader's data from a core call, or the error page it answers with: a bad or unknown
 * path (the API's 400 or 404) is the page's 404, anything else its 500.
 */
export function pageData<T>(result: Result<T>): T {
  if (result.isSuccess) return result.data;
  const status = result.error.statusCode === 400 || result.error.statusCode === 404 ? 404 : 500;
  throw data(result.error.message, { status });
}
