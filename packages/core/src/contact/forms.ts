import type { Client } from "../client";
import { sendSalesInquiry, sendSupportMessage } from "./api";
import { ATTACHMENTS_FIELD, attachmentCandidates, checkAttachments } from "./attachments";
import {
  type FormErrors,
  type FormOutcome,
  failureStatus,
  formValues,
  supportFailure,
} from "./rules";
import {
  checkSalesForm,
  SALES_FORM_FIELDS,
  type SalesFormField,
  type SalesFormValues,
} from "./sales";
import {
  checkSupportForm,
  SUPPORT_FORM_FIELDS,
  type SupportFormErrors,
  type SupportFormValues,
} from "./support";

/**
 * The support forms from posted data to the API's answer, the same in the browser (the page's
 * script) and on the server (a page posted without it): checked by the rules the API applies, so
 * a refusal shows at its field before anything is sent, then sent; the API's refusal shows at
 * its field too.
 */

/** The contact page's form: fields and files checked, then sent as multipart with its files. */
export async function submitSupportForm(
  client: Client,
  data: FormData,
): Promise<FormOutcome<SupportFormValues, SupportFormErrors>> {
  const values = formValues(SUPPORT_FORM_FIELDS, data);
  const files = data.getAll(ATTACHMENTS_FIELD);
  const checked = checkSupportForm(values);
  const attached = checkAttachments(await attachmentCandidates(files));
  const errors: SupportFormErrors = {
    ...(checked.valid ? {} : checked.errors),
    ...(attached.valid ? {} : { attachments: attached.message }),
  };
  if (!checked.valid || !attached.valid) return { sent: false, values, errors, status: 400 };

  // Only the form's own fields go on, as typed; the API normalises them as it checks them.
  const outgoing = new FormData();
  for (const field of SUPPORT_FORM_FIELDS)
    if (values[field].trim()) outgoing.append(field, values[field]);
  for (const file of files) {
    if (typeof file !== "string" && (file.size > 0 || file.name))
      outgoing.append(ATTACHMENTS_FIELD, file, file.name);
  }
  const result = await sendSupportMessage(client, outgoing);
  if (result.isSuccess) return { sent: true };
  return {
    sent: false,
    values,
    errors: supportFailure(result.error),
    status: failureStatus(result.error),
  };
}

/** The tire-sales inquiry: checked, then sent as JSON. */
export async function submitSalesForm(
  client: Client,
  data: { get(name: string): unknown },
): Promise<FormOutcome<SalesFormValues, FormErrors<SalesFormField>>> {
  const values = formValues(SALES_FORM_FIELDS, data);
  const checked = checkSalesForm(values);
  if (!checked.valid) return { sent: false, values, errors: checked.errors, status: 400 };
  const result = await sendSalesInquiry(client, checked.value);
  if (result.isSuccess) return { sent: true };
  const { form } = supportFailure(result.error);
  return { sent: false, values, errors: { form }, status: failureStatus(result.error) };
}
