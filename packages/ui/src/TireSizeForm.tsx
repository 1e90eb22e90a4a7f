import { formatTireSize, INVALID_SIZE_MESSAGE, parseTireSize } from "@treadkit/core/catalog";
import { type FormEvent, useId, useState } from "react";

export type TireSizeFormProps = {
  defaultSize?: string;
  /** Receives the size as shoppers read it, e.g. "225/50R17" for "2255017". */
  onSubmit(size: string): void;
  /**
   * The store's tire scan, where a photo of the sidewall is read on the shopper's device: a page
   * of the store's own origin, which the scan's workers need (a partner's page cannot start them).
   */
  scanHref?: string;
};

/** Tire-size entry: "225/50R17", "P225/50R17" or "2255017"; anything else is refused here. */
// The button is never disabled while a search runs: a disabled button drops keyboard focus, and a
// new search simply replaces the one in flight.
export function TireSizeForm({ defaultSize = "", onSubmit, scanHref }: TireSizeFormProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("size");
    if (!(field instanceof HTMLInputElement)) return;
    const size = parseTireSize(field.value);
    setError(size ? null : INVALID_SIZE_MESSAGE);
    if (size) onSubmit(formatTireSize(size));
  };

  return (
    <form className="tk-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>Tire size</label>
      <p className="tk-hint" id={hintId}>
        On the tire's sidewall, e.g. 225/50R17 or 2255017
      </p>
      <div className="tk-form__row">
        <input
          id={id}
          name="size"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          defaultValue={defaultSize}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <button type="submit">Find tires</button>
      </div>
      {error ? (
        <p className="tk-field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {scanHref ? (
        <p className="tk-hint">
          <a href={scanHref} target="_blank" rel="noopener">
            Scan your tire
          </a>{" "}
          to read the size from a photo
        </p>
      ) : null}
    </form>
  );
}
