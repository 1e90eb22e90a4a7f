import { type CatalogProduct, PRODUCT_IMAGE_VIEW_NAMES } from "@treadkit/core/catalog";
import { useState } from "react";

type Image = CatalogProduct["imageList"][number];

/**
 * The tire's pictures: the one shown large, and a thumbnail button for each view. The first
 * view is the page's largest paint, so it is fetched first; the others when asked for.
 */
export function Gallery({ images }: { images: Image[] }) {
  const [shown, setShown] = useState(0);
  const image = images[shown] ?? images[0];
  if (!image) return <div className="pdp__gallery" />;
  return (
    <div className="pdp__gallery">
      <img
        className="gallery__main"
        src={image.src}
        alt={image.altText}
        width={480}
        height={480}
        fetchPriority={shown === 0 ? "high" : undefined}
      />
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {images.map((thumb, i) => (
            <li key={thumb.src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === shown}
                aria-label={`Show the ${PRODUCT_IMAGE_VIEW_NAMES[thumb.view]}`}
                onClick={() => setShown(i)}
              >
                <img
                  src={thumb.src}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
