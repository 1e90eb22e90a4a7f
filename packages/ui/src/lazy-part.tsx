import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { Failed } from "./Failed";

/** What a shopper reads when a later step of a widget did not arrive. */
export const PART_FAILED_MESSAGE = "This step didn't load. Check your connection and try again.";

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
  useEffect(() => {
    if (part.loaded || failed) return;
    let live = true;
    part.fetch().then(
      () => {
        if (live) arrived((count) => count + 1);
      },
      (error: unknown) => {
        if (!live) return;
        console.warn(`Treadkit: ${error instanceof Error ? error.message : String(error)}`);
        setFailed(true);
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
): (props: P) => ReactNode {
  let loading: Promise<unknown> | null = null;
  const part: Part<P> = {
    loaded: null,
    fallback,
    fetch: () => {
      loading ??= load().then(
        (module) => {
          part.loaded = module.default;
        },
        (error: unknown) => {
          // Forgotten, so that the next attempt asks the server again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return (props: P) => <LazyPartView part={part} props={props} />;
}
