import { type DigitMask, maskForField } from "@treadkit/core/masks";
import { PHONE_TYPES, type PhoneType } from "@treadkit/core/validation";
import { useMaskedInput } from "@treadkit/ui/useMaskedInput";
import { Fragment, type ReactNode } from "react";

/**
 * A labelled text input whose error, when it has one, is its accessible description. A phone or
 * ZIP field (by its autocomplete token, or type="tel") is masked as it is typed and holds the
 * normalised value; `mask` overrides that, null for none.
 */
export function TextField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  type?: string;
  required?: boolean;
  /** A note under the field when it has no error (the ZIP's own city, say). */
  hint?: string | undefined;
  mask?: DigitMask | null;
  onChange(value: string): void;
}) {
  const { id, error } = props;
  const masked = useMaskedInput(
    props.mask === undefined ? maskForField(props) : props.mask,
    props.value,
    props.onChange,
  );
  const hint = error ? undefined : props.hint;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        value={masked.value}
        inputMode={masked.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={masked.onChange}
      />
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="checkout-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type FieldSpec<Name extends string> = {
  name: Name;
  label: string;
  autoComplete: string;
  type?: string;
};

/**
 * The text fields of one form object, each with its message when it has one; in a fieldset
 * when given a legend.
 */
export function TextFields<Name extends string>(props: {
  legend?: string;
  idPrefix: string;
  fields: readonly FieldSpec<Name>[];
  values: Readonly<Record<Name, unknown>>;
  errors: Partial<Record<Name, string>>;
  hints?: Partial<Record<Name, string>>;
  /** What follows a field, before the next one (the phone's type after the phone, say). */
  after?: Partial<Record<Name, ReactNode>>;
  onChange(name: Name, value: string): void;
}) {
  const fields = props.fields.map((field) => (
    <Fragment key={field.name}>
      <TextField
        id={`${props.idPrefix}-${field.name}`}
        name={field.name}
        label={field.label}
        type={field.type}
        autoComplete={field.autoComplete}
        value={String(props.values[field.name] ?? "")}
        error={props.errors[field.name]}
        hint={props.hints?.[field.name]}
        onChange={(value) => props.onChange(field.name, value)}
      />
      {props.after?.[field.name]}
    </Fragment>
  ));
  if (props.legend === undefined) return fields;
  return (
    <fieldset className="checkout-fields">
      <legend>{props.legend}</legend>
      {fields}
    </fieldset>
  );
}

const PHONE_TYPE_LABELS: Record<PhoneType, string> = { mobile: "Mobile", landline: "Landline" };

/** Mobile or landline (checkout.md §5; mobile by default), its message as its description. */
export function PhoneTypeField(props: {
  id: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const { id, error } = props;
  return (
    <div className="field">
      <label htmlFor={id}>Phone type</label>
      <select
        id={id}
        name="phoneType"
        value={props.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {PHONE_TYPES.map((type) => (
          <option key={type} value={type}>
            {PHONE_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form (the server's answer), read out as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
