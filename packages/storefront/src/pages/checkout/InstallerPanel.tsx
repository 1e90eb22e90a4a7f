import type { SiteCart } from "@treadkit/core/cart";
import {
  getInstallers,
  INSTALLER_LIST_LIMIT,
  INSTALLER_PAGE_SIZE,
  INSTALLER_SORT_OPTIONS,
  type Installer,
  type InstallerSort,
} from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";
import { NO_FREE_DAY_TEXT } from "@treadkit/core/schedule";
import { orderInstallers } from "@treadkit/core/shipping";
import { Dialog } from "@treadkit/ui/Dialog";
import { useEffect, useId, useState } from "react";
import { useClient } from "../../context";
import { useSiteChannel } from "../../site-channel";
import { deliveryFor, failureMessage } from "./delivery";
import { FormAlert } from "./TextField";

type Listing =
  | { status: "loading" }
  | { status: "done"; installers: Installer[] }
  | { status: "error"; message: string };

/**
 * Shops (not mobile installers) near the cart's ZIP in the chosen order, the cart's own shop first
 * when it is among them (checkout.md §4 "Installer selection").
 */
function useShops(cart: SiteCart, limit: number, sort: InstallerSort, enabled = true): Listing {
  const client = useClient();
  const [listing, setListing] = useState<Listing>({ status: "loading" });
  const zip = cart.zip;
  const preferred = cart.installerDetails?.installerId ?? null;
  // In a simple shop the partner's own shop leads unless the shopper chose another.
  const shopInstaller = useSiteChannel().shop?.installerId ?? null;
  useEffect(() => {
    if (!zip || !enabled) return;
    const controller = new AbortController();
    setListing({ status: "loading" });
    void getInstallers(
      client,
      { userZip: zip, limit, sort, mobileInstall: false, cartId: cart.id, source: "checkout" },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.isSuccess) {
        setListing({ status: "error", message: result.error.message });
        return;
      }
      const installers = orderInstallers(result.data.siteInstallers.siteInstallerList, {
        selectedId: preferred,
        ids: shopInstaller ? [shopInstaller] : [],
      });
      setListing({ status: "done", installers });
    });
    return () => controller.abort();
  }, [client, zip, cart.id, limit, sort, preferred, shopInstaller, enabled]);
  return listing;
}

