import { distanceMiles } from "../installer/rules";

/** Delivery rules of checkout.md §2 and §4: tabs, default tab, step routing, cost display. */

export type DeliveryTab = "installer" | "mobile" | "home" | "parcel" | "warehouse";
export type DeliveryCode =
  | "ShipToInstaller"
  | "MobileInstall"
  | "ShipToMe"
  | "PickupAtFedEx"
  | "PickupAtWarehouse";
export type TabPosition = "left" | "middle" | "right" | "end";

export const DELIVERY: Record<DeliveryTab, { code: DeliveryCode; label: string }> = {
  installer: { code: "ShipToInstaller", label: "Ship to installer" },
  mobile: { code: "MobileInstall", label: "Ship to mobile installer" },
  home: { code: "ShipToMe", label: "Ship to me" },
  parcel: { code: "PickupAtFedEx", label: "Pick up at carrier" },
  warehouse: { code: "PickupAtWarehouse", label: "Warehouse Pickup" },
};

/** The tab a cart's saved shipping belongs to: its option, and for an installer mobile or not. */
export function deliveryTabOf(shipping: {
  shippingOption: "installer" | "home" | "fedex" | "warehouse";
  isMobileInstall: boolean;
}): DeliveryTab {
  switch (shipping.shippingOption) {
    case "installer":
      return shipping.isMobileInstall ? "mobile" : "installer";
    case "home":
      return "home";
    case "fedex":
      return "parcel";
    case "warehouse":
      return "warehouse";
  }
}

export function isDeliveryCode(value: string): value is DeliveryCode {
  return Object.values(DELIVERY).some((delivery) => delivery.code === value);
}

/** The delivery method of a shipping choice (a mobile install is its own). */
export function deliveryCodeOf(shipping: {
  shippingOption: "installer" | "home" | "fedex" | "warehouse";
  isMobileInstall?: boolean;
}): DeliveryCode {
  return DELIVERY[
    deliveryTabOf({ ...shipping, isMobileInstall: shipping.isMobileInstall ?? false })
  ].code;
}

export type CartItemForDelivery = { isInstallable: boolean; isOversize?: boolean };

/** A saved cart shipping as the delivery rules read it: its option, and mobile or not. */
export function savedDelivery(shipping: {
  shippingOption: "installer" | "home" | "fedex" | "warehouse";
  cartShipping: { installer: { isMobileInstall: boolean } | null };
}): { shippingOption: typeof shipping.shippingOption; isMobileInstall: boolean } {
  return {
    shippingOption: shipping.shippingOption,
    isMobileInstall: shipping.cartShipping.installer?.isMobileInstall ?? false,
  };
}

/** The delivery rules' view of a cart's tires (siteProducts). */
export function deliveryItemsOf(
  products: readonly { isInstallable: boolean; isOversizeTire: boolean }[],
): CartItemForDelivery[] {
  return products.map((p) => ({ isInstallable: p.isInstallable, isOversize: p.isOversizeTire }));
}

/**
 * The tab label in the nav disappears after 3 s (checkout.md §4): the label that says why a tab
 * is open when the default-tab rule opened it, not the shopper.
 */
export const TAB_LABEL_HIDE_MS = 3_000;

/** The label on a tab the default-tab rule opened for the cart's tires. */
export const SUGGESTED_TAB_LABEL = "Suggested for your tires";

export type TabInput = {
  items: readonly CartItemForDelivery[];
  mobileAvailable: boolean;
  isDealerTire?: boolean;
  /** Delivery methods the account allows (a dealer-tire user's, a fleet's); every one when absent. */
  allowedDeliveryMethods?: readonly DeliveryCode[];
  hideCarrierPickup?: boolean;
};

export type Tab = { tab: DeliveryTab; code: DeliveryCode; label: string; position: TabPosition };

function positions(count: number): TabPosition[] {
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? "left" : i === count - 1 ? "end" : i === count - 2 ? "right" : "middle",
  );
}

/** The cart's delivery tabs, in order, by cart composition and user (checkout.md §2). */
export function cartTabs(input: TabInput): Tab[] {
  const installable = input.items.filter((i) => i.isInstallable).length;
  const oversize = input.items.some((i) => i.isOversize);
  let tabs: DeliveryTab[];
  if (input.isDealerTire) tabs = ["warehouse", "installer", "mobile", "home", "parcel"];
  else if (installable === input.items.length && installable > 0)
    tabs = ["installer", "mobile", "home", "parcel"];
  else if (installable > 0) tabs = ["installer", "home", "parcel"];
  else tabs = ["home", "parcel"];

  tabs = tabs.filter((tab) => {
    if (tab === "mobile" && !input.mobileAvailable) return false;
    // Oversize tires disable the installer path.
    if ((tab === "installer" || tab === "mobile") && oversize) return false;
    if (tab === "parcel" && input.hideCarrierPickup) return false;
    // An account that lists its delivery methods gets only those (storefront.md §6).
    if (input.allowedDeliveryMethods) {
      return input.allowedDeliveryMethods.includes(DELIVERY[tab].code);
    }
    return true;
  });
  const at = positions(tabs.length);
  return tabs.map((tab, i) => ({ tab, ...DELIVERY[tab], position: at[i] ?? "middle" }));
}

