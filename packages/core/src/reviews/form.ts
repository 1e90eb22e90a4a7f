import { stripSpecialCharacters } from "../validation/text";
import { RATING_ASPECTS, type RatingAspect } from "./rules";
import {
  REVIEW_INCOMPLETE_MESSAGE,
  type ReviewSubmission,
  reviewSubmissionSchema,
  type ValidReviewSubmission,
} from "./schemas";

/**
 * The write-a-review form as the page holds it: every field a string, named as the form's
 * inputs are, so a posted form (FormData) and the page's state read the same. A rating is
 * "1" to "5", or "na" for not applicable; buyAgain is "yes" or "no"; "" is not chosen yet.
 */
export type ReviewFormValues = Record<RatingAspect, string> & {
  summary: string;
  comments: string;
  name: string;
  email: string;
  /** MM/DD/YYYY, optional. */
  purchaseDate: string;
  vehicle: string;
  milesDriven: string;
  drivingStyle: string;
  whereDriven: string;
  buyAgain: string;
};
export type ReviewFormField = keyof ReviewFormValues;

/** The "not applicable" choice of a rating. */
export const NOT_APPLICABLE = "na";

export const REVIEW_FORM_FIELDS = [
  ...RATING_ASPECTS,
  "summary",
  "comments",
  "name",
  "email",
  "purchaseDate",
  "vehicle",
  "milesDriven",
  "drivingStyle",
  "whereDriven",
  "buyAgain",
] as const satisfies readonly ReviewFormField[];

/** Free-text fields: the special characters of storefront.md §5 never stay in them. */
const STRIPPED_FIELDS: ReadonlySet<ReviewFormField> = new Set(["summary", "comments", "vehicle"]);

/** The form with one field changed as typed; free text loses its special characters at once. */
export function withReviewField(
  values: ReviewFormValues,
  field: ReviewFormField,
  typed: string,
): ReviewFormValues {
  return { ...values, [field]: STRIPPED_FIELDS.has(field) ? stripSpecialCharacters(typed) : typed };
}

/** The fields that may stay empty. */
const OPTIONAL_FIELDS: ReadonlySet<ReviewFormField> = new Set(["purchaseDate"]);

export function emptyReviewForm(): ReviewFormValues {
  return Object.fromEntries(REVIEW_FORM_FIELDS.map((field) => [field, ""])) as ReviewFormValues;
}

/** The form's values from a posted form; anything missing or not text is empty. */
export function reviewFormFromData(data: { get(name: string): unknown }): ReviewFormValues {
  return Object.fromEntries(
    REVIEW_FORM_FIELDS.map((field) => {
      const value = data.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as ReviewFormValues;
}

/**
 * Whether every field but the optional purchase date has a value: until then the submit button
 * stays disabled and says REVIEW_INCOMPLETE_MESSAGE (storefront.md §5). Whether the values are
 * valid is checkReviewForm's question.
 */
export function isReviewFormComplete(values: ReviewFormValues): boolean {
  return REVIEW_FORM_FIELDS.every(
    (field) => OPTIONAL_FIELDS.has(field) || values[field].trim() !== "",
  );
}

/** The submit button's hint: what is missing, or nothing once complete. */
export function reviewFormHint(values: ReviewFormValues): string | null {
  return isReviewFormComplete(values) ? null : REVIEW_INCOMPLETE_MESSAGE;
}

/**
 * Where a message shows: on a field, on the ratings group ("at least one rating"), or above the
 * form (the server's refusal, a line that is not there).
 */
export type ReviewFormErrors = Partial<Record<ReviewFormField | "ratings" | "form", string>>;

export type ReviewFormCheck =
  | { valid: true; value: ValidReviewSubmission; submission: ReviewSubmission }
  | { valid: false; errors: ReviewFormErrors };

function ratingOf(value: string): number | null | undefined {
  if (value === NOT_APPLICABLE) return null;
  if (/^[1-5]$/.test(value)) return Number(value);
  // Nothing chosen (or a forged value): the schema reports it on the aspect.
  return undefined;
}

function booleanOf(value: string): boolean | undefined {
  if (value === "yes") return true;
  if (value === "no") return false;
  return undefined;
}

/** The call's body for the form's values, checked or not. */
export function reviewSubmissionOf(
  line: { brand: string; line: string },
  values: ReviewFormValues,
): ReviewSubmission {
  const ratings = Object.fromEntries(
    RATING_ASPECTS.map((aspect) => [aspect, ratingOf(values[aspect])]),
  ) as ReviewSubmission["ratings"];
  return {
    brand: line.brand,
    line: line.line,
    ratings,
    summary: values.summary,
    comments: values.comments,
    name: values.name,
    email: values.email,
    ...(values.purchaseDate.trim() ? { purchaseDate: values.purchaseDate.trim() } : {}),
    vehicle: values.vehicle,
    milesDriven: values.milesDriven as ReviewSubmission["milesDriven"],
    drivingStyle: values.drivingStyle as ReviewSubmission["drivingStyle"],
    whereDriven: values.whereDriven as ReviewSubmission["whereDriven"],
    buyAgain: booleanOf(values.buyAgain) as boolean,
  };
}

/**
 * The form checked by the same schema the server applies: the body to send, or the first
 * message of each field. "At least one rating" belongs to the ratings group.
 */
export function checkReviewForm(
  line: { brand: string; line: string },
  values: ReviewFormValues,
): ReviewFormCheck {
  const submission = reviewSubmissionOf(line, values);
  const parsed = reviewSubmissionSchema.safeParse(submission);
  if (parsed.success) return { valid: true, value: parsed.data, submission };
  const errors: ReviewFormErrors = {};
  const isField = (key: unknown): key is ReviewFormField =>
    typeof key === "string" && (REVIEW_FORM_FIELDS as readonly string[]).includes(key);
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const key: keyof ReviewFormErrors =
      first === "ratings"
        ? isField(second)
          ? second
          : "ratings"
        : isField(first)
          ? first
          : "form";
    errors[key] ??= issue.message;
  }
  return { valid: false, errors };
}
