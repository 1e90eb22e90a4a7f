import { createClient } from "@treadkit/core/client";
import { createInstallerSearch } from "@treadkit/core/installer";
import { createPlatform, localStorageOr } from "@treadkit/core/platform";
import { emitWidgetEvent } from "@treadkit/core/widget";
import { adoptStyles, InstallerFinder, uiCss } from "@treadkit/ui";
import { createRoot, type Root } from "react-dom/client";

const hostCss = `:host { all: initial; display: block; contain: content; }
:host([hidden]) { display: none; }`;

/**
 * <treadkit-installer zip="33301" limit="4" api-base="https://…/api" nonce="…">: installers near
 * a ZIP, rendered inside a shadow root so that the host page's CSS cannot reach it.
 */
export function defineInstallerElement(defaultApiBase: string) {
  if (customElements.get("treadkit-installer")) return;

  class TreadkitInstallerElement extends HTMLElement {
    #root: Root | null = null;

    connectedCallback() {
      if (this.#root) return;
      const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
      adoptStyles(root, `${hostCss}\n${uiCss}`, this.getAttribute("nonce") ?? undefined);
      const mount = document.createElement("div");
      root.appendChild(mount);
      this.#root = createRoot(mount);

      const client = createClient({
        baseUrls: { main: this.getAttribute("api-base") ?? defaultApiBase },
        platform: createPlatform({ storage: localStorageOr() }),
        getContext: () => ({ channel: "widget" }),
      });
      const limit = Number(this.getAttribute("limit")) || undefined;
      const search = createInstallerSearch(client, limit ? { limit } : {});
      this.#root.render(<InstallerFinder search={search} />);

      const zip = this.getAttribute("zip");
      if (zip) void search.search(zip);
      emitWidgetEvent(this, "ready", { widget: "installer" });
    }

    disconnectedCallback() {
      this.#root?.unmount();
      this.#root = null;
      this.shadowRoot?.replaceChildren();
    }
  }

  customElements.define("treadkit-installer", TreadkitInstallerElement);
}
