import { TreadkitWidget } from "@treadkit/embed/react";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

/**
 * A partner's React 19 page placing the installer widget with @treadkit/embed's component: the
 * loader comes from the store's origin (the root element's data-loader), the widget's events land
 * in React state, and a button unmounts it. Built by rollup into dist/examples/react-host.js.
 */
function Host({ loader }: { loader: string }) {
  const [shown, setShown] = useState(true);
  const [count, setCount] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  return (
    <main>
      <h1>Sunrise Tire Pros</h1>
      <p>A React page placing the tire finder with the TreadkitWidget component.</p>
      <p role="status" aria-label="Cart">
        {count === null ? "No cart yet" : `Tires in cart: ${count}`}
      </p>
      <p>{ready ? "Widget ready" : "Widget loading"}</p>
      <button type="button" onClick={() => setShown((value) => !value)}>
        {shown ? "Hide the widget" : "Show the widget"}
      </button>
      {shown ? (
        <TreadkitWidget
          loader={loader}
          widget="installer"
          attributes={{ subDomain: "sunrise-tire-pros", zip: "33301" }}
          on={{
            ready: () => setReady(true),
            "cart-updated": (detail) => setCount(detail.count),
          }}
          fallback={<p>The tire finder could not be loaded.</p>}
        />
      ) : null}
    </main>
  );
}

const root = document.getElementById("root");
const loader = root?.dataset.loader;
if (root && loader) {
  createRoot(root).render(
    <StrictMode>
      <Host loader={loader} />
    </StrictMode>,
  );
}
