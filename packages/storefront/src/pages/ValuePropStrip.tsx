import type { ValueProp } from "@treadkit/core/site";
import { lazy, Suspense, useState } from "react";

const ValuePropDialog = lazy(() => import("./ValuePropDialog"));

/**
 * The value-proposition strip under the header (storefront.md §2): each prop opens its modal.
 * Which props show is the core's rule (valuePropsFor): none on checkout-type and special pages,
 * fewer in a simple shop.
 */
export function ValuePropStrip({ props }: { props: readonly ValueProp[] }) {
  const [open, setOpen] = useState<ValueProp | null>(null);
  if (props.length === 0) return null;
  return (
    <section className="value-props" aria-label="Why shop with us">
      <ul>
        {props.map((prop) => (
          <li key={prop.id}>
            <button type="button" aria-haspopup="dialog" onClick={() => setOpen(prop)}>
              {prop.title}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <ValuePropDialog prop={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
