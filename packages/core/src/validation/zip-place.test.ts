import { describe, expect, it } from "vitest";
import { US_ZIP_MESSAGE } from "./address";
import {
  checkZipPlace,
  isUsZip,
  isZipRefusalMessage,
  stateName,
  suggestFromZip,
  type ZipPlace,
  zipCityNote,
  zipStateMismatchMessage,
  zipToLookUp,
} from "./zip-place";

const AUSTIN: ZipPlace = { zip: "78704", city: "Austin", state: "TX" };
const MANHATTAN: ZipPlace = { zip: "10001", city: "New York", state: "NY" };
const NOT_IN_TEXAS = "This ZIP code is in New York, not Texas. Please check the ZIP code and state";

describe("checkZipPlace: an address's ZIP against the ZIP table", () => {
  it("accepts a ZIP the table has, in the state given", () => {
    expect(checkZipPlace({ zip: "78704", state: "TX" }, AUSTIN)).toBeNull();
  });

  it("refuses a ZIP of another state, saying where the ZIP is", () => {
    expect(checkZipPlace({ zip: "10001", state: "TX" }, MANHATTAN)).toEqual({
      code: "ZIP_NOT_IN_STATE",
      message: NOT_IN_TEXAS,
    });
  });

  it("reads the state as a shopper may type it: a name, any case, spaces around", () => {
    expect(checkZipPlace({ zip: "78704", state: " texas " }, AUSTIN)).toBeNull();
    expect(checkZipPlace({ zip: "78704", state: "tx" }, AUSTIN)).toBeNull();
    expect(checkZipPlace({ zip: "10001", state: "Texas" }, MANHATTAN)?.message).toBe(NOT_IN_TEXAS);
  });

  it("refuses a ZIP the table does not have with the spec's ZIP message", () => {
    expect(checkZipPlace({ zip: "99999", state: "TX" }, null)).toEqual({
      code: "UNKNOWN_ZIP",
      message: US_ZIP_MESSAGE,
    });
    // A place looked up for another ZIP is no answer for this one.
    expect(checkZipPlace({ zip: "78705", state: "TX" }, AUSTIN)?.code).toBe("UNKNOWN_ZIP");
  });

  it("refuses 00000 and an empty ZIP with the spec's ZIP message, whatever was looked up", () => {
    for (const zip of ["00000", "00000-1234", "", "   "]) {
      expect(checkZipPlace({ zip, state: "TX" }, AUSTIN)).toEqual({
        code: "INVALID_ZIP",
        message: US_ZIP_MESSAGE,
      });
    }
  });

  it("takes a ZIP+4 by its first five digits, and refuses other shapes", () => {
    expect(checkZipPlace({ zip: "78704-1234", state: "TX" }, AUSTIN)).toBeNull();
    expect(checkZipPlace({ zip: " 78704 ", state: "TX" }, AUSTIN)).toBeNull();
    for (const zip of ["7870", "787041", "78704-12", "78704 1234", "7870a"]) {
      expect(checkZipPlace({ zip, state: "TX" }, AUSTIN)?.code).toBe("INVALID_ZIP");
    }
  });

  it("leaves a missing or unknown state to the state field's own message", () => {
    expect(checkZipPlace({ zip: "78704", state: "" }, AUSTIN)).toBeNull();
    expect(checkZipPlace({ zip: "78704", state: "Atlantis" }, AUSTIN)).toBeNull();
  });

  it("checks armed-forces ZIPs against their AA/AE/AP state", () => {
    const apo: ZipPlace = { zip: "09499", city: "Fpo", state: "AE" };
    expect(checkZipPlace({ zip: "09499", state: "ae" }, apo)).toBeNull();
    expect(checkZipPlace({ zip: "09499", state: "AP" }, apo)?.message).toBe(
      "This ZIP code is in Armed Forces Europe, not Armed Forces Pacific. Please check the ZIP code and state",
    );
  });
});

describe("ZIP messages", () => {
  it("names states as shoppers know them", () => {
    expect(zipStateMismatchMessage("NY", "TX")).toBe(NOT_IN_TEXAS);
    expect(stateName("dc")).toBe("District of Columbia");
    expect(stateName("GU")).toBe("GU");
  });

  it("tells the ZIP field's refusals from the others'", () => {
    expect(isZipRefusalMessage(US_ZIP_MESSAGE)).toBe(true);
    expect(isZipRefusalMessage(NOT_IN_TEXAS)).toBe(true);
    expect(
      isZipRefusalMessage("This zip code is outside the selected installer's serviceable area"),
    ).toBe(false);
    expect(isZipRefusalMessage("Please enter state")).toBe(false);
  });
});

describe("the ZIP a form looks up", () => {
  it("is the five digits of a whole ZIP, and nothing while it is partial or 00000", () => {
    expect(zipToLookUp("78704")).toBe("78704");
    expect(zipToLookUp(" 78704-1234")).toBe("78704");
    expect(zipToLookUp("7870")).toBeNull();
    expect(zipToLookUp("78704-")).toBeNull();
    expect(zipToLookUp("00000")).toBeNull();
    expect(isUsZip("00000")).toBe(false);
    expect(isUsZip("00501")).toBe(true);
  });
});

describe("suggestFromZip: the city and state a ZIP fills in", () => {
  it("fills an empty city and state", () => {
    expect(suggestFromZip({ city: "", state: " " }, AUSTIN)).toEqual({
      city: "Austin",
      state: "TX",
    });
  });

  it("never replaces what the shopper typed: a mismatch is pointed out instead", () => {
    expect(suggestFromZip({ city: "Dallas", state: "TX" }, MANHATTAN)).toEqual({});
    expect(suggestFromZip({ city: "", state: "TX" }, MANHATTAN)).toEqual({ city: "New York" });
  });

  it("replaces its own earlier suggestion when the ZIP changes, unless the shopper edited it", () => {
    const earlier = { city: "Austin", state: "TX" };
    expect(suggestFromZip({ city: "Austin", state: "TX" }, MANHATTAN, earlier)).toEqual({
      city: "New York",
      state: "NY",
    });
    expect(suggestFromZip({ city: "Round Rock", state: "TX" }, MANHATTAN, earlier)).toEqual({
      state: "NY",
    });
  });

  it("has nothing to fill when the fields already say the ZIP's place", () => {
    expect(suggestFromZip({ city: "Austin", state: "TX" }, AUSTIN)).toEqual({});
  });
});

describe("zipCityNote", () => {
  it("points out a city that is not the ZIP's, and is quiet when it is", () => {
    expect(zipCityNote({ city: "Dallas" }, AUSTIN)).toBe("ZIP code 78704 is Austin, TX");
    expect(zipCityNote({ city: " austin " }, AUSTIN)).toBeUndefined();
    expect(zipCityNote({ city: "" }, AUSTIN)).toBeUndefined();
  });
});
