import { describe, expect, it } from "vitest";
import { brandPathSlug, brandSlugFromPath, productHref, slugify } from "./links";

describe("catalogue links", () => {
  it("slugs names as shoppers see them in URLs", () => {
    expect(slugify("Pilot Sport 4S")).toBe("pilot-sport-4s");
    expect(slugify("All-Terrain T/A KO3")).toBe("all-terrain-t-a-ko3");
    expect(slugify("Las Olas Tire & Auto")).toBe("las-olas-tire-and-auto");
  });

  it("adds and strips the -tires suffix of brand paths", () => {
    expect(brandPathSlug("michelin")).toBe("michelin-tires");
    expect(brandPathSlug("michelin-tires")).toBe("michelin-tires");
    expect(brandSlugFromPath("michelin-tires")).toBe("michelin");
  });

  it("builds the product detail path", () => {
    expect(productHref("michelin", "defender2", "MI-1")).toBe(
      "/brands/michelin-tires/defender2/p/MI-1",
    );
  });
});
