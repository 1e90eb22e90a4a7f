import type { Client, Failure } from "../client";
import { isTimedOut } from "../client/transport";
import type { Logger } from "../platform";

/*
 * What a widget says when a call fails, in a shopper's words. The client's messages ("Network
 * error: Failed to fetch", "Invalid response status 502") are for developers; on a partner's page
 * the shopper reads these, and the partner's developer gets one console line naming the fix.
 */

export const WIDGET_OFFLINE_MESSAGE =
  "We can't reach the tire store right now. Check your connection and try again.";
export const WIDGET_TIMEOUT_MESSAGE =
  "The tire store is taking too long to answer. Please try again.";
export const WIDGET_SERVER_MESSAGE =
  "Something went wrong at the tire store. Please try again in a moment.";
export const WIDGET_UNREGISTERED_MESSAGE = "This site is not registered for Treadkit widgets";

/** The console line for a partner whose page's origin the store does not know. */
export function unregisteredOriginHint(pageOrigin: string): string {
  return `Treadkit: ${pageOrigin} is not registered for Treadkit widgets. Add it to the widget app's allowed origins on the store's server (or WIDGET_DEV_ORIGINS while developing).`;
}

/**
 * A failure as a widget shows it: what the server refused (a 4xx) keeps the server's words, which
 * are written for shoppers; a network failure, a timeout and a server error get plain ones.
 * `unregistered` is whether the page's origin was refused (the network failure was CORS).
 */
export function widgetFailureMessage(failure: Failure, unregistered = false): string {
  if (isTimedOut(failure)) return WIDGET_TIMEOUT_MESSAGE;
  if (failure.code === "NetworkError") {
    return unregistered ? WIDGET_UNREGISTERED_MESSAGE : WIDGET_OFFLINE_MESSAGE;
  }
  if (failure.statusCode >= 500 || failure.code === "InvalidJson") return WIDGET_SERVER_MESSAGE;
  return failure.message;
}

/** Whether asking again may work: the network, a timeout, a server error; not a refusal. */
export function isRetryableFailure(failure: Failure): boolean {
  return (
    failure.code === "NetworkError" || failure.statusCode >= 500 || failure.code === "InvalidJson"
  );
}

/** A failed call as a state a widget shows: its message, and whether Retry is offered. */
export function failedState(failure: Failure) {
  return {
    status: "error" as const,
    message: failure.message,
    retryable: isRetryableFailure(failure),
  };
}

/** Warnings only, one line each and without a stack: the host page's console is not ours. */
export const widgetLogger: Logger = {
  error: (message) => console.warn(`Treadkit: ${message}`),
  warn: (message) => console.warn(`Treadkit: ${message}`),
};

/**
 * `client` with every failure in a shopper's words. A network failure on a call to another origin
 * is told apart from being offline by asking the same server without CORS: an answer there means
 * the server is up and refused this page's origin, which is said once in the console. A call that
 * timed out is not asked about: the browser refuses an origin only once the answer has come, so a
 * slow answer is a slow server (or network), shown as that, with Retry.
 */
export function withShopperFailures(
  client: Client,
  options: { apiBase: string; pageOrigin: string; fetch: typeof fetch },
): Client {
  let hinted = false;
  const crossOrigin = new URL(options.apiBase, options.pageOrigin).origin !== options.pageOrigin;
  async function refusedOrigin(): Promise<boolean> {
    if (!crossOrigin) return false;
    try {
      await options.fetch(`${options.apiBase}/health`, { mode: "no-cors", cache: "no-store" });
      return true;
    } catch {
      return false;
    }
  }
  return {
    getToken: () => client.getToken(),
    async request(request) {
      const result = await client.request(request);
      if (result.isSuccess || result.error.code === "AbortError") return result;
      const unregistered =
        result.error.code === "NetworkError" &&
        !isTimedOut(result.error) &&
        (await refusedOrigin());
      if (unregistered && !hinted) {
        hinted = true;
        console.warn(unregisteredOriginHint(options.pageOrigin));
      }
      const message = widgetFailureMessage(result.error, unregistered);
      // The browser hides a refused origin's answer; said as what it is, a refusal.
      const error = unregistered
        ? { code: "Forbidden" as const, statusCode: 403, message }
        : { ...result.error, message };
      return { isSuccess: false, error };
    },
  };
}
