import { describe, expect, it } from "vitest";
import { parseTireSpec } from "../catalog/size-spec";
import { explainTireSpec, explainUtqg } from "./explain";

const explain = (text: string, utqg?: string) => {
  const spec = parseTireSpec(text);
  if (!spec) throw new Error(`not a spec: ${text}`);
  return explainTireSpec(spec, utqg);
};
const part = (parts: ReturnType<typeof explain>, label: string) =>
  parts.find((p) => p.label === label);

describe("the sidewall, part by part", () => {
  it("reads a P-metric size with its service description, XL and run-flat marks", () => {
    const parts = explain("P225/50R17 98V XL RFT");
    expect(parts.map((p) => [p.label, p.printed])).toEqual([
      ["Tire type", "P"],
      ["Width", "225"],
      ["Aspect ratio", "50"],
      ["Construction", "R"],
      ["Wheel size", "17"],
      ["Load index", "98"],
      ["Speed rating", "V"],
      ["Extra load", "XL"],
      ["Run-flat", "RFT"],
    ]);
    expect(part(parts, "Width")?.meaning).toBe("225 mm (8.9 in) from sidewall to sidewall.");
    expect(part(parts, "Aspect ratio")?.meaning).toContain("113 mm (4.4 in)");
    expect(part(parts, "Load index")?.meaning).toBe("Carries up to 1,653 lb (750 kg) per tire.");
    expect(part(parts, "Speed rating")?.meaning).toBe("Rated for speeds up to 149 mph (240 km/h).");
  });

  it("reads a Euro-metric size as a passenger tire without a prefix", () => {
    expect(part(explain("225/45ZR17 94Y"), "Tire type")?.meaning).toMatch(/^Euro-metric/);
    expect(part(explain("225/45ZR17 94Y"), "Construction")?.meaning).toMatch(/over 149 mph/);
    expect(part(explain("225/45ZR17 94Y"), "Speed rating")?.meaning).toBe(
      "Rated for speeds up to 186 mph (300 km/h).",
    );
  });

  it("reads a light-truck size's dual load index and load range", () => {
    const parts = explain("LT265/75R16 123/120R E");
    expect(part(parts, "Tire type")?.meaning).toMatch(/^Light truck/);
    expect(part(parts, "Load index")).toEqual({
      label: "Load index",
      printed: "123/120",
      meaning:
        "Carries up to 3,417 lb (1,550 kg) per tire on its own, 3,086 lb (1,400 kg) per tire in pairs on a dual axle.",
    });
    expect(part(parts, "Load range")?.meaning).toContain("10-ply");
  });

  it("reads a flotation size in inches", () => {
    const parts = explain("35x12.50R17LT 121Q");
    expect(parts.slice(0, 3).map((p) => p.label)).toEqual([
      "Overall diameter",
      "Width",
      "Wheel size",
    ]);
    expect(part(parts, "Overall diameter")?.meaning).toBe(
      "35 in (889 mm) tall, mounted and inflated.",
    );
    expect(part(parts, "Speed rating")?.meaning).toBe("Rated for speeds up to 99 mph (160 km/h).");
  });

  it("names the carmaker of an original-equipment mark", () => {
    expect(part(explain("245/40R19 98Y XL MO"), "Original equipment")?.meaning).toBe(
      "Built to Mercedes-Benz's own specification for its cars.",
    );
  });

  it("reads the UTQG grades, and nothing from text that is not one", () => {
    expect(explainUtqg("500 A A").map((p) => [p.label, p.printed])).toEqual([
      ["Treadwear", "500"],
      ["Traction", "A"],
      ["Temperature", "A"],
    ]);
    expect(explainUtqg("300 AA A")[0]?.meaning).toBe(
      "Wore 3 times as long as the reference tire in the government test.",
    );
    expect(explainUtqg("300 AA A")[1]?.meaning).toMatch(/^The best grade/);
    expect(explainUtqg("N/A")).toEqual([]);
    expect(explainUtqg(null)).toEqual([]);
    expect(explain("225/50R17 98V", "640 A B").map((p) => p.label)).toContain("Temperature");
  });
});
