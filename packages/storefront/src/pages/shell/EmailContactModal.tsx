import { answeredStatus } from "@treadkit/core/client";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SEND_FAILED,
  CONTACT_SENT,
  contactEmailSchema,
  sendContactEmail,
} from "@treadkit/core/contact";
import { FOOTER_EMAIL_NOTICE_MS, FOOTER_EMAIL_SCROLL_TOP_MS } from "@treadkit/core/site";
import { Dialog } from "@treadkit/ui/Dialog";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useClient } from "../../context";
import { FormAlert, TextField } from "../checkout/TextField";

type Field = "name" | "email" | "message";
const EMPTY: Record<Field, string> = { name: "", email: "", message: "" };

/**
 * The footer's e-mail contact modal (storefront.md §4): write, send, then the confirmation.
 * Each field's message shows at the field; a failed send says "Message failed to send", or the
 * server's reason when it gave one.
 */
export default function EmailContactModal({ onClose }: { onClose(): void }) {
  const client = useClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return;
    const top = setTimeout(() => {
      body.current?.closest("dialog")?.scrollTo({ top: 0, behavior: "smooth" });
    }, FOOTER_EMAIL_SCROLL_TOP_MS);
    const hide = setTimeout(() => setSent(false), FOOTER_EMAIL_NOTICE_MS);
    return () => {
      clearTimeout(top);
      clearTimeout(hide);
    };
  }, [sent]);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const parsed = contactEmailSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = (["name", "email", "message"] as const).find((field) => next[field]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    const result = await sendContactEmail(client, parsed.data);
    setSending(false);
    if (!result.isSuccess) {
      // A refusal the shopper can act on says why; anything else is the spec's failure text.
      const status = answeredStatus(result.error);
      const refused = status !== null && status >= 400 && status < 500;
      setFailure(refused ? result.error.message : CONTACT_SEND_FAILED);
      return;
    }
    setValues(EMPTY);
    setSent(true);
  };

  return (
    <Dialog open title="E-mail us" closeLabel="Close" className="contact-modal" onClose={onClose}>
      <div ref={body}>
        {sent ? (
          <p className="notice notice--success" role="status">
            {CONTACT_SENT}
          </p>
        ) : null}
        <form onSubmit={submit} noValidate>
          <TextField
            id="contact-name"
            name="name"
            label="Your name"
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(value) => change("name", value)}
          />
          <TextField
            id="contact-email"
            name="email"
            type="email"
            label="Your e-mail"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(value) => change("email", value)}
          />
          <div className="field">
            <label htmlFor="contact-message">How can we help?</label>
            <textarea
              id="contact-message"
              name="message"
              rows={5}
              maxLength={CONTACT_MESSAGE_MAX}
              value={values.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={
                errors.message ? "contact-message-error contact-count" : "contact-count"
              }
              onChange={(event) => change("message", event.currentTarget.value)}
            />
            <p id="contact-count" className="field-hint">
              {`${values.message.length} of ${CONTACT_MESSAGE_MAX} characters`}
            </p>
            {errors.message ? (
              <p id="contact-message-error" className="form-error">
                {errors.message}
              </p>
            ) : null}
          </div>
          <FormAlert message={failure} />
          <button type="submit" className="button" aria-disabled={sending ? "true" : undefined}>
            {sending ? "Sending…" : "Send"}
          </button>
        </form>
      </div>
    </Dialog>
  );
}
