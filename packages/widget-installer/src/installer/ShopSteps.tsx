import { useStore } from "@nanostores/react";
import type { Client } from "@treadkit/core/client";
import { type InstallerShop, offerSearch, type Step } from "@treadkit/core/widget";
import { Failed } from "@treadkit/ui/Failed";
import { lazyPart } from "@treadkit/ui/lazy-part";
import type { WidgetScanProps } from "@treadkit/ui/sidewall/WidgetScan";
import { TireSearch } from "@treadkit/ui/TireSearch";
import { useState } from "react";
import type { InstalledOffersProps } from "./InstalledOffers";

// Later steps arrive as their own chunks, when the shopper gets there: the offers with the first
// search (fetched while the search itself is under way), the schedule, the cart.
const loading = <p className="tk-hint">Loading…</p>;
const InstalledOffers = lazyPart<InstalledOffersProps>(() =>
  import("./InstalledOffers").then((module) => ({ default: module.InstalledOffers })),
);
const SchedulePicker = lazyPart(() => import("./SchedulePicker"), loading);
const ShopCart = lazyPart(() => import("./ShopCart"), loading);
// The tire scan, when the shopper asks for it; its reader's files only once a photo comes.
const WidgetScan = lazyPart<WidgetScanProps>(
  () =>
    import("@treadkit/ui/sidewall/WidgetScan").then((module) => ({ default: module.WidgetScan })),
  loading,
);

/** The installer widget's steps under the shop: search and offers, the schedule, the cart. */
export default function ShopSteps({
  shop,
  client,
  step,
  onCheckout,
}: {
  shop: InstallerShop;
  client: Client;
  step: Step;
  onCheckout(): void;
}) {
  const offers = useStore(shop.$offers);
  // Each search is an attempt: offers that did not load are asked for again by searching again.
  const [searches, setSearches] = useState(0);
  // Booking waits for the schedule's part, so that one that did not arrive leaves the offers
  // there, and pressing Book again (or Retry) asks for it again.
  const [booking, setBooking] = useState<{ productId: string; failed: string } | null>(null);
  const book = (productId: string) => {
    setBooking(null);
    SchedulePicker.load().then(
      () => shop.choose(productId),
      (error: unknown) =>
        setBooking({ productId, failed: error instanceof Error ? error.message : String(error) }),
    );
  };
  if (step === "schedule") return <SchedulePicker shop={shop} />;
  if (step === "cart") return <ShopCart shop={shop} onCheckout={onCheckout} />;
  return (
    <>
      <TireSearch
        client={client}
        defaultSize={offers.status === "idle" ? undefined : offers.query.size}
        onSearch={(query) => {
          setSearches((count) => count + 1);
          setBooking(null);
          void offerSearch(shop).search(query);
        }}
        scan={(answer) => <WidgetScan origin={shop.storeOrigin} {...answer} />}
      />
      {booking ? <Failed message={booking.failed} retry={() => book(booking.productId)} /> : null}
      {offers.status === "idle" ? null : (
        <InstalledOffers shop={shop} onBook={book} attempt={searches} />
      )}
    </>
  );
}
