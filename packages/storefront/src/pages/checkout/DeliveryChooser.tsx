import { putCart } from "@treadkit/core/cart";
import {
  cartTabs,
  type DeliveryTab,
  defaultTab,
  deliveryItemsOf,
  deliveryTabOf,
  SUGGESTED_TAB_LABEL,
  savedDelivery,
  TAB_LABEL_HIDE_MS,
} from "@treadkit/core/shipping";
import { isValidZip, US_ZIP_MESSAGE } from "@treadkit/core/validation";
import { ZipForm } from "@treadkit/ui/ZipForm";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { useClient } from "../../context";
import { useSiteChannel } from "../../site-channel";
import type { CheckoutData } from "./data";
import { HomePanel } from "./HomePanel";
import { InstallerPanel } from "./InstallerPanel";
import { MobilePanel } from "./MobilePanel";
import { ParcelPanel } from "./ParcelPanel";
import { WarehousePanel } from "./WarehousePanel";

/** The shops, pickup points and mobile installers offered depend on where the shopper is. */
function CartZip({ cartId }: { cartId: string }) {
  const client = useClient();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (zip: string) => {
    if (!isValidZip(zip)) {
      setError(US_ZIP_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await putCart(client, cartId, { zip: zip.trim() });
    if (!result.isSuccess) setError(result.error.message);
    else await revalidator.revalidate();
    setBusy(false);
  };
  return (
    <div className="cart-zip">
      <p>Enter your ZIP code to see the shops and pickup points near you.</p>
      <ZipForm error={error} busy={busy} onSubmit={(zip) => void submit(zip)} />
    </div>
  );
}

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
  const { cart, shipping, mobileInstallers, installLocation, buyer } = data;
  const channel = useSiteChannel();
  const tabs = cart
    ? cartTabs({
        // A simple shop's customers collect at the shop: no carrier pickup (checkout.md §4).
        hideCarrierPickup: channel.channel === "simpleShop",
        items: deliveryItemsOf(cart.siteProducts),
        mobileAvailable: mobileInstallers.length > 0,
        isDealerTire: buyer?.isDealerTire ?? false,
        allowedDeliveryMethods: buyer?.allowedDeliveryMethods ?? undefined,
      })
    : [];
  const saved = shipping ? deliveryTabOf(savedDelivery(shipping)) : null;
  // A tab is a link to the page with that tab open (?delivery=…): a click before the page is
  // live, or without a script, opens it all the same; once live it opens in place.
  const asked = tabs.find((tab) => tab.tab === search.get("delivery"))?.tab;
  const [active, setActive] = useState<DeliveryTab | null>(
    () =>
      asked ??
      defaultTab(tabs, search.get("activeShippingType"), {
        hasMobileInstall: search.get("hasMobileInstall") === "true",
        saved: startTab ?? saved,
      }),
  );
  // A tab the rule opened, not the shopper, says so on its label for TAB_LABEL_HIDE_MS.
  const [suggested, setSuggested] = useState(() => !asked && !startTab && !saved);
  useEffect(() => {
    if (!suggested) return;
    const timer = setTimeout(() => setSuggested(false), TAB_LABEL_HIDE_MS);
    return () => clearTimeout(timer);
  }, [suggested]);
  const choose = (tab: DeliveryTab) => {
    setSuggested(false);
    setActive(tab);
  };
  const tabRefs = useRef(new Map<DeliveryTab, HTMLAnchorElement>());
  const hrefOf = (tab: DeliveryTab) => {
    const next = new URLSearchParams(search);
    next.set("delivery", tab);
    return `?${next}`;
  };
  if (!cart) return null;
  if (!cart.zip) return <CartZip cartId={cart.id} />;
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
    choose(target.tab);
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
            savedAddresses={buyer?.savedAddresses ?? []}
            onSaved={done}
          />
        );
      case "parcel":
        return <ParcelPanel cart={cart} member={buyer?.contact ?? null} onSaved={done} />;
      case "warehouse":
        return <WarehousePanel cart={cart} onSaved={done} />;
      default:
        return <HomePanel cart={cart} shipping={shipping} buyer={buyer} onSaved={done} />;
    }
  };

  return (
    <div className="delivery-chooser">
      <div role="tablist" aria-label="Delivery" className="delivery-tabs">
        {tabs.map((tab, index) => (
          <a
            key={tab.tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.tab, element);
            }}
            href={hrefOf(tab.tab)}
            role="tab"
            id={`delivery-tab-${tab.tab}`}
            data-position={tab.position}
            aria-selected={active === tab.tab}
            aria-controls={`delivery-panel-${tab.tab}`}
            tabIndex={active === tab.tab ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              choose(tab.tab);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            aria-describedby={
              suggested && active === tab.tab ? "delivery-tab-suggested" : undefined
            }
          >
            {tab.label}
          </a>
        ))}
      </div>
      {/* Its line stays when the label goes, so nothing below it moves. */}
      <p className="delivery-tabs__label">
        {suggested ? <span id="delivery-tab-suggested">{SUGGESTED_TAB_LABEL}</span> : null}
      </p>
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
