import { formatTireSize, INVALID_SIZE_MESSAGE, parseTireSize } from "@treadkit/core/catalog";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";

export type TireSizeFormProps = {
  defaultSize?: string;
  /** Receives the size as shoppers read it, e.g. "225/50R17" for "2255017". */
  onSubmit(size: string): void;
  /**
   * The store's tire scan, where a photo of the sidewall is read on the shopper's device: a link
   * to the store's page, for a widget whose shopper goes on to the store anyway.
   */
  scanHref?: string;
  /** The scan in the widget itself, for a widget whose shopper stays on the partner's page. */
  onScan?(): void;
  /** What a scan read, for the shopper to check against the tire before searching. */
  scanned?: string;
};

/** Tire-size entry: "225/50R17", "P225/50R17" or "2255017"; anything else is refused here. */
// The button is never disabled while a search runs: a disabled button drops keyboard focus, and a
// new search simply replaces the one in flight.
export function TireSizeForm({
  defaultSize = "",
  onSubmit,
  scanHref,
  onScan,
  scanned,
}: TireSizeFormProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // Back from a scan, which the shopper asked for, with the size read: they check it here.
  useEffect(() => {
    if (scanned) field.current?.focus();
  }, [scanned]);

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
          ref={field}
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
      {scanned ? (
        <p className="tk-scanned" role="status">
          Read from your photo: {scanned}. Check it against your tire, then find tires.
        </p>
      ) : null}
      {onScan ? (
        <p className="tk-hint">
          <button type="button" className="tk-link-button" onClick={onScan}>
            Scan your tire
          </button>{" "}
          to read the size from a photo
        </p>
      ) : scanHref ? (
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
