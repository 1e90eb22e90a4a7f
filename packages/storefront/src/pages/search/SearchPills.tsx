import { SEARCH_PILLS } from "@treadkit/core/search";
import { opensOverlay, requestSearch } from "../../search";

/**
 * A page's row of search pills (storefront.md §2): each opens the search overlay locked to its
 * type; before the page is live, or with a modified click, each is a link to the page that
 * browses the same way.
 */
export function SearchPills() {
  return (
    <nav className="search-pills search-pills--page" aria-label="Shop tires by">
      {SEARCH_PILLS.map((pill) => (
        <a
          key={pill.type}
          className="pill"
          href={pill.href}
          data-search-lock={pill.lock}
          onClick={(event) => {
            if (!opensOverlay(event)) return;
            event.preventDefault();
            requestSearch(pill.lock);
          }}
        >
          {pill.label}
        </a>
      ))}
    </nav>
  );
}
