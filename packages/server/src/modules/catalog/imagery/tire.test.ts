import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  drawnAspectRatio,
  renderTireSvg,
  TIRE_VIEWS,
  type TireFacts,
  tireImagePath,
  wallShare,
} from "./tire";

const touring: TireFacts = {
  brand: "Michelin",
  line: "Pilot Sport 4S",
  sizeLabel: "225/45R17",
  categoryId: 8,
  tireType: "Passenger",
  aspectRatio: 45,
  whiteLetters: false,
};

const attribute = (svg: string, name: string) => svg.match(new RegExp(`${name}="([^"]*)"`))?.[1];

describe("renderTireSvg", () => {
  it.each(TIRE_VIEWS)("draws the %s view as well-formed SVG with its size and view box", (view) => {
    const svg = renderTireSvg(touring, view);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="240"/);
    expect(attribute(svg, "viewBox")).toBe("0 0 240 240");
    expect(attribute(svg, "data-view")).toBe(view);
    expect(attribute(svg, "aria-label")).toContain("Michelin Pilot Sport 4S 225/45R17");
  });

  it("keeps every view of every tread to a few kilobytes", () => {
    for (const categoryId of [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 20]) {
      for (const view of TIRE_VIEWS) {
        const svg = renderTireSvg({ ...touring, categoryId, tireType: "Light Truck" }, view);
        expect(svg.length, `${categoryId} ${view}`).toBeLessThan(6_000);
      }
    }
  });

  it("draws the tread of the tire's category in every view", () => {
    for (const view of TIRE_VIEWS) {
      expect(attribute(renderTireSvg({ ...touring, categoryId: 3 }, view), "data-tread")).toBe(
        "winter",
      );
      expect(attribute(renderTireSvg({ ...touring, categoryId: 6 }, view), "data-tread")).toBe(
        "mud-terrain",
      );
    }
    const winter = renderTireSvg({ ...touring, categoryId: 3 }, "treadonly");
    const summer = renderTireSvg({ ...touring, categoryId: 10 }, "treadonly");
    expect(winter).toContain('class="sipe"');
    expect(summer).not.toContain('class="sipe"');
  });

  it("prints the mountain snowflake on winter and all-weather sidewalls only", () => {
    expect(renderTireSvg({ ...touring, categoryId: 3 }, "sidewall")).toContain('id="pmsf"');
    expect(renderTireSvg({ ...touring, categoryId: 13 }, "sidetread")).toContain('id="pmsf"');
    expect(renderTireSvg({ ...touring, categoryId: 10 }, "sidewall")).not.toContain('id="pmsf"');
  });

  it("prints brand and line on the sidewall, white where the line is sold with white letters", () => {
    const black = renderTireSvg(touring, "sidewall");
    expect(black).toContain(">MICHELIN</textPath>");
    expect(black).toContain(">Pilot Sport 4S</textPath>");
    expect(black).toContain(">225/45R17</textPath>");
    expect(attribute(black, "data-letters")).toBe("embossed");
    expect(black).not.toContain("#f4f4f0");
    const white = renderTireSvg(
      { ...touring, brand: "BFGoodrich", line: "All-Terrain T/A KO2", whiteLetters: true },
      "sidewall",
    );
    expect(attribute(white, "data-letters")).toBe("white");
    expect(white.match(/fill="#f4f4f0"/g)).toHaveLength(2);
  });

  it("escapes brand and line text so the picture stays well-formed", () => {
    const svg = renderTireSvg({ ...touring, brand: `O'Neil "Tires"`, line: "A&B <x>" }, "sidewall");
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain("<x>");
    expect(svg).toContain("A&#38;B &#60;x&#62;");
    expect(attribute(svg, "aria-label")).toBe(
      "O&#39;Neil &#34;Tires&#34; A&#38;B &#60;x&#62; 225/45R17, side view",
    );
  });

  it("squeezes a line name too long for its arc into the arc", () => {
    const svg = renderTireSvg(
      { ...touring, line: "Scorpion Verde All Season Plus II Extra Long Name" },
      "sidewall",
    );
    expect(svg).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs">Scorpion/);
  });

  it("draws a low-profile sidewall thinner than a tall one", () => {
    const wall = (aspectRatio: number, view: "sidewall" | "sidetread") =>
      Number(attribute(renderTireSvg({ ...touring, aspectRatio }, view), "data-sidewall"));
    expect(wall(30, "sidewall")).toBeLessThan(wall(45, "sidewall"));
    expect(wall(45, "sidewall")).toBeLessThan(wall(75, "sidewall"));
    expect(wall(30, "sidetread")).toBeLessThan(wall(75, "sidetread"));
    expect(wallShare(30)).toBeCloseTo(0.24, 2);
  });

  it("reads the aspect ratio of a flotation size from the size", () => {
    expect(drawnAspectRatio({ aspectRatio: null, sizeLabel: "35x12.50R20LT" })).toBe(60);
    expect(drawnAspectRatio({ aspectRatio: null, sizeLabel: "LT265/70R17" })).toBe(70);
    expect(drawnAspectRatio({ aspectRatio: null, sizeLabel: "?" })).toBe(65);
  });

  it("draws trucks on a dished wheel and cars on spokes, the same for every size of a line", () => {
    expect(renderTireSvg({ ...touring, tireType: "Light Truck" }, "sidewall")).not.toContain(
      'id="spoke"',
    );
    expect(renderTireSvg(touring, "sidewall")).toContain('id="spoke"');
    expect(renderTireSvg(touring, "sidewall")).toBe(renderTireSvg(touring, "sidewall"));
  });
});

describe("tireImagePath", () => {
  it("keeps the side view at the address links have always used", () => {
    expect(tireImagePath("MICH-PS4S-2254517-Y", "sidewall")).toBe(
      "/media/tires/MICH-PS4S-2254517-Y.svg",
    );
    expect(tireImagePath("MICH-PS4S-2254517-Y", "treadonly")).toBe(
      "/media/tires/treadonly/MICH-PS4S-2254517-Y.svg",
    );
    expect(tireImagePath("MICH-PS4S-2254517-Y", "sidetread")).toBe(
      "/media/tires/sidetread/MICH-PS4S-2254517-Y.svg",
    );
  });
});
