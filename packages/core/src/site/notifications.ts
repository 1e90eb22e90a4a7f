/** Notification banners (storefront.md §3 "Notification", §4 "Notifications"). */

export type Notification = {
  id: string;
  type: string;
  suppressFromHomePage?: boolean;
  /** Survives route changes (e.g. a message set for the next page). */
  persistent?: boolean;
  message?: string;
};

export type ClosedBanner = { value: string; expiry: number };

/** A closed banner stays closed for 360 minutes (storefront.md §9). */
export const NOTIFICATION_CLOSURE_MS = 360 * 60_000;

/** Types of which only one notification may exist at a time. */
const SINGLETON_TYPES = new Set(["shop", "filter"]);

/** Adds a notification; a shop or filter notification replaces the one of its type. */
export function addNotification(list: readonly Notification[], next: Notification): Notification[] {
  const kept = list.filter(
    (n) => n.id !== next.id && !(SINGLETON_TYPES.has(next.type) && n.type === next.type),
  );
  return [...kept, next];
}

/** Drops expired closures. */
export function purgeClosedBanners(closed: readonly ClosedBanner[], now: number): ClosedBanner[] {
  return closed.filter((entry) => entry.expiry > now);
}

export function closeBanner(
  closed: readonly ClosedBanner[],
  id: string,
  now: number,
): ClosedBanner[] {
  return [
    ...purgeClosedBanners(closed, now).filter((c) => c.value !== id),
    { value: id, expiry: now + NOTIFICATION_CLOSURE_MS },
  ];
}

/**
 * On a route change: non-persistent notifications clear, closed ones stay hidden, and those
 * suppressed from the home page are dropped there.
 */
export function notificationsAfterRouteChange(
  list: readonly Notification[],
  options: { pathname: string; closed: readonly ClosedBanner[]; now: number },
): Notification[] {
  const closedIds = new Set(purgeClosedBanners(options.closed, options.now).map((c) => c.value));
  const isHome = options.pathname === "/";
  return list.filter(
    (n) => n.persistent && !closedIds.has(n.id) && !(isHome && n.suppressFromHomePage),
  );
}

/** The cookie that keeps closed banners closed, so the server leaves them out of the page. */
export const CLOSED_BANNERS_COOKIE = "closedBanners";

/** Closed banners from the cookie's value; anything malformed or expired is dropped. */
export function readClosedBanners(value: string | null, now: number): ClosedBanner[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    const entries = parsed.filter(
      (entry): entry is ClosedBanner =>
        typeof entry?.value === "string" && typeof entry.expiry === "number",
    );
    return purgeClosedBanners(entries, now).slice(-20);
  } catch {
    return [];
  }
}

/** The banners a page shows: closed ones are left out, and home-suppressed ones on the home page. */
export function visibleNotifications(
  list: readonly Notification[],
  options: { pathname: string; closed: readonly ClosedBanner[]; now: number },
): Notification[] {
  const closedIds = new Set(purgeClosedBanners(options.closed, options.now).map((c) => c.value));
  const isHome = options.pathname === "/";
  return list.filter((n) => !closedIds.has(n.id) && !(isHome && n.suppressFromHomePage));
}
