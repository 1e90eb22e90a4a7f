import { describe, expect, it } from "vitest";
import { parseTireSpec } from "../catalog/size-spec";
import { replacementFilters, replacementListingHref, scannedSize, sidewallHref } from "./listing";
import { confirmedSearch } from "./scanned";

const href = (text: string) => {
  const spec = parseTireSpec(text);
  if (!spec) throw new Error(text);
  return replacementListingHref(spec);
};

describe("the listing a sidewall leads to", () => {
  it("keeps the load index and speed rating read as minimums", () => {
    expect(href("225/50R17 98V")).toBe(
      "/tire-sizes/225-50r17?minLoadIndex=98&speedRating=V&speedRating=Z&speedRating=W&speedRating=Y",
    );
  });

  it("goes to the size alone when the sidewall gives only the size", () => {
    expect(href("P225/50R17")).toBe("/tire-sizes/225-50r17");
  });

  it("asks for light-truck and run-flat tires where the sidewall says so", () => {
    expect(href("LT265/75R16 123/120R E")).toContain("minLoadIndex=123");
    expect(href("LT265/75R16 123/120R E")).toContain("lightTruck=true");
    expect(href("225/45R17 91W RFT")).toContain("runFlat=true");
  });

  it("gives a widget's search the same minimums as filters", () => {
    const spec = parseTireSpec("LT265/75R16 123/120R E RFT");
    if (!spec) throw new Error("does not parse");
    expect(replacementFilters(spec)).toEqual({
      minLoadIndex: 123,
      speedRating: ["R", "S", "T", "U", "H", "V", "Z", "W", "Y"],
      lightTruck: true,
      runFlat: true,
    });
    const sizeOnly = parseTireSpec("P225/50R17");
    expect(sizeOnly && replacementFilters(sizeOnly)).toEqual({});
  });

  it("searches a scanned size with the scan's minimums, and a size typed over it as typed", () => {
    const scanned = scannedSize("P235/70R16 106S");
    expect(scanned).toEqual({
      text: "P235/70R16 106S",
      size: "P235/70R16",
      fitment: { minLoadIndex: 106, speedRating: ["S", "T", "U", "H", "V", "Z", "W", "Y"] },
    });
    expect(confirmedSearch("P235/70R16", scanned)).toEqual({
      size: "P235/70R16",
      fitment: scanned?.fitment,
    });
    expect(confirmedSearch("225/70R16", scanned)).toEqual({ size: "225/70R16" });
    expect(confirmedSearch("225/70R16", null)).toEqual({ size: "225/70R16" });
    expect(scannedSize("not a size")).toBeNull();
  });

  it("links a tire as sold to its sidewall explained", () => {
    expect(
      sidewallHref({
        size: "225/50R17",
        loadIndex: "98",
        speedRating: "V",
        isExtraLoad: true,
        isRunFlat: false,
        utqg: "500 A A",
      }),
    ).toBe("/sidewall?spec=225%2F50R17+98V+XL&utqg=500+A+A");
    expect(sidewallHref({ size: "225/50R17" })).toBe("/sidewall?spec=225%2F50R17");
  });
});
