import type { ReactNode } from "react";

/**
 * A checkout step's two parts: what the shopper decides on the step, and the order it adds up
 * to (tires, total, the step's button). On wide screens the order sits beside the choices and
 * stays in view; on phones it follows them, ending at the button.
 */
export function StepColumns({ main, summary }: { main: ReactNode; summary: ReactNode }) {
  return (
    <div className="checkout-columns">
      <div className="checkout-columns__main">{main}</div>
      <aside className="checkout-columns__summary" aria-label="Order summary">
        {summary}
      </aside>
    </div>
  );
}
