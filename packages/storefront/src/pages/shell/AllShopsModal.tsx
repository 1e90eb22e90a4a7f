import { ALL_SHOPS_LIMIT, getInstallers, type Installer } from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";
import { appointmentLabel, NO_FREE_DAY_TEXT } from "@treadkit/core/schedule";
import { Dialog } from "@treadkit/ui/Dialog";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useClient } from "../../context";
import { toastOnNextPage } from "../../toasts";
import { FormAlert } from "../checkout/TextField";
import { ShopMap } from "../shops/ShopMap";

/** The shop's first free install time: "Monday, Nov 30, Morning 8:00 AM". */
function nextFreeTime(shop: Installer): string {
  const slot = shop.schedule?.slots.find((s) => s.isSlotAvailable);
  return slot ? appointmentLabel(slot) : NO_FREE_DAY_TEXT;
}

type Listing =
  | { status: "loading" }
  | { status: "done"; shops: Installer[] }
  | { status: "error"; message: string };

function ShopDetails({ shop }: { shop: Installer }) {
  const price = shop.priceList[0];
  return (
    <details className="all-shops__details">
      <summary>
        Details<span className="visually-hidden">{` of ${shop.company}`}</span>
      </summary>
      <dl>
        <dt>Address</dt>
        <dd>{`${shop.addressLine1}, ${shop.city}, ${shop.state} ${shop.zip}`}</dd>
        {shop.rating.quantity > 0 ? (
          <>
            <dt>Rating</dt>
            <dd>{`${shop.rating.value.toFixed(1)} of 5 (${shop.rating.quantity} reviews)`}</dd>
          </>
        ) : null}
        <dt>Installations</dt>
        <dd>{shop.installationHistoryCount.toLocaleString("en-US")}</dd>
        {price ? (
          <>
            <dt>Installation of 4 tires</dt>
            <dd>{formatCents(price.salePriceInCents)}</dd>
          </>
        ) : null}
        {shop.isMobileInstall ? (
          <>
            <dt>Mobile install</dt>
            <dd>Comes to you</dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}

/**
 * The all-shops modal (storefront.md §2): the ten shops nearest the ZIP code, the chosen one
 * marked; "Select this shop" is a plain form (POST /tire-shops/select) that makes it the
 * shopper's shop and, with a cart, the cart's installer, then comes back to this page.
 */
export default function AllShopsModal({
  zip,
  selectedId,
  onClose,
}: {
  zip: string;
  selectedId: string | null;
  onClose(): void;
}) {
  const client = useClient();
  const { pathname, search } = useLocation();
  const [listing, setListing] = useState<Listing>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void getInstallers(
      client,
      { userZip: zip, limit: ALL_SHOPS_LIMIT, source: "home" },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return;
      setListing(
        result.isSuccess
          ? { status: "done", shops: result.data.siteInstallers.siteInstallerList }
          : { status: "error", message: result.error.message },
      );
    });
    return () => controller.abort();
  }, [client, zip]);

  return (
    <Dialog
      open
      title={`Shops near ${zip}`}
      closeLabel="Close"
      className="dialog--wide all-shops"
      onClose={onClose}
    >
      {listing.status === "loading" ? <p role="status">Finding shops near {zip}…</p> : null}
      {listing.status === "error" ? <FormAlert message={listing.message} /> : null}
      {listing.status === "done" && listing.shops.length === 0 ? (
        <p>There are no shops near {zip}.</p>
      ) : null}
      {listing.status === "done" && listing.shops.length > 0 ? (
        <ShopMap
          svg={`/media/maps/shops-near/${zip}.svg`}
          alt={`Map of the ${listing.shops.length} shops nearest ${zip}, numbered as listed below`}
          pins={listing.shops.map((shop) => ({ ...shop.geolocation, name: shop.company }))}
        />
      ) : null}
      {listing.status === "done" && listing.shops.length > 0 ? (
        <ol className="all-shops__list">
          {listing.shops.map((shop) => {
            const chosen = shop.installerId === selectedId;
            return (
              <li key={shop.installerId} className="all-shops__shop">
                <div>
                  <strong>{shop.company}</strong>
                  <span className="all-shops__distance">{`${shop.distance.toFixed(1)} mi`}</span>
                  <span className="all-shops__next">{`Next free install time: ${nextFreeTime(shop)}`}</span>
                  <ShopDetails shop={shop} />
                </div>
                {chosen ? (
                  <span className="all-shops__chosen">Your shop</span>
                ) : (
                  <form
                    method="post"
                    action="/tire-shops/select"
                    onSubmit={() => toastOnNextPage(`${shop.company} is your shop`)}
                  >
                    <input type="hidden" name="installerId" value={shop.installerId} />
                    <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
                    <button type="submit" className="button button--quiet">
                      Select this shop
                      <span className="visually-hidden">{`: ${shop.company}`}</span>
                    </button>
                  </form>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </Dialog>
  );
}
