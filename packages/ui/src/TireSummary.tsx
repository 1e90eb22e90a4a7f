import type { CatalogProduct } from "@treadkit/core/catalog";
import type { TireFit } from "@treadkit/core/widget";
import { Stars } from "./design/Stars";
import { FitVerdict } from "./FitVerdict";

/**
 * A tire as an offer card shows it, as the storefront's listing card does: its picture (in a box
 * of its own size, so nothing moves as it arrives), brand, line, its line's rating, and size,
 * load, speed and category, and with a vehicle known the verdict on its fit. `origin` is the
 * store the picture comes from.
 */
export function TireSummary({
  product,
  origin,
  fit,
}: {
  product: CatalogProduct;
  origin: string;
  fit?: TireFit | null | undefined;
}) {
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
      {fit ? <FitVerdict fit={fit} /> : null}
    </>
  );
}
