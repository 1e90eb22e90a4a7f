import { cookieValue } from "@treadkit/core/platform";
import {
  CSRF_COOKIE,
  checkForm,
  type SalesQuote,
  type SalesQuoteRequest,
  salesQuoteRequestSchema,
  sendSalesQuote,
} from "@treadkit/core/session";
import { formatPhone } from "@treadkit/core/validation";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useClient } from "../../context";
import { type FieldSpec, FormAlert, TextFields } from "./TextField";

type Field = keyof SalesQuoteRequest;

const FIELDS: readonly FieldSpec<Field>[] = [
  { name: "customerEmail", label: "Customer e-mail", autoComplete: "off", type: "email" },
  { name: "customerPhone", label: "Customer phone", autoComplete: "off", type: "tel" },
];

/**
 * The sales-quote mode (checkout.md §6): staff of a sales-tool account enter the customer's
 * e-mail and phone and send the cart as a quote; the customer pays from the e-mailed link.
 */
export function SalesQuotePanel({ cartId }: { cartId: string }) {
  const client = useClient();
  const [form, setForm] = useState<SalesQuoteRequest>({ customerEmail: "", customerPhone: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<SalesQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = checkForm(salesQuoteRequestSchema, form);
    flushSync(() => setErrors(checked.valid ? {} : checked.errors));
    if (!checked.valid) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setBusy(true);
    const result = await sendSalesQuote(
      client,
      cartId,
      form,
      cookieValue(document.cookie, CSRF_COOKIE) ?? "",
    );
    setBusy(false);
    if (!result.isSuccess) {
      setMessage(result.error.message);
      return;
    }
    setSent(result.data);
  };

  return (
    <section className="sales-quote" aria-labelledby="sales-quote-title">
      <h2 id="sales-quote-title">Send a quote</h2>
      {sent ? (
        <p className="checkout-notice" role="status">
          Quote sent to {sent.customerEmail} ({formatPhone(sent.customerPhone)}). The customer pays
          for it from the link in the e-mail.
        </p>
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <TextFields
            legend="Customer"
            idPrefix="quote"
            fields={FIELDS}
            values={form}
            errors={errors}
            onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
          />
          <FormAlert message={message} />
          <button type="submit" className="button" disabled={busy}>
            Send quote
          </button>
        </form>
      )}
    </section>
  );
}
