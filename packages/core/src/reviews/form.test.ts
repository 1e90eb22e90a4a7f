import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE } from "../validation/email";
import {
  checkReviewForm,
  emptyReviewForm,
  isReviewFormComplete,
  REVIEW_FORM_FIELDS,
  type ReviewFormValues,
  reviewFormFromData,
  reviewFormHint,
  withReviewField,
} from "./form";
import {
  aspectRatingMessage,
  BUY_AGAIN_MESSAGE,
  COMMENTS_REQUIRED_MESSAGE,
  DRIVING_STYLE_MESSAGE,
  MILES_DRIVEN_MESSAGE,
  PURCHASE_DATE_MESSAGE,
  RATING_REQUIRED_MESSAGE,
  REVIEW_INCOMPLETE_MESSAGE,
  REVIEW_NAME_MESSAGE,
  reviewSubmissionSchema,
  SUMMARY_REQUIRED_MESSAGE,
  SUMMARY_TOO_LONG_MESSAGE,
  VEHICLE_MESSAGE,
  WHERE_DRIVEN_MESSAGE,
} from "./schemas";

const LINE = { brand: "michelin", line: "pilot-sport-4s" };

const complete: ReviewFormValues = {
  dry: "5",
  wet: "4",
  winter: "na",
  comfort: "4",
  noise: "3",
  treadwear: "na",
  summary: "Sticky in the dry, calm in the rain",
  comments: "Two summers on a GTI: grip is excellent and they wear evenly.",
  name: "Dana O'Neil",
  email: "Dana@Example.com",
  purchaseDate: "04/12/2024",
  vehicle: "2019 Volkswagen GTI",
  milesDriven: "10000-20000",
  drivingStyle: "sporty",
  whereDriven: "mixed",
  buyAgain: "yes",
};

describe("isReviewFormComplete", () => {
  it("is false for an empty form and says so on the button", () => {
    expect(isReviewFormComplete(emptyReviewForm())).toBe(false);
    expect(reviewFormHint(emptyReviewForm())).toBe(REVIEW_INCOMPLETE_MESSAGE);
  });

  it("needs every field but the purchase date", () => {
    expect(isReviewFormComplete(complete)).toBe(true);
    expect(reviewFormHint(complete)).toBeNull();
    expect(isReviewFormComplete({ ...complete, purchaseDate: "" })).toBe(true);
    for (const field of REVIEW_FORM_FIELDS.filter((f) => f !== "purchaseDate")) {
      expect(isReviewFormComplete({ ...complete, [field]: "" }), field).toBe(false);
      expect(isReviewFormComplete({ ...complete, [field]: "   " }), field).toBe(false);
    }
  });

  it("counts not applicable as an answer", () => {
    expect(
      isReviewFormComplete({
        ...complete,
        dry: "na",
        wet: "na",
        winter: "na",
        comfort: "na",
        noise: "na",
        treadwear: "na",
      }),
    ).toBe(true);
  });
});

