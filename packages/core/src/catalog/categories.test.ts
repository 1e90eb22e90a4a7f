import { describe, expect, it } from "vitest";
import { categoryBySlug, categoryPages, TIRE_TYPES, tireTypeBySlug } from "./categories";
import { tireTypeSchema } from "./schemas";

describe("category and type pages", () => {
  it("reads a category slug as its search id", () => {
    expect(categoryBySlug("all-season")).toEqual({ id: 1, name: "All Season", slug: "all-season" });
    expect(categoryBySlug("uhp")?.id).toBe(8);
    expect(categoryBySlug("track-competition")?.id).toBe(20);
    expect(categoryBySlug("snow")).toBeNull();
  });

  it("gives every category a page", () => {
    expect(categoryPages()).toHaveLength(12);
    for (const page of categoryPages()) expect(categoryBySlug(page.slug)?.id).toBe(page.id);
  });

  it("reads a type slug as the catalogue's tire type, for every type", () => {
    expect(tireTypeBySlug("suv-crossover")).toBe("SUV/Crossover");
    expect(tireTypeBySlug("light-truck")).toBe("Light Truck");
    expect(tireTypeBySlug("tractor")).toBeNull();
    expect([...TIRE_TYPES]).toEqual(tireTypeSchema.options);
  });
});
