/**
 * Every event a Treadkit widget raises, in one typed map. Each is a `composed`, bubbling
 * CustomEvent dispatched on the widget's host element (`<treadkit-installer>` …), so a partner
 * page can listen on the element, on `document`, or through `Treadkit('on', name, handler)`.
 */

export type WidgetName = "installer" | "affiliate" | "tiremaker";

export const WIDGET_NAMES: readonly WidgetName[] = ["installer", "affiliate", "tiremaker"];

/** Every event names the widget that raised it. */
type Detail<T = object> = { widget: WidgetName } & T;

export type WidgetEventDetails = {
  /** The widget has rendered and can be used. */
  ready: Detail;
  /** A widget bundle could not be loaded (raised by the loader on `document`). */
  "load-failed": Detail<{ src: string }>;
  /** The cart was created, changed or emptied; `count` is the number of tires in it. */
  "cart-updated": Detail<{ cartId: string | null; count: number; totalInCents: number }>;
  "installer-selected": Detail<{ installerId: number; company: string }>;
  "slot-selected": Detail<{
    installerId: number;
    date: string;
    /** "Morning" | "Afternoon" | "Evening", or the drop-off window. */
    time: string;
    isDropOff: boolean;
  }>;
  /** The shopper leaves for the storefront checkout by top-level navigation. Cancelable. */
  "checkout-started": Detail<{ cartId: string; href: string }>;
  /** The shopper leaves for a storefront page (affiliate offers). Cancelable. */
  handoff: Detail<{ href: string }>;
};

export type WidgetEventName = keyof WidgetEventDetails;

/** Every event name, for callers that check a name given at run time (the loader's `on`). */
export const WIDGET_EVENT_NAMES = [
  "ready",
  "load-failed",
  "cart-updated",
  "installer-selected",
  "slot-selected",
  "checkout-started",
  "handoff",
] as const satisfies readonly WidgetEventName[];

/** A name added to the map but not to the list fails to compile here. */
export type UnlistedWidgetEvent<
  T extends never = Exclude<WidgetEventName, (typeof WIDGET_EVENT_NAMES)[number]>,
> = T;

/** The DOM event type of a widget event: "cart-updated" → "treadkit:cart-updated". */
export const widgetEventType = <N extends WidgetEventName>(name: N): `treadkit:${N}` =>
  `treadkit:${name}`;

/** Events the partner page may cancel with preventDefault() to keep the shopper on the page. */
const CANCELABLE: ReadonlySet<WidgetEventName> = new Set(["checkout-started", "handoff"]);

/**
 * Dispatches a widget event on its host element. Returns false when a listener canceled it
 * (only "checkout-started" and "handoff" can be canceled).
 */
export function emitWidgetEvent<N extends WidgetEventName>(
  host: EventTarget,
  name: N,
  detail: WidgetEventDetails[N],
): boolean {
  return host.dispatchEvent(
    new CustomEvent(widgetEventType(name), {
      bubbles: true,
      composed: true,
      cancelable: CANCELABLE.has(name),
      detail,
    }),
  );
}

declare global {
  interface DocumentEventMap {
    "treadkit:ready": CustomEvent<WidgetEventDetails["ready"]>;
    "treadkit:load-failed": CustomEvent<WidgetEventDetails["load-failed"]>;
    "treadkit:cart-updated": CustomEvent<WidgetEventDetails["cart-updated"]>;
    "treadkit:installer-selected": CustomEvent<WidgetEventDetails["installer-selected"]>;
    "treadkit:slot-selected": CustomEvent<WidgetEventDetails["slot-selected"]>;
    "treadkit:checkout-started": CustomEvent<WidgetEventDetails["checkout-started"]>;
    "treadkit:handoff": CustomEvent<WidgetEventDetails["handoff"]>;
  }
}
