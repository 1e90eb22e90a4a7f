import type { Result } from "@treadkit/core/client";
import { useEffect, useRef, useState } from "react";

export type RequestState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; data: T }
  | { status: "error"; message: string };

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
          : { status: "error", message: result.error.message },
      });
    });
    return () => controller.abort();
  }, [key]);

  // Between a key change and its effect, the previous key's answer is stale: report loading.
  if (key === null) return { status: "idle" };
  return state.key === key ? state.value : { status: "loading" };
}
