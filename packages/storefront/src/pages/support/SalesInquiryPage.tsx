import type { Client } from "@treadkit/core/client";
import {
  COMPANY_MAX,
  CONTACT_PATH,
  FLEET_SIZES,
  type FormErrors,
  formValues,
  SALES_BUSINESS_TYPES,
  SALES_FORM_FIELDS,
  SALES_MESSAGE_MAX,
  SALES_REPLY_PROMISE,
  SALES_SENT_TITLE,
  type SalesFormField,
  type SalesFormValues,
  submitSalesForm,
  TIRE_SALES_INQUIRY_PATH,
  TIRE_SIZES_MAX,
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

type SalesErrors = FormErrors<SalesFormField>;
export type SalesLoaderData = { sent: boolean };
export type SalesActionData = { values: SalesFormValues; errors: SalesErrors };

const emptySalesForm = () => formValues(SALES_FORM_FIELDS, { get: () => null });

export const salesLoader = sentLoader;

/** The inquiry posted without the page's script (supportFormAction). */
export function salesAction(client: Client, { request }: ActionFunctionArgs) {
  return supportFormAction(request, TIRE_SALES_INQUIRY_PATH, emptySalesForm, (form) =>
    submitSalesForm(client, form),
  );
}

const ID = "sales";

function SalesForm(props: { refused: SalesActionData | undefined; onSent(): void }) {
  const client = useClient();
  const values = props.refused?.values ?? emptySalesForm();
  const flow = useFormFlow<SalesErrors>({
    refused: props.refused,
    order: SALES_FORM_FIELDS,
    idPrefix: ID,
    send: (form) => submitSalesForm(client, new FormData(form)),
    onSent: props.onSent,
  });
  const field = (name: SalesFormField) => ({
    id: `${ID}-${name}`,
    name,
    defaultValue: values[name],
    error: flow.errors[name],
    onInput: () => flow.clear(name),
  });
  return (
    <form
      ref={flow.formRef}
      method="post"
      action={TIRE_SALES_INQUIRY_PATH}
      className="support-form"
      aria-labelledby="sales-form-title"
      noValidate={flow.live}
      onSubmit={flow.submit}
    >
      <fieldset className="checkout-fields">
        <legend>Your business</legend>
        <TextInput
          {...field("company")}
          label="Company"
          autoComplete="organization"
          maxLength={COMPANY_MAX}
        />
        <Choice
          {...field("businessType")}
          label="Kind of business"
          options={SALES_BUSINESS_TYPES}
        />
        <Choice {...field("fleetSize")} label="Fleet size" options={FLEET_SIZES} />
      </fieldset>
      <fieldset className="checkout-fields">
        <legend>Who we should contact</legend>
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
        />
        <TextInput
          {...field("phone")}
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="For example (954) 555-0101"
        />
      </fieldset>
      <fieldset className="checkout-fields">
        <legend>The tires you need</legend>
        <TextInput
          {...field("quantity")}
          label="How many tires"
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          hint="About how many tires you buy in a year, or for this order."
        />
        <TextInput
          {...field("tireSizes")}
          label="Tire sizes (optional)"
          autoComplete="off"
          maxLength={TIRE_SIZES_MAX}
          required={false}
          hint="For example 225/65R17, LT245/75R16. Vehicle models are fine too."
        />
        <TextArea
          {...field("message")}
          label="Anything else (optional)"
          maxLength={SALES_MESSAGE_MAX}
          required={false}
        />
      </fieldset>
      <FormAlert message={flow.errors.form} />
      <button type="submit" className="button" aria-disabled={flow.sending ? "true" : undefined}>
        {flow.sending ? "Sending…" : "Request pricing"}
      </button>
    </form>
  );
}

/** /contact/tire-sales: the tire-sales inquiry form for fleets and businesses (storefront.md §2). */
export function SalesInquiryPage() {
  const loaded = useLoaderData() as SalesLoaderData;
  const refused = useActionData() as SalesActionData | undefined;
  const [sentHere, setSentHere] = useState(false);
  const sent = loaded.sent || sentHere;
  return (
    <section className="support-page" aria-labelledby="sales-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={CONTACT_PATH}>Contact us</Link>
      </nav>
      <h1 id="sales-title">Tires for fleets and businesses</h1>
      <p className="support-lead">
        Buying tires for company cars, vans, trucks or rental vehicles? Tell us about your fleet and
        our sales team will send you volume pricing, with installation at shops near your vehicles
        or delivery to your depot. {SALES_REPLY_PROMISE}
      </p>
      <div className="support-ways">
        <SupportHours />
      </div>
      <section className="support-form-section" aria-labelledby="sales-form-title">
        <h2 id="sales-form-title">Request fleet pricing</h2>
        {sent ? (
          <SentNotice
            title={SALES_SENT_TITLE}
            text={`${SALES_REPLY_PROMISE} We have e-mailed you a copy of your request.`}
            again={{
              to: TIRE_SALES_INQUIRY_PATH,
              label: "Send another request",
              onClick: () => setSentHere(false),
            }}
          />
        ) : (
          <SalesForm refused={refused} onSent={() => setSentHere(true)} />
        )}
      </section>
    </section>
  );
}

export const salesInquiryRoute = (client: Client) => ({
  loader: salesLoader,
  action: (args: ActionFunctionArgs) => salesAction(client, args),
  Component: SalesInquiryPage,
  handle: {
    meta: () => ({
      title: "Tires for fleets and businesses",
      description:
        "Volume tire pricing for company fleets, trucking, rental, dealers and public agencies, installed near your vehicles or delivered to your depot.",
    }),
  } satisfies RouteHandle,
});