function SortSelect({
  value,
  onChange,
}: {
  value: InstallerSort;
  onChange(sort: InstallerSort): void;
}) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>Sort shops by</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as InstallerSort)}
      >
        {INSTALLER_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "4.8 of 5 (233 reviews)", or "No reviews yet". */
export function ratingText(installer: Installer): string {
  const { value, quantity } = installer.rating;
  return quantity > 0 ? `${value.toFixed(1)} of 5 (${quantity} reviews)` : "No reviews yet";
}

/** The shop details modal: where the shop is, how it is rated, what it charges and offers. */
function ShopDetails({ installer, onClose }: { installer: Installer | null; onClose(): void }) {
  return (
    <Dialog
      open={installer !== null}
      title={installer?.company ?? "Shop details"}
      closeLabel="Close shop details"
      onClose={onClose}
    >
      {installer ? (
        <dl className="shop-details">
          <div>
            <dt>Address</dt>
            <dd>
              {installer.addressLine1}, {installer.city}, {installer.state} {installer.zip}
            </dd>
          </div>
          <div>
            <dt>Distance</dt>
            <dd>{installer.distance.toFixed(1)} mi</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>{ratingText(installer)}</dd>
          </div>
          <div>
            <dt>Installations</dt>
            <dd>{installer.installationHistoryCount}</dd>
          </div>
          <div>
            <dt>Installation for 4 tires</dt>
            <dd>{formatCents(installer.installationCostFor4TiresInCents)}</dd>
          </div>
          <div>
            <dt>First free install day</dt>
            <dd>
              {installer.schedule
                ? `${installer.schedule.day}, ${installer.schedule.firstAvailableDate}`
                : NO_FREE_DAY_TEXT}
            </dd>
          </div>
          {installer.promotionList.length > 0 ? (
            <div>
              <dt>Offers</dt>
              <dd>{installer.promotionList.map((p) => p.label).join(" · ")}</dd>
            </div>
          ) : null}
          {installer.website ? (
            <div>
              <dt>Website</dt>
              <dd>
                <a href={installer.website} rel="noopener noreferrer nofollow" target="_blank">
                  {installer.website}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  );
}

function ShopList({
  installers,
  label,
  busy,
  onSelect,
  onDetails,
}: {
  installers: Installer[];
  label: string;
  busy: boolean;
  onSelect(installer: Installer): void;
  onDetails(installer: Installer): void;
}) {
  return (
    <ul className="installer-choices" aria-label={label}>
      {installers.map((installer) => (
        <li key={installer.installerId}>
          <p className="installer-choices__name">{installer.company}</p>
          <p>
            {installer.addressLine1}, {installer.city}, {installer.state} ·{" "}
            {installer.distance.toFixed(1)} mi · {ratingText(installer)}
          </p>
          <p>Installation for 4 tires: {formatCents(installer.installationCostFor4TiresInCents)}</p>
          <div className="installer-choices__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={`Select this shop: ${installer.company}`}
              onClick={() => onSelect(installer)}
            >
              Select this shop
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label={`Shop details: ${installer.company}`}
              onClick={() => onDetails(installer)}
            >
              Shop details
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The all-shops modal: 10 shops near the ZIP in the chosen order, each with "Select this shop". */
function AllShops({
  cart,
  open,
  busy,
  onClose,
  onSelect,
  onDetails,
}: {
  cart: SiteCart;
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSelect(installer: Installer): void;
  onDetails(installer: Installer): void;
}) {
  const [sort, setSort] = useState<InstallerSort>("all");
  const listing = useShops(cart, INSTALLER_PAGE_SIZE, sort, open);
  return (
    <Dialog
      open={open}
      title="All shops"
      closeLabel="Close all shops"
      onClose={onClose}
      className="dialog--wide"
    >
      <SortSelect value={sort} onChange={setSort} />
      <ListingView
        listing={listing}
        zip={cart.zip ?? ""}
        busy={busy}
        onSelect={onSelect}
        onDetails={onDetails}
      />
    </Dialog>
  );
}

function ListingView({
  listing,
  zip,
  busy,
  onSelect,
  onDetails,
}: {
  listing: Listing;
  zip: string;
  busy: boolean;
  onSelect(installer: Installer): void;
  onDetails(installer: Installer): void;
}) {
  if (listing.status === "error") {
    return (
      <p className="form-error" role="alert">
        {listing.message}
      </p>
    );
  }
  if (listing.status === "loading") return <p role="status">Finding shops near {zip}…</p>;
  if (listing.installers.length === 0) {
    return (
      <p className="checkout-notice" role="status">
        There are no shops near {zip}. Choose another way to get your tires.
      </p>
    );
  }
  return (
    <ShopList
      installers={listing.installers}
      label={`Shops near ${zip}`}
      busy={busy}
      onSelect={onSelect}
      onDetails={onDetails}
    />
  );
}

/**
 * Ship to installer: four shops near the cart's ZIP with sort options, the all-shops modal and
 * each shop's details. Choosing one installs there at its first free drop-off time.
 */
export function InstallerPanel({ cart, onChosen }: { cart: SiteCart; onChosen(): Promise<void> }) {
  const client = useClient();
  const [sort, setSort] = useState<InstallerSort>("all");
  const listing = useShops(cart, INSTALLER_LIST_LIMIT, sort);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [allOpen, setAllOpen] = useState(false);
  const [details, setDetails] = useState<Installer | null>(null);

  if (!cart.zip) return <p>Enter your ZIP code to see shops near you.</p>;

  const select = async (installer: Installer) => {
    setBusy(true);
    setError(null);
    try {
      await deliveryFor(client, cart).installAt({
        installerId: installer.installerId,
        isMobileInstall: false,
      });
      setAllOpen(false);
      await onChosen();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <SortSelect value={sort} onChange={setSort} />
      <FormAlert message={error} />
      <ListingView
        listing={listing}
        zip={cart.zip}
        busy={busy}
        onSelect={(installer) => void select(installer)}
        onDetails={setDetails}
      />
      {listing.status === "done" && listing.installers.length > 0 ? (
        <button type="button" className="button button--quiet" onClick={() => setAllOpen(true)}>
          See all shops
        </button>
      ) : null}
      <AllShops
        cart={cart}
        open={allOpen}
        busy={busy}
        onClose={() => setAllOpen(false)}
        onSelect={(installer) => void select(installer)}
        onDetails={setDetails}
      />
      <ShopDetails installer={details} onClose={() => setDetails(null)} />
    </div>
  );
}
