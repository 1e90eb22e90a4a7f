import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { $searchRequest, opensOverlay, requestSearch } from "../../search";

const SearchOverlay = lazy(() => import("./SearchOverlay"));

function MagnifierIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search button. Before the page is live, or with a modified click, it is a link
 * to the tire-size search page; a plain click opens the search overlay. Its label is long on
 * wide screens and short on narrow ones and in the sticky header (styles.css).
 */
export function SearchButton() {
  return (
    <a
      href="/tire-sizes"
      className="search-button"
      data-search-lock="none"
      onClick={(event) => {
        if (!opensOverlay(event)) return;
        event.preventDefault();
        requestSearch();
      }}
    >
      <MagnifierIcon />
      <span className="search-button__label search-button__label--long">
        Search by vehicle, tire size or brand
      </span>
      <span className="search-button__label search-button__label--short">Search</span>
    </a>
  );
}

/** The overlay, loaded with the first request to open it and kept mounted afterwards. */
export function SearchOverlayHost() {
  const request = useStore($searchRequest);
  // A request made while the page was loading opens it once hydrated, never during hydration.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!request || !live) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay request={request} />
    </Suspense>
  );
}
