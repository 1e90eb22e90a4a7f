import { cartTabs, type DeliveryTab, defaultTab, deliveryTabOf } from "@treadkit/core/shipping";
import { type KeyboardEvent, useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import type { CheckoutData } from "./data";
import { HomePanel } from "./HomePanel";
import { InstallerPanel } from "./InstallerPanel";
import { MobilePanel } from "./MobilePanel";
import { ParcelPanel } from "./ParcelPanel";

/** Delivery tabs this screen has a panel for; warehouse pickup is for dealer-tire accounts. */
const PANELS: ReadonlySet<DeliveryTab> = new Set(["installer", "mobile", "home", "parcel"]);

/**
 * How the tires reach the shopper, for a cart without a delivery yet or one being changed: the
 * cart's delivery tabs (checkout.md §2) with the default-tab rule of §4, each with its panel.
 */
export function DeliveryChooser({
  data,
  startTab,
  onChosen,
}: {
  data: CheckoutData;
  /** The tab to open on, when the shopper asked for one (browse shops, no install needed). */
  startTab?: DeliveryTab;
  onChosen(): void;
}) {
  const revalidator = useRevalidator();
  const [search] = useSearchParams();
  const { cart, shipping, mobileInstallers, installLocation } = data;
  const tabs = cart
    ? cartTabs({
        items: cart.siteProducts.map((p) => ({
          isInstallable: p.isInstallable,
          isOversize: p.isOversizeTire,
        })),
        mobileAvailable: mobileInstallers.length > 0,
      }).filter((tab) => PANELS.has(tab.tab))
    : [];
  const saved = shipping
    ? deliveryTabOf({
        shippingOption: shipping.shippingOption,
        isMobileInstall: shipping.cartShipping.installer?.isMobileInstall ?? false,
      })
    : null;
  const [active, setActive] = useState<DeliveryTab | null>(() =>
    defaultTab(tabs, search.get("activeShippingType"), {
      hasMobileInstall: search.get("hasMobileInstall") === "true",
      saved: startTab ?? saved,
    }),
  );
  const tabRefs = useRef(new Map<DeliveryTab, HTMLButtonElement>());
  if (!cart) return null;
  const done = async () => {
    await revalidator.revalidate();
    onChosen();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target =
      event.key === "Home"
        ? tabs[0]
        : event.key === "End"
          ? tabs[tabs.length - 1]
          : step
            ? tabs[(index + step + tabs.length) % tabs.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    setActive(target.tab);
    tabRefs.current.get(target.tab)?.focus();
  };

  const panel = (tab: DeliveryTab) => {
    switch (tab) {
      case "installer":
        return <InstallerPanel cart={cart} onChosen={done} />;
      case "mobile":
        return (
          <MobilePanel
            cart={cart}
            installers={mobileInstallers}
            location={installLocation}
            onSaved={done}
          />
        );
      case "parcel":
        return <ParcelPanel cart={cart} onSaved={done} />;
      default:
        return <HomePanel cart={cart} onSaved={done} />;
    }
  };

  return (
    <div className="delivery-chooser">
      <div role="tablist" aria-label="Delivery" className="delivery-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.tab, element);
            }}
            type="button"
            role="tab"
            id={`delivery-tab-${tab.tab}`}
            data-position={tab.position}
            aria-selected={active === tab.tab}
            aria-controls={`delivery-panel-${tab.tab}`}
            tabIndex={active === tab.tab ? 0 : -1}
            onClick={() => setActive(tab.tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        tab.tab === active ? (
          <div
            key={tab.tab}
            role="tabpanel"
            id={`delivery-panel-${tab.tab}`}
            aria-labelledby={`delivery-tab-${tab.tab}`}
          >
            {panel(tab.tab)}
          </div>
        ) : null,
      )}
    </div>
  );
}
