import { describe, expect, it } from "vitest";
import {
  canRecordSizeSearch,
  canRecordVehicleSearch,
  coerceValue,
  groupSearchHistory,
  type SearchResultItem,
} from "./rules";

const item = (label: string, typeName: string): SearchResultItem => ({
  type: "text",
  label,
  typeName,
  action: { type: "link", link: { href: `/${label}` } },
});

describe("search rules", () => {
  it("groups history by type name, in first-seen order, without repeating an item", () => {
    const groups = groupSearchHistory([
      item("225/50R17", "Tire size"),
      item("Michelin", "Brand"),
      item("245/40R18", "Tire size"),
      item("225/50R17", "Tire size"),
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      ["Tire size", ["225/50R17", "245/40R18"]],
      ["Brand", ["Michelin"]],
    ]);
  });

  it("records a vehicle search only when make, model, year, oem and trim are all strings", () => {
    const full = { make: "Honda", model: "Civic", year: "2020", oem: "215/55R16", trim: "EX" };
    expect(canRecordVehicleSearch(full)).toBe(true);
    expect(canRecordVehicleSearch({ ...full, year: 2020 })).toBe(false);
    expect(canRecordVehicleSearch({ ...full, trim: undefined })).toBe(false);
    expect(canRecordSizeSearch("225/50R17")).toBe(true);
    expect(canRecordSizeSearch(null)).toBe(false);
  });

  it("turns query and cookie strings into booleans and numbers", () => {
    expect(coerceValue("true")).toBe(true);
    expect(coerceValue("false")).toBe(false);
    expect(coerceValue("33301")).toBe(33_301);
    expect(coerceValue("4.5")).toBe(4.5);
    expect(coerceValue("225/50R17")).toBe("225/50R17");
    expect(coerceValue("")).toBe("");
    expect(coerceValue("02134")).toBe("02134");
    expect(coerceValue("0")).toBe(0);
  });
});
