import type { ReactNode } from "react";

/**
 * The support forms' fields: a label, an optional hint, the control, and the field's message
 * under it, which the control is described by (aria-describedby) and marked invalid for.
 */

type Common = {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  required?: boolean;
};

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return ids || undefined;
}

function Frame(props: Common & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="form-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes every control shares; uncontrolled, so a form without its script still posts them. */
function controlProps(props: Common) {
  return {
    id: props.id,
    name: props.name,
    required: props.required ?? true,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy(props.id, !!props.hint, !!props.error),
  } as const;
}

export function TextInput(
  props: Common & {
    defaultValue: string;
    type?: string;
    autoComplete: string;
    maxLength?: number;
    inputMode?: "numeric" | "email" | "tel" | "text";
    onInput?(): void;
  },
) {
  return (
    <Frame {...props}>
      <input
        {...controlProps(props)}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        onInput={props.onInput}
      />
    </Frame>
  );
}

export function TextArea(
  props: Common & { defaultValue: string; maxLength: number; onInput?(): void },
) {
  return (
    <Frame {...props}>
      <textarea
        {...controlProps(props)}
        rows={6}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        onInput={props.onInput}
      />
    </Frame>
  );
}

export function Choice(
  props: Common & {
    defaultValue: string;
    options: Readonly<Record<string, string>>;
    onInput?(): void;
  },
) {
  return (
    <Frame {...props}>
      <select {...controlProps(props)} defaultValue={props.defaultValue} onInput={props.onInput}>
        <option value="">Choose…</option>
        {Object.entries(props.options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
