import { cartCount } from "@treadkit/core/cart";
import {
  createInstallerShop,
  createWidgetClient,
  emitWidgetEvent,
  followOtherWidgetsCart,
  httpOrigin,
  partnerQuery,
  type InstallerShop as Shop,
} from "@treadkit/core/widget";
import {
  affiliateCss,
  Mounting,
  type MountStep,
  shadowMount,
  shadowUnmount,
  uiCss,
  widgetHostCss,
} from "@treadkit/ui";
import { createRoot, type Root } from "react-dom/client";
import { InstallerShop } from "./installer/InstallerShop";
import { installerShopCss } from "./installer/styles";

/** Top-level navigation: the whole page goes to checkout, even from inside a partner's iframe. */
function navigateTop(href: string): void {
  try {
    if (window.top && window.top !== window) {
      // Setting href is what a cross-origin frame may do to its top window; assign() is not.
      window.top.location.href = href;
      return;
    }
  } catch {
    // A sandboxed frame without top navigation refuses; leaving from this frame is what is left.
  }
  window.location.assign(href);
}

/**
 * <treadkit-installer identifier="installer-widget" sub-domain="…" site-url="…" zip="33301"
 * api-base="https://…/api" store-origin="https://…" nonce="…">: a tire shop's own booking widget
 * (search, tires priced installed at the shop, its schedule, cart, checkout on the storefront),
 * rendered in a shadow root. `bundleOrigin` is where the bundle came from: the default API and
 * storefront.
 */
export function defineInstallerElement(bundleOrigin: string) {
  if (customElements.get("treadkit-installer")) return;

  class TreadkitInstallerElement extends HTMLElement {
    static observedAttributes = ["zip"];
    #root: Root | null = null;
    #shop: Shop | null = null;
    #stop: Array<() => void> = [];

    /** A host page that learns the shopper's ZIP later sets the attribute; the shop follows. */
    attributeChangedCallback(_name: string, previous: string | null, zip: string | null) {
      if (this.#shop && previous !== zip) void this.#shop.load(zip);
    }

    #mounting = new Mounting();
    /** Settles once the element has rendered, or gave up mounting (Treadkit('init') awaits it). */
    get mounted(): Promise<void> {
      return this.#mounting.mounted;
    }

    connectedCallback() {
      if (this.#root || this.#mounting.pending) return;
      this.#mounting.start(() => (this.isConnected ? this.#mount() : undefined));
    }

    /** Styles, then storage and the shop, then the first render: a task each. */
    #mount(): MountStep | undefined {
      const mount = shadowMount(
        this,
        `${widgetHostCss}\n${uiCss}\n${affiliateCss}\n${installerShopCss}`,
      );

      const partner = partnerQuery({
        identifier: this.getAttribute("identifier"),
        subDomain: this.getAttribute("sub-domain"),
        siteUrl: this.getAttribute("site-url"),
        pageUrl: window.location.href,
      });
      if ("error" in partner) {
        this.#root = createRoot(mount);
        this.#root.render(
          <p className="tk-field-error" role="alert">
            {partner.error}
          </p>,
        );
        return undefined;
      }

      return () => {
        const { client, platform } = createWidgetClient(
          this.getAttribute("api-base"),
          bundleOrigin,
        );
        const shop = createInstallerShop(client, {
          storage: platform.storage,
          logger: platform.logger,
          partner: partner.query,
          storeOrigin: httpOrigin(this.getAttribute("store-origin")) ?? bundleOrigin,
        });
        this.#shop = shop;
        this.#emitFrom(shop);

        return () => {
          this.#root = createRoot(mount);
          this.#root.render(
            <InstallerShop
              shop={shop}
              client={client}
              onZip={(zip) => void shop.load(zip)}
              onCheckout={() => this.#checkout(shop)}
            />,
          );
          void shop.load(this.getAttribute("zip"));
          emitWidgetEvent(this, "ready", { widget: "installer" });
          return undefined;
        };
      };
    }

    disconnectedCallback() {
      this.#mounting.cancel();
      for (const stop of this.#stop) stop();
      this.#stop = [];
      this.#root?.unmount();
      this.#root = null;
      this.#shop = null;
      shadowUnmount(this);
    }

    /** The partner page hears of the shop, the slot and the cart as the shopper goes. */
    #emitFrom(shop: Shop) {
      this.#stop.push(
        shop.$shop.listen((state) => {
          if (state.status !== "ready") return;
          emitWidgetEvent(this, "installer-selected", {
            widget: "installer",
            installerId: Number(state.installer.installerId),
            company: state.installer.company,
          });
        }),
        shop.$slot.listen((slot) => {
          const state = shop.$shop.get();
          if (!slot || state.status !== "ready") return;
          emitWidgetEvent(this, "slot-selected", {
            widget: "installer",
            installerId: Number(state.installer.installerId),
            date: slot.date,
            time: slot.isDropOff ? (slot.dropOffWindow ?? slot.slotTime) : slot.slotTime,
            isDropOff: slot.isDropOff,
          });
        }),
        shop.cart.$cart.listen((cart) => {
          emitWidgetEvent(this, "cart-updated", {
            widget: "installer",
            cartId: cart?.id ?? null,
            count: cartCount(cart?.siteProducts ?? []),
            totalInCents: cart?.cartSummary.totalInCents ?? 0,
          });
        }),
        followOtherWidgetsCart(this, shop.cart),
      );
    }

    /** Checkout continues on the storefront, unless a partner listener cancels the event. */
    #checkout(shop: Shop) {
      const href = shop.$checkoutHref.get();
      const cartId = shop.cart.$cart.get()?.id;
      if (!href || !cartId) return;
      const proceed = emitWidgetEvent(this, "checkout-started", {
        widget: "installer",
        cartId,
        href,
      });
      if (proceed) navigateTop(href);
    }
  }

  customElements.define("treadkit-installer", TreadkitInstallerElement);
}
