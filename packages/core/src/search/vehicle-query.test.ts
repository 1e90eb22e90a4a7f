import { describe, expect, it } from "vitest";
import { parseVehicleQuery, vehicleMatches, vehicleSearchKey } from "./vehicle-query";

describe("vehicle queries", () => {
  it("read the model year wherever it is, and the words in any order", () => {
    expect(parseVehicleQuery("2020 toyota camry")).toEqual({
      year: 2020,
      terms: ["toyota", "camry"],
    });
    expect(parseVehicleQuery("Camry 2020")).toEqual({ year: 2020, terms: ["camry"] });
    expect(parseVehicleQuery("toyota camry")).toEqual({ year: null, terms: ["toyota", "camry"] });
  });

  it("keep a number outside the model years as a word: a model's, not a year", () => {
    expect(parseVehicleQuery("chevrolet silverado 1500")).toEqual({
      year: null,
      terms: ["chevrolet", "silverado", "1500"],
    });
    // Only the first year-like number is the year.
    expect(parseVehicleQuery("2021 2020 accord")?.terms).toEqual(["2020", "accord"]);
  });

  it("drop punctuation and case, so that F-150, f150 and f 150 find one truck", () => {
    const f150 = { make: "Ford", model: "F-150" };
    for (const text of ["F-150", "f150", "ford f 150", "FORD F150"]) {
      const query = parseVehicleQuery(text);
      expect(query && vehicleMatches(query, f150)).toBe(true);
    }
    expect(vehicleSearchKey("Mustang Mach-E")).toBe("mustangmache");
  });

  it("read a make's nickname as the make", () => {
    expect(parseVehicleQuery("chevy tahoe")?.terms).toEqual(["chevrolet", "tahoe"]);
    expect(parseVehicleQuery("vw jetta")?.terms).toEqual(["volkswagen", "jetta"]);
  });

  it("match only a make and model holding every word", () => {
    const query = parseVehicleQuery("toyota civic");
    expect(query && vehicleMatches(query, { make: "Honda", model: "Civic" })).toBe(false);
  });

  it("are nothing without a word to match", () => {
    expect(parseVehicleQuery("")).toBeNull();
    expect(parseVehicleQuery("2020")).toBeNull();
    expect(parseVehicleQuery(" - / ")).toBeNull();
    // A size's digits are not a vehicle; a model's number with its name is.
    expect(parseVehicleQuery("2255017")).toBeNull();
    expect(parseVehicleQuery("ram 1500")?.terms).toEqual(["ram", "1500"]);
    expect(parseVehicleQuery("300")?.terms).toEqual(["300"]);
  });
});
