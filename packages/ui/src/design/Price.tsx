import type { CardPrice } from "@treadkit/core/catalog";
import { formatCents } from "@treadkit/core/money";
import type { ReactNode } from "react";

/**
 * A tire's price as a shopper reads it: each, the buyer's price label, the list price struck
 * through when it sells below it, and what the set comes to with its saving. The amounts come
 * from the core (`cardPrice`); nothing is computed here.
 */
export function Price({
  price,
  label,
  className,
  children,
}: {
  price: CardPrice;
  /** The signed-in buyer's price label (Fleet, Employee…), when the price is theirs. */
  label?: string | undefined;
  className?: string;
  /** More to say of the price (the set installed near the shopper). */
  children?: ReactNode;
}) {
  return (
    <p className={className ? `price-block ${className}` : "price-block"}>
      <span className="price">{formatCents(price.eachInCents)}</span>
      <span className="per">each</span>
      {label ? <span className="price-label">{`${label} price`}</span> : null}
      {price.listInCents !== null ? (
        <s className="list-price">{formatCents(price.listInCents)}</s>
      ) : null}
      <span className="price-block__set">
        <strong>{formatCents(price.setInCents)}</strong>
        {` for ${price.setQuantity}`}
        {price.setSavingInCents !== null ? `, you save ${formatCents(price.setSavingInCents)}` : ""}
      </span>
      {children}
    </p>
  );
}
