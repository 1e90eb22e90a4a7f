import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGE } from "../validation/address";
import { EMAIL_MESSAGE } from "../validation/email";
import { CITY_MESSAGE, FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE } from "../validation/names";
import { PHONE_MESSAGE } from "../validation/phone";
import { STATE_MESSAGE } from "../validation/state";
import { ZIP_MESSAGE } from "../validation/zip";
import {
  AGREEMENT_MESSAGE,
  agreementTerms,
  BAYS_MESSAGE,
  COMPANY_MESSAGE,
  INSTALLER_AGREEMENT,
  normaliseWebsite,
  SHOP_PO_BOX_MESSAGE,
  WEBSITE_MESSAGE,
} from "./rules";
import { installerSignupSchema } from "./schemas";

const valid = {
  company: "Smith & Sons Tire #2",
  firstName: "Ana",
  lastName: "O'Neil",
  email: " Ana@SmithTire.example ",
  phone: "+1 (954) 555-0101",
  addressLine1: "100 Main St",
  city: "Fort Lauderdale",
  state: "fl",
  zip: "33301-1234",
  acceptsAgreement: true,
};
const messagesOf = (input: object) =>
  installerSignupSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe("installer sign-up (storefront.md §5)", () => {
  it("keeps a valid application normalised: 10-digit phone, state code, 5-digit ZIP, lower-case e-mail", () => {
    expect(installerSignupSchema.parse(valid)).toEqual({
      ...valid,
      email: "ana@smithtire.example",
      phone: "9545550101",
      state: "FL",
      zip: "33301",
      website: null,
      bays: null,
      offersMobileInstall: false,
    });
    expect(
      installerSignupSchema.parse({
        ...valid,
        website: "smithtire.example",
        bays: 4,
        offersMobileInstall: true,
      }),
    ).toMatchObject({ website: "https://smithtire.example", bays: 4, offersMobileInstall: true });
  });

  it("refuses each field with its own message", () => {
    const cases: [object, string][] = [
      [{ company: " " }, COMPANY_MESSAGE],
      [{ company: "<b>Tires</b>" }, COMPANY_MESSAGE],
      [{ firstName: "R2-D2" }, FIRST_NAME_MESSAGE],
      [{ lastName: "" }, LAST_NAME_MESSAGE],
      [{ email: "ana@" }, EMAIL_MESSAGE],
      [{ phone: "555-0101" }, PHONE_MESSAGE],
      [{ addressLine1: "" }, ADDRESS_MESSAGE],
      [{ addressLine1: "PO Box 12" }, SHOP_PO_BOX_MESSAGE],
      [{ city: "12345" }, CITY_MESSAGE],
      [{ state: "ZZ" }, STATE_MESSAGE],
      [{ zip: "3330" }, ZIP_MESSAGE],
      [{ website: "javascript:alert(1)" }, WEBSITE_MESSAGE],
      [{ bays: 0 }, BAYS_MESSAGE],
      [{ bays: 2.5 }, BAYS_MESSAGE],
      [{ acceptsAgreement: false }, AGREEMENT_MESSAGE],
    ];
    for (const [change, message] of cases) {
      expect(messagesOf({ ...valid, ...change }), JSON.stringify(change)).toEqual([message]);
    }
    const { acceptsAgreement: _, ...unaccepted } = valid;
    expect(messagesOf(unaccepted)).toEqual([AGREEMENT_MESSAGE]);
    expect(messagesOf({ ...valid, status: "approved" })).toHaveLength(1);
  });

  it("spells out the agreement: rims 12 to 22 inch, aspect ratio 35 and above, take-in within 15 minutes", () => {
    expect(INSTALLER_AGREEMENT).toEqual({
      rimMin: 12,
      rimMax: 22,
      aspectRatioMin: 35,
      takeInMinutes: 15,
    });
    const terms = agreementTerms().join(" ");
    expect(terms).toContain("from 12 to 22 inches");
    expect(terms).toContain("aspect ratio of 35 and above");
    expect(terms).toContain("within 15 minutes");
  });

  it("takes websites people type, and only web addresses", () => {
    expect(normaliseWebsite("www.smithtire.example")).toBe("https://www.smithtire.example");
    expect(normaliseWebsite("http://smithtire.example/shop")).toBe("http://smithtire.example/shop");
    for (const bad of [
      "ftp://smithtire.example",
      "smith tire",
      "localhost",
      "https://a:b@x.example",
    ]) {
      expect(normaliseWebsite(bad), bad).toBeNull();
    }
  });
});
