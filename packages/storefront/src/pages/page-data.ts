import { answeredStatus, type Failure, type Result } from "@treadkit/core/client";
import { data } from "react-router";

/**
 * The page status a failed core call answers with: a bad or unknown path (the API's 400 or 404)
 * is the page's 404, something no longer sold (410) its 410, a call that got no answer (timed
 * out, network down, a server stopping) 503, and anything else 500.
 */
function pageStatusOf(failure: Failure): number {
  const status = answeredStatus(failure);
  if (status === null) return 503;
  if (status === 400 || status === 404) return 404;
  return status === 410 ? 410 : 500;
}

/** A page loader's data from a core call, or the error page it answers with (pageStatusOf). */
export function pageData<T>(result: Result<T>): T {
  if (result.isSuccess) return result.data;
  throw data(result.error.message, { status: pageStatusOf(result.error) });
}

/**
 * The status a page's form action answers a failed call with: the API's own refusal (a 4xx the
 * shopper can act on) as it came, a call that got no answer 503, anything else 500.
 */
export function refusalStatusOf(failure: Failure): number {
  const status = answeredStatus(failure);
  if (status === null) return 503;
  return status >= 400 && status < 500 ? status : 500;
}
