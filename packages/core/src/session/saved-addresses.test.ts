import { describe, expect, it } from "vitest";
import { SAVED_ADDRESSES_LIMIT, savedAddressesOf, savedAddressLabel } from "./saved-addresses";

const home = {
  firstName: "Ana",
  lastName: "Lopez",
  companyName: null,
  addressLine1: "100 Main St",
  addressLine2: null,
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  phone: "9545550100",
  isMobileInstall: false,
};

describe("savedAddressesOf", () => {
  it("reads an order's stored address, empty text for what it lacks", () => {
    expect(savedAddressesOf([home])).toEqual([
      {
        firstName: "Ana",
        lastName: "Lopez",
        companyName: "",
        addressLine1: "100 Main St",
        addressLine2: "",
        city: "Fort Lauderdale",
        state: "FL",
        zip: "33301",
        phone: "9545550100",
      },
    ]);
  });

  it("keeps each place once, the newest first, whatever its case and spacing", () => {
    const later = { ...home, firstName: "Ana Maria", addressLine1: "100  MAIN ST" };
    const other = { ...home, addressLine1: "1100 S Lamar Blvd", city: "Austin", state: "TX" };
    const saved = savedAddressesOf([later, home, other]);
    expect(saved.map((a) => [a.firstName, a.addressLine1])).toEqual([
      ["Ana Maria", "100  MAIN ST"],
      ["Ana", "1100 S Lamar Blvd"],
    ]);
  });

  it("skips what is not a whole address, and stops at the limit", () => {
    const partial = { ...home, city: null };
    const many = Array.from({ length: 8 }, (_, i) => ({ ...home, addressLine1: `${i} Main St` }));
    expect(savedAddressesOf([partial, "not an address", null, ...many])).toHaveLength(
      SAVED_ADDRESSES_LIMIT,
    );
    expect(savedAddressesOf([partial])).toEqual([]);
  });

  it("keeps a phone only as its 10 digits", () => {
    expect(savedAddressesOf([{ ...home, phone: "+1 (954) 555-0100" }])[0]?.phone).toBe(
      "9545550100",
    );
    expect(savedAddressesOf([{ ...home, phone: "n/a" }])[0]?.phone).toBe("");
  });
});

describe("savedAddressLabel", () => {
  it("names the address on one line", () => {
    const [saved] = savedAddressesOf([{ ...home, addressLine2: "Apt 4" }]);
    if (!saved) throw new Error("no address");
    expect(savedAddressLabel(saved)).toBe(
      "Ana Lopez, 100 Main St Apt 4, Fort Lauderdale, FL 33301",
    );
  });
});
