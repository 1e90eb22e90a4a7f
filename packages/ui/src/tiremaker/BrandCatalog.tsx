import { useStore } from "@nanostores/react";
import { formatCents } from "@treadkit/core/money";
import { quantityOptions, type TireMakerStore } from "@treadkit/core/widget";
import { type FormEvent, useId } from "react";

/**
 * A brand's lines, then the chosen line's sizes with their prices, the quantity and add to cart.
 * Sizes are radios in a fieldset, so the keyboard moves between them with the arrow keys.
 */
export function BrandCatalog({ store }: { store: TireMakerStore }) {
  const lines = useStore(store.$lines);
  const line = useStore(store.$line);
  const sizes = useStore(store.$sizes);
  const loadingMore = useStore(store.$loadingMoreSizes);
  const hasMore = useStore(store.$hasMoreSizes);
  const productId = useStore(store.$productId);
  const quantity = useStore(store.$quantity);
  const busy = useStore(store.$busy);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.addToCart();
  };

  return (
    <section className="tk-tm-catalog" aria-labelledby={`${id}-lines`}>
      <h3 id={`${id}-lines`}>Choose a tire line</h3>
      {lines.status === "loading" ? (
        <p className="tk-notice" role="status">
          Loading tire lines…
        </p>
      ) : null}
      {lines.status === "error" ? (
        <p className="tk-field-error" role="alert">
          {lines.message}
        </p>
      ) : null}
      {lines.status === "done" ? (
        <ul className="tk-tm-lines" aria-labelledby={`${id}-lines`}>
          {lines.data.map((item) => (
            <li key={item.slug}>
              <button
                type="button"
                className="tk-tm-line"
                aria-pressed={line?.slug === item.slug}
                onClick={() => void store.chooseLine(item.slug)}
              >
                <span className="tk-tm-line__name">{item.name}</span>
                <span className="tk-tm-line__count">
                  {item.sizeCount} {item.sizeCount === 1 ? "size" : "sizes"}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {line && sizes.status === "loading" ? (
        <p className="tk-notice" role="status">
          Loading sizes of {line.name}…
        </p>
      ) : null}
      {sizes.status === "error" ? (
        <p className="tk-field-error" role="alert">
          {sizes.message}
        </p>
      ) : null}
      {line && sizes.status === "done" ? (
        <form className="tk-tm-sizes" onSubmit={submit} noValidate>
          <fieldset>
            <legend>Sizes of {line.name}</legend>
            {hasMore ? (
              <p className="tk-tm-hint">
                Showing {sizes.data.sizes.length} of {sizes.data.total} sizes
              </p>
            ) : null}
            <div className="tk-tm-size-grid">
              {sizes.data.sizes.map((size) => (
                <label key={size.productId} className="tk-tm-size">
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={size.productId}
                    checked={productId === size.productId}
                    onChange={() => store.chooseSize(size.productId)}
                  />
                  <span className="tk-tm-size__label">
                    {size.size} <span className="tk-tm-size__service">{size.service}</span>
                  </span>
                  <span className="tk-tm-size__price">
                    {size.priceInCents === null
                      ? "Call for pricing"
                      : `${formatCents(size.priceInCents)} per tire`}
                    {size.canAdd ? "" : " · unavailable"}
                  </span>
                </label>
              ))}
            </div>
            {hasMore ? (
              <button
                type="button"
                className="tk-tm-link"
                disabled={loadingMore}
                onClick={() => void store.moreSizes()}
              >
                {loadingMore ? "Loading more sizes…" : "Show more sizes"}
              </button>
            ) : null}
          </fieldset>
          <div className="tk-tm-add">
            <label htmlFor={`${id}-qty`}>Quantity</label>
            <select
              id={`${id}-qty`}
              value={quantity}
              onChange={(event) => store.setQuantity(Number(event.currentTarget.value))}
            >
              {quantityOptions(quantity).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <button type="submit" className="tk-tm-primary" disabled={busy}>
              {busy ? "Adding…" : "Add to cart"}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
