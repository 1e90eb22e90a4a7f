import type { CatalogProduct } from "@treadkit/core/catalog";
import { Stars } from "./design/Stars";

/**
 * A tire as an offer card shows it, as the storefront's listing card does: its picture (in a box
 * of its own size, so nothing moves as it arrives), brand, line, its line's rating, and size,
 * load, speed and category. `origin` is the store the picture comes from.
 */
export function TireSummary({ product, origin }: { product: CatalogProduct; origin: string }) {
  const image = product.imageList[0];
  return (
    <>
      {image ? (
        <img
          className="tk-offer__picture"
          src={new URL(image.src, origin).href}
          alt={image.altText}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h4>
        <span className="tk-offer__brand">{product.brand.label}</span> {product.productLine.name}
      </h4>
      {product.rating ? (
        <p className="tk-offer__rating">
          <Stars average={product.rating.average} count={product.rating.count} />
        </p>
      ) : null}
      <p className="tk-offer__meta">
        {product.size} {product.loadIndex}
        {product.speedRating} · {product.categoryName}
        {product.availability === "ProductStatusOutOfStock" ? " · Out of stock" : ""}
      </p>
    </>
  );
}
