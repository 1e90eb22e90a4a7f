import {
  type FormErrors,
  MAILING_LIST_CHECK_INBOX,
  MAILING_LIST_PATH,
  MAILING_LIST_PITCH,
  type MailingListSource,
  submitMailingListForm,
} from "@treadkit/core/contact";
import { useState } from "react";
import { useClient } from "../../context";
import { useFormFlow } from "./form-flow";

/**
 * The mailing-list sign-up (double opt-in): the footer's on every page, and the /mailing-list
 * page's. Without the page's script it posts to /mailing-list; once live it asks in place and
 * says so in place. Either way the answer is the same whether or not the address is on the list.
 */
export function MailingListSignup(props: {
  source: MailingListSource;
  idPrefix: string;
  /** A refusal the server rendered the page with (the /mailing-list page's form only). */
  refused?: { values: { email: string }; errors: FormErrors<"email"> };
  /** Shown as sent from the start (the /mailing-list page after a post without the script). */
  sent?: boolean;
  submitLabel?: string;
}) {
  const client = useClient();
  const [sent, setSent] = useState(props.sent ?? false);
  const flow = useFormFlow<FormErrors<"email">>({
    refused: props.refused,
    order: ["email"],
    idPrefix: props.idPrefix,
    send: (form) => {
      const email = new FormData(form).get("email");
      return submitMailingListForm(client, {
        email: typeof email === "string" ? email : "",
        source: props.source,
      });
    },
    onSent: () => setSent(true),
  });
  const id = `${props.idPrefix}-email`;
  const error = flow.errors.email;
  return (
    <form
      ref={flow.formRef}
      method="post"
      action={MAILING_LIST_PATH}
      className="mailing-list-form"
      noValidate={flow.live}
      onSubmit={flow.submit}
    >
      <input type="hidden" name="source" value={props.source} />
      <label htmlFor={id}>Your e-mail address</label>
      <div className="mailing-list-form__row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={props.refused?.values.email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={() => flow.clear("email")}
        />
        <button type="submit" className="button" aria-disabled={flow.sending ? "true" : undefined}>
          {flow.sending ? "Signing up…" : (props.submitLabel ?? "Sign up")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
      {flow.errors.form ? (
        <p className="form-error" role="alert">
          {flow.errors.form}
        </p>
      ) : null}
      {/* Announced when it fills; a live region, not role=status, as the page may have its own. */}
      <p aria-live="polite" className="mailing-list-form__status">
        {sent ? MAILING_LIST_CHECK_INBOX : ""}
      </p>
    </form>
  );
}

/** The footer's sign-up, on every page with a footer (not in a partner's simple shop). */
export function FooterMailingList() {
  return (
    <section className="footer-mailing-list" aria-labelledby="footer-mailing-list-title">
      <h2 id="footer-mailing-list-title">Deals and tire tips by e-mail</h2>
      <p>{MAILING_LIST_PITCH}</p>
      <MailingListSignup source="footer" idPrefix="footer-mailing-list" />
    </section>
  );
}
