import { lazyModule, PART_FAILED_MESSAGE, widgetLogger } from "@treadkit/core/widget";
import {
  type ComponentType,
  type ReactNode,
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

function LazyPartView<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  const [failed, setFailed] = useState(false);
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
  }, [part, failed]);
  useEffect(() => {
    if (!failed) return;
    const retry = () => setFailed(false);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed]);

  const Loaded = part.loaded;
  if (Loaded) return <Loaded {...props} />;
  if (!failed) return <>{part.fallback}</>;
  return <Failed message={PART_FAILED_MESSAGE} retry={() => setFailed(false)} />;
}

/**
 * A part of a widget fetched when first needed (its own chunk), as React.lazy, without Suspense.
 * A chunk that does not arrive (offline, the server restarting, a blocked request) is a state
 * with a way out, not an error thrown into the host page: the shopper's message and a Retry
 * button, which fetches it again, as does the browser coming back online. One console.warn per
 * failure, without a stack.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): ((props: P) => ReactNode) & { preload(): void } {
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
  const view = (props: P) => <LazyPartView part={part} props={props} />;
  /**
   * Fetches the part ahead of its first showing (alongside the call whose answer it will show);
   * a failure here is left to the showing, which offers Retry.
   */
  view.preload = chunk.preload;
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
