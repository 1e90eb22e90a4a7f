import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE } from "../validation/email";
import { PHONE_MESSAGE } from "../validation/phone";
import {
  CHECKED,
  checkInstallerSignupForm,
  emptyInstallerSignupForm,
  installerSignupErrorsOf,
  installerSignupFormFromData,
} from "./form";
import { AGREEMENT_MESSAGE, APPLICATION_PENDING_MESSAGE, BAYS_MESSAGE } from "./rules";

const filled = {
  ...emptyInstallerSignupForm(),
  company: "Sunrise Tire Pros",
  firstName: "Ana",
  lastName: "Silva",
  email: "ana@sunrise.example",
  phone: "954-555-0101",
  addressLine1: "100 Main St",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  acceptsAgreement: CHECKED,
};

describe("installer sign-up form", () => {
  it("reads a posted form, leaving out what is not text", () => {
    const data = new FormData();
    data.set("company", "Sunrise");
    data.set("bays", new Blob(["4"]));
    expect(installerSignupFormFromData(data)).toMatchObject({ company: "Sunrise", bays: "" });
  });

  it("sends a complete form with its boxes as booleans and empty optional fields left out", () => {
    const checked = checkInstallerSignupForm({ ...filled, offersMobileInstall: CHECKED });
    expect(checked).toEqual({
      valid: true,
      submission: expect.objectContaining({ offersMobileInstall: true, acceptsAgreement: true }),
    });
    if (checked.valid) {
      expect(checked.submission).not.toHaveProperty("website");
      expect(checked.submission).not.toHaveProperty("bays");
    }
  });

  it("puts each message at its field, the agreement's at its box", () => {
    const checked = checkInstallerSignupForm({
      ...filled,
      email: "ana@",
      phone: "12",
      bays: "four",
      acceptsAgreement: "",
    });
    expect(checked).toEqual({
      valid: false,
      errors: {
        email: EMAIL_MESSAGE,
        phone: PHONE_MESSAGE,
        bays: BAYS_MESSAGE,
        acceptsAgreement: AGREEMENT_MESSAGE,
      },
    });
  });

  it("shows a waiting application at the e-mail, a field's message at its field, the rest above", () => {
    expect(
      installerSignupErrorsOf({ statusCode: 409, message: APPLICATION_PENDING_MESSAGE }),
    ).toEqual({ email: APPLICATION_PENDING_MESSAGE });
    expect(installerSignupErrorsOf({ statusCode: 400, message: PHONE_MESSAGE })).toEqual({
      phone: PHONE_MESSAGE,
    });
    expect(installerSignupErrorsOf({ statusCode: 429, message: "Slow down" })).toEqual({
      form: "Slow down",
    });
  });
});
