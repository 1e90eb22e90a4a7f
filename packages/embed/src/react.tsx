/**
 * A Treadkit widget as a React component, for hosts written in React 17 or later (or Preact
 * through preact/compat):
 *
 * ```tsx
 * <TreadkitWidget
 *   loader="https://store.example/widgets/loader.js"
 *   widget="installer"
 *   attributes={{ installerId: 7 }}
 *   on={{ "cart-updated": ({ count }) => setCount(count) }}
 * />
 * ```
 *
 * It keeps the widget's space while the bundle arrives (so the page does not move), places the
 * widget's element inside it, hands the events named in `on` to their handlers with their details
 * typed, and removes the element when it unmounts.
 */
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import {
  type LoadOptions,
  loadTreadkit,
  onWidgetEvent,
  WIDGET_EVENT_NAMES,
  type WidgetEventDetails,
  type WidgetEventName,
  type WidgetName,
} from "./index";

export type WidgetHandlers = {
  [N in WidgetEventName]?: (
    detail: WidgetEventDetails[N],
    event: CustomEvent<WidgetEventDetails[N]>,
  ) => void;
};

export type TreadkitWidgetProps = {
  /** The loader's URL: `https://<store>/widgets/loader.js`. */
  loader: string;
  widget: WidgetName;
  /** The element's attributes, as `Treadkit('init')` takes them: `{ installerId: 7 }`. */
  attributes?: Record<string, string | number | boolean | null | undefined>;
  on?: WidgetHandlers;
  /** The page's CSP nonce, for the loader and the widget's styles. */
  nonce?: string;
  /** The height kept for the widget until it has rendered (CSS length; 480px by default). */
  minHeight?: CSSProperties["minHeight"];
  className?: string;
  /** Shown in the reserved space when the widget cannot be loaded. */
  fallback?: ReactNode;
};

export function TreadkitWidget({
  loader,
  widget,
  attributes,
  on,
  nonce,
  minHeight = "480px",
  className,
  fallback = null,
}: TreadkitWidgetProps) {
  // The widget's element goes in a <div> of its own whose children React never renders.
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  // The handlers of the latest render, read when an event comes: new functions on every render
  // do not re-subscribe.
  const handlers = useRef(on);
  handlers.current = on;
  // One widget per set of attributes: a change of them is a new widget.
  const key = JSON.stringify(attributes ?? {});

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    let placed: HTMLElement | null = null;
    let ended = false;
    setFailed(false);
    // Widget events bubble out of the element through this <div>: listening here from the start
    // hears even those raised while the widget mounts ("ready").
    const stops = WIDGET_EVENT_NAMES.map((name) =>
      onWidgetEvent(parent, name, (detail, event) => {
        const handler = handlers.current?.[name] as
          | ((d: typeof detail, e: typeof event) => void)
          | undefined;
        handler?.(detail, event);
      }),
    );
    const options: LoadOptions = nonce ? { nonce } : {};
    loadTreadkit(loader, options)
      .then((treadkit) => {
        if (ended) return;
        return treadkit("init", { widget, target: parent, ...JSON.parse(key) }).then((made) => {
          placed = made;
          if (ended) made.remove();
          else setShown(true);
        });
      })
      .catch((error: unknown) => {
        if (ended) return;
        // One line for the host's developer; the shopper sees the fallback.
        console.warn(error instanceof Error ? error.message : String(error));
        setFailed(true);
      });
    return () => {
      ended = true;
      for (const stop of stops) stop();
      // init places the element before it resolves; take it whichever way it went.
      (placed ?? parent.querySelector(`treadkit-${widget}`))?.remove();
      setShown(false);
    };
  }, [loader, widget, key, nonce]);

  return (
    <div className={className} style={shown ? undefined : { minHeight }}>
      <div ref={container} data-treadkit-widget={widget} />
      {failed ? fallback : null}
    </div>
  );
}
