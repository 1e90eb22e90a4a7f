import {
  ASPECT_LABELS,
  COMMENTS_MAX_LENGTH,
  checkReviewForm,
  DRIVING_STYLES,
  emptyReviewForm,
  MILES_DRIVEN,
  NOT_APPLICABLE,
  RATING_ASPECTS,
  RATING_VALUE_LABELS,
  type RatingAspect,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormValues,
  reviewFormHint,
  SUMMARY_MAX_LENGTH,
  summaryCounter,
  VEHICLE_MAX_LENGTH,
  WHERE_DRIVEN,
  withReviewField,
} from "@treadkit/core/reviews";
import { NAME_MAX_LENGTH } from "@treadkit/core/validation";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useActionData, useNavigation } from "react-router";
import { FormAlert } from "../checkout/TextField";

/** What a refused review sends back: the values as entered and each field's message. */
export type WriteReviewActionData = { values: ReviewFormValues; errors: ReviewFormErrors };

const ID = "review";
const STARS = [1, 2, 3, 4, 5] as const;

type Change = (field: ReviewFormField, value: string) => void;

const isAspect = (field: string): field is RatingAspect =>
  (RATING_ASPECTS as readonly string[]).includes(field);

/** A field's message, when it has one: the text under it and what its control describes. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="form-error">
      {message}
    </p>
  ) : null;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** One aspect: 1 to 5 or not applicable, as radio buttons in their own group. */
function AspectRating(props: {
  aspect: RatingAspect;
  value: string;
  error: string | undefined;
  onChange: Change;
}) {
  const id = `${ID}-${props.aspect}`;
  const choice = (value: string, label: ReactNode) => (
    <label key={value} className="rating-choice">
      <input
        type="radio"
        name={props.aspect}
        value={value}
        required
        checked={props.value === value}
        aria-invalid={props.error ? true : undefined}
        onChange={() => props.onChange(props.aspect, value)}
      />{" "}
      {label}
    </label>
  );
  return (
    <fieldset
      className="rating-field"
      id={id}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend>{ASPECT_LABELS[props.aspect]}</legend>
      <div className="rating-field__choices">
        {STARS.map((n) =>
          choice(
            String(n),
            <>
              {n} <span className="rating-choice__word">{RATING_VALUE_LABELS[n]}</span>
            </>,
          ),
        )}
        {choice(NOT_APPLICABLE, "Not applicable")}
      </div>
      <FieldError id={id} message={props.error} />
    </fieldset>
  );
}

function TextInput(props: {
  field: ReviewFormField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: Change;
  hint?: string;
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  pattern?: string;
  inputMode?: "numeric" | "text" | "email";
  required?: boolean;
  multiline?: boolean;
  /** Extra text the control is described by (the summary's counter). */
  after?: ReactNode;
  afterId?: string;
}) {
  const id = `${ID}-${props.field}`;
  const common = {
    id,
    name: props.field,
    value: props.value,
    maxLength: props.maxLength,
    required: props.required ?? true,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy(
      props.hint && `${id}-hint`,
      props.afterId,
      props.error && `${id}-error`,
    ),
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p id={`${id}-hint`} className="checkout-hint">
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea
          {...common}
          rows={6}
          onChange={(event) => props.onChange(props.field, event.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete ?? "off"}
          placeholder={props.placeholder}
          pattern={props.pattern}
          inputMode={props.inputMode}
          onChange={(event) => props.onChange(props.field, event.currentTarget.value)}
        />
      )}
      {props.after}
      <FieldError id={id} message={props.error} />
    </div>
  );
}

