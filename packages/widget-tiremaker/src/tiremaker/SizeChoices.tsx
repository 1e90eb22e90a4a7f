import { useStore } from "@nanostores/react";
import { formatCents } from "@treadkit/core/money";
import {
  type LineSize,
  quantityOptions,
  rimGroups,
  type TireFit,
  type TireMakerStore,
} from "@treadkit/core/widget";
import { FIT_MARKS } from "@treadkit/ui/FitVerdict";
import { usePartStyles } from "@treadkit/ui/lazy-part";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { sizesCss } from "./sizes-styles";

/**
 * Sizes to choose from, folded by rim diameter ("17-inch rims · 12 sizes"), with the quantity and
 * Add to cart after them: a line of sixty sizes is a few rows of rims on a phone, and the rim
 * holding the chosen size stays open. Radios in a fieldset: arrow keys move between sizes.
 */
export type SizeChoicesProps = {
  store: TireMakerStore;
  sizes: readonly LineSize[];
  legend: string;
  /** Name each size's line (the finder lists several lines). */
  showLine?: boolean;
  /** Between the sizes and the quantity: "Show more sizes", a hint. */
  children?: ReactNode;
};

export function SizeChoices({
  store,
  sizes,
  legend,
  showLine = false,
  children,
}: SizeChoicesProps) {
  const productId = useStore(store.$productId);
  const quantity = useStore(store.$quantity);
  const busy = useStore(store.$busy);
  const id = useId();
  const root = usePartStyles<HTMLFormElement>(sizesCss);
  const groups = rimGroups(sizes);
  const single = groups.length === 1;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.addToCart();
  };

  return (
    <form ref={root} className="tk-tm-sizes" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        {groups.map((group, index) => {
          const grid = (
            <div className="tk-tm-size-grid">
              {group.sizes.map((size) => (
                <label key={size.productId} className="tk-tm-size">
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={size.productId}
                    checked={productId === size.productId}
                    onChange={() => store.chooseSize(size.productId)}
                  />
                  <span className="tk-tm-size__label">
                    {showLine ? `${size.lineName} ` : ""}
                    {size.size} <span className="tk-tm-size__service">{size.service}</span>
                  </span>
                  <span className="tk-tm-size__price">
                    {size.priceInCents === null
                      ? "Call for pricing"
                      : `${formatCents(size.priceInCents)} per tire`}
                    {size.canAdd ? "" : " · unavailable"}
                  </span>
                  {size.fit ? <SizeFitNote fit={size.fit} /> : null}
                </label>
              ))}
            </div>
          );
          if (single) return <div key={group.rim}>{grid}</div>;
          const holdsChoice = group.sizes.some((size) => size.productId === productId);
          return (
            <RimFold
              key={group.rim}
              label={group.label}
              count={group.sizes.length}
              open={holdsChoice || (productId === null && index === 0)}
            >
              {grid}
            </RimFold>
          );
        })}
        {children}
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
  );
}

/** The storefront's verdict on a size's fit to the shopper's vehicle, its cautions named. */
function SizeFitNote({ fit }: { fit: TireFit }) {
  return (
    <span className={`tk-tm-fit tk-tm-fit--${fit.kind}`}>
      <span aria-hidden="true">{FIT_MARKS[fit.kind]} </span>
      {fit.headline}
      {fit.notes.length > 0 ? `: ${fit.notes.join(", ")}` : ""}
    </span>
  );
}

/**
 * One rim's sizes in a <details>. Whether it starts open is read once: after that it is the
 * shopper's, and choosing a size in another rim folds nothing away under their finger.
 */
function RimFold({
  label,
  count,
  open,
  children,
}: {
  label: string;
  count: number;
  open: boolean;
  children: ReactNode;
}) {
  const [initiallyOpen] = useState(open);
  return (
    <details className="tk-tm-rim" open={initiallyOpen || undefined}>
      <summary>
        {label}{" "}
        <span className="tk-tm-size__service">
          · {count} {count === 1 ? "size" : "sizes"}
        </span>
      </summary>
      {children}
    </details>
  );
}