describe("checkReviewForm", () => {
  it("turns a valid form into the call's body and the kept review", () => {
    const checked = checkReviewForm(LINE, complete);
    if (!checked.valid) throw new Error(JSON.stringify(checked.errors));
    expect(checked.submission).toMatchObject({
      brand: "michelin",
      line: "pilot-sport-4s",
      ratings: { dry: 5, wet: 4, winter: null, comfort: 4, noise: 3, treadwear: null },
      purchaseDate: "04/12/2024",
      buyAgain: true,
    });
    expect(checked.value).toMatchObject({
      email: "dana@example.com",
      purchaseDate: "2024-04-12",
      name: "Dana O'Neil",
      buyAgain: true,
    });
    // The server reads the body the same way.
    expect(reviewSubmissionSchema.parse(checked.submission)).toEqual(checked.value);
  });

  it("needs at least one performance rating from 1 to 5", () => {
    const checked = checkReviewForm(LINE, {
      ...complete,
      dry: "na",
      wet: "na",
      winter: "na",
      comfort: "na",
      noise: "na",
      treadwear: "na",
    });
    expect(checked.valid).toBe(false);
    if (!checked.valid) expect(checked.errors.ratings).toBe(RATING_REQUIRED_MESSAGE);
  });

  it("puts each message on its field", () => {
    const checked = checkReviewForm(LINE, emptyReviewForm());
    expect(checked.valid).toBe(false);
    if (checked.valid) return;
    expect(checked.errors).toMatchObject({
      dry: aspectRatingMessage("dry"),
      treadwear: aspectRatingMessage("treadwear"),
      summary: SUMMARY_REQUIRED_MESSAGE,
      comments: COMMENTS_REQUIRED_MESSAGE,
      name: REVIEW_NAME_MESSAGE,
      email: EMAIL_MESSAGE,
      vehicle: VEHICLE_MESSAGE,
      milesDriven: MILES_DRIVEN_MESSAGE,
      drivingStyle: DRIVING_STYLE_MESSAGE,
      whereDriven: WHERE_DRIVEN_MESSAGE,
      buyAgain: BUY_AGAIN_MESSAGE,
    });
    // Optional: no message while empty.
    expect(checked.errors.purchaseDate).toBeUndefined();
  });

  it("refuses a rating outside 1 to 5", () => {
    const checked = checkReviewForm(LINE, { ...complete, wet: "6" });
    expect(checked.valid).toBe(false);
    if (!checked.valid) expect(checked.errors.wet).toBe(aspectRatingMessage("wet"));
  });

  it("applies the name rule: 1 to 25 letters, apostrophes, commas, periods, spaces, hyphens", () => {
    for (const name of ["Jo", "Mary-Kate O'Hara", "Smith, J.", "José"]) {
      expect(checkReviewForm(LINE, { ...complete, name }).valid, name).toBe(true);
    }
    for (const name of ["R2D2", "Bob!", "a".repeat(26), " ", "--"]) {
      const checked = checkReviewForm(LINE, { ...complete, name });
      expect(checked.valid, name).toBe(false);
      if (!checked.valid) expect(checked.errors.name).toBe(REVIEW_NAME_MESSAGE);
    }
  });

  it("needs a valid e-mail", () => {
    const checked = checkReviewForm(LINE, { ...complete, email: "dana@example" });
    expect(checked.valid).toBe(false);
    if (!checked.valid) expect(checked.errors.email).toBe(EMAIL_MESSAGE);
  });

  it("takes an optional purchase date as MM/DD/YYYY only", () => {
    const without = checkReviewForm(LINE, { ...complete, purchaseDate: "" });
    expect(without.valid && without.value.purchaseDate).toBeNull();
    for (const purchaseDate of ["2024-04-12", "4/12/24", "02/30/2024"]) {
      const checked = checkReviewForm(LINE, { ...complete, purchaseDate });
      expect(checked.valid, purchaseDate).toBe(false);
      if (!checked.valid) expect(checked.errors.purchaseDate).toBe(PURCHASE_DATE_MESSAGE);
    }
  });

  it("strips special characters from the texts and limits the summary", () => {
    const checked = checkReviewForm(LINE, {
      ...complete,
      summary: '<b>Great</b> tires!!! -- "100%"',
      comments: "Quiet & smooth = happy (really)",
      vehicle: "2019 GTI <script>",
    });
    if (!checked.valid) throw new Error(JSON.stringify(checked.errors));
    expect(checked.value.summary).toBe("bGreat/b tires - 100");
    expect(checked.value.comments).toBe("Quiet  smooth  happy really");
    expect(checked.value.vehicle).toBe("2019 GTI script");

    const atLimit = checkReviewForm(LINE, { ...complete, summary: "a".repeat(150) });
    expect(atLimit.valid).toBe(true);
    const over = checkReviewForm(LINE, { ...complete, summary: "a".repeat(151) });
    expect(over.valid).toBe(false);
    if (!over.valid) expect(over.errors.summary).toBe(SUMMARY_TOO_LONG_MESSAGE);
    // Only special characters: nothing is left to keep.
    const stripped = checkReviewForm(LINE, { ...complete, summary: "!!!" });
    expect(stripped.valid).toBe(false);
    if (!stripped.valid) expect(stripped.errors.summary).toBe(SUMMARY_REQUIRED_MESSAGE);
  });

  it("refuses choices that are not offered", () => {
    const checked = checkReviewForm(LINE, {
      ...complete,
      milesDriven: "a-lot",
      drivingStyle: "reckless",
      whereDriven: "moon",
      buyAgain: "maybe",
    });
    expect(checked.valid).toBe(false);
    if (checked.valid) return;
    expect(checked.errors.milesDriven).toBe(MILES_DRIVEN_MESSAGE);
    expect(checked.errors.drivingStyle).toBe(DRIVING_STYLE_MESSAGE);
    expect(checked.errors.whereDriven).toBe(WHERE_DRIVEN_MESSAGE);
    expect(checked.errors.buyAgain).toBe(BUY_AGAIN_MESSAGE);
  });
});

describe("reviewFormFromData", () => {
  it("reads a posted form, anything missing as empty", () => {
    const data = new URLSearchParams({ dry: "4", summary: "Good", extra: "x" });
    const values = reviewFormFromData(data);
    expect(values.dry).toBe("4");
    expect(values.summary).toBe("Good");
    expect(values.email).toBe("");
    expect("extra" in values).toBe(false);
  });
});

describe("withReviewField", () => {
  it("strips special characters from free text as it is typed, not from the name or e-mail", () => {
    const form = emptyReviewForm();
    expect(withReviewField(form, "summary", "Great!! <3").summary).toBe("Great 3");
    expect(withReviewField(form, "comments", "a -- b").comments).toBe("a - b");
    expect(withReviewField(form, "vehicle", "Ford F-150 (2020)").vehicle).toBe("Ford F-150 2020");
    expect(withReviewField(form, "name", "O'Neil").name).toBe("O'Neil");
    expect(withReviewField(form, "email", "a+b@example.com").email).toBe("a+b@example.com");
    expect(withReviewField(form, "dry", "4")).toEqual({ ...form, dry: "4" });
  });
});
