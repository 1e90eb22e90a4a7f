import { describe, expect, it } from "vitest";
import {
  ADDRESS_MESSAGE,
  hasMilitaryPostOffice,
  isAddressComplete,
  isMilitaryAddress,
  isPoBox,
  isValidAddressLine,
  MILITARY_ADDRESS_MESSAGE,
  PO_BOX_MESSAGE,
  shippingLineError,
  US_ZIP_MESSAGE,
  usZipSchema,
} from "./address";

describe("isPoBox", () => {
  it("recognises the usual spellings in any case", () => {
    for (const line of [
      "PO Box 12",
      "po box 12",
      "P.O. Box 12",
      "P.O. Box",
      "p.o.box 7",
      "P O Box 12",
      "P. O. Box 12",
      "PO. Box 5",
      "POBox 12",
      "pobox12",
      "PO Box #12",
      "Post Office Box 12",
      "post office box",
      "POB 12",
      "P.O.B. 12",
      "pob12",
      "Box 123",
      "box #123",
      "  BOX 9",
      "Suite 5, PO Box 44",
    ]) {
      expect(isPoBox(line), line).toBe(true);
    }
  });

  it("leaves streets that merely look alike", () => {
    for (const line of [
      "123 Post Road",
      "Boxwood Ln",
      "12 Boxwood Ln",
      "Pobox Street",
      "1 Box Elder Rd",
      "Apt 4, Box Elder Rd",
      "55 Post Office Rd",
      "9 Hippo Box Ct",
      "742 Evergreen Terrace",
      "POB Street",
      "Box Canyon Dr",
      "12 Pobox St",
    ]) {
      expect(isPoBox(line), line).toBe(false);
    }
  });
});

describe("military bases", () => {
  it("are named by APO, FPO or DPO as words, or a PSC/CMR line", () => {
    expect(hasMilitaryPostOffice("APO AE 09012")).toBe(true);
    expect(hasMilitaryPostOffice("fpo")).toBe(true);
    expect(hasMilitaryPostOffice("DPO AP 96520")).toBe(true);
    expect(hasMilitaryPostOffice("PSC 802 Box 74")).toBe(true);
    expect(hasMilitaryPostOffice("CMR 480 Box 101")).toBe(true);
  });

  it("do not catch words that contain the letters", () => {
    expect(hasMilitaryPostOffice("Apopka")).toBe(false);
    expect(hasMilitaryPostOffice("12 Apollo Dr")).toBe(false);
    expect(hasMilitaryPostOffice("Capo Beach")).toBe(false);
    expect(hasMilitaryPostOffice("1 PSCOTT Rd")).toBe(false);
  });

  it("cover the state AA, AE or AP and any line or the city", () => {
    expect(isMilitaryAddress({ state: "AE" })).toBe(true);
    expect(isMilitaryAddress({ state: "aa" })).toBe(true);
    expect(isMilitaryAddress({ addressLine1: "Unit 2050 Box 4190", city: "APO" })).toBe(true);
    expect(isMilitaryAddress({ addressLine1: "APO AE 09012" })).toBe(true);
    expect(isMilitaryAddress({ addressLine2: "FPO AP 96349" })).toBe(true);
    expect(
      isMilitaryAddress({
        addressLine1: "1 Main St",
        city: "Tampa",
        state: "FL",
        addressLine2: null,
      }),
    ).toBe(false);
    expect(isMilitaryAddress({})).toBe(false);
  });
});

describe("address lines", () => {
  it("are 1 to 100 characters once trimmed", () => {
    expect(isValidAddressLine("1 Main St")).toBe(true);
    expect(isValidAddressLine("A".repeat(100))).toBe(true);
    expect(isValidAddressLine("A".repeat(101))).toBe(false);
    expect(isValidAddressLine("   ")).toBe(false);
  });

  it("to ship to: line 1 is required, line 2 is not", () => {
    expect(shippingLineError("", true)).toBe(ADDRESS_MESSAGE);
    expect(shippingLineError("  ", true)).toBe(ADDRESS_MESSAGE);
    expect(shippingLineError("", false)).toBeUndefined();
    expect(shippingLineError("A".repeat(101), false)).toBe(ADDRESS_MESSAGE);
    expect(shippingLineError("1 Main St", true)).toBeUndefined();
  });

  it("to ship to: refuse PO boxes and bases, naming the base first", () => {
    expect(shippingLineError("P.O. Box 12", true)).toBe(PO_BOX_MESSAGE);
    expect(shippingLineError("Box 123", false)).toBe(PO_BOX_MESSAGE);
    expect(shippingLineError("APO AE 09012", true)).toBe(MILITARY_ADDRESS_MESSAGE);
    expect(shippingLineError("PSC 802 Box 74", true)).toBe(MILITARY_ADDRESS_MESSAGE);
  });
});

describe("isAddressComplete", () => {
  const complete = { addressLine1: "1 Main St", city: "Tampa", state: "FL" };

  it("needs addressLine1, city and state filled, and not the ZIP", () => {
    expect(isAddressComplete(complete)).toBe(true);
    expect(isAddressComplete({ ...complete, zip: "" } as typeof complete)).toBe(true);
  });

  it("is false when any of the three is missing, blank or null", () => {
    expect(isAddressComplete({ ...complete, addressLine1: "" })).toBe(false);
    expect(isAddressComplete({ ...complete, city: "  " })).toBe(false);
    expect(isAddressComplete({ ...complete, state: null })).toBe(false);
    expect(isAddressComplete({ city: "Tampa", state: "FL" })).toBe(false);
  });
});

describe("usZipSchema", () => {
  it("accepts ZIP and ZIP+4 with the checkout's message otherwise", () => {
    expect(usZipSchema.parse(" 33301 ")).toBe("33301");
    expect(usZipSchema.parse("33301-1234")).toBe("33301-1234");
    for (const zip of ["3330", "333011", "33301-12", "ABCDE", undefined]) {
      expect(usZipSchema.safeParse(zip).error?.issues[0]?.message, String(zip)).toBe(
        US_ZIP_MESSAGE,
      );
    }
  });
});
