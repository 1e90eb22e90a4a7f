import type { Result } from "@treadkit/core/client";
import {
  checkForm,
  type FieldErrors,
  type FieldMessages,
  type FormSchema,
  placeRefusal,
} from "@treadkit/core/session";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type FieldSpec, FormAlert, TextFields } from "../checkout/TextField";

export type MemberFormProps<Form extends Record<string, string>, Out, Saved> = {
  /** Prefix of the fields' ids; also names the section. */
  id: string;
  title: string;
  fields: readonly FieldSpec<keyof Form & string>[];
  initial: Form;
  schema: FormSchema<Out>;
  /** The server's messages that belong on a field. */
  refusals?: FieldMessages<Form>;
  submitLabel: string;
  /** What is said once saved. */
  savedMessage(value: Out): string;
  /** Empties the fields once saved: passwords are not left on screen. */
  resetOnSave?: boolean;
  save(value: Out): Promise<Result<Saved>>;
  onSaved?(saved: Saved): void | Promise<void>;
};

/**
 * One of the member's forms in its own section: each message next to its field, focus on the
 * first field to fix, the server's refusal where it belongs, and the saved message read out.
 */
export function MemberForm<Form extends Record<string, string>, Out, Saved>(
  props: MemberFormProps<Form, Out, Saved>,
) {
  const [form, setForm] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors<Form>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);

  const show = (found: { errors: FieldErrors<Form>; formError: string | null }) => {
    flushSync(() => {
      setErrors(found.errors);
      setFormError(found.formError);
    });
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaved(null);
    const checked = checkForm(props.schema, form);
    if (!checked.valid) {
      show(checked);
      return;
    }
    show({ errors: {}, formError: null });
    setSaving(true);
    const result = await props.save(checked.value);
    setSaving(false);
    if (!result.isSuccess) {
      show(placeRefusal(result.error.message, props.refusals ?? {}));
      return;
    }
    await props.onSaved?.(result.data);
    flushSync(() => {
      if (props.resetOnSave) setForm(props.initial);
      setSaved(props.savedMessage(checked.value));
    });
    savedRef.current?.focus();
  };

  return (
    <section aria-labelledby={`${props.id}-title`} className="account-section">
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <TextFields
          idPrefix={props.id}
          fields={props.fields}
          values={form}
          errors={errors}
          onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
        />
        <FormAlert message={formError} />
        <button type="submit" className="button" aria-disabled={saving ? "true" : undefined}>
          {props.submitLabel}
        </button>
        <p ref={savedRef} role="status" tabIndex={-1} className="account-saved">
          {saved}
        </p>
      </form>
    </section>
  );
}
