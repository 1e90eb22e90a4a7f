import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { BRANDS } from "../../../seed/facts/brands";
import { contrastRatio, renderBrandSvg, wordmarkStyle } from "./brand";

const attribute = (svg: string, name: string) => svg.match(new RegExp(`${name}="([^"]*)"`))?.[1];

describe("brand wordmarks", () => {
  it("sets every brand of the catalogue at a contrast of at least 4.5:1", () => {
    for (const { name } of BRANDS) {
      const look = wordmarkStyle(name);
      expect(contrastRatio(look.text, look.background), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the colours the well-known brands are recognised by", () => {
    expect(wordmarkStyle("Michelin")).toMatchObject({ background: "#27509b", text: "#fce500" });
    expect(wordmarkStyle("Continental")).toMatchObject({ background: "#ffa500" });
    expect(wordmarkStyle("Pirelli")).toMatchObject({ text: "#fed100", accent: "#d52b1e" });
    expect(renderBrandSvg("Bridgestone")).toContain('fill="#e4002b"');
  });

  it("gives other brands a style from a hash of the name, the same every time", () => {
    expect(wordmarkStyle("Sailun")).toEqual(wordmarkStyle("Sailun"));
    const styles = new Set(
      ["Sailun", "Kenda", "Radar", "Westlake", "Ohtsu"].map((b) =>
        JSON.stringify(wordmarkStyle(b)),
      ),
    );
    expect(styles.size).toBeGreaterThan(1);
  });

  it("sizes the picture to the name, with a matching view box", () => {
    const short = renderBrandSvg("Toyo");
    const long = renderBrandSvg("Mickey Thompson");
    expect(Number(attribute(long, "width"))).toBeGreaterThan(Number(attribute(short, "width")));
    expect(attribute(short, "height")).toBe("48");
    expect(attribute(short, "viewBox")).toBe(`0 0 ${attribute(short, "width")} 48`);
  });

  it("escapes the name and stays well-formed", () => {
    const svg = renderBrandSvg("A&B <x>");
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain("<x>");
    expect(svg).toContain("&#38;");
  });

  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
