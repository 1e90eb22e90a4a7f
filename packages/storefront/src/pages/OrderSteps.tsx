/** An order's tracking steps (storefront.md §4), the current one marked as the step. */
export function OrderSteps({
  orderId,
  steps,
}: {
  orderId: string;
  steps: readonly { label: string; state: "done" | "current" | "upcoming" }[];
}) {
  return (
    <ol className="account-steps" aria-label={`Progress of order ${orderId}`}>
      {steps.map((step) => (
        <li
          key={step.label}
          className={`account-step account-step--${step.state}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          {step.label}
          {step.state === "done" ? <span className="visually-hidden"> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}
