import {
  createTireMakerStore,
  createWidgetClient,
  emitWidgetEvent,
  followOtherWidgetsCart,
  httpOrigin,
  type TireMakerStore,
  wantsCartSummary,
  withoutCartSummaryFlag,
} from "@treadkit/core/widget";
import {
  Mounting,
  type MountStep,
  shadowMount,
  shadowUnmount,
  uiCss,
  widgetHostCss,
} from "@treadkit/ui";
import { createRoot, type Root } from "react-dom/client";
import { TireMaker, tiremakerCss } from "./tiremaker";

const MISSING_BRAND_MESSAGE =
  'This tire widget needs the brand it shows, e.g. <treadkit-tiremaker brand="michelin">';

/** The tire-makers on the page that answer the cart hash. */
const hashListeners = new Set<HTMLElement>();

/** The element of `elements` that comes first in the document. */
function firstOnPage(elements: Set<HTMLElement>): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  for (const element of elements) {
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) {
      first = element;
    }
  }
  return first;
}

/**
 * <treadkit-tiremaker brand="michelin" zip="33301" source-id="michelin-us" api-base="https://…/api"
 * store-origin="https://…" nonce="…">: a brand's lines and sizes, installers near a ZIP and the
 * cart summary modal (also opened by the page hash cart_summary_modal_open=true), in partner
 * widget mode. `bundleOrigin` is where the bundle came from: the default API and storefront.
 */
export function defineTireMakerElement(bundleOrigin: string) {
  if (customElements.get("treadkit-tiremaker")) return;

  class TreadkitTireMakerElement extends HTMLElement {
    #root: Root | null = null;
    #cleanups: (() => void)[] = [];

    #mounting = new Mounting();
    /** Settles once the element has rendered, or gave up mounting (Treadkit('init') awaits it). */
    get mounted(): Promise<void> {
      return this.#mounting.mounted;
    }

    connectedCallback() {
      if (this.#root || this.#mounting.pending) return;
      this.#mounting.start(() => (this.isConnected ? this.#mount() : undefined));
    }

    /** Styles, then storage and the store, then the first render: a task each. */
    #mount(): MountStep | undefined {
      const mount = shadowMount(this, `${widgetHostCss}\n${uiCss}\n${tiremakerCss}`);

      const brand = this.getAttribute("brand")?.trim();
      if (!brand) {
        this.#root = createRoot(mount);
        this.#root.render(
          <p className="tk-field-error" role="alert">
            {MISSING_BRAND_MESSAGE}
          </p>,
        );
        return undefined;
      }
      return () => {
        const { client, platform } = createWidgetClient(
          this.getAttribute("api-base"),
          bundleOrigin,
        );
        const store = createTireMakerStore(client, {
          brand,
          widgetSourceId: this.getAttribute("source-id"),
          storage: platform.storage,
          logger: platform.logger,
        });
        // Asked for before the first render, which then shows them loading at once: no second
        // render inside the first one's task, and the calls start a task sooner.
        void store.loadLines();
        // An invalid zip attribute is searched too: the form then shows why it was refused.
        const zip = this.getAttribute("zip");
        if (zip) void store.installers.search(zip);
        return () => {
          this.#root = createRoot(mount);
          this.#root.render(
            <TireMaker
              store={store}
              storeOrigin={httpOrigin(this.getAttribute("store-origin")) ?? bundleOrigin}
              onCheckout={(href, cartId) =>
                emitWidgetEvent(this, "checkout-started", { widget: "tiremaker", cartId, href })
              }
            />,
          );
          this.#wireEvents(store);
          this.#wireHash(store);
          emitWidgetEvent(this, "ready", { widget: "tiremaker" });
          return undefined;
        };
      };
    }

    disconnectedCallback() {
      this.#mounting.cancel();
      for (const cleanup of this.#cleanups.splice(0)) cleanup();
      this.#root?.unmount();
      this.#root = null;
      shadowUnmount(this);
    }

    #wireEvents(store: TireMakerStore) {
      this.#cleanups.push(
        store.cart.$cart.listen((cart) =>
          emitWidgetEvent(this, "cart-updated", {
            widget: "tiremaker",
            cartId: cart?.id ?? null,
            count: store.cart.$cartCount.get(),
            totalInCents: cart?.cartSummary.totalInCents ?? 0,
          }),
        ),
        followOtherWidgetsCart(this, store.cart),
        store.$installer.listen((installer) => {
          if (!installer) return;
          emitWidgetEvent(this, "installer-selected", {
            widget: "tiremaker",
            installerId: Number(installer.installerId),
            company: installer.company,
          });
        }),
      );
    }

    /**
     * The brand's page opens the cart with a link to #cart_summary_modal_open=true, on arrival or
     * later. Closing takes the flag out of the URL, so that the same link opens it again. A page
     * with several tire-makers gets one modal: the first of them on the page opens it.
     */
    #wireHash(store: TireMakerStore) {
      const onHash = () => {
        if (firstOnPage(hashListeners) !== this) return;
        if (wantsCartSummary(window.location.hash) && !store.$cartOpen.get()) {
          void store.openCart();
        }
      };
      hashListeners.add(this);
      window.addEventListener("hashchange", onHash);
      this.#cleanups.push(
        () => {
          hashListeners.delete(this);
          window.removeEventListener("hashchange", onHash);
        },
        store.$cartOpen.listen((open) => {
          const { hash, pathname, search } = window.location;
          if (open || !wantsCartSummary(hash)) return;
          history.replaceState(
            history.state,
            "",
            `${pathname}${search}${withoutCartSummaryFlag(hash)}`,
          );
        }),
      );
      onHash();
    }
  }

  customElements.define("treadkit-tiremaker", TreadkitTireMakerElement);
}
