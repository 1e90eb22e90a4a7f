import type { CatalogProduct } from "@treadkit/core/catalog";

/** A tire's name and specs as an offer card shows them: brand, line, size, load and speed. */
export function TireSummary({ product }: { product: CatalogProduct }) {
  return (
    <>
      <h4>
        <span className="tk-offer__brand">{product.brand.label}</span> {product.productLine.name}
      </h4>
      <p className="tk-offer__meta">
        {product.size} {product.loadIndex}
        {product.speedRating} · {product.categoryName}
        {product.availability === "ProductStatusOutOfStock" ? " · Out of stock" : ""}
      </p>
    </>
  );
}