function Choice(props: {
  field: ReviewFormField;
  label: string;
  options: Readonly<Record<string, string>>;
  value: string;
  error: string | undefined;
  onChange: Change;
}) {
  const id = `${ID}-${props.field}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.field}
        required
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(props.field, event.currentTarget.value)}
      >
        <option value="">Choose…</option>
        {Object.entries(props.options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={props.error} />
    </div>
  );
}

/**
 * The write-a-review form (storefront.md §3, §5). A real POST form: without a script the server
 * checks and publishes it. Once the page is live the submit button stays disabled, saying
 * "Complete all fields to submit", until every field has a value; a click checks the values by
 * the core's rules, shows each message at its field, and only a valid review is sent.
 */
export function ReviewForm({ line }: { line: { brand: string; line: string } }) {
  const refused = useActionData() as WriteReviewActionData | undefined;
  const navigation = useNavigation();
  const [values, setValues] = useState<ReviewFormValues>(
    () => refused?.values ?? emptyReviewForm(),
  );
  const [errors, setErrors] = useState<ReviewFormErrors>(() => refused?.errors ?? {});
  const [shownRefusal, setShownRefusal] = useState(refused);
  const [live, setLive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setLive(true), []);
  // A refusal from the submission (the server's, e.g. a second review): its messages replace ours.
  if (refused !== shownRefusal) {
    setShownRefusal(refused);
    if (refused) setErrors(refused.errors);
  }
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [refused]);

  const submitting = navigation.state === "submitting";
  const hint = reviewFormHint(values);
  const change: Change = (field, value) => {
    setValues((current) => withReviewField(current, field, value));
    // A corrected field loses its message; the others keep theirs until the next check.
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      if (isAspect(field)) delete next.ratings;
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const checked = checkReviewForm(line, values);
    if (checked.valid) {
      setErrors({});
      return;
    }
    event.preventDefault();
    flushSync(() => setErrors(checked.errors));
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  };

  const text = (field: ReviewFormField) => ({
    field,
    value: values[field],
    error: errors[field],
    onChange: change,
  });

  return (
    <Form
      method="post"
      ref={formRef}
      className="review-form"
      noValidate={live}
      onSubmit={submit}
      aria-labelledby="write-review-title"
    >
      <fieldset
        className="review-ratings"
        aria-describedby={describedBy(
          `${ID}-ratings-hint`,
          errors.ratings && `${ID}-ratings-error`,
        )}
      >
        <legend>Rate its performance</legend>
        <p id={`${ID}-ratings-hint`} className="checkout-hint">
          Rate at least one area from 1 (poor) to 5 (excellent); choose Not applicable for the
          others. For road noise, 5 is the quietest.
        </p>
        <FieldError id={`${ID}-ratings`} message={errors.ratings} />
        {RATING_ASPECTS.map((aspect) => (
          <AspectRating
            key={aspect}
            aspect={aspect}
            value={values[aspect]}
            error={errors[aspect]}
            onChange={change}
          />
        ))}
      </fieldset>

      <fieldset className="checkout-fields">
        <legend>Your review</legend>
        <TextInput
          {...text("summary")}
          label="Summary"
          maxLength={SUMMARY_MAX_LENGTH}
          afterId={`${ID}-summary-count`}
          after={
            <p id={`${ID}-summary-count`} className="checkout-hint">
              {`${summaryCounter(values.summary)} characters`}
            </p>
          }
        />
        <TextInput
          {...text("comments")}
          label="Comments"
          multiline
          maxLength={COMMENTS_MAX_LENGTH}
        />
      </fieldset>

      <fieldset className="checkout-fields">
        <legend>About you</legend>
        <TextInput
          {...text("name")}
          label="Your name"
          hint="Shown with your review"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextInput
          {...text("email")}
          label="E-mail"
          hint="Never shown. One review per tire for each e-mail address."
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextInput
          {...text("purchaseDate")}
          label="Purchase date (optional)"
          hint="MM/DD/YYYY"
          required={false}
          inputMode="numeric"
          pattern="\d{2}/\d{2}/\d{4}"
          maxLength={10}
        />
        <TextInput
          {...text("vehicle")}
          label="Your vehicle"
          hint="Year, make and model, for example 2019 Honda Accord"
          maxLength={VEHICLE_MAX_LENGTH}
        />
        <Choice
          {...text("milesDriven")}
          label="Miles driven on these tires"
          options={MILES_DRIVEN}
        />
        <Choice {...text("drivingStyle")} label="Driving style" options={DRIVING_STYLES} />
        <Choice {...text("whereDriven")} label="Where you drive most" options={WHERE_DRIVEN} />
        <fieldset
          className="rating-field"
          id={`${ID}-buyAgain`}
          aria-describedby={errors.buyAgain ? `${ID}-buyAgain-error` : undefined}
        >
          <legend>Would you buy these tires again?</legend>
          <div className="rating-field__choices">
            {[
              ["yes", "Yes"],
              ["no", "No"],
            ].map(([value, label]) => (
              <label key={value} className="rating-choice">
                <input
                  type="radio"
                  name="buyAgain"
                  value={value}
                  required
                  checked={values.buyAgain === value}
                  aria-invalid={errors.buyAgain ? true : undefined}
                  onChange={() => change("buyAgain", value ?? "")}
                />{" "}
                {label}
              </label>
            ))}
          </div>
          <FieldError id={`${ID}-buyAgain`} message={errors.buyAgain} />
        </fieldset>
      </fieldset>

      <FormAlert message={errors.form} />
      <button
        type="submit"
        className="button"
        disabled={live && hint !== null}
        aria-disabled={submitting ? "true" : undefined}
        aria-describedby={hint ? `${ID}-submit-hint` : undefined}
      >
        {submitting ? "Submitting…" : "Submit review"}
      </button>
      {hint ? (
        <p id={`${ID}-submit-hint`} className="checkout-hint">
          {hint}
        </p>
      ) : null}
    </Form>
  );
}
