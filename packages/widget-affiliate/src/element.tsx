import type { Client } from "@treadkit/core/client";
import {
  AFFILIATE_SOURCE,
  createWidgetClient,
  emitWidgetEvent,
  httpOrigin,
  type WidgetHandoff,
} from "@treadkit/core/widget";
import {
  AffiliateFinder,
  affiliateCss,
  Mounting,
  type MountStep,
  shadowMount,
  shadowUnmount,
  widgetHostCss,
} from "@treadkit/ui";
import { createRoot, type Root } from "react-dom/client";

const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 12;

function limitOf(value: string | null): number {
  const limit = Math.trunc(Number(value));
  return limit >= 1 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT;
}

/**
 * <treadkit-affiliate source-id="tirebuyers-blog" size="225/50R17" limit="3"
 * store-origin="https://…" api-base="https://…/api" nonce="…">: tire search and offers that hand
 * the shopper to the storefront by top-level navigation, with the affiliate's attribution.
 * `bundleOrigin` is where the bundle came from: the default API and storefront.
 */
export function defineAffiliateElement(bundleOrigin: string) {
  if (customElements.get("treadkit-affiliate")) return;

  class TreadkitAffiliateElement extends HTMLElement {
    static observedAttributes = ["size", "limit", "source-id", "store-origin"];
    #root: Root | null = null;
    #client: Client | null = null;

    #mounting = new Mounting();
    /** Settles once the element has rendered, or gave up mounting (Treadkit('init') awaits it). */
    get mounted(): Promise<void> {
      return this.#mounting.mounted;
    }

    connectedCallback() {
      if (this.#root || this.#mounting.pending) return;
      this.#mounting.start(() => (this.isConnected ? this.#mount() : undefined));
    }

    /** Styles, then storage and the client, then the first render: a task each. */
    #mount(): MountStep {
      const mount = shadowMount(this, `${widgetHostCss}\n${affiliateCss}`);
      return () => {
        this.#client = createWidgetClient(this.getAttribute("api-base"), bundleOrigin).client;
        return () => {
          this.#root = createRoot(mount);
          this.#render();
          emitWidgetEvent(this, "ready", { widget: "affiliate" });
          return undefined;
        };
      };
    }

    attributeChangedCallback() {
      if (this.#root) this.#render();
    }

    disconnectedCallback() {
      this.#mounting.cancel();
      this.#root?.unmount();
      this.#root = null;
      this.#client = null;
      shadowUnmount(this);
    }

    #render() {
      if (!this.#root || !this.#client) return;
      const handoff: WidgetHandoff = {
        widgetSource: AFFILIATE_SOURCE,
        widgetType: "affiliate-widget",
        widgetSourceId: this.getAttribute("source-id"),
      };
      this.#root.render(
        <AffiliateFinder
          client={this.#client}
          storeOrigin={httpOrigin(this.getAttribute("store-origin")) ?? bundleOrigin}
          handoff={handoff}
          limit={limitOf(this.getAttribute("limit"))}
          size={this.getAttribute("size") ?? undefined}
          onHandoff={(href) => emitWidgetEvent(this, "handoff", { widget: "affiliate", href })}
        />,
      );
    }
  }

  customElements.define("treadkit-affiliate", TreadkitAffiliateElement);
}
