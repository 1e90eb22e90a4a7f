import "@treadkit/core/browser";
import { createClient } from "@treadkit/core/client";
import { createPlatform, localStorageOr } from "@treadkit/core/platform";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { ClientContext } from "./context";
import { createRoutes } from "./routes";

const client = createClient({
  baseUrls: { main: `${window.location.origin}/api` },
  platform: createPlatform({ storage: localStorageOr() }),
});
// Picks up window.__staticRouterHydrationData written by the server render.
const router = createBrowserRouter(createRoutes(client));
const root = document.getElementById("root");
if (root) {
  hydrateRoot(
    root,
    <StrictMode>
      <ClientContext.Provider value={client}>
        <RouterProvider router={router} />
      </ClientContext.Provider>
    </StrictMode>,
  );
}
