import { lazyModule, PART_FAILED_MESSAGE, widgetLogger } from "@treadkit/core/widget";
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Failed } from "./Failed";
import { adoptPartStyles } from "./shadow";

/** A chunk fetched on first need, kept once here for every element that shows it. */
type Part<P> = {
  loaded: ComponentType<P> | null;
  fetch(): Promise<unknown>;
  fallback: ReactNode;
};

/**
 * `attempt` names the shopper's latest try at what shows the part (a search, opening the cart):
 * a part that did not arrive is asked for again when the shopper repeats it, as Retry does.
 */
function LazyPartView<P extends object>({
  part,
  props,
  attempt,
}: {
  part: Part<P>;
  props: P;
  attempt: unknown;
}) {
  // The attempt the part failed on: a newer one asks for it again.
  const [failedOn, setFailedOn] = useState<{ attempt: unknown } | null>(null);
  const failed = failedOn !== null && Object.is(failedOn.attempt, attempt);
  const latest = useRef(attempt);
  latest.current = attempt;
  const setFailed = useCallback(
    (value: boolean) => setFailedOn(value ? { attempt: latest.current } : null),
    [],
  );
  // Re-rendered once the part is here.
  const [, arrived] = useState(0);
  // Whether this render showed the part itself: it may arrive between the render that showed the
  // fallback and this effect (fetched ahead with `preload`), which must still render it.
  const shown = useRef(false);
  shown.current = part.loaded !== null;
  useEffect(() => {
    if (failed) return;
    if (part.loaded) {
      if (!shown.current) arrived((count) => count + 1);
      return;
    }
    let live = true;
    part.fetch().then(
      () => {
        if (live) arrived((count) => count + 1);
      },
      () => {
        // The failure has had its one console warning (lazyModule).
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [part, failed, setFailed]);
  useEffect(() => {
    if (!failed) return;
    const retry = () => setFailed(false);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed, setFailed]);

  const Loaded = part.loaded;
  if (Loaded) return <Loaded {...props} />;
  if (!failed) return <>{part.fallback}</>;
  return <Failed message={PART_FAILED_MESSAGE} retry={() => setFailed(false)} />;
}

/**
 * A part of a widget fetched when first needed (its own chunk), as React.lazy, without Suspense.
 * A chunk that does not arrive (offline, the server restarting, a blocked request) is a state
 * with a way out, not an error thrown into the host page: the shopper's message and a Retry
 * button, which fetches it again, as do the browser coming back online and a new `attempt` (the
 * shopper repeating the action that shows it). One console.warn per failure, without a stack.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): ((props: P & { attempt?: unknown }) => ReactNode) & {
  preload(): void;
  load(): Promise<void>;
} {
  // Fetched once; a chunk that did not arrive is asked for again on the next attempt.
  const chunk = lazyModule(load, widgetLogger);
  const part: Part<P> = {
    loaded: null,
    fallback,
    fetch: () =>
      chunk.get().then((module) => {
        part.loaded = module.default;
      }),
  };
  const view = ({ attempt, ...props }: P & { attempt?: unknown }) => (
    <LazyPartView part={part} props={props as P} attempt={attempt} />
  );
  /**
   * Fetches the part ahead of its first showing (alongside the call whose answer it will show);
   * a failure here is left to the showing, which offers Retry.
   */
  view.preload = chunk.preload;
  /**
   * The part, fetched now: for an action that shows it to wait for it, so that a part that did
   * not arrive leaves the shopper where they were, to repeat the action (PART_FAILED_MESSAGE).
   */
  view.load = () => part.fetch().then(() => undefined);
  return view;
}

/**
 * Fetches `part` ahead of its first showing once `when` holds: while the call whose answer it
 * will show is under way, so that neither waits for the other.
 */
export function usePreload(part: { preload(): void }, when = true): void {
  useEffect(() => {
    if (when) part.preload();
  }, [part, when]);
}

/**
 * The styles a lazily fetched part brings (its own chunk's CSS), adopted into the shadow root it
 * renders in before it is first painted. Put the returned ref on the part's outermost element.
 */
export function usePartStyles<T extends Element>(cssText: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (ref.current) adoptPartStyles(ref.current, cssText);
  }, [cssText]);
  return ref;
}
