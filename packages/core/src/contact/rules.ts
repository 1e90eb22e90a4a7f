import { answeredStatus } from "../client/answered";
import type { Failure as ClientFailure } from "../client/types";
import { isAttachmentMessage } from "./attachments";

/**
 * What every support form shares, without zod (the footer's sign-up is on every page): the
 * spec's failure text, where a message shows, and how the API's refusal becomes one.
 */

/** storefront.md §8: the contact and mailing-list failure text. */
export const SUPPORT_FAILED_MESSAGE = "Oops, something went wrong! Please try again.";

/** Where a message shows: at a field, or above the button (the server's refusal). */
export type FormErrors<Field extends string> = Partial<Record<Field | "form", string>>;

/** A form sent, or refused with the values as they were and each message (and the page's status). */
export type FormOutcome<Values, Errors> =
  | { sent: true }
  | { sent: false; values: Values; errors: Errors; status: number };

/** A form's text values from posted data; anything missing or not text (a file) is empty. */
export function formValues<Field extends string>(
  fields: readonly Field[],
  data: { get(name: string): unknown },
): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<Field, string>;
}

type Failure = Pick<ClientFailure, "code" | "statusCode" | "message">;

/**
 * A 4xx the server wrote its own message for. A call that got no answer (answeredStatus), or an
 * answer that could not be read, carries a message that is not the server's.
 */
const isRefusal = (failure: Failure) => {
  if (failure.code === "OtherError" || failure.code === "InvalidJson") return false;
  const status = answeredStatus(failure);
  return status !== null && status >= 400 && status < 500;
};

/**
 * Where the server's refusal of a support form shows: a file's at the files, any other 4xx above
 * the button as the server wrote it, and anything else (the server down, no network) as the
 * spec's failure text.
 */
export function supportFailure(failure: Failure): FormErrors<"attachments"> {
  if (!isRefusal(failure)) return { form: SUPPORT_FAILED_MESSAGE };
  if (isAttachmentMessage(failure.message)) return { attachments: failure.message };
  return { form: failure.message };
}

/** The status a page answers a refused form with: the API's refusal, else 503. */
export function failureStatus(failure: Failure): number {
  return isRefusal(failure) ? failure.statusCode : 503;
}
