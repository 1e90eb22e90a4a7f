import { type FormEvent, useId } from "react";

export type ZipFormProps = {
  defaultZip?: string;
  /** Message shown under the field, e.g. "Please enter a valid ZIP code". */
  error?: string | null;
  busy?: boolean;
  onSubmit(zip: string): void;
};

/** ZIP entry: labelled field, the error tied to it for screen readers, submit by Enter or button. */
export function ZipForm({ defaultZip = "", error = null, busy = false, onSubmit }: ZipFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("zip");
    if (field instanceof HTMLInputElement) onSubmit(field.value);
  };
  return (
    <form className="tk-zip-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>ZIP code</label>
      <div className="tk-zip-form__row">
        <input
          id={id}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={defaultZip}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? "Searching…" : "Find shops"}
        </button>
      </div>
      {error ? (
        <p className="tk-field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
