import type { Result } from "@treadkit/core/client";
import { isRetryableFailure } from "@treadkit/core/widget";
import { useCallback, useEffect, useRef, useState } from "react";

export type RequestState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; data: T }
  /** `retry` asks again; offered only when that may work (offline, a timeout, a server error). */
  | { status: "error"; message: string; retry?: (() => void) | undefined };

/**
 * Runs `load` whenever `key` changes (nothing while it is null). A new key aborts the call in
 * flight, so a late answer for an old choice never overwrites the current one.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Result<T>>,
): RequestState<T> {
  const [state, setState] = useState<{ key: string | null; value: RequestState<T> }>({
    key: null,
    value: { status: "idle" },
  });
  // The latest closure, so callers need not memoise it; only `key` decides when to load.
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Retry's trigger: a new attempt loads the same key again.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key, value: { status: "loading" } });
    loadRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState({
        key,
        value: result.isSuccess
          ? { status: "done", data: result.data }
          : {
              status: "error",
              message: result.error.message,
              ...(isRetryableFailure(result.error) ? { retry } : {}),
            },
      });
    });
    return () => controller.abort();
  }, [key, attempt, retry]);

  // Between a key change and its effect, the previous key's answer is stale: report loading.
  if (key === null) return { status: "idle" };
  return state.key === key ? state.value : { status: "loading" };
}