/**
 * The tab open first (checkout.md §4 "Default tab"): the tab of the delivery the cart already has,
 * else the query's activeShippingType when it names an offered tab, else the mobile tab when the
 * shopper came asking for mobile install (hasMobileInstall=true) and it is offered, else the first.
 */
export function defaultTab(
  tabs: readonly Tab[],
  activeShippingType?: string | null,
  more: { hasMobileInstall?: boolean; saved?: DeliveryTab | null } = {},
): DeliveryTab | null {
  const offered = (tab: DeliveryTab | null | undefined) =>
    tab ? tabs.some((t) => t.tab === tab) : false;
  if (offered(more.saved)) return more.saved ?? null;
  const wanted = activeShippingType?.trim().toLowerCase();
  if (wanted === "mobile install" || wanted === "mobileinstall") {
    if (offered("mobile")) return "mobile";
  } else if (wanted) {
    const match = tabs.find((t) => t.tab === wanted || t.code.toLowerCase() === wanted);
    if (match) return match.tab;
  }
  if (more.hasMobileInstall && offered("mobile")) return "mobile";
  return tabs[0]?.tab ?? null;
}

export type PreShippingSelection =
  | "ship to me"
  | "ship to carrier pickup"
  | "warehouse pickup"
  | "ship to shop";

/** What cart creation sends as preShippingSelection for the open tab (checkout.md §4). */
export function preShippingSelection(tab: DeliveryTab): PreShippingSelection {
  switch (tab) {
    case "home":
      return "ship to me";
    case "parcel":
      return "ship to carrier pickup";
    case "warehouse":
      return "warehouse pickup";
    default:
      return "ship to shop";
  }
}

/**
 * Before payment the tire-recommendation modal shows when coverage is one year or not chosen,
 * unless the user is fleet or special order, the cart has commercial tires, or it was seen.
 */
export function showRecommendationModal(input: {
  roadHazardOption: "oneYear" | "threeYear" | "none" | null | undefined;
  userType: string;
  hasCommercialTires: boolean;
  alreadySeen: boolean;
}): boolean {
  if (input.roadHazardOption !== "oneYear" && input.roadHazardOption != null) return false;
  if (input.userType === "fleet" || input.userType === "special_order") return false;
  return !input.hasCommercialTires && !input.alreadySeen;
}

/** The step after the cart's checkout button (checkout.md §4 "Step routing after checkout"). */
export function stepAfterCart(input: {
  tab: DeliveryTab;
  cartInstallable: boolean;
  installerHasCarrierSite: boolean;
  isSpecialOrder: boolean;
}): "/checkout/payments" | "/checkout/services" | "/checkout/shipping" {
  if (!input.cartInstallable) return "/checkout/shipping";
  if ((input.tab === "installer" || input.tab === "mobile") && input.installerHasCarrierSite) {
    return input.isSpecialOrder ? "/checkout/services" : "/checkout/payments";
  }
  return "/checkout/shipping";
}

/**
 * Shipping cost shown in the cart by coreShipHandlingMode: 1 free for every tire; 2 free unless
 * oversize; 3 free for installable tires; 4 always to be determined (freight quoted later).
 */
export function shippingCostDisplay(
  mode: number,
  items: readonly CartItemForDelivery[],
): "free" | "toBeDetermined" {
  switch (mode) {
    case 1:
      return "free";
    case 2:
      return items.some((i) => i.isOversize) ? "toBeDetermined" : "free";
    case 3:
      return items.every((i) => i.isInstallable) ? "free" : "toBeDetermined";
    default:
      return "toBeDetermined";
  }
}

/** The installer shown first: the stored selection, else the first stored id (checkout.md §4). */
export function orderInstallers<T extends { installerId: string }>(
  installers: readonly T[],
  stored: { selectedId?: string | null; ids?: readonly string[] },
): T[] {
  const preferred = stored.selectedId ?? stored.ids?.[0];
  const index = installers.findIndex((i) => i.installerId === preferred);
  if (index <= 0) return [...installers];
  const chosen = installers[index] as T;
  return [chosen, ...installers.slice(0, index), ...installers.slice(index + 1)];
}

