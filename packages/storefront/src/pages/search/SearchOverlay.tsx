import { useStore } from "@nanostores/react";
import type { Client } from "@treadkit/core/client";
import { getDeals } from "@treadkit/core/deals";
import {
  createSearchOverlay,
  GUIDED_QUESTIONS,
  guidedAnswersFrom,
  guidedShoppingHref,
  OVERLAY_HISTORY_MARKER,
  type SearchOverlay as Overlay,
  type OverlayHistory,
  type PromotionPill,
  promotionPills,
  type QueryType,
  SEARCH_PILLS,
  type SearchLock,
  type SearchResultItem,
  searchPlaceholder,
  sizeSearchTarget,
  type TypeaheadItem,
} from "@treadkit/core/search";
import { SIDEWALL_SCAN_PATH } from "@treadkit/core/sidewall";
import { Dialog } from "@treadkit/ui/Dialog";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useClient } from "../../context";
import type { SearchRequest } from "../../search";
import { ensureSession } from "../../session";
import { VEHICLE_CHOOSER_PATH } from "../shell/ChosenVehicle";

/**
 * The browser's history for the overlay: opening pushes an entry for the same page, and the
 * back action that leaves it closes the overlay. That back action is the overlay's alone: the
 * router never sees it, so the page behind is neither reloaded nor re-rendered.
 */
const browserHistory: OverlayHistory = {
  push(marker) {
    window.history.pushState({ ...window.history.state, [marker]: true }, "");
  },
  back() {
    window.history.back();
  },
  onPop(listener) {
    const handle = (event: PopStateEvent) => {
      if (event.state?.[OVERLAY_HISTORY_MARKER]) return;
      event.stopImmediatePropagation();
      listener();
    };
    window.addEventListener("popstate", handle, { capture: true });
    return () => window.removeEventListener("popstate", handle, { capture: true });
  },
};

let overlay: Overlay | null = null;

/** One overlay per page, created with the page's client; history is kept per session. */
function overlayFor(client: Client): Overlay {
  if (overlay) return overlay;
  overlay = createSearchOverlay(client, browserHistory, {
    ensureSession: (renew) => ensureSession(client, renew),
  });
  return overlay;
}

/** The lock a query-type result searches under. */
const LOCK_OF_QUERY: Partial<Record<QueryType, SearchLock>> = {
  brand: "brand",
  brandAndProductLine: "brand",
  tireSize: "tireSize",
  frontTireSize: "tireSize",
  rearTireSize: "tireSize",
  tireType: "tireType",
  vehicle: "vehicle",
  makeModelYearOption: "yearMakeModel",
  guidedShopping: "guidedShopping",
  vehicleGuidedShopping: "vehicleGuidedShopping",
};

function ResultItem({
  item,
  onChoose,
  fills = false,
}: {
  item: SearchResultItem;
  onChoose(): void;
  /** The item fills the input rather than leading to a page: a button, not a link. */
  fills?: boolean;
}) {
  const href = item.action.type === "link" && !fills ? item.action.link.href : undefined;
  const content = (
    <>
      {item.type === "image" && item.image ? (
        <img src={item.image.src} alt="" width={40} height={40} />
      ) : null}
      <span className="search-result__label">{item.label}</span>
      {item.detailLabel ? <span className="search-result__detail">{item.detailLabel}</span> : null}
    </>
  );
  return (
    <li className={`search-result search-result--${item.type}`}>
      {href ? (
        <a
          className="search-result__action"
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onChoose();
          }}
        >
          {content}
        </a>
      ) : (
        <button type="button" className="search-result__action" onClick={onChoose}>
          {content}
        </button>
      )}
    </li>
  );
}

function GuidedShopping({ onDone }: { onDone(href: string): void }) {
  const [incomplete, setIncomplete] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answers = guidedAnswersFrom(Object.fromEntries(new FormData(event.currentTarget)));
    if (!answers) return setIncomplete(true);
    onDone(guidedShoppingHref(answers));
  };
  return (
    <form className="guided-shopping" onSubmit={submit} aria-label="Guided shopping">
      {GUIDED_QUESTIONS.map((question) => (
        <fieldset key={question.id}>
          <legend>{question.question}</legend>
          {question.options.map((option) => (
            <label key={option.value}>
              <input type="radio" name={question.id} value={option.value} />
              {option.label}
            </label>
          ))}
        </fieldset>
      ))}
      {incomplete ? (
        <p className="form-error" role="alert">
          Answer each question to see the tires that suit you
        </p>
      ) : null}
      <button type="submit" className="button">
        Show my tires
      </button>
    </form>
  );
}

