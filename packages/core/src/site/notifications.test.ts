import { describe, expect, it } from "vitest";
import {
  addNotification,
  closeBanner,
  NOTIFICATION_CLOSURE_MS,
  notificationsAfterRouteChange,
  purgeClosedBanners,
  readClosedBanners,
  visibleNotifications,
} from "./notifications";

describe("notifications", () => {
  it("keeps one shop and one filter notification at a time", () => {
    let list = addNotification([], { id: "a", type: "shop" });
    list = addNotification(list, { id: "b", type: "filter" });
    list = addNotification(list, { id: "c", type: "shop" });
    list = addNotification(list, { id: "d", type: "promo" });
    list = addNotification(list, { id: "e", type: "promo" });
    expect(list.map((n) => n.id)).toEqual(["b", "c", "d", "e"]);
  });

  it("keeps a closed banner closed for 360 minutes, then purges it", () => {
    const now = 1_000_000;
    const closed = closeBanner([], "sale", now);
    expect(closed).toEqual([{ value: "sale", expiry: now + 360 * 60_000 }]);
    expect(purgeClosedBanners(closed, now + NOTIFICATION_CLOSURE_MS - 1)).toHaveLength(1);
    expect(purgeClosedBanners(closed, now + NOTIFICATION_CLOSURE_MS)).toEqual([]);
  });

  it("on a route change clears the non-persistent, the closed and the home-suppressed ones", () => {
    const now = 5_000;
    const list = [
      { id: "flash", type: "toast" },
      { id: "keep", type: "banner", persistent: true },
      { id: "closed", type: "banner", persistent: true },
      { id: "not-home", type: "banner", persistent: true, suppressFromHomePage: true },
    ];
    const closed = closeBanner([], "closed", now);
    expect(
      notificationsAfterRouteChange(list, { pathname: "/tire-sizes", closed, now }).map(
        (n) => n.id,
      ),
    ).toEqual(["keep", "not-home"]);
    expect(
      notificationsAfterRouteChange(list, { pathname: "/", closed, now }).map((n) => n.id),
    ).toEqual(["keep"]);
  });
});

describe("closed banners and the banners a page shows", () => {
  const now = 1_000_000;
  it("reads the cookie's closures, dropping expired and malformed entries", () => {
    const value = JSON.stringify([
      { value: "a", expiry: now + 1 },
      { value: "b", expiry: now - 1 },
      { value: 3, expiry: now + 1 },
    ]);
    expect(readClosedBanners(value, now)).toEqual([{ value: "a", expiry: now + 1 }]);
    expect(readClosedBanners("{not json", now)).toEqual([]);
    expect(readClosedBanners(null, now)).toEqual([]);
  });

  it("leaves out closed banners everywhere and home-suppressed ones on the home page", () => {
    const list = [
      { id: "open", type: "banner" },
      { id: "closed", type: "banner" },
      { id: "not-home", type: "banner", suppressFromHomePage: true },
    ];
    const closed = [{ value: "closed", expiry: now + 1 }];
    expect(visibleNotifications(list, { pathname: "/", closed, now }).map((n) => n.id)).toEqual([
      "open",
    ]);
    expect(
      visibleNotifications(list, { pathname: "/brands", closed, now }).map((n) => n.id),
    ).toEqual(["open", "not-home"]);
    // A closure past its 360 minutes no longer hides the banner.
    expect(
      visibleNotifications(list, { pathname: "/brands", closed, now: now + 2 }).map((n) => n.id),
    ).toEqual(["open", "closed", "not-home"]);
  });
});