/** The mobile-install flag (checkout.md §4), on the shop variant and on the consumer site. */
export function mobileInstallFlag(
  input:
    | {
        channel: "simpleShop";
        selectedId: string | null;
        storedIds: readonly string[];
        storedFlag: boolean;
      }
    | {
        channel: "consumer";
        zipChanged: boolean;
        mobileTabSelected: boolean;
        preselectedIsMobile: boolean;
      },
): boolean {
  if (input.channel === "simpleShop") {
    return (
      input.selectedId !== null && input.storedIds.includes(input.selectedId) && input.storedFlag
    );
  }
  if (!input.zipChanged) return false;
  return input.mobileTabSelected || input.preselectedIsMobile;
}

/** A mobile installer drives to shoppers within this distance of the shop. */
export const MOBILE_SERVICE_RADIUS_MILES = 25;

type Place = { latitude: number; longitude: number };

/** Whether a mobile installer serves the shopper's location (checkout.md §5 service-area message). */
export function isWithinMobileServiceArea(
  shopper: Place,
  shop: Place,
  radiusMiles: number = MOBILE_SERVICE_RADIUS_MILES,
): boolean {
  return distanceMiles(shopper, shop) <= radiusMiles;
}

export type OfferedShippingInput = {
  /** A shop installer can fit the tires. */
  installerAvailable: boolean;
  /** A mobile installer serves the shopper's ZIP. */
  mobileInstallAvailable: boolean;
  /** The cart carries an oversize fee. */
  hasOversizeFee: boolean;
  /** The cart's tires: installability, and oversize even where no fee is charged. */
  items: readonly CartItemForDelivery[];
  /** The co-branded shop variant ("simple shop"). */
  isSimpleShop: boolean;
  hideCarrierPickup: boolean;
  /** Set when a dealer-tire account collects at a warehouse: the titles the server allows it. */
  warehouse?: { allowedTitles: readonly string[] } | null;
};

export type OfferedShippingOption = { tab: DeliveryTab; code: DeliveryCode; title: string };

/**
 * The shipping options offered at checkout, in order (checkout.md §4 "Offered shipping options").
 * Readings where the spec is silent or "partly unclear":
 * - Oversize: an oversize fee or any oversize tire closes the installer path, shop and mobile
 *   alike; home delivery and carrier pickup stay open. The fee is only charged on oversize
 *   tires (handlingFeeTires, mode 2), so the two signals agree whenever both are known.
 * - Installability as in the cart tabs (§2): mobile needs every tire installable, a shop one.
 * - Simple shop: its customers collect at the shop itself, so carrier pickup is not offered.
 * - Warehouse: warehouse pickup leads whatever the titles; the other options keep only the
 *   allowed titles, compared without regard to case.
 */
export function offeredShippingOptions(input: OfferedShippingInput): OfferedShippingOption[] {
  const installable = input.items.filter((i) => i.isInstallable).length;
  const oversize = input.hasOversizeFee || input.items.some((i) => i.isOversize);
  const installerPath = !oversize && installable > 0;
  const tabs: DeliveryTab[] = [];
  if (installerPath && input.installerAvailable) tabs.push("installer");
  if (installerPath && input.mobileInstallAvailable && installable === input.items.length) {
    tabs.push("mobile");
  }
  tabs.push("home");
  if (!input.isSimpleShop && !input.hideCarrierPickup) tabs.push("parcel");

  const option = (tab: DeliveryTab) => ({
    tab,
    code: DELIVERY[tab].code,
    title: DELIVERY[tab].label,
  });
  if (!input.warehouse) return tabs.map(option);
  const allowed = new Set(input.warehouse.allowedTitles.map((t) => t.trim().toLowerCase()));
  return [
    option("warehouse"),
    ...tabs.map(option).filter((o) => allowed.has(o.title.toLowerCase())),
  ];
}

/** Warehouse pickup is for dealer-tire users (checkout.md §2, §6). */
export const WAREHOUSE_DEALER_ONLY_MESSAGE =
  "Warehouse pickup is only available to dealer-tire accounts";
export const WAREHOUSE_REQUIRED_MESSAGE = "Please select a warehouse";
/** The availability notice when no warehouse stocks the cart's tires (storefront.md §8). */
export const NO_WAREHOUSES_MESSAGE = "There are no warehouses near you with these tires in stock";

/**
 * Whether the cart's delivery lets the shopper go on to payment (checkout.md §5): a shop install
 * needs its install time, a mobile install the address the installer comes to. Home, carrier and
 * warehouse shipping were validated when saved.
 */
export function deliveryReady(input: {
  shippingOption: "installer" | "home" | "fedex" | "warehouse";
  isMobileInstall: boolean;
  hasAppointment: boolean;
  hasInstallLocation: boolean;
}): boolean {
  if (input.shippingOption !== "installer") return true;
  return input.isMobileInstall ? input.hasInstallLocation : input.hasAppointment;
}
