import { cookieStorage } from "@treadkit/core/platform";
import {
  CLOSED_BANNERS_COOKIE,
  closeBanner,
  NOTIFICATION_CLOSURE_MS,
  type Notification,
  notificationsAfterRouteChange,
  readClosedBanners,
} from "@treadkit/core/site";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

const closures = () =>
  cookieStorage(document, { maxAgeS: NOTIFICATION_CLOSURE_MS / 1000, secure: isSecure() });
const isSecure = () => window.location.protocol === "https:";

/**
 * Notification banners under the header (storefront.md §2, §4). A closed banner stays closed for
 * 360 minutes, kept in a cookie so that the server leaves it out of the next pages; on a route
 * change non-persistent banners clear and home-suppressed ones are dropped on the home page.
 */
export function Banners({ initial }: { initial: Notification[] }) {
  const [list, setList] = useState(initial);
  const { pathname } = useLocation();
  const first = useRef(true);
  // Closing needs the page's code: the button appears once the page is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const now = Date.now();
    const closed = readClosedBanners(closures().get(CLOSED_BANNERS_COOKIE), now);
    setList((current) => notificationsAfterRouteChange(current, { pathname, closed, now }));
  }, [pathname]);

  if (list.length === 0) return null;
  const close = (id: string) => {
    const now = Date.now();
    const store = closures();
    const closed = closeBanner(readClosedBanners(store.get(CLOSED_BANNERS_COOKIE), now), id, now);
    store.set(CLOSED_BANNERS_COOKIE, JSON.stringify(closed));
    setList((current) => current.filter((n) => n.id !== id));
  };
  return (
    <div className="banners">
      {list.map((notification) => (
        <section
          key={notification.id}
          className={`banner banner--${notification.type}`}
          aria-label="Notice"
        >
          <p>{notification.message}</p>
          {live ? (
            <button
              type="button"
              className="banner__close"
              onClick={() => close(notification.id)}
              aria-label="Close notice"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </section>
      ))}
    </div>
  );
}
