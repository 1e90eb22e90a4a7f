import type { Client } from "@treadkit/core/client";
import { SIDEWALL_SCAN_PATH } from "@treadkit/core/sidewall";
import { attributedHref, getJudgedListing, type WidgetHandoff } from "@treadkit/core/widget";
import { useEffect, useState } from "react";
import { Failed } from "./Failed";
import { lazyPart, usePreload } from "./lazy-part";
import type { TireOffersProps } from "./TireOffers";
import { type TireQuery, TireSearch } from "./TireSearch";
import { useRequest } from "./useRequest";

// The offers are a chunk of their own, fetched while the first search is under way.
const TireOffers = lazyPart<TireOffersProps>(() =>
  import("./TireOffers").then((module) => ({ default: module.TireOffers })),
);

export type AffiliateFinderProps = {
  client: Client;
  storeOrigin: string;
  handoff: WidgetHandoff;
  /** Offers shown a page at a time; defaults to 3. */
  limit?: number;
  /** A size to show offers for at once, e.g. the one the article is about. */
  size?: string | undefined;
  onHandoff?: (href: string) => boolean | undefined;
};

/**
 * The affiliate widget's content: search by size or vehicle, the first offers for that size, and
 * links that hand the shopper to the storefront. Results and failures are announced.
 */
export function AffiliateFinder({
  client,
  storeOrigin,
  handoff,
  limit = 3,
  size,
  onHandoff,
}: AffiliateFinderProps) {
  // `run` counts searches, so that searching the same size again (say after a failure) reloads.
  const [query, setQuery] = useState<(TireQuery & { run: number }) | null>(null);
  // Offers shown ("Show more" adds a page), once the offers' part tells.
  const [shown, setShown] = useState(0);
  const search = (next: TireQuery) => {
    setShown(0);
    setQuery((previous) => ({ ...next, run: (previous?.run ?? 0) + 1 }));
  };

  useEffect(() => {
    if (size) setQuery((previous) => ({ size, run: (previous?.run ?? 0) + 1 }));
  }, [size]);

  // In the catalogue's order (best match): for a vehicle, the tires that fit it first, each
  // judged as the storefront's cards judge it.
  const request = { size: query?.size ?? "", fitVehicleId: query?.vehicleId, pageSize: limit };
  const offers = useRequest(query ? `${query.run}` : null, (signal) =>
    getJudgedListing(client, request, signal),
  );
  usePreload(TireOffers, offers.status === "loading");

  let status = "";
  if (query && offers.status === "loading") status = `Looking for tires in ${query.size}…`;
  if (query && offers.status === "done") {
    const { listing } = offers.data;
    const count = shown || listing.siteCatalogProducts.length;
    const total = listing.pagination.total;
    status =
      total === 0
        ? `No tires found in ${query.size}`
        : `Showing ${count} of ${total} ${total === 1 ? "tire" : "tires"} in ${listing.size?.label ?? query.size}`;
  }

  return (
    <section className="tk-affiliate" aria-busy={offers.status === "loading"}>
      <TireSearch
        client={client}
        defaultSize={size}
        onSearch={search}
        scanHref={attributedHref(storeOrigin, SIDEWALL_SCAN_PATH, handoff)}
      />
      <p className="tk-affiliate__status" role="status">
        {status}
      </p>
      {offers.status === "error" ? <Failed message={offers.message} retry={offers.retry} /> : null}
      {offers.status === "done" ? (
        <TireOffers
          key={query?.run}
          client={client}
          listing={offers.data.listing}
          fit={offers.data.fit}
          request={request}
          onShown={setShown}
          storeOrigin={storeOrigin}
          handoff={handoff}
          onHandoff={onHandoff}
          vehicle={query?.vehicle}
        />
      ) : null}
    </section>
  );
}
