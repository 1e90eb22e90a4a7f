import "@treadkit/core/browser";
import { createClient } from "@treadkit/core/client";
import { createPlatform, localStorageOr } from "@treadkit/core/platform";
import type { SearchLock } from "@treadkit/core/search";
import { SESSION_STORAGE_KEY } from "@treadkit/core/session";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { $cartOpen } from "./cart";
import { ClientContext } from "./context";
import { createRoutes } from "./routes";
import { opensOverlay, requestSearch } from "./search";

const storage = localStorageOr();
const client = createClient({
  baseUrls: { main: `${window.location.origin}/api` },
  platform: createPlatform({ storage }),
  // The search history is kept per session (storefront.md §7), once the overlay opened one.
  getContext: () => {
    const sessionId = storage.get(SESSION_STORAGE_KEY);
    return sessionId ? { sessionId } : {};
  },
});
/**
 * A click on the cart button or a search button (the header's, a page's pills) while the page
 * is still loading its code is not lost: the cart or the search overlay opens once it is live.
 */
const earlyClick = (event: MouseEvent) => {
  const target = event.target as Element;
  if (target.closest(".cart-button")) $cartOpen.set(true);
  const search = target.closest<HTMLElement>("[data-search-lock]");
  if (search && opensOverlay(event)) {
    event.preventDefault();
    requestSearch(search.dataset.searchLock as SearchLock);
  }
};
document.addEventListener("click", earlyClick);
// Clicks the page's boot script kept, from its first paint until this bundle ran.
const boot = (window as { treadkitBoot?: { clicks: MouseEvent[]; stop(): void } }).treadkitBoot;
boot?.stop();
for (const click of boot?.clicks ?? []) earlyClick(click);

/**
 * Lazy routes the server rendered are loaded before hydrating, so that the first client render
 * matches the server's HTML (React Router's documented order for lazy routes with SSR). Not a
 * top-level await: route chunks import shared code from this entry, which must finish first.
 */
async function hydrate() {
  const routes = createRoutes(client);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== "function") return;
      Object.assign(match.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  // Picks up window.__staticRouterHydrationData written by the server render.
  const router = createBrowserRouter(routes);
  const root = document.getElementById("root");
  document.removeEventListener("click", earlyClick);
  if (!root) return;
  // As a transition, hydration yields to the browser every few milliseconds (a tap meanwhile
  // hydrates what it lands on first) instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Live>
          <ClientContext.Provider value={client}>
            <RouterProvider router={router} />
          </ClientContext.Provider>
        </Live>
      </StrictMode>,
    );
  });
}

/** Marks the page live (`<html data-live>`) once hydration has committed: its handlers are on. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.live = "";
  }, []);
  return children;
}

void hydrate();
