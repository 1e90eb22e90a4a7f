import type { Client } from "@treadkit/core/client";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_FIELD,
  ATTACHMENTS_HINT,
  COMPANY_NAME_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_PATH,
  emptySupportForm,
  PO_NUMBER_MAX,
  SUPPORT_FORM_FIELDS,
  SUPPORT_TOPICS,
  type SupportFormErrors,
  type SupportFormValues,
  submitSupportForm,
  TIRE_SALES_INQUIRY_PATH,
} from "@treadkit/core/contact";
import { NAME_MAX_LENGTH } from "@treadkit/core/validation";
import { useState } from "react";
import { type ActionFunctionArgs, Link, useActionData, useLoaderData } from "react-router";
import { useClient } from "../../context";
import type { RouteHandle } from "../../meta";
import { FormAlert } from "../checkout/TextField";
import { Choice, TextArea, TextInput } from "./FormFields";
import { sentLoader, supportFormAction, useFormFlow } from "./form-flow";
import { SentNotice, SupportHours } from "./SupportParts";

export type ContactLoaderData = { sent: boolean };
/** A refused form posted without the page's script: the values as sent and each message. */
export type ContactActionData = { values: SupportFormValues; errors: SupportFormErrors };

export const contactLoader = sentLoader;

/** The contact form posted without the page's script (supportFormAction). */
export function contactAction(client: Client, { request }: ActionFunctionArgs) {
  return supportFormAction(request, CONTACT_PATH, emptySupportForm, (form) =>
    submitSupportForm(client, form),
  );
}

const ID = "contact";

function ContactForm(props: { refused: ContactActionData | undefined; onSent(): void }) {
  const client = useClient();
  const values = props.refused?.values ?? emptySupportForm();
  const flow = useFormFlow<SupportFormErrors>({
    refused: props.refused,
    order: [...SUPPORT_FORM_FIELDS, ATTACHMENTS_FIELD],
    idPrefix: ID,
    send: (form) => submitSupportForm(client, new FormData(form)),
    onSent: props.onSent,
  });
  const { errors } = flow;
  const field = (name: (typeof SUPPORT_FORM_FIELDS)[number]) => ({
    id: `${ID}-${name}`,
    name,
    defaultValue: values[name],
    error: errors[name],
    onInput: () => flow.clear(name),
  });
  return (
    <form
      ref={flow.formRef}
      method="post"
      action={CONTACT_PATH}
      encType="multipart/form-data"
      className="support-form"
      aria-labelledby="contact-form-title"
      noValidate={flow.live}
      onSubmit={flow.submit}
    >
      <fieldset className="checkout-fields">
        <legend>About you</legend>
        <TextInput
          {...field("name")}
          label="Your name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextInput
          {...field("email")}
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="We reply to this address and send you a copy of your message."
        />
        <TextInput
          {...field("phone")}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required={false}
          hint="If you'd like us to call you back, for example (954) 555-0101."
        />
      </fieldset>
      <fieldset className="checkout-fields">
        <legend>Your question</legend>
        <Choice {...field("topic")} label="Topic" options={SUPPORT_TOPICS} />
        <TextInput
          {...field("orderNumber")}
          label="Order ID (optional)"
          autoComplete="off"
          inputMode="numeric"
          maxLength={12}
          required={false}
          hint="From your order confirmation e-mail, if your question is about an order."
        />
        <TextInput
          {...field("companyName")}
          label="Company name (optional)"
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX}
          required={false}
        />
        <TextInput
          {...field("poNumber")}
          label="PO number (optional)"
          autoComplete="off"
          maxLength={PO_NUMBER_MAX}
          required={false}
        />
        <TextArea {...field("message")} label="Message" maxLength={CONTACT_MESSAGE_MAX} />
        <div className="field">
          <label htmlFor={`${ID}-${ATTACHMENTS_FIELD}`}>Photos or documents (optional)</label>
          <p id={`${ID}-${ATTACHMENTS_FIELD}-hint`} className="field-hint">
            {ATTACHMENTS_HINT}
            {props.refused ? " Files are not kept when a form is returned: attach them again." : ""}
          </p>
          <input
            id={`${ID}-${ATTACHMENTS_FIELD}`}
            name={ATTACHMENTS_FIELD}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-invalid={errors.attachments ? true : undefined}
            aria-describedby={`${ID}-${ATTACHMENTS_FIELD}-hint${errors.attachments ? ` ${ID}-${ATTACHMENTS_FIELD}-error` : ""}`}
            onChange={() => flow.clear(ATTACHMENTS_FIELD)}
          />
          {errors.attachments ? (
            <p id={`${ID}-${ATTACHMENTS_FIELD}-error`} className="form-error">
              {errors.attachments}
            </p>
          ) : null}
        </div>
      </fieldset>
      <FormAlert message={errors.form} />
      <button type="submit" className="button" aria-disabled={flow.sending ? "true" : undefined}>
        {flow.sending ? "Sending…" : "Send message"}
      </button>
    </form>
  );
}

/** /contact: how to reach customer service, and the contact form (storefront.md §2, §5, §9). */
export function ContactPage() {
  const loaded = useLoaderData() as ContactLoaderData;
  const refused = useActionData() as ContactActionData | undefined;
  const [sentHere, setSentHere] = useState(false);
  const sent = loaded.sent || sentHere;
  return (
    <section className="support-page" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      <p className="support-lead">
        Questions about an order, a return, an installation or which tires fit your car? Send us a
        message, call or e-mail us. We reply within 24 hours.
      </p>
      <div className="support-ways">
        <SupportHours />
        <section className="support-way" aria-labelledby="contact-business-title">
          <h2 id="contact-business-title">Buying for a fleet or business?</h2>
          <p>Our sales team prices tires in volume for fleets, dealers and public agencies.</p>
          <p>
            <Link to={TIRE_SALES_INQUIRY_PATH}>Ask for fleet and business pricing</Link>
          </p>
        </section>
        <section className="support-way" aria-labelledby="contact-quick-title">
          <h2 id="contact-quick-title">Quick answers</h2>
          <ul>
            <li>
              <Link to="/track-your-order">Track your order</Link>
            </li>
            <li>
              <Link to="/returns-and-refunds">Returns and refunds</Link>
            </li>
            <li>
              <Link to="/help-center">Help center</Link>
            </li>
          </ul>
        </section>
      </div>
      <section className="support-form-section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        {sent ? (
          <SentNotice
            title="Thanks, your message is on its way"
            text="We reply within 24 hours, and we have e-mailed you a copy of your message."
            again={{
              to: CONTACT_PATH,
              label: "Send another message",
              onClick: () => setSentHere(false),
            }}
          />
        ) : (
          <ContactForm refused={refused} onSent={() => setSentHere(true)} />
        )}
      </section>
    </section>
  );
}

export const contactRoute = (client: Client) => ({
  loader: contactLoader,
  action: (args: ActionFunctionArgs) => contactAction(client, args),
  Component: ContactPage,
  handle: {
    meta: () => ({
      title: "Contact us",
      description:
        "Call, e-mail or message Treadkit customer service about orders, returns, installation and choosing tires. Mon-Fri 8am-7pm ET, Sat 9-5 ET; we reply within 24 hours.",
    }),
  } satisfies RouteHandle,
});
