import {
  agreementTerms,
  CHECKED,
  COMPANY_MAX_LENGTH,
  checkInstallerSignupForm,
  emptyInstallerSignupForm,
  type InstallerSignupErrors,
  type InstallerSignupField,
  type InstallerSignupValues,
  MAX_BAYS,
  WEBSITE_MAX_LENGTH,
} from "@treadkit/core/installer-signup";
import { ADDRESS_LINE_MAX_LENGTH, NAME_MAX_LENGTH, US_STATES } from "@treadkit/core/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useActionData, useNavigation } from "react-router";
import { FormAlert } from "../checkout/TextField";

/** What a refused application sends back: the values as entered and each field's message. */
export type InstallerSignupActionData = {
  values: InstallerSignupValues;
  errors: InstallerSignupErrors;
};

const ID = "installer";

type Change = (field: InstallerSignupField, value: string) => void;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** A field's message, when it has one: the text under it and what its control describes. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="form-error">
      {message}
    </p>
  ) : null;
}

type FieldProps = {
  field: InstallerSignupField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: Change;
  autoComplete: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  inputMode?: "numeric" | "url" | "email" | "tel";
  maxLength?: number;
  required?: boolean;
};

function TextInput(props: FieldProps) {
  const id = `${ID}-${props.field}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p id={`${id}-hint`} className="checkout-hint">
          {props.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={props.field}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        required={props.required ?? true}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.hint && `${id}-hint`, props.error && `${id}-error`)}
        onChange={(event) => props.onChange(props.field, event.currentTarget.value)}
      />
      <FieldError id={id} message={props.error} />
    </div>
  );
}

function Checkbox(props: {
  field: InstallerSignupField;
  label: string;
  checked: boolean;
  error: string | undefined;
  onChange: Change;
  required?: boolean;
  describedById?: string;
}) {
  const id = `${ID}-${props.field}`;
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name={props.field}
        type="checkbox"
        value={CHECKED}
        checked={props.checked}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.describedById, props.error && `${id}-error`)}
        onChange={(event) =>
          props.onChange(props.field, event.currentTarget.checked ? CHECKED : "")
        }
      />{" "}
      <label htmlFor={id}>{props.label}</label>
      <FieldError id={id} message={props.error} />
    </div>
  );
}

/**
 * The installer sign-up form (storefront.md §5). A real POST form: without a script the server
 * checks it and answers with each message at its field. Once the page is live, a submit checks
 * the values by the core's rules first, shows each message beside its field and focuses the
 * first one; only a valid application is sent.
 */
export function InstallerSignupForm() {
  const refused = useActionData() as InstallerSignupActionData | undefined;
  const navigation = useNavigation();
  const [values, setValues] = useState<InstallerSignupValues>(
    () => refused?.values ?? emptyInstallerSignupForm(),
  );
  const [errors, setErrors] = useState<InstallerSignupErrors>(() => refused?.errors ?? {});
  const [shownRefusal, setShownRefusal] = useState(refused);
  const [live, setLive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setLive(true), []);
  // A refusal from the server (a waiting application, too many sent): its messages replace ours.
  if (refused !== shownRefusal) {
    setShownRefusal(refused);
    if (refused) setErrors(refused.errors);
  }
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [refused]);

  const submitting = navigation.state === "submitting";
  const change: Change = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the others keep theirs until the next check.
    setErrors((current) => {
      const { [field]: _, form: __, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const checked = checkInstallerSignupForm(values);
    if (checked.valid) {
      setErrors({});
      return;
    }
    event.preventDefault();
    flushSync(() => setErrors(checked.errors));
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  const text = (field: InstallerSignupField) => ({
    field,
    value: values[field],
    error: errors[field],
    onChange: change,
  });
  const stateId = `${ID}-state`;

  return (
    <Form
      method="post"
      ref={formRef}
      className="review-form installer-signup-form"
      noValidate={live}
      onSubmit={submit}
      aria-labelledby="installer-signup-title"
    >
      <fieldset className="checkout-fields">
        <legend>Your shop</legend>
        <TextInput
          {...text("company")}
          label="Shop name"
          autoComplete="organization"
          maxLength={COMPANY_MAX_LENGTH}
        />
        <TextInput
          {...text("addressLine1")}
          label="Street address"
          autoComplete="address-line1"
          maxLength={ADDRESS_LINE_MAX_LENGTH}
        />
        <TextInput {...text("city")} label="City" autoComplete="address-level2" />
        <div className="field">
          <label htmlFor={stateId}>State</label>
          <select
            id={stateId}
            name="state"
            required
            autoComplete="address-level1"
            value={values.state}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${stateId}-error` : undefined}
            onChange={(event) => change("state", event.currentTarget.value)}
          >
            <option value="">Choose…</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          <FieldError id={stateId} message={errors.state} />
        </div>
        <TextInput
          {...text("zip")}
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
        <TextInput
          {...text("website")}
          label="Website (optional)"
          hint="For example yourshop.com"
          autoComplete="url"
          inputMode="url"
          maxLength={WEBSITE_MAX_LENGTH}
          required={false}
        />
        <TextInput
          {...text("bays")}
          label="Number of service bays (optional)"
          hint={`From 1 to ${MAX_BAYS}`}
          autoComplete="off"
          inputMode="numeric"
          maxLength={2}
          required={false}
        />
        <Checkbox
          {...text("offersMobileInstall")}
          checked={values.offersMobileInstall === CHECKED}
          label="We also install at customers' homes and offices (mobile installation)"
        />
      </fieldset>

      <fieldset className="checkout-fields">
        <legend>Your contact details</legend>
        <TextInput
          {...text("firstName")}
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextInput
          {...text("lastName")}
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextInput
          {...text("email")}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextInput
          {...text("phone")}
          label="Phone"
          hint="10 digits, for example (954) 555-0101"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </fieldset>

      <fieldset className="checkout-fields">
        <legend>Installer agreement</legend>
        <p id={`${ID}-agreement-intro`}>Partner shops agree to:</p>
        <ul id={`${ID}-agreement-terms`} className="installer-agreement">
          {agreementTerms().map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <Checkbox
          {...text("acceptsAgreement")}
          checked={values.acceptsAgreement === CHECKED}
          required
          describedById={`${ID}-agreement-terms`}
          label="My shop accepts the installer agreement"
        />
      </fieldset>

      <FormAlert message={errors.form} />
      <button type="submit" className="button" aria-disabled={submitting ? "true" : undefined}>
        {submitting ? "Sending…" : "Apply"}
      </button>
    </Form>
  );
}
