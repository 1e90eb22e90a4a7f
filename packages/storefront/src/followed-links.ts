import { exitLinkEvent } from "@treadkit/core/analytics";
import { localStorageOr } from "@treadkit/core/platform";
import { SESSION_STORAGE_KEY, signOnHrefWithSession } from "@treadkit/core/session";
import { useEffect } from "react";
import { analytics } from "./analytics";

/**
 * What following a link of the page does besides going there, by mouse (primary or middle
 * button) or keyboard:
 * - a link off the store sends the exit-link event (checkout.md §7); the beacon sink outlives
 *   the page, so the event arrives as the next site loads;
 * - a sign-in or register link takes the shopper's anonymous session along (storefront.md §7),
 *   which the server-rendered link cannot know: it is kept in the browser.
 */
export function useFollowedLinks() {
  useEffect(() => {
    const followed = (event: MouseEvent) => {
      if (event.button > 1) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const origin = window.location.origin;
      const exit = exitLinkEvent(link.href, origin);
      if (exit) analytics.track(exit);
      const signOn = signOnHrefWithSession(
        link.href,
        origin,
        localStorageOr().get(SESSION_STORAGE_KEY),
      );
      // The browser reads the link's address once the click's listeners have run.
      if (signOn) link.href = signOn;
    };
    document.addEventListener("click", followed, true);
    document.addEventListener("auxclick", followed, true);
    return () => {
      document.removeEventListener("click", followed, true);
      document.removeEventListener("auxclick", followed, true);
    };
  }, []);
}
