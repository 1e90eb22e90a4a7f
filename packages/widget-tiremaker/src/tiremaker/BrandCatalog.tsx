import { useStore } from "@nanostores/react";
import type { TireMakerStore } from "@treadkit/core/widget";
import { Failed } from "@treadkit/ui/Failed";
import { usePreload } from "@treadkit/ui/lazy-part";
import { useId } from "react";
import { SizeChoices } from "./lazy-sizes";
import { MoreSizes } from "./MoreSizes";

/** A brand's lines, then the chosen line's sizes with their prices, the quantity and add to cart. */
export function BrandCatalog({ store }: { store: TireMakerStore }) {
  const lines = useStore(store.$lines);
  const line = useStore(store.$line);
  const sizes = useStore(store.$sizes);
  const loadingMore = useStore(store.$loadingMoreSizes);
  const hasMore = useStore(store.$hasMoreSizes);
  const id = useId();
  // The sizes' part is fetched while the sizes themselves are.
  usePreload(SizeChoices, sizes.status === "loading");

  return (
    <section className="tk-tm-catalog" aria-labelledby={`${id}-lines`}>
      <h3 id={`${id}-lines`}>Choose a tire line</h3>
      {lines.status === "loading" ? (
        <p className="tk-notice" role="status">
          Loading tire lines…
        </p>
      ) : null}
      {lines.status === "error" ? (
        <Failed
          message={lines.message}
          retry={lines.retryable ? () => void store.loadLines() : undefined}
        />
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
        <Failed
          message={sizes.message}
          retry={sizes.retryable && line ? () => void store.chooseLine(line.slug) : undefined}
        />
      ) : null}
      {line && sizes.status === "done" ? (
        <SizeChoices store={store} sizes={sizes.data.sizes} legend={`Sizes of ${line.name}`}>
          {hasMore ? (
            <MoreSizes
              shown={sizes.data.sizes.length}
              total={sizes.data.total}
              loading={loadingMore}
              onMore={() => void store.moreSizes()}
            />
          ) : null}
        </SizeChoices>
      ) : null}
    </section>
  );
}
