/** A labelled text input whose error, when it has one, is its accessible description. */
export function TextField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  type?: string;
  required?: boolean;
  onChange(value: string): void;
}) {
  const { id, error } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        value={props.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