/**
 * The search overlay (storefront.md §2, §4): pills for each search type, the typeahead with
 * text and image results, the search history, and for tire sizes a second input for the rear
 * size. Opening adds a history entry and the browser's back action closes it.
 */
export default function SearchOverlay({ request }: { request: SearchRequest }) {
  const client = useClient();
  const search = overlayFor(client);
  const state = useStore(search.$searchOverlay);
  const navigate = useNavigate();
  const [rearShown, setRearShown] = useState(false);
  const [sizeError, setSizeError] = useState<{ field: string; message: string } | null>(null);
  const [dealPills, setDealPills] = useState<PromotionPill[]>([]);
  const primaryRef = useRef<HTMLInputElement>(null);
  const secondaryRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // The running sales and brand deals, as pills after the search types; none when unknown.
  useEffect(() => {
    const controller = new AbortController();
    void getDeals(client, {}, controller.signal).then((result) => {
      if (result.isSuccess) setDealPills(promotionPills(result.data.deals));
    });
    return () => controller.abort();
  }, [client]);

  // Each request opens the overlay, under the lock the pill asked for.
  useEffect(() => {
    search.open(request.lock);
    void search.loadHistory();
  }, [request, search]);

  // The overlay exists to type into: focus goes to its input once it is shown.
  useEffect(() => {
    if (state.open) primaryRef.current?.focus();
    else {
      setRearShown(false);
      setSizeError(null);
    }
  }, [state.open]);

  const go = (href: string) => {
    search.dismiss();
    // The new page takes the overlay's history entry, so Back returns to the page before.
    void navigate(href, { replace: true });
  };

  // In a size search a size fills its input, so that a rear size can follow.
  const fillsInput = (item: SearchResultItem) =>
    state.lock === "tireSize" && item.typeName === "Tire size";

  const choose = (item: SearchResultItem | TypeaheadItem, fromHistory = false) => {
    const { action } = item;
    if (action.type === "query") {
      search.selectLock(LOCK_OF_QUERY[action.queryType] ?? "none");
      void search.input(action.queryText);
      return;
    }
    if (!fromHistory && fillsInput(item)) {
      search.fill(item as TypeaheadItem);
      setSizeError(null);
      return;
    }
    void search.remember(item, action.link.href);
    go(action.link.href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = state.results?.siteSearchResultGroupList[0]?.siteSearchResultList[0];
    if (state.lock === "tireSize" || (!first && state.queryText)) {
      const target = sizeSearchTarget(state.queryText, state.secondaryText);
      if (target.ok) {
        void search.remember(
          {
            type: "text",
            label: state.secondaryText
              ? `${state.queryText} front, ${state.secondaryText} rear`
              : state.queryText,
            detailLabel: null,
            image: null,
            typeName: "Tire size",
            action: { type: "link", link: { href: target.href } },
            vehicleMetadata: null,
          },
          target.href,
        );
        return go(target.href);
      }
      if (state.lock === "tireSize") {
        setSizeError(target);
        (target.field === "secondary" ? secondaryRef : primaryRef).current?.focus();
        return;
      }
    }
    if (first) choose(first);
  };

  const groups = state.results?.siteSearchResultGroupList ?? [];
  const total = state.results?.resultMetadata.pagination.total ?? 0;
  const typed = (state.activeInput === "secondary" ? state.secondaryText : state.queryText).trim();
  const sizeLock = state.lock === "tireSize";
  const statusText =
    state.status === "loading"
      ? "Searching…"
      : state.status === "done" && typed
        ? total === 0
          ? "Sorry, no matching results found"
          : `${total} ${total === 1 ? "result" : "results"}`
        : "";

  return (
    <Dialog
      open={state.open}
      title="Search tires"
      closeLabel="Close search"
      className="dialog--wide search-overlay"
      onClose={() => search.close()}
    >
      <fieldset className="search-pills">
        <legend className="visually-hidden">Search by</legend>
        {SEARCH_PILLS.map((pill) => (
          <button
            key={pill.type}
            type="button"
            className="pill"
            aria-pressed={state.lock === pill.lock}
            onClick={() => {
              search.selectLock(state.lock === pill.lock ? "none" : pill.lock);
              setRearShown(false);
              setSizeError(null);
              primaryRef.current?.focus();
            }}
          >
            {pill.label}
          </button>
        ))}
        <a
          className="pill"
          href="/tire-shops"
          onClick={(event) => {
            event.preventDefault();
            go("/tire-shops");
          }}
        >
          Tire shops
        </a>
        {dealPills.map((pill) => (
          <a
            key={pill.href}
            className="pill pill--deal"
            href={pill.href}
            data-pill={pill.type}
            onClick={(event) => {
              event.preventDefault();
              go(pill.href);
            }}
          >
            {pill.label}
          </a>
        ))}
      </fieldset>

      {state.lock === "guidedShopping" ? (
        <GuidedShopping onDone={go} />
      ) : (
        <search>
          <form className="search-form" onSubmit={submit} noValidate>
            <label htmlFor={`${id}-primary`}>
              {sizeLock ? (rearShown ? "Front tire size" : "Tire size") : "Search"}
            </label>
            <input
              ref={primaryRef}
              id={`${id}-primary`}
              type="search"
              autoComplete="off"
              value={state.queryText}
              placeholder={searchPlaceholder(state.lock, "primary")}
              aria-invalid={sizeError?.field === "primary" ? true : undefined}
              aria-describedby={`${id}-status`}
              onFocus={() => search.setActiveInput("primary")}
              onChange={(event) => {
                setSizeError(null);
                void search.input(event.target.value);
              }}
            />
            {sizeLock && rearShown ? (
              <>
                <label htmlFor={`${id}-secondary`}>Rear tire size</label>
                <input
                  ref={secondaryRef}
                  id={`${id}-secondary`}
                  type="search"
                  autoComplete="off"
                  value={state.secondaryText}
                  placeholder={searchPlaceholder(state.lock, "secondary")}
                  aria-invalid={sizeError?.field === "secondary" ? true : undefined}
                  onFocus={() => search.setActiveInput("secondary")}
                  onChange={(event) => {
                    setSizeError(null);
                    void search.input(event.target.value);
                  }}
                />
              </>
            ) : null}
            {sizeLock && !rearShown ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setRearShown(true);
                  search.setActiveInput("secondary");
                  requestAnimationFrame(() => secondaryRef.current?.focus());
                }}
              >
                Different size on the rear?
              </button>
            ) : null}
            {sizeLock ? (
              <a
                className="link-button"
                href="/sidewall"
                onClick={(event) => {
                  event.preventDefault();
                  go("/sidewall");
                }}
              >
                What does my sidewall say?
              </a>
            ) : null}
            {sizeLock ? (
              <a
                className="link-button"
                href={SIDEWALL_SCAN_PATH}
                onClick={(event) => {
                  event.preventDefault();
                  go(SIDEWALL_SCAN_PATH);
                }}
              >
                Scan your tire
              </a>
            ) : null}
            {sizeError ? (
              <p className="form-error" role="alert">
                {sizeError.message}
              </p>
            ) : null}
            <button type="submit" className="button">
              Search
            </button>
          </form>
          {state.lock === "vehicle" || state.lock === "yearMakeModel" ? (
            <p>
              <a
                href={VEHICLE_CHOOSER_PATH}
                onClick={(event) => {
                  event.preventDefault();
                  go(VEHICLE_CHOOSER_PATH);
                }}
              >
                Or choose its year, make, model and trim
              </a>
            </p>
          ) : null}
        </search>
      )}

      <p id={`${id}-status`} className="search-status" role="status">
        {statusText}
      </p>
      {state.status === "error" && state.errorMessage ? (
        <p className="form-error" role="alert">
          {state.errorMessage}
        </p>
      ) : null}

      {groups.length > 0 && typed ? (
        <div className="search-results">
          {groups.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h3>{group.label}</h3>
              <ul className="search-list">
                {group.siteSearchResultList.map((item) => (
                  <ResultItem
                    key={`${item.label}-${item.action.type}`}
                    item={item}
                    fills={fillsInput(item)}
                    onChoose={() => choose(item)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}

      {!typed && state.lock !== "guidedShopping" && state.history.length > 0 ? (
        <div className="search-history">
          <div className="search-history__head">
            <h3>Recent searches</h3>
            <button type="button" className="link-button" onClick={() => search.clearHistory()}>
              Clear
            </button>
          </div>
          {state.history.map((group) => (
            <section key={group.label} aria-label={`Recent ${group.label.toLowerCase()} searches`}>
              <h4>{group.label}</h4>
              <ul className="search-list">
                {group.items.map((item) => (
                  <ResultItem key={item.label} item={item} onChoose={() => choose(item, true)} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
