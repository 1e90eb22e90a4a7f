import {
  type CatalogListing,
  DEFAULT_LISTING_SORT,
  LIGHT_TRUCK_LABEL,
  LISTING_PARAM_KEYS,
  type ListingScope,
  type ListingState,
  LOAD_INDEX_FLOORS,
  listingSearch,
  listingSearchParams,
  openFilterGroups,
  parseListingParams,
  priceRangeHints,
  slugify,
} from "@treadkit/core/catalog";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

type Option = { value: string; label: string; count: number };

/**
 * While the phone sheet is open the page behind it keeps still, Escape closes it, and focus starts
 * at its heading.
 */
function useSheet(open: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    document.getElementById("listing-filters-heading")?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
}

/**
 * The listing's filters as a GET form: without JavaScript "Apply filters" submits it; with it,
 * every change lists the tires again in place. Each field's name and value are the ones the
 * listing's canonical query uses, so the form reads its state from that query.
 */
export function FilterPanel({
  facets,
  state,
  scope,
  sheet,
}: {
  facets: CatalogListing["facets"];
  state: ListingState;
  scope: ListingScope;
  /**
   * On phones the panel is a sheet over the page, opened from the listing's toolbar and closed
   * by its "Show N tires" button, N being the tires the filters list now.
   */
  sheet: { open: boolean; total: number; onClose(): void };
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const current = listingSearchParams(state);
  const open = openFilterGroups(scope);
  // Keys that are not the listing's (a vehicle's trim) travel along; the page starts again at 1.
  const carried = [...new URLSearchParams(search)].filter(
    ([key]) => !(LISTING_PARAM_KEYS as readonly string[]).includes(key),
  );
  const stateKey = current.toString();

  // After a navigation (a chip removed, back and forward) the fields show the listing's state.
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const shown = new URLSearchParams(stateKey);
    for (const field of fields) {
      if (
        field instanceof HTMLInputElement &&
        (field.type === "checkbox" || field.type === "radio")
      ) {
        const values = shown.getAll(field.name);
        field.checked = field.value === "" ? values.length === 0 : values.includes(field.value);
      } else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        if (field.type !== "hidden") field.value = shown.get(field.name) ?? "";
      }
    }
  }, [stateKey]);

  const apply = (formElement: HTMLFormElement) => {
    const submitted = new URLSearchParams();
    for (const [key, value] of new FormData(formElement)) {
      if (typeof value === "string") submitted.append(key, value);
    }
    const next = listingSearch({ ...parseListingParams(submitted), page: 1 }, submitted);
    if (next !== search) navigate(`${pathname}${next}`, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
    sheet.onClose();
  };
  // The DOM's change event: a box ticked, an option chosen, a price typed and left (React's
  // onChange would fire on every keystroke of a price).
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onChange = () => applyRef.current(element);
    element.addEventListener("change", onChange);
    return () => element.removeEventListener("change", onChange);
  }, []);

  useSheet(sheet.open, sheet.onClose);
  // Before the page is live, and without JavaScript, the phone sheet is opened and closed by
  // links (the sheet is their target); once live, by the page's state.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const brands: Option[] = facets.brands;
  const categories: Option[] = facets.categories.map((c) => ({
    ...c,
    value: slugify(c.label),
  }));
  const types: Option[] = facets.types.map((t) => ({ ...t, value: slugify(t.value) }));
  const checked = (name: string, value: string) => current.getAll(name).includes(value);
  const hints = priceRangeHints(facets.price);

  return (
    <section
      id="listing-filters"
      className="listing-filters"
      aria-labelledby="listing-filters-heading"
      data-sheet={live ? (sheet.open ? "open" : "closed") : undefined}
    >
      <div className="listing-filters__head">
        <h2 id="listing-filters-heading" tabIndex={-1}>
          Filter tires
        </h2>
        {live ? (
          <button type="button" className="listing-filters__close" onClick={sheet.onClose}>
            Close
          </button>
        ) : (
          <a className="listing-filters__close" href="#results">
            Close
          </a>
        )}
      </div>
      <form ref={form} method="get" action={pathname} onSubmit={onSubmit}>
        {carried.map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
        {state.sort !== DEFAULT_LISTING_SORT ? (
          <input type="hidden" name="sort" value={state.sort} />
        ) : null}
        {open.brand ? (
          <CheckboxGroup legend="Brand" name="brand" options={brands} checked={checked} />
        ) : null}
        {open.category ? (
          <CheckboxGroup legend="Category" name="category" options={categories} checked={checked} />
        ) : null}
        {open.type && types.length > 0 ? (
          <fieldset className="filter-group">
            <legend>Tire type</legend>
            <label>
              <input type="radio" name="type" value="" defaultChecked={!current.has("type")} />
              Any type
            </label>
            {types.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name="type"
                  value={option.value}
                  defaultChecked={checked("type", option.value)}
                />
                {`${option.label} `}
                <span className="count">{`(${option.count})`}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <CheckboxGroup
          legend="Speed rating"
          name="speedRating"
          options={facets.speedRatings}
          checked={checked}
        />
        <fieldset className="filter-group filter-group--price">
          <legend>Price per tire</legend>
          <label>
            Min ($)
            <input
              type="number"
              name="minPrice"
              min={0}
              step="0.01"
              inputMode="decimal"
              placeholder={hints?.min}
              defaultValue={current.get("minPrice") ?? ""}
            />
          </label>
          <label>
            Max ($)
            <input
              type="number"
              name="maxPrice"
              min={0}
              step="0.01"
              inputMode="decimal"
              placeholder={hints?.max}
              defaultValue={current.get("maxPrice") ?? ""}
            />
          </label>
        </fieldset>
        <fieldset className="filter-group">
          <legend>Load index</legend>
          <label>
            Minimum load index
            <select name="minLoadIndex" defaultValue={current.get("minLoadIndex") ?? ""}>
              <option value="">Any</option>
              {LOAD_INDEX_FLOORS.map((floor) => (
                <option key={floor} value={floor}>{`${floor} or higher`}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset className="filter-group">
          <legend>More</legend>
          <FlagFilter name="runFlat" label="Run-flat only" checked={checked("runFlat", "true")} />
          {(facets.lightTruck ?? 0) > 0 || checked("lightTruck", "true") ? (
            <FlagFilter
              name="lightTruck"
              label={LIGHT_TRUCK_LABEL}
              checked={checked("lightTruck", "true")}
              count={facets.lightTruck ?? 0}
            />
          ) : null}
          <FlagFilter name="deals" label="Deals only" checked={checked("deals", "true")} />
        </fieldset>
        <button type="submit" className="listing-filters__apply">
          Apply filters
        </button>
        {/* On phones: the sheet's way back to the tires, which applies what is ticked. */}
        <div className="listing-filters__show">
          <button type="submit" className="button">
            {`Show ${sheet.total} ${sheet.total === 1 ? "tire" : "tires"}`}
          </button>
        </div>
      </form>
    </section>
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: Option[];
  checked: (name: string, value: string) => boolean;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={checked(name, option.value)}
          />
          {`${option.label} `}
          <span className="count">{`(${option.count})`}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A yes-or-no filter ("Run-flat only"), sent as `name=true`; with how many tires it lists. */
function FlagFilter(props: { name: string; label: string; checked: boolean; count?: number }) {
  return (
    <label>
      <input type="checkbox" name={props.name} value="true" defaultChecked={props.checked} />
      {props.label}
      {props.count === undefined ? null : <span className="count">{` (${props.count})`}</span>}
    </label>
  );
}
