import { describe, expect, it } from "vitest";
import { leadingBrands, popularVehicleLinks } from "./popular";

describe("popularVehicleLinks", () => {
  it("links the popular models the guide knows, in the list's order, and skips the rest", () => {
    const makes = [
      { label: "Honda", slug: "honda", models: [{ label: "CR-V", slug: "cr-v" }] },
      {
        label: "Toyota",
        slug: "toyota",
        models: [
          { label: "Camry", slug: "camry" },
          { label: "Corolla", slug: "corolla" },
        ],
      },
    ];
    expect(popularVehicleLinks(makes)).toEqual([
      { label: "Toyota Camry", href: "/vehicles/toyota/camry" },
      { label: "Honda CR-V", href: "/vehicles/honda/cr-v" },
    ]);
  });
});

describe("leadingBrands", () => {
  it("takes the brands with the most tires, ties by name", () => {
    const brands = [
      { label: "Kelly", count: 3 },
      { label: "Michelin", count: 9 },
      { label: "Cooper", count: 3 },
      { label: "Achilles", count: 1 },
    ];
    expect(leadingBrands(brands, 3).map((b) => b.label)).toEqual(["Michelin", "Cooper", "Kelly"]);
  });
});
